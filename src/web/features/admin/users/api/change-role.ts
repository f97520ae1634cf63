import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminUser, RoleChange } from '#shared/schemas/admin-users.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { auditLogKey } from '../../api/get-audit-log.ts'
import { userKey, userPath } from './get-user.ts'
import { adminUsersKey } from './get-users.ts'

/**
 * POST /api/admin/users/{id}/role. The server refuses (409) the last administrator, an
 * unverified account and an address listed in ADMIN_EMAILS.
 */
export function useChangeRole(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: RoleChange) =>
      apiFetch<AdminUser>(`${userPath(id)}/role`, { method: 'POST', json: body }),
    onSuccess: async (user) => {
      queryClient.setQueryData(userKey(id), user)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminUsersKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: auditLogKey }),
      ])
    },
  })
}
