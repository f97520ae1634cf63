import { useMutation } from '@tanstack/react-query'
import type { VerifyEmailResponse } from '#shared/schemas/auth.ts'
import { apiFetch } from '#web/lib/api-client.ts'

/**
 * GET /api/verify-email/{token} → 200 `{ message, email, awaiting_guardian_consent }`, or 4xx `{ error }` for an expired,
 * used or unknown token (spec part 2 §7). The token is single-use: this is the one GET
 * that changes state, so the page sends it once and never retries it.
 */
export const verifyEmail = (token: string) =>
  apiFetch<VerifyEmailResponse>(`/api/verify-email/${encodeURIComponent(token)}`)

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail })
