import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { NewsletterList, NewsletterSubscriber } from '#shared/schemas/admin-users.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { listSearch } from '../../list-query.ts'
import type { SubscriberListFilters } from '../messages.ts'

/** Every list of subscribers and every subscriber; invalidate it after a change. */
export const subscribersKey = ['admin-newsletter'] as const

/** GET /api/admin/newsletter?q=&status=&work_status=&page= */
export const subscribersQueryOptions = (filters: SubscriberListFilters, page: number) =>
  queryOptions({
    queryKey: [...subscribersKey, 'list', filters, page],
    queryFn: ({ signal }) => {
      const query = listSearch(filters, page)
      return apiFetch<NewsletterList>(`/api/admin/newsletter${query ? `?${query}` : ''}`, {
        signal,
      })
    },
  })

export const useSubscribers = (filters: SubscriberListFilters, page: number) =>
  useQuery({ ...subscribersQueryOptions(filters, page), placeholderData: keepPreviousData })

/** GET /api/admin/newsletter/export.csv with the list's filters (every page). */
export const subscribersCsvHref = (filters: SubscriberListFilters) => {
  const query = listSearch(filters)
  return `/api/admin/newsletter/export.csv${query ? `?${query}` : ''}`
}

export const subscriberPath = (id: string) => `/api/admin/newsletter/${encodeURIComponent(id)}`
export const subscriberKey = (id: string) => [...subscribersKey, 'one', id] as const

/** GET /api/admin/newsletter/{id} */
export const useSubscriber = (id: string) =>
  useQuery({
    queryKey: subscriberKey(id),
    queryFn: ({ signal }) => apiFetch<NewsletterSubscriber>(subscriberPath(id), { signal }),
  })
