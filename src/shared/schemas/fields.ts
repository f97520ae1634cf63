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

/** Required text: trimmed, and blank counts as missing. */
export const requiredText = (requiredMessage: string, max: number) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `Must be at most ${max} characters`)

// Digits with the usual separators, optionally international: '082 123 4567',
// '+27 (12) 345-6789'. 7 to 15 digits covers every real number (E.164 allows 15).
const PHONE_PATTERN = /^\+?[\d\s()-]+$/
export const phoneMessages = { invalid: 'Please enter a valid phone number' } as const
const isPhone = (value: string) => {
  const digits = value.replace(/\D/g, '').length
  return PHONE_PATTERN.test(value) && digits >= 7 && digits <= 15
}

/** An optional phone number; blank counts as absent. */
export const optionalPhone = () =>
  z
    .string()
    .trim()
    .max(30, phoneMessages.invalid)
    .refine((value) => value === '' || isPhone(value), phoneMessages.invalid)
    .optional()
    .transform((value) => (value ? value : undefined))

/** A required phone number. */
export const requiredPhone = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(30, phoneMessages.invalid)
    .refine(isPhone, phoneMessages.invalid)

export const linkMessages = {
  invalid: 'Please enter a valid link starting with https://',
} as const

/**
 * An optional web link (a meeting link, a website); blank counts as absent. Only http(s):
 * a `javascript:` or `data:` link stored here would run when someone clicks it later.
 */
export const optionalWebLink = (message: string = linkMessages.invalid) =>
  z
    .string()
    .trim()
    .max(500, message)
    .pipe(
      z.union([
        z.literal(''),
        z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }),
      ]),
    )
    .optional()
    .transform((value) => (value ? value : undefined))

export const integerMessages = { invalid: 'Please enter a whole number' } as const

/** ASCII digits and nothing else: no sign, space, point, exponent or `0x`. */
const DIGITS = /^[0-9]+$/

/** The largest id a serial column (PostgreSQL `integer`) holds. */
export const INTEGER_ID_MAX = 2_147_483_647

export interface IntegerRules {
  min?: number
  max?: number
  /** Only multiples of this (an hourly rate in steps of R10). */
  multipleOf?: number
  /**
   * What the user is told for anything refused; without it, `integerMessages.invalid` for
   * what is not a whole number and zod's own words for one out of bounds.
   */
  message?: string
}

/**
 * A whole number, strictly (decision 003): a JSON integer, or a string of ASCII digits
 * where a form's input, a multipart field or a query string carries text. Nothing else is
 * read as a number — not true, null, '', ' 5', '+5', '0x10', '1e1', '1.0' nor 1.5 —
 * where z.coerce.number() takes all of them (true as 1, '0x10' as 16, '' as 0). Every
 * integer the API reads goes through this one schema; never z.coerce.
 */
export const strictInteger = ({ min, max, multipleOf, message }: IntegerRules = {}) => {
  const notInteger = message ?? integerMessages.invalid
  let integer = z.int(notInteger)
  if (min !== undefined) integer = integer.min(min, message)
  if (max !== undefined) integer = integer.max(max, message)
  if (multipleOf !== undefined) integer = integer.multipleOf(multipleOf, message)
  return (
    z
      .union([z.number(), z.string().regex(DIGITS, notInteger)], { error: notInteger })
      .transform(Number)
      .pipe(integer)
      // What the API documents (OpenAPI): the integer with its bounds, or its digits.
      .meta({
        anyOf: [
          {
            type: 'integer',
            ...(min === undefined ? {} : { minimum: min }),
            ...(max === undefined ? {} : { maximum: max }),
            ...(multipleOf === undefined ? {} : { multipleOf }),
          },
          { type: 'string', pattern: DIGITS.source },
        ],
      })
  )
}

/** The id of a row with a serial key (a tutor, a module), as a path, query or body gives it. */
export const integerId = (message?: string) =>
  strictInteger({ min: 1, max: INTEGER_ID_MAX, message })

/**
 * A whole number from `min` to `max`. A form's input holds text ('' when empty) and the
 * API may send a number; both arrive here, and blank counts as missing.
 */
export const wholeNumberBetween = (min: number, max: number, message: string) =>
  strictInteger({ min, max, message })

/** One of a list of whole numbers (a duration in hours), given as a number or its digits. */
export const numberOneOf = <const V extends number>(
  values: readonly [V, ...V[]],
  message: string,
) =>
  strictInteger({ message })
    .pipe(z.literal(values, { error: message }))
    // Documented (OpenAPI) as the choices, given as numbers or their digits.
    .meta({
      anyOf: [
        { type: 'integer', enum: [...values] },
        { type: 'string', enum: values.map(String) },
      ],
    })

/** An optional choice from a list; a form's select holds '' for none. */
export const optionalChoice = <const V extends string>(
  values: readonly [V, ...V[]],
  message: string,
) =>
  z
    .union([z.literal(''), z.enum(values)], { error: message })
    .optional()
    .transform((value) => (value ? value : undefined))

/** 'true'/'false' as a multipart form sends them ("booleans are sent as text"), or a boolean. */
export const booleanText = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
    .optional()
    .transform((value) =>
      value === undefined || value === ''
        ? fallback
        : value === true || value === 'true' || value === 'on' || value === '1',
    )
