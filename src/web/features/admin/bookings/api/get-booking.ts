import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { AdminBooking } from '#shared/schemas/admin-bookings.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { auditLogKey } from '../../api/get-audit-log.ts'
import { overviewKey } from '../../overview/api/get-overview.ts'
import { bookingListsKey } from './get-bookings.ts'

export const bookingKey = (id: string) => ['admin-booking', id] as const

export const bookingPath = (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}`

/** GET /api/admin/bookings/{id}: the booking with its student, payment and history. */
export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bookingKey(id),
    queryFn: ({ signal }) => apiFetch<AdminBooking>(bookingPath(id), { signal }),
  })

export const useBooking = (id: string) => useQuery(bookingQueryOptions(id))

/**
 * After an action: the booking as the server now has it; the lists, the overview's
 * counts and the audit log load again.
 */
export async function storeChangedBooking(queryClient: QueryClient, booking: AdminBooking) {
  queryClient.setQueryData(bookingKey(booking.id), booking)
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingListsKey }),
    queryClient.invalidateQueries({ queryKey: overviewKey }),
    queryClient.invalidateQueries({ queryKey: auditLogKey }),
  ])
}
