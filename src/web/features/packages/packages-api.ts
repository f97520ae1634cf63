import { useQuery } from '@tanstack/react-query'
import type { TutoringPackage } from '#shared/schemas/packages.ts'
import { apiFetch } from '#web/lib/api-client.ts'

export const packagesQueryKey = ['packages'] as const

/** GET /api/packages: the signed-in student's package hours (D26). */
export const usePackages = (options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: packagesQueryKey,
    queryFn: ({ signal }) => apiFetch<TutoringPackage[]>('/api/packages', { signal }),
    enabled: options.enabled ?? true,
  })
