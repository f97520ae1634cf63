import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '#web/lib/api-client.ts'

/**
 * POST /api/auth/forgot-password `{ email }` → 200 `{ message }`, the same answer whether
 * or not an account has that email (D9).
 */
export const requestPasswordReset = (body: { email: string }) =>
  apiFetch<{ message: string }>('/api/auth/forgot-password', { method: 'POST', json: body })

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })
