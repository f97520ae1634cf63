import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageResponse } from '#shared/schemas/common.ts'
import { useNavigate } from 'react-router'
import { apiFetch } from '#web/lib/api-client.ts'
import { sessionQueryOptions } from '#web/lib/session.ts'
import { paths } from '#web/paths.ts'

/**
 * DELETE /api/users/me `{ confirm: true }` → `{ message }` (D22). The server deletes the
 * account and its personal information and ends the session.
 */
export const deleteAccount = () =>
  apiFetch<MessageResponse>('/api/users/me', { method: 'DELETE', json: { confirm: true } })

/**
 * Deletes the account, then goes to the home page and forgets the user: the session is
 * set to signed out (the server has already ended it) and every cached answer for the
 * user is dropped. Leaving the gated page first means the gate's sign-in card never shows.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      await navigate(paths.home.getHref())
      const { queryKey } = sessionQueryOptions()
      await queryClient.cancelQueries({ queryKey })
      queryClient.setQueryData(queryKey, null)
      queryClient.removeQueries({
        predicate: (query) =>
          query.queryKey[0] !== queryKey[0] && query.queryKey[0] !== 'public-config',
      })
    },
  })
}
