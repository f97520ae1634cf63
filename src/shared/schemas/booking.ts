import { z } from 'zod'
import {
  attendanceValues,
  bookingStatusValues,
  meetingPlatformValues,
  packageTypeValues,
  bookingPaymentMethodValues,
  paymentStatusValues,
  sessionTypeValues,
} from '../options.ts'
import { dateNotBeforeToday } from './dates.ts'
import { integerId, numberOneOf, optionalText, optionalWebLink, requiredText } from './fields.ts'
import { packageSessionLengths } from '../package-hours.ts'
import { PaymentDataSchema } from './payment-data.ts'
import { packageMessages } from './packages.ts'

// The spec fixes the rules (part 1 §3, §5); these sentences are ours.
export const bookingFieldMessages = {
  sessionTypeRequired: 'Please choose a session type',
  moduleRequired: 'Please select a mathematics module',
  packageRequired: 'Please choose a package',
  dateRequired: 'Please choose a preferred date',
  timeRequired: 'Please choose a preferred time',
  platformInvalid: 'Please choose a meeting platform',
  meetingLinkInvalid: 'Please enter a valid meeting link starting with https://',
  aimRequired: 'Please tell us what you would like to achieve in the session',
  paymentMethodRequired: 'Please choose how you will pay',
  tutorInvalid: 'Please choose a tutor from the list',
} as const
const m = bookingFieldMessages

export const MEETING_AIM_MAX_LENGTH = 1000
export const BOOKING_NOTES_MAX_LENGTH = 2000

const blankAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value)

/** A form's select gives '' or '0' for "none"; the API may send null or leave it out. */
const optionalId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === 0 || value === '0' ? undefined : value),
    integerId(message).optional(),
  )

/**
 * POST /api/bookings: the form and the route parse with this one schema. A session
 * scheduled from a package's hours (D26) names the package and its length instead of a
 * package type to pay for (`payment_method` 'package'); the package decides its type.
 */
export const BookingInputSchema = z
  .object({
    session_type: z.enum(sessionTypeValues, { error: m.sessionTypeRequired }),
    // The form starts on module 0, which means "not chosen yet" (spec part 1 §3).
    mathematics_module_id: integerId(m.moduleRequired),
    // Left out (or blank, as the form holds it) for a session from a package's hours.
    package_type: z.preprocess(
      blankAsAbsent,
      z.enum(packageTypeValues, { error: m.packageRequired }).optional(),
    ),
    preferred_date: dateNotBeforeToday(m.dateRequired),
    // D25: a tutor's open times fall on any half hour; a request without one (D17) keeps the
    // hourly slots, which the server checks once it knows which flow the booking takes.
    preferred_time: z
      .string({ error: m.timeRequired })
      .regex(/^([01]\d|2[0-3]):[03]0$/, m.timeRequired),
    meeting_platform: z.enum(meetingPlatformValues, { error: m.platformInvalid }).default(''),
    meeting_link: optionalWebLink(m.meetingLinkInvalid),
    // The spec's schema default; the form sends google_pay (part 1 §3).
    payment_method: z
      .enum(bookingPaymentMethodValues, { error: m.paymentMethodRequired })
      .default('bank_transfer'),
    payment_data: PaymentDataSchema.nullish().transform((value) => value ?? undefined),
    notes: optionalText(BOOKING_NOTES_MAX_LENGTH),
    meeting_aim: requiredText(m.aimRequired, MEETING_AIM_MAX_LENGTH),
    tutor_id: optionalId(m.tutorInvalid),
    // A form's select holds '' for none; the API may leave them out.
    package_id: z.preprocess(
      blankAsAbsent,
      z.uuid({ error: packageMessages.packageRequired }).optional(),
    ),
    duration_minutes: z.preprocess(
      blankAsAbsent,
      numberOneOf(packageSessionLengths, packageMessages.durationRequired).optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.payment_method === 'package') {
      if (!value.package_id) {
        ctx.addIssue({
          code: 'custom',
          path: ['package_id'],
          message: packageMessages.packageRequired,
        })
      }
      if (!value.duration_minutes) {
        ctx.addIssue({
          code: 'custom',
          path: ['duration_minutes'],
          message: packageMessages.durationRequired,
        })
      }
    } else if (!value.package_type) {
      ctx.addIssue({ code: 'custom', path: ['package_type'], message: m.packageRequired })
    }
  })
export type BookingInput = z.input<typeof BookingInputSchema>
export type BookingValues = z.output<typeof BookingInputSchema>

