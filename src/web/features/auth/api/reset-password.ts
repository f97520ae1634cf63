import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '#web/lib/api-client.ts'

export type ResetPasswordBody = { token: string; password: string; confirmPassword: string }

/**
 * POST /api/auth/reset-password `{ token, password, confirmPassword }` → 200 `{ message }`
 * or 400 `{ error }`. The link is single-use and every session of the user ends (D9).
 */
export const resetPassword = (body: ResetPasswordBody) =>
  apiFetch<{ message: string }>('/api/auth/reset-password', { method: 'POST', json: body })

export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
