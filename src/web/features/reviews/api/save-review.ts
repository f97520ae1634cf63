import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OwnReview, ReviewValues } from '#shared/schemas/reviews.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { bookingsQueryKey } from '#web/features/bookings/bookings-api.ts'
import { tutorsQueryKey } from '#web/features/tutors/get-tutors.ts'
import { ownReviewQueryKey } from './get-own-review.ts'

export type SaveReviewRequest = {
  bookingId: string
  values: ReviewValues
  /** POST a first review; PUT changes it within its 14 days (D28). */
  method: 'POST' | 'PUT'
}

/**
 * POST or PUT /api/bookings/{id}/review. After it, the dashboard's bookings (their
 * 'Rate this session' becomes 'Your review') and the tutors' ratings and reviews are stale.
 */
export function useSaveReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ bookingId, values, method }: SaveReviewRequest) =>
      apiFetch<OwnReview>(`/api/bookings/${encodeURIComponent(bookingId)}/review`, {
        method,
        json: values,
      }),
    onSuccess: (review, { bookingId }) => {
      queryClient.setQueryData(ownReviewQueryKey(bookingId), review)
      // Not awaited: the thank-you shows at once while the lists refresh behind it.
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey })
      void queryClient.invalidateQueries({ queryKey: tutorsQueryKey })
    },
  })
}
