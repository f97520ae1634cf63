import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicConfig } from '#shared/schemas/public-config.ts'
import { apiFetch } from './api-client.ts'
import { FALLBACK_BUSINESS_NAME } from './constants.ts'

// The type comes from the shared schema; parsing it here would put zod into the first
// load for a payload our own server builds, so it is trusted as typed.

export const getPublicConfig = (signal?: AbortSignal) =>
  apiFetch<PublicConfig>('/api/config', { signal })

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  })

/** The public configuration; `data` is undefined while it loads or when it failed. */
export const usePublicConfig = () => useQuery(publicConfigQueryOptions())

/** The business name from the config, or the default until it has arrived. */
export function useBusinessName() {
  return usePublicConfig().data?.business.name ?? FALLBACK_BUSINESS_NAME
}
