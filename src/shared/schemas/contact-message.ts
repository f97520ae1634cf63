import { z } from 'zod'
import { contactMeetingTypeValues, tutoringTimeSlots } from '../options.ts'
import { optionalDateNotBeforeToday } from './dates.ts'
import { emailField, optionalPhone, requiredText } from './fields.ts'

// The rules are the spec's (part 2 §5, contact form); these sentences are ours.
export const contactFieldMessages = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter your message',
  timeInvalid: 'Please choose one of the listed times',
  meetingTypeInvalid: 'Please choose how you would like to meet',
} as const
const m = contactFieldMessages

export const CONTACT_MESSAGE_MAX_LENGTH = 5000

/** POST /api/contact-messages (D1): the form and the route parse with this one schema. */
export const ContactMessageInputSchema = z.object({
  name: requiredText(m.nameRequired, 100),
  email: emailField(m.emailRequired),
  phone: optionalPhone(),
  subject: requiredText(m.subjectRequired, 200),
  message: requiredText(m.messageRequired, CONTACT_MESSAGE_MAX_LENGTH),
  meeting_type: z.enum(contactMeetingTypeValues, { error: m.meetingTypeInvalid }).default('online'),
  preferred_date: optionalDateNotBeforeToday(),
  preferred_time: z
    .union([z.literal(''), z.enum(tutoringTimeSlots)], { error: m.timeInvalid })
    .optional()
    .transform((time) => (time ? time : undefined)),
})
export type ContactMessageInput = z.input<typeof ContactMessageInputSchema>
export type ContactMessageValues = z.output<typeof ContactMessageInputSchema>

/** The stored message as the API answers it (201). */
export const ContactMessageSchema = z.object({
  id: z.string(),
  /** What the person is given to quote (decision 021), e.g. 'BK-2XFHZ5E8'. */
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  meeting_type: z.string(),
  preferred_date: z.string().nullable(),
  preferred_time: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
})
export type ContactMessage = z.infer<typeof ContactMessageSchema>
