import { z } from 'zod'
import { ADMIN_SEARCH_MAX, adminMessages as m } from '../admin.ts'
import { isIsoDate } from '../sast.ts'

// The query strings the back office's lists share: search, filters, SAST days and page.

export const listSearch = z.string().trim().max(ADMIN_SEARCH_MAX).optional().default('')

export const listPage = z.coerce.number().int().min(1).max(100_000).optional().default(1)

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
