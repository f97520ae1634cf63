import { z } from 'zod'
import { loginMessages, registrationMessages as m } from '../messages.ts'
import { isLevelOf, studentCategoryValues } from '../options.ts'
import { emailField } from './fields.ts'

export const PASSWORD_MIN_LENGTH = 8
// Long passphrases are welcome; the cap only stops megabyte "passwords" reaching argon2.
export const PASSWORD_MAX_LENGTH = 128

const isStrongEnough = (password: string) =>
  /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)

export const guardianMessages = {
  nameRequired: "Please enter your parent or guardian's name",
  emailInvalid: "Please enter your parent or guardian's email address",
  emailSameAsStudent: "Your parent or guardian's email must be different from your own",
} as const

const text = z.string().optional().default('')
const EMAIL_SHAPE = z.email()

/**
 * Registration (spec part 2 §5): the eight checks run in the spec's order and the first
 * failure is the banner's message, so they live in one ordered function rather than in
 * per-field rules (zod would report field by field and skip the cross-field check).
 */
export const RegisterInputSchema = z
  .object({
    name: text,
    email: text,
    password: z.string().optional().default(''),
    confirmPassword: z.string().optional().default(''),
    phone_number: text,
    student_category: text,
    student_level: text,
    // D23: a high-school student is a minor; a parent or guardian must consent.
    guardian_name: text,
    guardian_email: text,
  })
  .superRefine((input, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message })
    }
    const name = input.name.trim()
    const email = input.email.trim()
    if (!name) return fail('name', m.nameRequired)
    if (name.length > 100) return fail('name', 'Name must be at most 100 characters')
    if (!email) return fail('email', m.emailRequired)
    if (email.length > 254 || !EMAIL_SHAPE.safeParse(email).success)
      return fail('email', m.emailInvalid)
    if (input.password.length < PASSWORD_MIN_LENGTH) return fail('password', m.passwordTooShort)
    if (input.password.length > PASSWORD_MAX_LENGTH) {
      return fail('password', `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
    }
    if (!isStrongEnough(input.password)) return fail('password', m.passwordTooWeak)
    if (input.password !== input.confirmPassword)
      return fail('confirmPassword', m.passwordsDontMatch)
    if (!(studentCategoryValues as readonly string[]).includes(input.student_category)) {
      return fail('student_category', m.categoryRequired)
    }
    if (!isLevelOf(input.student_category, input.student_level)) {
      return fail('student_level', m.levelRequired)
    }
    if (input.phone_number.trim().length > 30)
      return fail('phone_number', 'Phone number is too long')
    if (input.student_category === 'high_school') {
      if (!input.guardian_name.trim()) return fail('guardian_name', guardianMessages.nameRequired)
      const guardianEmail = input.guardian_email.trim().toLowerCase()
      if (!guardianEmail || !EMAIL_SHAPE.safeParse(guardianEmail).success) {
        return fail('guardian_email', guardianMessages.emailInvalid)
      }
      if (guardianEmail === email.toLowerCase())
        return fail('guardian_email', guardianMessages.emailSameAsStudent)
    }
  })
  .transform((input) => ({
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    password: input.password,
    phone_number: input.phone_number.trim() || undefined,
    student_category: input.student_category as (typeof studentCategoryValues)[number],
    student_level: input.student_level,
    guardian:
      input.student_category === 'high_school'
        ? { name: input.guardian_name.trim(), email: input.guardian_email.trim().toLowerCase() }
        : undefined,
  }))
export type RegisterInput = z.input<typeof RegisterInputSchema>

export const LoginInputSchema = z.object({
  email: emailField(loginMessages.emailRequired),
  password: z
    .string({ error: loginMessages.passwordRequired })
    .min(1, loginMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, loginMessages.passwordRequired),
})
export type LoginInput = z.input<typeof LoginInputSchema>

/** The signed-in user as GET /api/users/me answers it. */
export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['student', 'admin']),
  // D25: every role the account holds (a tutor may also book as a student, an
  // administrator may also tutor); the spec's `role` stays beside it.
  roles: z.array(z.enum(['student', 'admin', 'tutor'])),
  // The tutor record the account signs in as, or null.
  tutor_id: z.number().int().nullable(),
  email_verified: z.boolean(),
})
export type SessionUser = z.infer<typeof SessionUserSchema>

/**
 * GET /api/verify-email/{token}: the address the link proved, so a browser without a
 * session (the phone's mail app) can offer to sign in with it, and whether booking still
 * waits for a guardian's consent (D23).
 */
export const VerifyEmailResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  awaiting_guardian_consent: z.boolean(),
})
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>

/** GET /api/guardian-consent/{token}: which learner asks for the guardian's consent (D23). */
export const GuardianConsentRequestSchema = z.object({
  learner_name: z.string(),
  student_level: z.string().nullable(),
  consented_at: z.string().nullable(),
})
export type GuardianConsentRequest = z.infer<typeof GuardianConsentRequestSchema>

export const ForgotPasswordInputSchema = z.object({ email: emailField() })

export const ResetPasswordInputSchema = z
  .object({
    token: z.string().trim().min(16, 'This password reset link is invalid.').max(200),
    password: z.string().optional().default(''),
    confirmPassword: z.string().optional().default(''),
  })
  .superRefine((input, ctx) => {
    const fail = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message })
    if (input.password.length < PASSWORD_MIN_LENGTH) return fail('password', m.passwordTooShort)
    if (input.password.length > PASSWORD_MAX_LENGTH) {
      return fail('password', `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
    }
    if (!isStrongEnough(input.password)) return fail('password', m.passwordTooWeak)
    if (input.password !== input.confirmPassword)
      return fail('confirmPassword', m.passwordsDontMatch)
  })
