import { z } from 'zod'
import {
  deliveryMethodValues,
  meetingPlatformValues,
  paymentMethodValues,
  provinceValues,
  subjectFocusValues,
  workshopBudgetRangeValues,
  workshopDurationValues,
  workshopTimeSlots,
  workshopTypeValues,
} from '../options.ts'
import { workshopTeachersMax, workshopTeachersMin } from '../pricing.ts'
import { dateNotBeforeToday } from './dates.ts'
import {
  emailField,
  numberOneOf,
  optionalChoice,
  optionalText,
  requiredPhone,
  requiredText,
  wholeNumberBetween,
} from './fields.ts'

// The rules are the spec's (part 2 §5, §8, §9); the field sentences are ours.
export const teacherWorkshopMessages = {
  institutionNameRequired: 'Please enter the name of your school or institution',
  contactNameRequired: 'Please enter the contact person’s name',
  emailRequired: 'Please enter a contact email address',
  phoneRequired: 'Please enter a contact phone number',
  addressRequired: 'Please enter the institution’s address',
  provinceRequired: 'Please choose the province',
  dateRequired: 'Please choose a preferred date',
  timeRequired: 'Please choose a preferred time',
  workshopTypeRequired: 'Please choose the type of workshop',
  deliveryRequired: 'Please choose online or face-to-face',
  platformInvalid: 'Please choose Zoom, Google Meet or no preference',
  teachersRange: `Please enter between ${workshopTeachersMin} and ${workshopTeachersMax} teachers`,
  subjectFocusRequired: 'Please choose the subject focus',
  durationRequired: 'Please choose how long the workshop should be',
  paymentRequired: 'Please choose how the institution will pay',
  budgetInvalid: 'Please choose one of the listed budget ranges',
  objectivesRequired: 'Please tell us what the workshop should achieve',
  // Spec part 2 §5 and §8, word for word.
  requiredAlert: 'Please fill in all required fields before submitting.',
  venueRequired: 'Please provide venue details for face-to-face workshops.',
  failed: 'Failed to submit workshop booking',
  failedPrefix: 'Failed to submit workshop booking: ',
  estimatePending: 'Enter details for estimate',
  success: 'Workshop Booking Request Received!',
  successDetail:
    'Thank you. We will contact you within 24 hours to confirm the date, the programme and the final quote. A receipt with your reference and estimate is on its way to your email.',
  submitAnother: 'Submit Another Request',
  submit: 'Book Workshop',
  submitting: 'Submitting...',
} as const
const m = teacherWorkshopMessages

export const WORKSHOP_TEXT_MAX = 2000

/** The fields spec part 2 §5 checks before a workshop request may be sent. */
export const workshopRequiredFields = [
  'institution_name',
  'contact_person_name',
  'contact_email',
  'contact_phone',
  'institution_address',
  'institution_province',
  'preferred_date',
  'preferred_time',
  'workshop_type',
  'delivery_method',
  'number_of_teachers',
  'subject_focus',
  'session_duration',
  'workshop_objectives',
] as const

const choice = <const V extends string>(values: readonly [V, ...V[]], message: string) =>
  z.string({ error: message }).pipe(z.enum(values, { error: message }))

/**
 * POST /api/teacher-workshops: the form and the route parse with this one schema (D1).
 * The venue belongs to face-to-face workshops and the platform to online ones; the other
 * is dropped, so a value typed before switching delivery is never stored.
 */
export const TeacherWorkshopInputSchema = z
  .object({
    institution_name: requiredText(m.institutionNameRequired, 200),
    contact_person_name: requiredText(m.contactNameRequired, 100),
    contact_email: emailField(m.emailRequired),
    contact_phone: requiredPhone(m.phoneRequired),
    institution_address: requiredText(m.addressRequired, 500),
    institution_province: choice(provinceValues, m.provinceRequired),
    preferred_date: dateNotBeforeToday(m.dateRequired),
    preferred_time: choice(workshopTimeSlots, m.timeRequired),
    workshop_type: choice(workshopTypeValues, m.workshopTypeRequired),
    delivery_method: choice(deliveryMethodValues, m.deliveryRequired),
    meeting_platform: z.enum(meetingPlatformValues, { error: m.platformInvalid }).default(''),
    venue_details: optionalText(WORKSHOP_TEXT_MAX),
    number_of_teachers: wholeNumberBetween(
      workshopTeachersMin,
      workshopTeachersMax,
      m.teachersRange,
    ),
    subject_focus: choice(subjectFocusValues, m.subjectFocusRequired),
    session_duration: numberOneOf(workshopDurationValues, m.durationRequired),
    payment_method: choice(paymentMethodValues, m.paymentRequired),
    special_requirements: optionalText(WORKSHOP_TEXT_MAX),
    budget_range: optionalChoice(workshopBudgetRangeValues, m.budgetInvalid),
    workshop_objectives: requiredText(m.objectivesRequired, WORKSHOP_TEXT_MAX),
  })
  .superRefine(
    (workshop, ctx) => {
      if (workshop.delivery_method === 'face_to_face' && !workshop.venue_details) {
        ctx.addIssue({ code: 'custom', path: ['venue_details'], message: m.venueRequired })
      }
    }, // Checked alongside the other fields, so every problem shows at once.
    { when: (payload) => isFaceToFaceWithoutVenue(payload.value) },
  )
  .transform((workshop) => ({
    ...workshop,
    venue_details: workshop.delivery_method === 'face_to_face' ? workshop.venue_details : undefined,
    meeting_platform: workshop.delivery_method === 'online' ? workshop.meeting_platform : '',
  }))
export type TeacherWorkshopInput = z.input<typeof TeacherWorkshopInputSchema>
export type TeacherWorkshopValues = z.output<typeof TeacherWorkshopInputSchema>

function isFaceToFaceWithoutVenue(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const { delivery_method: delivery, venue_details: venue } = value as Record<string, unknown>
  return delivery === 'face_to_face' && (typeof venue !== 'string' || venue.trim() === '')
}

/** The stored request as the API answers it (201), with the server's estimate (D1, D4). */
export const TeacherWorkshopSchema = z.object({
  id: z.string(),
  /** What the person is given to quote (decision 021), e.g. 'BK-2XFHZ5E8'. */
  reference: z.string(),
  institution_name: z.string(),
  contact_person_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  institution_address: z.string(),
  institution_province: z.string(),
  preferred_date: z.string(),
  preferred_time: z.string(),
  workshop_type: z.string(),
  delivery_method: z.string(),
  meeting_platform: z.string(),
  venue_details: z.string().nullable(),
  number_of_teachers: z.number().int(),
  subject_focus: z.string(),
  session_duration: z.number(),
  payment_method: z.string(),
  special_requirements: z.string().nullable(),
  budget_range: z.string().nullable(),
  workshop_objectives: z.string(),
  hourly_rate_cents: z.number().int(),
  estimated_cost_cents: z.number().int(),
  /** The estimate in rand, as the spec's numbers are given. */
  estimated_cost: z.number(),
  status: z.string(),
  created_at: z.string(),
})
export type TeacherWorkshop = z.infer<typeof TeacherWorkshopSchema>
