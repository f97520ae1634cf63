import { z } from 'zod'
import {
  gradeLevels,
  paymentMethodValues,
  videoDeliveryTimelines,
  videoPreferredLengths,
  videoSubjectAreas,
} from '../options.ts'
import { videoChaptersMax, videoChaptersMin } from '../pricing.ts'
import {
  emailField,
  optionalText,
  requiredPhone,
  requiredText,
  wholeNumberBetween,
} from './fields.ts'
import { chaptersMessage, PaymentDataSchema } from './payments.ts'

// The rules are the spec's (part 2 §5, §8, §9; D5, D15, D16); the field sentences are ours.
export const videoOrderFieldMessages = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  phoneRequired: 'Please enter your phone number',
  schoolRequired: 'Please enter your school or institution',
  subjectRequired: 'Please choose the subject area',
  gradeRequired: 'Please choose the grade level',
  topicRequired: 'Please enter the video topic',
  chapterDetailsRequired: 'Please describe the chapters the videos should cover',
  lengthInvalid: 'Please choose one of the listed lengths',
  timelineRequired: 'Please choose when you need the videos',
  paymentMethodRequired: 'Please choose how you will pay',
  submit: 'Submit Video Order',
  submitLocked: 'Complete Payment First',
  submitting: 'Processing...',
  payButtonDisabled: 'Enter your name, email and video topic to pay',
} as const
const m = videoOrderFieldMessages

export const VIDEO_TEXT_MAX = 3000

const choice = <const V extends string>(values: readonly [V, ...V[]], message: string) =>
  z.string({ error: message }).pipe(z.enum(values, { error: message }))

/**
 * POST /api/video-orders: the form and the route parse with this one schema (D1). No
 * account is needed. `total_cost` may be sent, as the spec's client does, and is ignored:
 * the server prices the order itself (D4, D5).
 */
export const VideoOrderInputSchema = z.object({
  teacher_name: requiredText(m.nameRequired, 100),
  teacher_email: emailField(m.emailRequired),
  teacher_phone: requiredPhone(m.phoneRequired),
  school_institution: requiredText(m.schoolRequired, 200),
  subject_area: choice(videoSubjectAreas, m.subjectRequired),
  grade_level: choice(gradeLevels, m.gradeRequired),
  video_topic: requiredText(m.topicRequired, 200),
  chapter_details: requiredText(m.chapterDetailsRequired, VIDEO_TEXT_MAX),
  specific_requirements: optionalText(VIDEO_TEXT_MAX),
  preferred_length: z
    .union([z.literal(''), z.enum(videoPreferredLengths)], { error: m.lengthInvalid })
    .optional()
    .transform((value) => (value ? value : undefined)),
  delivery_timeline: choice(videoDeliveryTimelines, m.timelineRequired),
  number_of_chapters: wholeNumberBetween(videoChaptersMin, videoChaptersMax, chaptersMessage),
  payment_method: z
    .enum(paymentMethodValues, { error: m.paymentMethodRequired })
    .default('google_pay'),
  special_notes: optionalText(VIDEO_TEXT_MAX),
  total_cost: z
    .unknown()
    .optional()
    .transform(() => undefined),
  payment_data: PaymentDataSchema.optional(),
})
export type VideoOrderInput = z.input<typeof VideoOrderInputSchema>
export type VideoOrderValues = z.output<typeof VideoOrderInputSchema>

/** The stored order as the API answers it (201), priced by the server. */
export const VideoOrderSchema = z.object({
  id: z.string(),
  /** What the person is given to quote (decision 021), e.g. 'BK-2XFHZ5E8'. */
  reference: z.string(),
  teacher_name: z.string(),
  teacher_email: z.string(),
  teacher_phone: z.string(),
  school_institution: z.string(),
  subject_area: z.string(),
  grade_level: z.string(),
  video_topic: z.string(),
  chapter_details: z.string(),
  specific_requirements: z.string().nullable(),
  preferred_length: z.string().nullable(),
  delivery_timeline: z.string(),
  number_of_chapters: z.number().int(),
  special_notes: z.string().nullable(),
  price_per_chapter_cents: z.number().int(),
  subtotal_cents: z.number().int(),
  discount_percent: z.number().int(),
  discount_cents: z.number().int(),
  total_cost_cents: z.number().int(),
  /** The total in rand, as the spec names it (D4). */
  total_cost: z.number(),
  payment_method: z.enum(paymentMethodValues),
  payment_status: z.enum(['completed', 'pending']),
  payment_reference: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
})
export type VideoOrder = z.infer<typeof VideoOrderSchema>
