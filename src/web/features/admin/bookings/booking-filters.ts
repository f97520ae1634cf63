import { ADMIN_SEARCH_MAX } from '#shared/admin.ts'
import { bookingStatusValues, isOneOf, paymentStatusValues } from '#shared/options.ts'
import { isIsoDate } from '#shared/sast.ts'
import type { AdminBookingFilters } from '#shared/schemas/admin-bookings.ts'
import { listQuery, listSearch } from '../list-query.ts'

/** The filters of the bookings list: everything in its address but the page. */
export type BookingFilters = {
  q: string
  status: AdminBookingFilters['status']
  payment_status: AdminBookingFilters['payment_status']
  /** A tutor's id as the address holds it, or ''. */
  tutor_id: string
  from: string
  to: string
  /** 'true': only cancelled paid bookings whose refund is still owed. */
  refund_due: '' | 'true'
  /** 'true': only open bookings that overlapped another before overlaps were refused (D25). */
  overlap: '' | 'true'
}

export const noBookingFilters: BookingFilters = {
  q: '',
  status: '',
  payment_status: '',
  tutor_id: '',
  from: '',
  to: '',
  refund_due: '',
  overlap: '',
}

const MAX_PAGE = 100_000

/**
 * The filters and page the list's address holds (`?q=…&status=pending&page=2`). What the
 * server would refuse (an unknown status, a date not YYYY-MM-DD, a tutor id that is no
 * number) is dropped rather than sent, so a mistyped address still shows a list.
 */
export function readBookingQuery(params: URLSearchParams): {
  filters: BookingFilters
  page: number
} {
  const text = (key: string) => (params.get(key) ?? '').trim()
  const date = (key: string) => (isIsoDate(text(key)) ? text(key) : '')
  const status = text('status')
  const paymentStatus = text('payment_status')
  const tutorId = text('tutor_id')
  const page = Number(text('page'))
  return {
    filters: {
      q: text('q').slice(0, ADMIN_SEARCH_MAX),
      status: isOneOf(bookingStatusValues, status) ? status : '',
      payment_status: isOneOf(paymentStatusValues, paymentStatus) ? paymentStatus : '',
      tutor_id: /^[1-9]\d{0,9}$/.test(tutorId) ? tutorId : '',
      from: date('from'),
      to: date('to'),
      refund_due: text('refund_due') === 'true' ? 'true' : '',
      overlap: text('overlap') === 'true' ? 'true' : '',
    },
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  }
}

/** The address query of these filters and page: empty values and page 1 are left out. */
export const bookingQuery = (filters: BookingFilters, page = 1) => listQuery(filters, page)

/** The same query as a search string, for the API (no leading '?'). */
export const bookingSearch = (filters: BookingFilters, page = 1) => listSearch(filters, page)

export const hasBookingFilters = (filters: BookingFilters) =>
  Object.values(filters).some((value) => value !== '')

/** Both dates given and the end before the start: the server would refuse the list. */
export const bookingDatesInvalid = (filters: BookingFilters) =>
  filters.from !== '' && filters.to !== '' && filters.to < filters.from
