import { z } from 'zod'
import {
  howHeardValues,
  partnershipBudgetRangeValues,
  partnershipOrganizationTypeValues,
  partnershipTypeValues,
} from '../options.ts'
import { optionalDateNotBeforeToday } from './dates.ts'
import {
  emailField,
  optionalChoice,
  optionalText,
  optionalWebLink,
  requiredPhone,
  requiredText,
  strictInteger,
} from './fields.ts'

// The rules are the spec's (part 2 §5); the sentences are ours (the spec only logs a failure).
export const partnershipMessages = {
  organizationNameRequired: 'Please enter your organisation’s name',
  organizationTypeRequired: 'Please choose the type of organisation',
  addressRequired: 'Please enter the organisation’s address',
  contactNameRequired: 'Please enter the contact person’s name',
  emailRequired: 'Please enter a contact email address',
  phoneRequired: 'Please enter a contact phone number',
  partnershipTypeRequired: 'Please choose the kind of partnership',
  descriptionRequired: 'Please describe the partnership you have in mind',
  websiteInvalid: 'Please enter a website address starting with https://',
  studentCountInvalid:
    'Please enter the number of students or staff as a whole number of at least 1',
  budgetInvalid: 'Please choose one of the listed budget ranges',
  howHeardInvalid: 'Please choose one of the listed options',
  failed: 'Your inquiry could not be sent',
  failedDetail:
    'Nothing was lost: your answers are still in the form. Please try again, or email us directly.',
  success: 'Partnership Inquiry Received!',
  successDetail:
    'Thank you. We will contact you within 24 hours to talk about the partnership. A receipt with your reference is on its way to your email.',
  submitAnother: 'Submit Another Inquiry',
  submit: 'Submit Partnership Inquiry',
  submitting: 'Submitting...',
} as const
const m = partnershipMessages

export const PARTNERSHIP_TEXT_MAX = 3000
/** Not in the spec: a ceiling so a slip of the finger is caught, not stored. */
export const PARTNERSHIP_STUDENT_COUNT_MAX = 1_000_000

const choice = <const V extends string>(values: readonly [V, ...V[]], message: string) =>
  z.string({ error: message }).pipe(z.enum(values, { error: message }))

/** POST /api/partnerships: the form and the route parse with this one schema (D1). */
export const PartnershipInputSchema = z.object({
  organization_name: requiredText(m.organizationNameRequired, 200),
  organization_type: choice(partnershipOrganizationTypeValues, m.organizationTypeRequired),
  contact_person_name: requiredText(m.contactNameRequired, 100),
  contact_email: emailField(m.emailRequired),
  contact_phone: requiredPhone(m.phoneRequired),
  organization_address: requiredText(m.addressRequired, 500),
  website: optionalWebLink(m.websiteInvalid),
  partnership_type: choice(partnershipTypeValues, m.partnershipTypeRequired),
  partnership_description: requiredText(m.descriptionRequired, PARTNERSHIP_TEXT_MAX),
  student_count: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    strictInteger({
      min: 1,
      max: PARTNERSHIP_STUDENT_COUNT_MAX,
      message: m.studentCountInvalid,
    }).optional(),
  ),
  budget_range: optionalChoice(partnershipBudgetRangeValues, m.budgetInvalid),
  preferred_start_date: optionalDateNotBeforeToday(),
  additional_requirements: optionalText(PARTNERSHIP_TEXT_MAX),
  how_heard_about_us: optionalChoice(howHeardValues, m.howHeardInvalid),
})
export type PartnershipInput = z.input<typeof PartnershipInputSchema>
export type PartnershipValues = z.output<typeof PartnershipInputSchema>

/** The stored inquiry as the API answers it (201). */
export const PartnershipSchema = z.object({
  id: z.string(),
  /** What the person is given to quote (decision 021), e.g. 'BK-2XFHZ5E8'. */
  reference: z.string(),
  organization_name: z.string(),
  organization_type: z.string(),
  contact_person_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  organization_address: z.string(),
  website: z.string().nullable(),
  partnership_type: z.string(),
  partnership_description: z.string(),
  student_count: z.number().int().nullable(),
  budget_range: z.string().nullable(),
  preferred_start_date: z.string().nullable(),
  additional_requirements: z.string().nullable(),
  how_heard_about_us: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
})
export type Partnership = z.infer<typeof PartnershipSchema>
