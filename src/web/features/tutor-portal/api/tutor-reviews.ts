import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TutorOwnReview } from '#shared/schemas/reviews.ts'
import { apiFetch } from '#web/lib/api-client.ts'

export const tutorReviewsKey = ['tutor-reviews'] as const

/** GET /api/tutor/reviews: the signed-in tutor's reviews, hidden ones marked, newest first. */
export const tutorReviewsQueryOptions = () =>
  queryOptions({
    queryKey: tutorReviewsKey,
    queryFn: ({ signal }) => apiFetch<TutorOwnReview[]>('/api/tutor/reviews', { signal }),
  })

export const useTutorReviews = () => useQuery(tutorReviewsQueryOptions())

/**
 * POST /api/tutor/reviews/{id}/reply {reply}: once per review (409 after that). Either way
 * the list loads again, so a reply sent from elsewhere meanwhile shows too.
 */
export function useReplyToReview(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reply: string) =>
      apiFetch<unknown>(`/api/tutor/reviews/${encodeURIComponent(id)}/reply`, {
        method: 'POST',
        json: { reply },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tutorReviewsKey }),
  })
}
