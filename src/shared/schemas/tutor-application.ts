import { z } from 'zod'
import {
  daysOfWeek,
  genderValues,
  isOneOf,
  qualificationStatusValues,
  tutorSubjects,
} from '../options.ts'
import { tutorHourlyRateMinRand, tutorHourlyRateStepRand } from '../pricing.ts'
import { isTime } from '../sast.ts'
import {
  emailField,
  optionalChoice,
  optionalText,
  requiredPhone,
  requiredText,
  strictInteger,
} from './fields.ts'

// The rules are the spec's (part 2 §5, §8, §9); the field sentences are ours.
export const tutorApplicationMessages = {
  nameRequired: 'Please enter your full name',
  emailRequired: 'Please enter your email address',
  cellRequired: 'Please enter your cell number',
  addressRequired: 'Please enter your address',
  qualificationRequired: 'Please say whether your qualification is completed or in progress',
  qualificationDetailsRequired: 'Please describe your qualification (degree, institution, year)',
  subjectsRequired: 'Please choose at least one subject you can tutor',
  daysRequired: 'Please choose at least one day you are available',
  subjectsInvalid: 'Please choose subjects from the list',
  daysInvalid: 'Please choose days of the week',
  startRequired: 'Please enter the time you are available from',
  endRequired: 'Please enter the time you are available until',
  endAfterStart: 'The end time must be after the start time',
  experienceInvalid: 'Please enter your years of experience as a whole number from 0 to 60',
  hourlyRateInvalid: `Please enter an hourly rate of at least R${tutorHourlyRateMinRand}, in steps of R${tutorHourlyRateStepRand}`,
  genderInvalid: 'Please choose one of the listed options',
  // Spec part 2 §8, word for word.
  failed: 'Failed to submit application',
  failedNetwork: 'Failed to submit application. Please try again.',
  success: 'Application Submitted!',
  successDetail:
    'Thank you for applying. We will review your application and answer within 48 hours. A copy is on its way to your email.',
  submitAnother: 'Submit Another Application',
  submit: 'Submit Application',
  submitting: 'Submitting...',
} as const
const m = tutorApplicationMessages

/** What a new applicant can expect, in order (spec part 2 §2); shown after success and emailed. */
export const tutorApplicationNextSteps = [
  'We review your application',
  'A short phone or video interview',
  'A teaching demonstration',
  'Reference checks',
  'Welcome to the team',
] as const

export const TUTOR_TEXT_MAX = 2000
export const EXPERIENCE_YEARS_MAX = 60
/** Not in the spec: a ceiling so a slip of the finger is caught, not stored. */
export const TUTOR_HOURLY_RATE_MAX_RAND = 5000

/** Spec part 2 §4: subjects travel as one text, 'Algebra, Calculus'. */
export const joinSubjects = (subjects: readonly string[]) => subjects.join(', ')

const listOf = <const V extends string>(
  values: readonly V[],
  messages: { required: string; invalid: string },
) =>
  z
    .union([z.string(), z.array(z.string()), z.literal(false)], { error: messages.required })
    // A form's checkboxes give a list (false when none is ticked); the spec's API a text.
    .transform((input) =>
      (input === false ? [] : typeof input === 'string' ? input.split(',') : input)
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string())
        .min(1, messages.required)
        .refine((items) => items.every((item) => isOneOf(values, item)), messages.invalid)
        // One of each, in the list's own order.
        .transform((items) => values.filter((value) => items.includes(value))),
    )

const timeOfDay = (message: string) => z.string({ error: message }).trim().refine(isTime, message)

/** Blank means none (spec: experience 0 if blank); a number or its text otherwise. */
const blankAs = <T>(fallback: T) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? fallback : value),
    z.unknown(),
  )

/**
 * POST /api/tutor-applications: the form and the route parse with this one schema (D1).
 * No account is needed.
 */
export const TutorApplicationInputSchema = z
  .object({
    name: requiredText(m.nameRequired, 100),
    email: emailField(m.emailRequired),
    cell: requiredPhone(m.cellRequired),
    address: requiredText(m.addressRequired, 500),
    qualification: z
      .enum(qualificationStatusValues, { error: m.qualificationRequired })
      .default('completed'),
    qualification_details: requiredText(m.qualificationDetailsRequired, 1000),
    subjects_to_offer: listOf(tutorSubjects, {
      required: m.subjectsRequired,
      invalid: m.subjectsInvalid,
    }),
    available_days: listOf(daysOfWeek, { required: m.daysRequired, invalid: m.daysInvalid }),
    available_time_start: timeOfDay(m.startRequired),
    available_time_end: timeOfDay(m.endRequired),
    gender: optionalChoice(genderValues, m.genderInvalid),
    experience_years: blankAs(0).pipe(
      strictInteger({ min: 0, max: EXPERIENCE_YEARS_MAX, message: m.experienceInvalid }),
    ),
    hourly_rate: blankAs(undefined).pipe(
      strictInteger({
        min: tutorHourlyRateMinRand,
        max: TUTOR_HOURLY_RATE_MAX_RAND,
        multipleOf: tutorHourlyRateStepRand,
        message: m.hourlyRateInvalid,
      }).optional(),
    ),
    bio: optionalText(TUTOR_TEXT_MAX),
    why_tutor: optionalText(TUTOR_TEXT_MAX),
  })
  .superRefine(
    (_, ctx) => {
      ctx.addIssue({ code: 'custom', path: ['available_time_end'], message: m.endAfterStart })
    },
    // Checked alongside the other fields, so every problem shows at once.
    { when: (payload) => endsBeforeItStarts(payload.value) },
  )
export type TutorApplicationInput = z.input<typeof TutorApplicationInputSchema>
export type TutorApplicationValues = z.output<typeof TutorApplicationInputSchema>

function endsBeforeItStarts(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const { available_time_start: start, available_time_end: end } = value as Record<string, unknown>
  // 'HH:MM' texts compare in time order.
  return typeof start === 'string' && typeof end === 'string' && isTime(start) && isTime(end)
    ? end <= start
    : false
}

/** The stored application as the API answers it (201). */
export const TutorApplicationSchema = z.object({
  id: z.string(),
  /** What the person is given to quote (decision 021), e.g. 'BK-2XFHZ5E8'. */
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  cell: z.string(),
  address: z.string(),
  qualification: z.string(),
  qualification_details: z.string(),
  subjects_to_offer: z.string(),
  available_days: z.array(z.string()),
  available_time_start: z.string(),
  available_time_end: z.string(),
  gender: z.string().nullable(),
  experience_years: z.number().int(),
  hourly_rate: z.number().nullable(),
  bio: z.string().nullable(),
  why_tutor: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
})
export type TutorApplication = z.infer<typeof TutorApplicationSchema>
