import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminReviewList } from '#shared/schemas/reviews.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { reviewSearch, type ReviewFilters } from '../review-filters.ts'

/** Every list of reviews, whatever the filters; invalidate it after a change. */
export const reviewListsKey = ['admin-reviews'] as const

/** GET /api/admin/reviews?tutor_id=&rating=&hidden=&page= */
export const reviewsQueryOptions = (filters: ReviewFilters, page: number) =>
  queryOptions({
    queryKey: [...reviewListsKey, filters, page],
    queryFn: ({ signal }) => {
      const search = reviewSearch(filters, page)
      return apiFetch<AdminReviewList>(`/api/admin/reviews${search ? `?${search}` : ''}`, {
        signal,
      })
    },
  })

/** One page of reviews; the previous one stays on screen while the next loads. */
export const useAdminReviews = (filters: ReviewFilters, page: number) =>
  useQuery({ ...reviewsQueryOptions(filters, page), placeholderData: keepPreviousData })
