import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { TutorReviewsPage } from '#shared/schemas/reviews.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { tutorsQueryKey } from './get-tutors.ts'

/**
 * Every page of one tutor's reviews. Under the tutor's own key, so refreshing a tutor (or
 * every tutor, after a review is saved) refreshes the reviews too.
 */
export const tutorReviewsQueryKey = (tutorId: number | undefined) =>
  [...tutorsQueryKey, tutorId, 'reviews'] as const

/** GET /api/tutors/{id}/reviews?page=: newest first, a page at a time ('Show more reviews'). */
export const tutorReviewsQueryOptions = (tutorId: number | undefined) =>
  infiniteQueryOptions({
    queryKey: tutorReviewsQueryKey(tutorId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<TutorReviewsPage>(
        `/api/tutors/${String(tutorId)}/reviews?page=${String(pageParam)}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
    enabled: tutorId !== undefined,
  })

export const useTutorReviews = (tutorId: number | undefined) =>
  useInfiniteQuery(tutorReviewsQueryOptions(tutorId))