/** A booking as its student reads it: the spec's dashboard fields and what was booked. */
export const BookingSchema = z.object({
  id: z.string(),
  /** What the person is given to quote (decision 021), e.g. 'BK-2XFHZ5E8'. */
  reference: z.string(),
  status: z.enum(bookingStatusValues),
  payment_status: z.enum(paymentStatusValues),
  payment_method: z.enum(bookingPaymentMethodValues).nullable(),
  payment_reference: z.string().nullable(),
  // An unpaid bank transfer's last moment (ISO 8601): when the hold on an open time lapses,
  // else the session's start. Null once paid, cancelled, or paid another way.
  pay_by: z.string().nullable(),
  amount_cents: z.number().int(),
  // The instant the session starts (ISO 8601); the asked-for slot until it is confirmed.
  scheduled_date: z.string(),
  preferred_date: z.string(),
  preferred_time: z.string(),
  duration_minutes: z.number().int(),
  session_type: z.enum(sessionTypeValues),
  package_type: z.enum(packageTypeValues),
  mathematics_module_id: z.number().int(),
  mathematics_module_name: z.string(),
  tutor_id: z.number().int().nullable(),
  tutor_name: z.string().nullable(),
  meeting_platform: z.enum(meetingPlatformValues),
  meeting_link: z.string().nullable(),
  notes: z.string().nullable(),
  meeting_aim: z.string(),
  refund_due: z.boolean(),
  // D26: the package whose hours this session is (its purchase or scheduled from it).
  package_id: z.string().nullable(),
  // D27: the weekly series this session is one week of.
  series_id: z.string().nullable(),
  // D28: recorded when the session is completed; null until then.
  attendance: z.enum(attendanceValues).nullable(),
  lesson_notes: z.string().nullable(),
  // Whether the student may still cancel it themselves (D17), judged by the server.
  can_cancel: z.boolean(),
  // D28: completed and attended, and not rated yet: the student may review it.
  can_review: z.boolean(),
  // D28: the student's review of it, if any.
  review_id: z.string().nullable(),
  created_at: z.string(),
})
export type Booking = z.infer<typeof BookingSchema>

export const BookingCancelInputSchema = z.object({
  reason: optionalText(500),
})

// The tutor's portal (issue 20, D25, D28).
export const tutorSessionMessages = {
  attendanceRequired: 'Please choose whether the session took place',
  notesRequired: 'Please write lesson notes for the student',
  whenRequired: 'Please choose upcoming or past sessions',
} as const
export const LESSON_NOTES_MAX_LENGTH = 5000

export const TutorSessionsQuerySchema = z.object({
  when: z.enum(['upcoming', 'past'], { error: tutorSessionMessages.whenRequired }),
})

/**
 * A session as its tutor reads it: what the session needs and the student's first name,
 * never their surname, email or phone (issue 20).
 */
export const TutorSessionSchema = z.object({
  id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(bookingStatusValues),
  // Pending until the student's bank transfer arrives; the time is held meanwhile (D25).
  held_for_bank_transfer: z.boolean(),
  student_first_name: z.string().nullable(),
  mathematics_module_name: z.string(),
  session_type: z.enum(sessionTypeValues),
  package_type: z.enum(packageTypeValues),
  meeting_aim: z.string(),
  notes: z.string().nullable(),
  meeting_platform: z.enum(meetingPlatformValues),
  meeting_link: z.string().nullable(),
  attendance: z.enum(attendanceValues).nullable(),
  lesson_notes: z.string().nullable(),
  // Confirmed and started: the tutor may record how it went (D28).
  can_complete: z.boolean(),
})
export type TutorSession = z.infer<typeof TutorSessionSchema>

/** POST /api/tutor/sessions/{id}/complete: notes may be empty only when no lesson took place. */
export const CompleteSessionInputSchema = z
  .object({
    attendance: z.enum(attendanceValues, { error: tutorSessionMessages.attendanceRequired }),
    lesson_notes: z
      .string()
      .trim()
      .max(LESSON_NOTES_MAX_LENGTH, `Must be at most ${LESSON_NOTES_MAX_LENGTH} characters`)
      .default(''),
  })
  .superRefine((value, ctx) => {
    if (value.attendance === 'attended' && !value.lesson_notes) {
      ctx.addIssue({
        code: 'custom',
        path: ['lesson_notes'],
        message: tutorSessionMessages.notesRequired,
      })
    }
  })
export type CompleteSessionInput = z.input<typeof CompleteSessionInputSchema>
export type CompleteSessionValues = z.output<typeof CompleteSessionInputSchema>
