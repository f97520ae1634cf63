import { z } from 'zod'
import { ADMIN_NOTE_MAX, ADMIN_SEARCH_MAX, adminMessages as m } from '../admin.ts'
import { submissionStatusValues } from '../options.ts'
import { isIsoDate } from '../sast.ts'
import { strictInteger } from './fields.ts'

// The query strings the back office's lists share: search, filters, SAST days and page.

export const listSearch = z.string().trim().max(ADMIN_SEARCH_MAX).optional().default('')

export const listPage = strictInteger({ min: 1, max: 100_000 }).optional().default(1)

/** One of `values`, or '' for all. */
export const optionalFilter = <const V extends string>(
  values: readonly [V, ...V[]],
  message: string = m.statusInvalid,
) =>
  z
    .union([z.literal(''), z.enum(values)], { error: message })
    .optional()
    .default('')

/** A SAST day as 'YYYY-MM-DD', or '' for none. */
export const optionalIsoDate = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine((value) => value === '' || isIsoDate(value), m.dateInvalid)

/** For `.refine`: a `from` day after the `to` day is refused, naming `to`. */
export const fromNotAfterTo = (query: { from: string; to: string }) =>
  !query.from || !query.to || query.from <= query.to
export const dateRangeIssue: { message: string; path: PropertyKey[] } = {
  message: m.dateRangeInvalid,
  path: ['to'],
}

// The office's work on a record, as a submission and a newsletter subscriber both keep it.

/** new → in progress → done / declined. */
export const workStatus = z.enum(submissionStatusValues, { error: m.statusInvalid })

/** The internal note; an empty one clears it. */
export const adminNote = z.string().trim().max(ADMIN_NOTE_MAX, m.noteTooLong)
