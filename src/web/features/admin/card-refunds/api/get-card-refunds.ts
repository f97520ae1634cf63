import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminCardRefundList } from '#shared/schemas/admin-card-refunds.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { listSearch } from '../../list-query.ts'
import type { CardRefundListFilters } from '../messages.ts'

/** Every page of the card refunds; invalidate it after a change. */
export const cardRefundsKey = ['admin-card-refunds'] as const

/** GET /api/admin/card-refunds?q=&status=&page= */
export const cardRefundsQueryOptions = (filters: CardRefundListFilters, page: number) =>
  queryOptions({
    queryKey: [...cardRefundsKey, filters, page],
    queryFn: ({ signal }) => {
      const query = listSearch(filters, page)
      return apiFetch<AdminCardRefundList>(`/api/admin/card-refunds${query ? `?${query}` : ''}`, {
        signal,
      })
    },
  })

export const useCardRefunds = (filters: CardRefundListFilters, page: number) =>
  useQuery({ ...cardRefundsQueryOptions(filters, page), placeholderData: keepPreviousData })

/** GET /api/admin/card-refunds/export.csv with the list's filters (every page). */
export const cardRefundsCsvHref = (filters: CardRefundListFilters) => {
  const query = listSearch(filters)
  return `/api/admin/card-refunds/export.csv${query ? `?${query}` : ''}`
}
