import { useMutation } from '@tanstack/react-query'
import type { SessionUser } from '#shared/schemas/auth.ts'
import { apiFetch } from '#web/lib/api-client.ts'

/**
 * What the registration form sends (spec part 2 §3: the whole object, confirmPassword
 * included); the guardian fields only for a high-school student (D23).
 */
export type RegisterAccountBody = {
  name: string
  email: string
  password: string
  confirmPassword: string
  phone_number: string
  student_category: string
  student_level: string
  guardian_name?: string
  guardian_email?: string
}

export type RegisterAccountResponse = { user: SessionUser; message: string }

/**
 * POST /api/auth/register → 201 `{ user, message }`. No session is created: the student
 * verifies the email, then signs in. 400 `{ error, fields }`, 409 `{ error }`, 429 `{ error }`.
 */
export const registerAccount = (body: RegisterAccountBody) =>
  apiFetch<RegisterAccountResponse>('/api/auth/register', { method: 'POST', json: body })

export const useRegisterAccount = () => useMutation({ mutationFn: registerAccount })
