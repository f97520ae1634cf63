import { useMutation } from '@tanstack/react-query'
import type { MessageResponse } from '#shared/schemas/common.ts'
import { apiFetch } from '#web/lib/api-client.ts'

/** POST /api/auth/resend-verification (signed in, no body) → 200 `{ message }` (D8). */
export const resendVerification = () =>
  apiFetch<MessageResponse>('/api/auth/resend-verification', { method: 'POST' })

export const useResendVerification = () => useMutation({ mutationFn: resendVerification })
