import { useMutation } from '@tanstack/react-query'
import type { SessionUser } from '#shared/schemas/auth.ts'
import { apiFetch } from '#web/lib/api-client.ts'

export type LogInBody = { email: string; password: string }

/**
 * POST /api/auth/login → 200 `{ user }` and the session cookie; 401
 * `{ error: 'Invalid email or password' }`; 429 `{ error }` with Retry-After.
 */
export const logIn = (body: LogInBody) =>
  apiFetch<{ user: SessionUser }>('/api/auth/login', { method: 'POST', json: body })

export const useLogIn = () => useMutation({ mutationFn: logIn })
