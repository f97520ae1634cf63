import { z } from 'zod'
import { packageTypeValues } from '../options.ts'

// D16: the client says what it is buying; the server prices it and answers an intent.

export const paymentIntentPurposeValues = ['booking', 'video_order', 'donation'] as const
export type PaymentIntentPurpose = (typeof paymentIntentPurposeValues)[number]

export const paymentIntentStatusValues = [
  'requires_payment',
  'processing',
  'succeeded',
  'failed',
] as const
export type PaymentIntentStatus = (typeof paymentIntentStatusValues)[number]

const packageTypeMessage = 'Please choose a package'

/** POST /api/payment-intents. Video orders and donations join this union with their issue. */
export const PaymentIntentInputSchema = z.discriminatedUnion(
  'purpose',
  [
    z.object({
      purpose: z.literal('booking'),
      package_type: z.enum(packageTypeValues, { error: packageTypeMessage }),
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

/** What a paid record carries (D16). */
export const PaymentDataSchema = z.object({
  payment_intent_id: z.uuid({ error: 'The payment reference is not valid' }),
})
export type PaymentData = z.infer<typeof PaymentDataSchema>

/** The two cards of the sandbox's TEST wallet (D16). */
export const sandboxTokens = {
  success: 'tok_sandbox_success',
  declined: 'tok_sandbox_declined',
} as const
