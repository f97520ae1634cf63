import { labelOf } from '#shared/options.ts'
import { formatZar } from '#shared/money.ts'
import { formatSastDate, formatSastDateTime, isIsoDate } from '#shared/sast.ts'
import type { SubmissionKindDefinition, SubmissionRow } from './submission-kinds.ts'

/** Columns the detail view shows elsewhere or that mean nothing to a reader. */
const HIDDEN = new Set([
  'id',
  // The summary's own field.
  'reference',
  'userId',
  'status',
  'adminNote',
  'createdAt',
  'updatedAt',
  'preferredStartAt',
  'paymentIntentId',
  // A tutor application's tutor: the detail links it (tutor_application).
  'promotedTutorId',
  // A consultation's requested tutor: the detail names them (consultation.requested_tutor).
  'tutorId',
])

/** 'contactPersonName' → 'Contact person name'; 'estimatedCostCents' → 'Estimated cost'. */
export function fieldLabel(kind: SubmissionKindDefinition, key: string): string {
  const label = kind.labels?.[key]
  if (label) return label
  const words = key
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A stored value as a reader wants it: labels for options, rand for cents, SAST dates. */
export function fieldValue(kind: SubmissionKindDefinition, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return ''
  const options = kind.options?.[key]
  const label = (item: unknown) =>
    options && (typeof item === 'string' || typeof item === 'number')
      ? labelOf(options, item)
      : String(item)
  if (Array.isArray(value)) return value.map(label).join(', ')
  if (value instanceof Date) return formatSastDateTime(value)
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number' && key.endsWith('Cents')) return formatZar(value)
  if (typeof value === 'number' && key.endsWith('Percent')) return `${value}%`
  if (typeof value === 'string' && isIsoDate(value)) return formatSastDate(value)
  return label(value)
}

/** Every field the sender gave (and the server computed), labelled, in column order. */
export function describeSubmission(kind: SubmissionKindDefinition, row: SubmissionRow) {
  return Object.entries(row)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => ({ label: fieldLabel(kind, key), value: fieldValue(kind, key, value) }))
    .filter((field) => field.value !== '')
}
