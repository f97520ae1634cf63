import { useMutation } from '@tanstack/react-query'
import type { MessageResponse } from '#shared/schemas/common.ts'
import type { NewsletterTokenInput } from '#shared/schemas/newsletter.ts'
import { apiFetch } from '#web/lib/api-client.ts'

/** POST /api/newsletter/unsubscribe `{ token }` → `{ message }`. A GET never changes state. */
export const unsubscribeNewsletter = (body: NewsletterTokenInput) =>
  apiFetch<MessageResponse>('/api/newsletter/unsubscribe', { method: 'POST', json: body })

export const useUnsubscribeNewsletter = () => useMutation({ mutationFn: unsubscribeNewsletter })
