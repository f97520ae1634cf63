import { useQuery } from '@tanstack/react-query'
import type { GuardianConsentRequest } from '#shared/schemas/auth.ts'
import { apiFetch } from '#web/lib/api-client.ts'

/**
 * GET /api/guardian-consent/{token} → 200 `{ learner_name, student_level, consented_at }`, or
 * 4xx `{ error }` for a link that no longer works. Reading it changes nothing.
 */
export const getGuardianConsent = (token: string, signal?: AbortSignal) =>
  apiFetch<GuardianConsentRequest>(`/api/guardian-consent/${encodeURIComponent(token)}`, {
    signal,
  })

export const useGuardianConsent = (token: string | null) =>
  useQuery({
    queryKey: ['guardian-consent', token],
    queryFn: ({ signal }) => getGuardianConsent(token ?? '', signal),
    enabled: token !== null,
    retry: false,
  })
