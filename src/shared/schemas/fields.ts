import { z } from 'zod'

/**
 * Trimmed, lower-cased email: addresses are compared case-insensitively everywhere.
 * Forms differ only in what they say when the field is empty.
 */
export const emailField = (requiredMessage = 'Email is required') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, 'Email is too long')
    .pipe(z.email({ error: 'Please enter a valid email' }))
    .transform((email) => email.toLowerCase())

export const EmailSchema = emailField()

/** Optional text: trimmed, and an empty string counts as absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined))
