import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminOverview } from '#shared/schemas/admin-overview.ts'
import { apiFetch } from '#web/lib/api-client.ts'

/** The overview's counts; invalidate it after any change they count. */
export const overviewKey = ['admin-overview'] as const

/** GET /api/admin/overview: what needs attention, what is new, and the month's figures. */
export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: overviewKey,
    queryFn: ({ signal }) => apiFetch<AdminOverview>('/api/admin/overview', { signal }),
    // Each visit counts what is new again: never show a stale count for long.
    staleTime: 0,
  })

export const useOverview = () => useQuery(overviewQueryOptions())
