import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NewsletterSubscriber } from '#shared/schemas/admin-users.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { auditLogKey } from '../../api/get-audit-log.ts'
import { subscribersKey } from './get-subscribers.ts'

/** POST /api/admin/newsletter/{id}/unsubscribe: on the person's request. */
export function useUnsubscribe() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<NewsletterSubscriber>(
        `/api/admin/newsletter/${encodeURIComponent(id)}/unsubscribe`,
        { method: 'POST' },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscribersKey }),
        queryClient.invalidateQueries({ queryKey: auditLogKey }),
      ]),
  })
}
