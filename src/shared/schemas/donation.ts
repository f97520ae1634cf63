import { z } from 'zod'
import { donationTypeValues, paymentMethodValues } from '../options.ts'
import { donationMaxRand, isValidDonationAmountRand } from '../pricing.ts'
import { emailField, optionalPhone, optionalText, requiredText, strictInteger } from './fields.ts'
import { donationAmountMessage, PaymentDataSchema } from './payments.ts'

// The rules are the spec's (part 2 §4, §5, §8, §9; D4, D15, D16); field sentences are ours.
export const donationFieldMessages = {
  nameRequired: 'Please enter your full name',
  emailRequired: 'Please enter your email address',
  amountRequired: donationAmountMessage,
  amountTooLarge: `For gifts above R${donationMaxRand.toLocaleString('en-US')}, please contact us and we will arrange a bank transfer`,
  typeRequired: 'Please choose how often you would like to give',
  paymentMethodRequired: 'Please choose how you will pay',
  payButtonDisabled: 'Enter your name, email and amount to pay',
  success: 'Thank You for Your Donation!',
} as const
const f = donationFieldMessages

export const DONATION_MESSAGE_MAX = 1000

/**
 * POST /api/donations: the form and the route parse with this one schema (D1). `amount`
 * is a number of rand, as the spec names it (D4); the server stores and charges cents.
 */
export const DonationInputSchema = z.object({
  donor_name: requiredText(f.nameRequired, 100),
  donor_email: emailField(f.emailRequired),
  donor_phone: optionalPhone(),
  amount: strictInteger({ message: f.amountRequired }).pipe(
    z
      .number()
      .max(donationMaxRand, f.amountTooLarge)
      .refine(isValidDonationAmountRand, f.amountRequired),
  ),
  donation_type: z.enum(donationTypeValues, { error: f.typeRequired }).default('one_time'),
  payment_method: z
    .enum(paymentMethodValues, { error: f.paymentMethodRequired })
    .default('google_pay'),
  message: optionalText(DONATION_MESSAGE_MAX),
  payment_data: PaymentDataSchema.optional(),
})
export type DonationInput = z.input<typeof DonationInputSchema>
export type DonationValues = z.output<typeof DonationInputSchema>

/** The stored donation as the API answers it (201). */
export const DonationSchema = z.object({
  id: z.string(),
  /** What the person is given to quote (decision 021), e.g. 'BK-2XFHZ5E8'. */
  reference: z.string(),
  donor_name: z.string(),
  donor_email: z.string(),
  donor_phone: z.string().nullable(),
  /** Rand, as the spec names it (D4). */
  amount: z.number(),
  amount_cents: z.number().int(),
  donation_type: z.enum(donationTypeValues),
  message: z.string().nullable(),
  payment_method: z.enum(paymentMethodValues),
  payment_status: z.enum(['completed', 'pending']),
  payment_reference: z.string().nullable(),
  created_at: z.string(),
})
export type Donation = z.infer<typeof DonationSchema>
