import { useMutation } from '@tanstack/react-query'
import type { MessageResponse } from '#shared/schemas/common.ts'
import type { NewsletterSubscribeInputSchema } from '#shared/schemas/newsletter.ts'
import type { z } from 'zod'
import { apiFetch } from '#web/lib/api-client.ts'

/** What the form sends after the shared schema has trimmed it (name absent when empty). */
export type SubscribeNewsletterBody = z.output<typeof NewsletterSubscribeInputSchema>

/** POST /api/newsletter/subscribe → 200 `{ message }` (double opt-in: a confirmation email). */
export const subscribeNewsletter = (body: SubscribeNewsletterBody) =>
  apiFetch<MessageResponse>('/api/newsletter/subscribe', { method: 'POST', json: body })

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter })
