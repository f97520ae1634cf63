import { z } from 'zod'
import { packageTypeValues } from '../options.ts'
import { BookingInputSchema, bookingFieldMessages } from './booking.ts'
import {
  SERIES_MAX_WEEKS,
  SERIES_MIN_WEEKS,
  seriesMessages,
  seriesPackageTypes,
} from './booking-series.ts'
import {
  donationMaxRand,
  donationMinRand,
  donationStepRand,
  videoChaptersMax,
  videoChaptersMin,
} from '../pricing.ts'

// D16: the client says what it is buying; the server prices it and answers an intent.

// 'booking_series': one payment for every week of a weekly series paid by card (D27).
export const paymentIntentPurposeValues = [
  'booking',
  'booking_series',
  'video_order',
  'donation',
] as const
export type PaymentIntentPurpose = (typeof paymentIntentPurposeValues)[number]

export const paymentIntentStatusValues = [
  'requires_payment',
  'processing',
  'succeeded',
  'failed',
  // A succeeded payment that no record took within 30 minutes is given back (issue 25):
  // claimed for the refund, refunded by the gateway, or refused by it (refunded by hand).
  'refunding',
  'refunded',
  'refund_failed',
] as const
export type PaymentIntentStatus = (typeof paymentIntentStatusValues)[number]

const packageTypeMessage = 'Please choose a package'
export const chaptersMessage = `Please choose from ${videoChaptersMin} to ${videoChaptersMax} chapters`
export const donationAmountMessage = `Please give at least R${donationMinRand}, in steps of R${donationStepRand}`

const centsPerRand = 100

const bookingField = BookingInputSchema.shape

/** D25: how long a card payment for a tutor's open time holds it before anyone else may take it. */
export const CARD_HOLD_MINUTES = 10

export const cardHoldMessages = {
  mismatch:
    'This payment holds another tutor or time. Book the time you chose before paying, or choose the time again.',
} as const

/** POST /api/payment-intents: what is bought, never what it costs (D16). */
export const PaymentIntentInputSchema = z.discriminatedUnion(
  'purpose',
  [
    z
      .object({
        purpose: z.literal('booking'),
        package_type: z.enum(packageTypeValues, { error: packageTypeMessage }),
        // D25: the time the card payment holds for CARD_HOLD_MINUTES, validated as the
        // booking validates it; without them (or for a tutor who publishes no
        // availability) the intent holds nothing.
        tutor_id: bookingField.tutor_id,
        preferred_date: bookingField.preferred_date.optional(),
        preferred_time: bookingField.preferred_time.optional(),
        session_type: bookingField.session_type.optional(),
      })
      .superRefine((value, ctx) => {
        // A time is a date and a time of day together: one without the other holds nothing.
        if (value.preferred_date !== undefined && value.preferred_time === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['preferred_time'],
            message: bookingFieldMessages.timeRequired,
          })
        }
        if (value.preferred_time !== undefined && value.preferred_date === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['preferred_date'],
            message: bookingFieldMessages.dateRequired,
          })
        }
      }),
    z.object({
      purpose: z.literal('booking_series'),
      package_type: z.enum(seriesPackageTypes, { error: seriesMessages.packageTypeRequired }),
      weeks: z
        .number({ error: seriesMessages.weeksRequired })
        .int(seriesMessages.weeksRequired)
        .min(SERIES_MIN_WEEKS, seriesMessages.weeksRequired)
        .max(SERIES_MAX_WEEKS, seriesMessages.weeksRequired),
    }),
    z.object({
      purpose: z.literal('video_order'),
      number_of_chapters: z
        .number({ error: chaptersMessage })
        .int(chaptersMessage)
        .min(videoChaptersMin, chaptersMessage)
        .max(videoChaptersMax, chaptersMessage),
    }),
    z.object({
      purpose: z.literal('donation'),
      amount_cents: z
        .number({ error: donationAmountMessage })
        .int(donationAmountMessage)
        .min(donationMinRand * centsPerRand, donationAmountMessage)
        .max(donationMaxRand * centsPerRand, donationAmountMessage)
        .multipleOf(donationStepRand * centsPerRand, donationAmountMessage),
    }),
  ],
  { error: 'Please say what the payment is for' },
)
export type PaymentIntentInput = z.infer<typeof PaymentIntentInputSchema>

export const PaymentIntentConfirmSchema = z.object({
  token: z
    .string({ error: 'The wallet gave no payment token' })
    .trim()
    .min(1, 'The wallet gave no payment token')
    .max(10_000),
})

export const PaymentIntentSchema = z.object({
  id: z.string(),
  purpose: z.enum(paymentIntentPurposeValues),
  amount_cents: z.number().int(),
  currency: z.literal('ZAR'),
  status: z.enum(paymentIntentStatusValues),
})
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>

export { PaymentDataSchema, type PaymentData } from './payment-data.ts'

/** The two cards of the sandbox's TEST wallet (D16). */
export const sandboxTokens = {
  success: 'tok_sandbox_success',
  declined: 'tok_sandbox_declined',
} as const
