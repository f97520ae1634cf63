import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { NewsletterList } from '#shared/schemas/admin-users.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { listSearch, type ListFilters } from '../../users/list-query.ts'
import type { SubscriberStatus } from '../messages.ts'

export const subscribersKey = ['admin-newsletter'] as const

const search = (filters: ListFilters<SubscriberStatus>, page = 1) =>
  listSearch(filters, 'status', page)

/** GET /api/admin/newsletter?q=&status=&page= */
export const subscribersQueryOptions = (filters: ListFilters<SubscriberStatus>, page: number) =>
  queryOptions({
    queryKey: [...subscribersKey, filters, page],
    queryFn: ({ signal }) => {
      const query = search(filters, page)
      return apiFetch<NewsletterList>(`/api/admin/newsletter${query ? `?${query}` : ''}`, {
        signal,
      })
    },
  })

export const useSubscribers = (filters: ListFilters<SubscriberStatus>, page: number) =>
  useQuery({ ...subscribersQueryOptions(filters, page), placeholderData: keepPreviousData })

/** GET /api/admin/newsletter/export.csv with the list's filters (every page). */
export const subscribersCsvHref = (filters: ListFilters<SubscriberStatus>) => {
  const query = search(filters)
  return `/api/admin/newsletter/export.csv${query ? `?${query}` : ''}`
}
