import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OwnReview } from '#shared/schemas/reviews.ts'
import { ApiError, apiFetch } from '#web/lib/api-client.ts'
import { reviewBookingQueryKey } from './get-review-booking.ts'

export const ownReviewQueryKey = (bookingId: string) =>
  [...reviewBookingQueryKey(bookingId), 'review'] as const

/** GET /api/bookings/{id}/review: the student's review of the session, or null (a 404). */
export const ownReviewQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ownReviewQueryKey(bookingId),
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<OwnReview>(`/api/bookings/${encodeURIComponent(bookingId)}/review`, {
          signal,
        })
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
  })

/**
 * Asked only when the booking names a review (`enabled`), so a first review costs no
 * request, and no 404 in the browser's console.
 */
export const useOwnReview = (bookingId: string, enabled: boolean) =>
  useQuery({ ...ownReviewQueryOptions(bookingId), enabled })
