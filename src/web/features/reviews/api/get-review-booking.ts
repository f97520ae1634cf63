import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Booking } from '#shared/schemas/booking.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { bookingsQueryKey } from '#web/features/bookings/bookings-api.ts'

/** One of the student's bookings, under the bookings' key so it refreshes with them. */
export const reviewBookingQueryKey = (bookingId: string) =>
  [...bookingsQueryKey, bookingId] as const

/** GET /api/bookings/{id}: the signed-in student's own booking; someone else's is a 404. */
export const reviewBookingQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: reviewBookingQueryKey(bookingId),
    queryFn: ({ signal }) =>
      apiFetch<Booking>(`/api/bookings/${encodeURIComponent(bookingId)}`, { signal }),
  })

export const useReviewBooking = (bookingId: string) =>
  useQuery(reviewBookingQueryOptions(bookingId))
