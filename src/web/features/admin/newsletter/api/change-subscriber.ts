import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { NewsletterSubscriber, SubscriberUpdate } from '#shared/schemas/admin-users.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { auditLogKey } from '../../api/get-audit-log.ts'
import { subscriberKey, subscriberPath, subscribersKey } from './get-subscribers.ts'

/** After a change: the subscriber as the server now has it; the lists and the log reload. */
async function storeChanged(queryClient: QueryClient, subscriber: NewsletterSubscriber) {
  queryClient.setQueryData(subscriberKey(subscriber.id), subscriber)
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...subscribersKey, 'list'] }),
    queryClient.invalidateQueries({ queryKey: auditLogKey }),
  ])
}

/** PATCH /api/admin/newsletter/{id}: the office's status and/or internal note. */
export function useUpdateSubscriber(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: SubscriberUpdate) =>
      apiFetch<NewsletterSubscriber>(subscriberPath(id), { method: 'PATCH', json: update }),
    onSuccess: (subscriber) => storeChanged(queryClient, subscriber),
  })
}

/** POST /api/admin/newsletter/{id}/unsubscribe: on the person's request. */
export function useUnsubscribe(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiFetch<NewsletterSubscriber>(`${subscriberPath(id)}/unsubscribe`, { method: 'POST' }),
    onSuccess: (subscriber) => storeChanged(queryClient, subscriber),
  })
}
