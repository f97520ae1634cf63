import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminDeleteUser } from '#shared/schemas/admin-users.ts'
import type { MessageResponse } from '#shared/schemas/common.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { auditLogKey } from '../../api/get-audit-log.ts'
import { userPath } from './get-user.ts'
import { adminUsersKey } from './get-users.ts'

/**
 * DELETE /api/admin/users/{id} with the account's email typed again (POPIA). The lists load
 * again; the record itself is left alone while its page is still shown (reloading it now
 * would only say it no longer exists).
 */
export function useDeleteUser(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdminDeleteUser) =>
      apiFetch<MessageResponse>(userPath(id), { method: 'DELETE', json: body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminUsersKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: auditLogKey }),
      ]),
  })
}
