import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '#web/lib/api-client.ts'

/**
 * POST /api/guardian-consent `{ token }` → 200 `{ message }` or 4xx `{ error }` (D23). The
 * emailed link only opens the page; consent is given by pressing its button, never by a GET.
 */
export const giveGuardianConsent = (body: { token: string }) =>
  apiFetch<{ message: string }>('/api/guardian-consent', { method: 'POST', json: body })

export const useGiveGuardianConsent = () => useMutation({ mutationFn: giveGuardianConsent })
