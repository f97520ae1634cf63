import { z } from 'zod'
import { isIsoDate, isNotBeforeTodayInSast } from '../sast.ts'

export const dateMessages = {
  invalid: 'Please enter a valid date',
  beforeToday: 'Please choose today or a later date',
} as const

/**
 * A required 'YYYY-MM-DD' date that is not before today in SAST (D3). Checked when the
 * value is parsed, so the browser and the server each judge it against their own clock
 * and the server has the last word.
 */
export const dateNotBeforeToday = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isIsoDate, dateMessages.invalid)
    .refine((date) => isNotBeforeTodayInSast(date), dateMessages.beforeToday)

/** The same rule for a date the form leaves optional; blank counts as absent. */
export const optionalDateNotBeforeToday = () =>
  z
    .string()
    .trim()
    .refine((date) => date === '' || isIsoDate(date), dateMessages.invalid)
    .refine((date) => date === '' || isNotBeforeTodayInSast(date), dateMessages.beforeToday)
    .optional()
    .transform((date) => (date ? date : undefined))
