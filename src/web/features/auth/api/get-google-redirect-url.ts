import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '#web/lib/api-client.ts'

/**
 * GET /api/oauth/google/redirect_url → `{ redirectUrl }`, the provider's sign-in page
 * (D6, D7); 503 `{ error }` when Google sign-in is not configured. A mutation, not a
 * query: each click asks for a fresh state and PKCE verifier.
 */
export const getGoogleRedirectUrl = () =>
  apiFetch<{ redirectUrl: string }>('/api/oauth/google/redirect_url')

export const useGoogleRedirectUrl = () => useMutation({ mutationFn: getGoogleRedirectUrl })
