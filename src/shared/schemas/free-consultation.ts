import { z } from 'zod'
import { tutoringTimeSlots } from '../options.ts'
import { dateNotBeforeToday } from './dates.ts'
import { emailField, integerId, optionalPhone, optionalWebLink, requiredText } from './fields.ts'

// The spec fixes the labels and the rules (part 1 §5, part 2 §5); these sentences are ours.
export const consultationFieldMessages = {
  nameRequired: 'Please enter your full name',
  emailRequired: 'Please enter your email address',
  dateRequired: 'Please choose a preferred date',
  timeRequired: 'Please choose a preferred time',
  topicRequired: 'Please tell us what you would like to discuss',
  meetLinkInvalid: 'Please enter a valid meeting link starting with https://',
  // Issue 27: a tutor's "Free Call" names the tutor; one the site does not list is refused.
  tutorUnknown: 'That tutor is not available. Please choose another tutor or leave it open.',
} as const
const m = consultationFieldMessages

export const MEETING_TOPIC_MAX_LENGTH = 2000

/** POST /api/free-consultations: the form and the route parse with this one schema. */
export const FreeConsultationInputSchema = z.object({
  name: requiredText(m.nameRequired, 100),
  email: emailField(m.emailRequired),
  phone: optionalPhone(),
  preferred_date: dateNotBeforeToday(m.dateRequired),
  // Text in, one of the slots out: a form's select holds '' until a time is chosen.
  preferred_time: z
    .string({ error: m.timeRequired })
    .pipe(z.enum(tutoringTimeSlots, { error: m.timeRequired })),
  meeting_topic: requiredText(m.topicRequired, MEETING_TOPIC_MAX_LENGTH),
  // The spec's client sends '' when blank; absent is accepted too.
  google_meet_link: optionalWebLink(m.meetLinkInvalid),
  /** The tutor of the "Free Call" that opened the form (issue 27); absent or null: any. */
  tutor_id: z
    .union([integerId(m.tutorUnknown), z.null(), z.literal('')], { error: m.tutorUnknown })
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
})
export type FreeConsultationInput = z.input<typeof FreeConsultationInputSchema>
export type FreeConsultationValues = z.output<typeof FreeConsultationInputSchema>

/** The stored request as the API answers it (201). */
export const FreeConsultationSchema = z.object({
  id: z.string(),
  /** What the person is given to quote (decision 021), e.g. 'BK-2XFHZ5E8'. */
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  preferred_date: z.string(),
  preferred_time: z.string(),
  meeting_topic: z.string(),
  google_meet_link: z.string().nullable(),
  tutor_id: z.number().nullable(),
  status: z.string(),
  created_at: z.string(),
})
export type FreeConsultation = z.infer<typeof FreeConsultationSchema>
