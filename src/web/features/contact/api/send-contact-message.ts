import { useMutation } from '@tanstack/react-query'
import type { ContactMessage, ContactMessageValues } from '#shared/schemas/contact-message.ts'
import { apiFetch } from '#web/lib/api-client.ts'

/** POST /api/contact-messages → 201 with the stored message (D1). */
export const sendContactMessage = (body: ContactMessageValues) =>
  apiFetch<ContactMessage>('/api/contact-messages', { method: 'POST', json: body })

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage })
