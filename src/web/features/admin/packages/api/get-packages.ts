import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminPackageList } from '#shared/schemas/admin-packages.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { listSearch } from '../../list-query.ts'
import type { PackageListFilters } from '../messages.ts'

/** Every list of packages, whatever the filters; invalidate it after a change. */
export const packageListsKey = ['admin-packages'] as const

/** GET /api/admin/packages?q=&status=&refund_due=&page= */
export const packagesQueryOptions = (filters: PackageListFilters, page: number) =>
  queryOptions({
    queryKey: [...packageListsKey, 'list', filters, page],
    queryFn: ({ signal }) => {
      const search = listSearch(filters, page)
      return apiFetch<AdminPackageList>(`/api/admin/packages${search ? `?${search}` : ''}`, {
        signal,
      })
    },
  })

/** One page of packages; the previous one stays on screen while the next loads. */
export const usePackages = (filters: PackageListFilters, page: number) =>
  useQuery({ ...packagesQueryOptions(filters, page), placeholderData: keepPreviousData })

/** GET /api/admin/packages?user_id=: one student's packages (their first page), newest first. */
export const studentPackagesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...packageListsKey, 'student', userId],
    queryFn: ({ signal }) =>
      apiFetch<AdminPackageList>(`/api/admin/packages?user_id=${encodeURIComponent(userId)}`, {
        signal,
      }),
  })

export const useStudentPackages = (userId: string) => useQuery(studentPackagesQueryOptions(userId))

/** GET /api/admin/packages/export.csv with the list's filters (every page). */
export function packagesCsvHref(filters: PackageListFilters): string {
  const search = listSearch(filters)
  return `/api/admin/packages/export.csv${search ? `?${search}` : ''}`
}
