import { z } from 'zod'
import {
  gradeLevels,
  provinceValues,
  schoolBudgetRangeValues,
  schoolPaymentMethodValues,
  schoolSessionDurationValues,
  schoolSubjectValues,
  schoolTimeSlots,
} from '../options.ts'
import { schoolLearnersMax, schoolLearnersMin } from '../pricing.ts'
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

// The rules are the spec's (part 2 §3, §5); the sentences are ours, except the failure.
export const schoolBookingMessages = {
  schoolNameRequired: 'Please enter the name of your school',
  contactNameRequired: 'Please enter the contact person’s name',
  emailRequired: 'Please enter a contact email address',
  phoneRequired: 'Please enter a contact phone number',
  addressRequired: 'Please enter the school’s address',
  provinceRequired: 'Please choose the province',
  dateRequired: 'Please choose a preferred date',
  timeRequired: 'Please choose a preferred time between 08:00 and 15:00',
  gradeRequired: 'Please choose the grade level',
  venueRequired: 'Please describe the venue (classroom, hall, number of boards)',
  learnersRange: `Please enter between ${schoolLearnersMin} and ${schoolLearnersMax} learners`,
  subjectRequired: 'Please choose the subject',
  durationRequired: 'Please choose how long the session should be',
  paymentRequired: 'Please choose how the school will pay',
  budgetInvalid: 'Please choose one of the listed budget ranges',
  // Spec part 2 §8: the server's failure text.
  failed: 'Failed to submit booking',
  failedDetail:
    'Your request was not sent. Please try again, or contact us by phone or email and we will book the visit with you.',
  estimatePending: 'Enter details for estimate',
  success: 'School Booking Request Received!',
  successDetail:
    'Thank you. We will contact you within 24 hours to confirm the date, the venue and the final quote. A receipt with your reference and estimate is on its way to your email.',
  submitAnother: 'Submit Another Request',
  submit: 'Request School Visit',
  submitting: 'Submitting...',
} as const
const m = schoolBookingMessages

export const SCHOOL_TEXT_MAX = 2000

/** POST /api/school-bookings: the form and the route parse with this one schema (D1). */
export const SchoolBookingInputSchema = z.object({
  school_name: requiredText(m.schoolNameRequired, 200),
  contact_person_name: requiredText(m.contactNameRequired, 100),
  contact_email: emailField(m.emailRequired),
  contact_phone: requiredPhone(m.phoneRequired),
  school_address: requiredText(m.addressRequired, 500),
  school_province: z
    .string({ error: m.provinceRequired })
    .pipe(z.enum(provinceValues, { error: m.provinceRequired })),
  preferred_date: dateNotBeforeToday(m.dateRequired),
  preferred_time: z
    .string({ error: m.timeRequired })
    .pipe(z.enum(schoolTimeSlots, { error: m.timeRequired })),
  grade_level: z
    .string({ error: m.gradeRequired })
    .pipe(z.enum(gradeLevels, { error: m.gradeRequired })),
  venue_details: requiredText(m.venueRequired, SCHOOL_TEXT_MAX),
  number_of_learners: wholeNumberBetween(schoolLearnersMin, schoolLearnersMax, m.learnersRange),
  subject: z
    .string({ error: m.subjectRequired })
    .pipe(z.enum(schoolSubjectValues, { error: m.subjectRequired })),
  session_duration: numberOneOf(schoolSessionDurationValues, m.durationRequired),
  payment_method: z
    .string({ error: m.paymentRequired })
    .pipe(z.enum(schoolPaymentMethodValues, { error: m.paymentRequired })),
  special_requirements: optionalText(SCHOOL_TEXT_MAX),
  budget_range: optionalChoice(schoolBudgetRangeValues, m.budgetInvalid),
})
export type SchoolBookingInput = z.input<typeof SchoolBookingInputSchema>
export type SchoolBookingValues = z.output<typeof SchoolBookingInputSchema>

/** The stored request as the API answers it (201), with the server's estimate (D1, D5). */
export const SchoolBookingSchema = z.object({
  id: z.string(),
  /** What the person is given to quote (decision 021), e.g. 'BK-2XFHZ5E8'. */
  reference: z.string(),
  school_name: z.string(),
  contact_person_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  school_address: z.string(),
  school_province: z.string(),
  preferred_date: z.string(),
  preferred_time: z.string(),
  grade_level: z.string(),
  venue_details: z.string(),
  number_of_learners: z.number().int(),
  subject: z.string(),
  session_duration: z.number(),
  payment_method: z.string(),
  special_requirements: z.string().nullable(),
  budget_range: z.string().nullable(),
  hourly_rate_cents: z.number().int(),
  subtotal_cents: z.number().int(),
  discount_percent: z.number().int(),
  discount_cents: z.number().int(),
  estimated_cost_cents: z.number().int(),
  /** The estimate in rand, as the spec's numbers are given. */
  estimated_cost: z.number(),
  status: z.string(),
  created_at: z.string(),
})
export type SchoolBooking = z.infer<typeof SchoolBookingSchema>
