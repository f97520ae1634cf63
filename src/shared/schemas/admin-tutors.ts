import { z } from 'zod'
import { adminTutorMessages as m } from '../admin.ts'
import { tutorHourlyRateMinRand, tutorHourlyRateStepRand } from '../pricing.ts'
import { booleanText, emailField, optionalText, requiredText, strictInteger } from './fields.ts'
import { EXPERIENCE_YEARS_MAX, TUTOR_HOURLY_RATE_MAX_RAND } from './tutor-application.ts'
import { TutorSchema } from './tutors.ts'

const LIST_ITEM_MAX = 120
const LIST_MAX_ITEMS = 20

/** A list typed one item per line (commas inside an item are kept). */
const lineList = z
  .string()
  .optional()
  .default('')
  .transform((value) =>
    value
      .split(/\r?\n/)
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(LIST_ITEM_MAX)).max(LIST_MAX_ITEMS))

const hourlyRate = strictInteger({
  min: tutorHourlyRateMinRand,
  max: TUTOR_HOURLY_RATE_MAX_RAND,
  multipleOf: tutorHourlyRateStepRand,
  message: m.hourlyRateInvalid,
})

/**
 * The text fields of POST /api/admin/tutors and PUT /api/admin/tutors/{id} (multipart,
 * beside an optional `photo`). Every field of the spec's tutor (part 1 §3).
 */
export const AdminTutorFieldsSchema = z.object({
  name: requiredText(m.nameRequired, 100),
  email: emailField(m.emailRequired),
  bio: optionalText(2000).transform((value) => value ?? ''),
  expertise: lineList,
  qualifications: lineList,
  years_experience: strictInteger({
    min: 0,
    max: EXPERIENCE_YEARS_MAX,
    message: m.experienceInvalid,
  }),
  hourly_rate: hourlyRate,
  is_active: booleanText(true),
  /** On an edit without a new photo: 'true' drops the current one. */
  remove_photo: booleanText(false),
})
export type AdminTutorFields = z.input<typeof AdminTutorFieldsSchema>
export type AdminTutorValues = z.output<typeof AdminTutorFieldsSchema>

/** D25: whether a tutor record signs in, as the back office reads it. */
export const TutorAccountSchema = z.object({
  status: z.enum(['none', 'invited', 'linked']),
  /** The linked account's address (status `linked`). */
  email: z.string().optional(),
  /** The open invitation (status `invited`). */
  invited_at: z.string().optional(),
  invitation_expires_at: z.string().optional(),
})
export type TutorAccount = z.infer<typeof TutorAccountSchema>

/** A tutor as the back office reads it: the public view plus what stays in the office. */
export const AdminTutorSchema = TutorSchema.extend({
  email: z.string(),
  account: TutorAccountSchema,
  is_active: z.boolean(),
  is_demo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminTutor = z.infer<typeof AdminTutorSchema>

/** POST /api/admin/tutor-applications/{id}/promote: the rate, when the applicant gave none. */
export const PromoteApplicationSchema = z.object({
  hourly_rate: z
    .union([z.literal(''), hourlyRate])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
})
export type PromoteApplicationInput = z.input<typeof PromoteApplicationSchema>
