import { useMutation } from '@tanstack/react-query'
import type { MessageResponse } from '#shared/schemas/common.ts'
import type { NewsletterTokenInput } from '#shared/schemas/newsletter.ts'
import { apiFetch } from '#web/lib/api-client.ts'

/** POST /api/newsletter/confirm `{ token }` → `{ message }`. A GET never changes state. */
export const confirmNewsletter = (body: NewsletterTokenInput) =>
  apiFetch<MessageResponse>('/api/newsletter/confirm', { method: 'POST', json: body })

export const useConfirmNewsletter = () => useMutation({ mutationFn: confirmNewsletter })
