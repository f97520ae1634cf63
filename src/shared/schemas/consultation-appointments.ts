import { z } from 'zod'
import { appointmentStatusValues } from '../options.ts'
import { isIsoDate, isTime } from '../sast.ts'
import { integerId, optionalText, optionalWebLink } from './fields.ts'

// Decision 026 (issue 27): the office gives a free consultation a time.

/** The free consultation's length (spec part 1 §1, §9). */
export const CONSULTATION_MINUTES = 30

export const consultationScheduleMessages = {
  onlyConsultations: 'Only a free consultation can be scheduled',
  dateRequired: 'Please choose the date of the consultation',
  dateInvalid: 'Please enter a valid date',
  timeRequired: 'Please enter a time as HH:MM',
  timeInPast: 'The consultation must start in the future',
  tutorInvalid: 'Please choose one of the listed tutors',
  tutorBusy:
    'This tutor already has a session or a consultation at that time. Choose another time or another tutor.',
  tutorAway: 'This tutor has time off then. Choose another time or another tutor.',
  nothingChanged: 'Change the date and time, the tutor or the meeting link to move it.',
  notScheduled: 'This consultation has no appointment to cancel.',
  scheduled: 'Scheduled. The requester has been emailed the invitation.',
  moved: 'Moved. The requester has been emailed the updated invitation.',
  cancelled: 'Cancelled. The requester has been emailed.',
} as const
const m = consultationScheduleMessages

/**
 * POST /api/admin/submissions/consultations/{id}/schedule: the SAST date and time, the tutor
 * (optional; null or blank for none) and the meeting link (blank: the one it has, else the
 * requester's, else one the product creates, D18). Scheduling again moves it.
 */
export const ScheduleConsultationSchema = z.object({
  date: z
    .string({ error: m.dateRequired })
    .trim()
    .min(1, m.dateRequired)
    .refine(isIsoDate, m.dateInvalid),
  time: z.string({ error: m.timeRequired }).trim().refine(isTime, m.timeRequired),
  tutor_id: z
    .union([integerId(m.tutorInvalid), z.null(), z.literal('')], { error: m.tutorInvalid })
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
  meeting_link: optionalWebLink(),
})
export type ScheduleConsultationInput = z.input<typeof ScheduleConsultationSchema>
export type ScheduleConsultationBody = z.output<typeof ScheduleConsultationSchema>

/** POST …/schedule/cancel: an optional reason, which the requester reads. */
export const CancelConsultationSchema = z.object({ reason: optionalText(500) }).nullish()
export type CancelConsultationInput = z.input<typeof CancelConsultationSchema>

const TutorRefSchema = z.object({ id: z.number(), name: z.string() })

/** The appointment as the back office reads it, in SAST wall clock and as instants. */
export const ConsultationAppointmentSchema = z.object({
  status: z.enum(appointmentStatusValues),
  /** SAST 'YYYY-MM-DD' and 'HH:MM'. */
  date: z.string(),
  time: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  tutor: TutorRefSchema.nullable(),
  meeting_link: z.string(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
})
export type ConsultationAppointment = z.infer<typeof ConsultationAppointmentSchema>

/** What a consultation's detail adds: the tutor asked for, and the appointment given. */
export const ConsultationFactsSchema = z.object({
  /** The SAST slot the requester asked for, to start the office's choice from. */
  preferred_date: z.string(),
  preferred_time: z.string(),
  requested_tutor: TutorRefSchema.nullable(),
  appointment: ConsultationAppointmentSchema.nullable(),
})
export type ConsultationFacts = z.infer<typeof ConsultationFactsSchema>

/**
 * A free consultation on its tutor's agenda (issue 27): when, the requester's first name and
 * what they asked about, the link to join. Never the requester's surname, email or phone,
 * as for a session (issue 20).
 */
export const TutorConsultationSchema = z.object({
  id: z.string(),
  reference: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  requester_first_name: z.string().nullable(),
  meeting_topic: z.string(),
  meeting_link: z.string(),
  meeting_platform: z.string(),
})
export type TutorConsultation = z.infer<typeof TutorConsultationSchema>
