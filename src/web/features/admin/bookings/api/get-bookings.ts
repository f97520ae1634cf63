import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminBookingList } from '#shared/schemas/admin-bookings.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { bookingSearch, type BookingFilters } from '../booking-filters.ts'

/** Every page of the bookings list, whatever the filters; invalidate it after a change. */
export const bookingListsKey = ['admin-bookings'] as const

/** GET /api/admin/bookings?q=&status=&payment_status=&tutor_id=&from=&to=&page= */
export const bookingsQueryOptions = (filters: BookingFilters, page: number) =>
  queryOptions({
    queryKey: [...bookingListsKey, filters, page],
    queryFn: ({ signal }) => {
      const search = bookingSearch(filters, page)
      return apiFetch<AdminBookingList>(`/api/admin/bookings${search ? `?${search}` : ''}`, {
        signal,
      })
    },
  })

/**
 * One page of bookings. While the next search or page loads, the previous one stays on
 * screen (no flash of the loading state at every keystroke).
 */
export const useBookings = (filters: BookingFilters, page: number, enabled: boolean) =>
  useQuery({ ...bookingsQueryOptions(filters, page), enabled, placeholderData: keepPreviousData })

/** GET /api/admin/bookings/export.csv with the list's filters (every page). */
export function bookingsCsvHref(filters: BookingFilters): string {
  const search = bookingSearch(filters)
  return `/api/admin/bookings/export.csv${search ? `?${search}` : ''}`
}
