import { submissionKinds, submissionKindValues, type SubmissionKind } from '#shared/admin.ts'
import { formatZar } from '#shared/money.ts'
import {
  bookingStatuses,
  isOneOf,
  paymentStatuses,
  submissionStatuses,
  type Option,
} from '#shared/options.ts'
import { formatSastDate, formatSastDateTime, isIsoDate } from '#shared/sast.ts'
import { packageStatusOptions } from '#shared/schemas/admin-packages.ts'

/** One value an action changed, as a reader of the log wants it. */
export type AuditChange = { field: string; before: string; after: string }

/** The longest value shown in full; a longer note is cut with an ellipsis. */
export const AUDIT_VALUE_MAX = 160

const fieldLabels: Record<string, string> = {
  status: 'Status',
  admin_note: 'Internal note',
  payment_status: 'Payment status',
  payment_reference: 'Payment reference',
  last_day: 'Last day (SAST)',
  hidden_reason: 'Reason for hiding',
}

const valueLabels: Record<string, readonly Option[]> = {
  status: [...submissionStatuses, ...bookingStatuses, ...packageStatusOptions],
  payment_status: paymentStatuses,
  role: [
    { value: 'student', label: 'Student' },
    { value: 'admin', label: 'Administrator' },
  ],
}

const actionLabels: Record<string, string> = {
  'submission.update': 'Updated',
  'submission.mark_paid': 'Marked paid',
  'booking.confirm': 'Confirmed',
  'booking.complete': 'Completed',
  'booking.cancel': 'Cancelled',
  'booking.mark_paid': 'Marked paid',
  'booking.refund': 'Refund recorded',
  'package.extend': 'Validity extended',
  'package.cancel': 'Package cancelled',
  'package.refund': 'Package refund recorded',
  'review.hide': 'Review hidden',
  'review.unhide': 'Review shown again',
  'tutor.create': 'Added',
  'tutor.update': 'Edited',
  'tutor_application.promote': 'Made a tutor',
  'user.grant_admin': 'Made an administrator',
  'user.revoke_admin': 'Administrator role revoked',
  'user.export': 'Personal data exported',
  'user.delete': 'Deleted',
  'newsletter.unsubscribe': 'Unsubscribed',
}

/** What the records that are not submissions are called (a submission's is its kind's). */
const subjectLabels: Record<string, string> = {
  bookings: 'Bookings',
  tutoring_packages: 'Packages',
  session_reviews: 'Reviews',
  tutors: 'Tutors',
  users: 'Accounts',
  newsletter: 'Newsletter',
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** 'payment_reference' → 'Payment reference'. */
const sentenceCase = (text: string) => {
  const words = text.replace(/[._]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** 'hourly_rate_cents' → 'Hourly rate': the amount is shown in rand. */
export const fieldLabel = (key: string) =>
  fieldLabels[key] ?? sentenceCase(key.replace(/_cents$/, ''))

/** 'submission.mark_paid' → 'Marked paid'; an action this page does not know, readably. */
export const actionLabel = (action: string) => actionLabels[action] ?? sentenceCase(action)

/**
 * A stored value for the log: labels for option values, rand for cents, SAST for instants,
 * Yes/No, '—' for none, and long text cut.
 */
export function formatAuditValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number') {
    return key.endsWith('_cents') && Number.isInteger(value) ? formatZar(value) : String(value)
  }
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
      return formatSastDateTime(value)
    }
    // A SAST day ('2026-12-23'), such as a package's last day.
    if (isIsoDate(value)) return formatSastDate(value)
    const option = valueLabels[key]?.find((candidate) => candidate.value === value)
    const text = option?.label ?? value
    return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text
  }
  return JSON.stringify(value)
}

/**
 * What an action changed: each value whose before and after differ, in the order the
 * after state lists them. A value that only appears on one side counts as a change.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = isRecord(before) ? before : {}
  const now = isRecord(after) ? after : {}
  const keys = [...new Set([...Object.keys(now), ...Object.keys(was)])]
  return keys
    .filter((key) => JSON.stringify(was[key] ?? null) !== JSON.stringify(now[key] ?? null))
    .map((key) => ({
      field: fieldLabel(key),
      before: formatAuditValue(key, was[key]),
      after: formatAuditValue(key, now[key]),
    }))
}

/** What kind of record an entry is about: 'School bookings', 'Bookings', 'Accounts'. */
export const subjectLabel = (subjectType: string) =>
  submissionSubject(subjectType)?.label ?? subjectLabels[subjectType] ?? sentenceCase(subjectType)

/** The submission an entry is about, when it is one the back office lists. */
export function submissionSubject(
  subjectType: string,
): { kind: SubmissionKind; label: string } | null {
  if (!isOneOf(submissionKindValues, subjectType)) return null
  const kind = submissionKinds.find((option) => option.value === subjectType)!
  return { kind: kind.value, label: kind.label }
}
