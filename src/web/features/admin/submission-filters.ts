import {
  ADMIN_SEARCH_MAX,
  paidSubmissionKinds,
  submissionKindValues,
  type SubmissionKind,
} from '#shared/admin.ts'
import { isOneOf, paymentStatusValues, submissionStatusValues } from '#shared/options.ts'
import { isIsoDate } from '#shared/sast.ts'
import type { SubmissionListFilters } from '#shared/schemas/admin-submissions.ts'
import { listQuery, listSearch } from './list-query.ts'

/** The filters of a list of submissions: everything in its address but the page. */
export type SubmissionFilters = Omit<SubmissionListFilters, 'page'>

export const noFilters: SubmissionFilters = {
  q: '',
  status: '',
  payment_status: '',
  from: '',
  to: '',
}

const MAX_PAGE = 100_000

export const isSubmissionKind = (value: string | undefined): value is SubmissionKind =>
  isOneOf(submissionKindValues, value)

/** Video orders and donations: they carry a payment status, amount and reference. */
export const isPaidKind = (kind: SubmissionKind) => paidSubmissionKinds.includes(kind)

/**
 * The filters and page a list's address holds (`?q=…&status=…&page=2`). Anything the
 * server would refuse (an unknown status, a date that is not YYYY-MM-DD, page 0) is
 * dropped rather than sent, so a mistyped address still shows a list.
 */
export function readSubmissionQuery(
  params: URLSearchParams,
  kind: SubmissionKind,
): { filters: SubmissionFilters; page: number } {
  const text = (key: string) => (params.get(key) ?? '').trim()
  const date = (key: string) => (isIsoDate(text(key)) ? text(key) : '')
  const status = text('status')
  const paymentStatus = text('payment_status')
  const page = Number(text('page'))
  return {
    filters: {
      q: text('q').slice(0, ADMIN_SEARCH_MAX),
      status: isOneOf(submissionStatusValues, status) ? status : '',
      payment_status:
        isPaidKind(kind) && isOneOf(paymentStatusValues, paymentStatus) ? paymentStatus : '',
      from: date('from'),
      to: date('to'),
    },
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  }
}

/** The address query of these filters and page: empty values and page 1 are left out. */
export const submissionQuery = (filters: SubmissionFilters, page = 1) => listQuery(filters, page)

/** The same query as a search string, for the API (no leading '?'). */
export const submissionSearch = (filters: SubmissionFilters, page = 1) => listSearch(filters, page)

export const hasFilters = (filters: SubmissionFilters) =>
  Object.values(filters).some((value) => value !== '')

/** Both dates given and the end before the start: the server would refuse the list. */
export const dateRangeInvalid = (filters: SubmissionFilters) =>
  filters.from !== '' && filters.to !== '' && filters.to < filters.from
