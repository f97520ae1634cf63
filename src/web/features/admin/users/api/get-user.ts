import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminUser } from '#shared/schemas/admin-users.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { adminUsersKey } from './get-users.ts'

export const userKey = (id: string) => [...adminUsersKey, 'one', id] as const
export const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`

/** GET /api/admin/users/{id} */
export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: userKey(id),
    queryFn: ({ signal }) => apiFetch<AdminUser>(userPath(id), { signal }),
  })

export const useUser = (id: string) => useQuery(userQueryOptions(id))

/** GET /api/admin/users/{id}/export: a JSON attachment, so a plain link downloads it. */
export const userExportHref = (id: string) => `${userPath(id)}/export`
