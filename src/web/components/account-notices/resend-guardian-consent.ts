import { useMutation } from '@tanstack/react-query'
import type { MessageResponse } from '#shared/schemas/common.ts'
import { apiFetch } from '#web/lib/api-client.ts'

/** POST /api/auth/resend-guardian-consent (signed in, no body) → 200 `{ message }` (D23). */
export const resendGuardianConsent = () =>
  apiFetch<MessageResponse>('/api/auth/resend-guardian-consent', { method: 'POST' })

export const useResendGuardianConsent = () => useMutation({ mutationFn: resendGuardianConsent })
