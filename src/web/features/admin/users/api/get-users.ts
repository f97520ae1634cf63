import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminUserList } from '#shared/schemas/admin-users.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { listSearch } from '../../list-query.ts'
import type { UserListFilters } from '../roles.ts'

/** Every list of accounts and every account; invalidate it after a change. */
export const adminUsersKey = ['admin-users'] as const

/** GET /api/admin/users?q=&role=&page= */
export const usersQueryOptions = (filters: UserListFilters, page: number) =>
  queryOptions({
    queryKey: [...adminUsersKey, 'list', filters, page],
    queryFn: ({ signal }) => {
      const query = listSearch(filters, page)
      return apiFetch<AdminUserList>(`/api/admin/users${query ? `?${query}` : ''}`, { signal })
    },
  })

/** One page of accounts; the previous one stays on screen while the next loads. */
export const useUsers = (filters: UserListFilters, page: number) =>
  useQuery({ ...usersQueryOptions(filters, page), placeholderData: keepPreviousData })

/** GET /api/admin/users/export.csv with the list's filters (every page). */
export const usersCsvHref = (filters: UserListFilters) => {
  const query = listSearch(filters)
  return `/api/admin/users/export.csv${query ? `?${query}` : ''}`
}
