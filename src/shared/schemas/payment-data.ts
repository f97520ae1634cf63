import { z } from 'zod'

// Its own module so that booking.ts can use it while payments.ts reuses the booking's
// fields (the card hold's tutor and time) without the two importing each other.

/** What a paid record carries (D16). */
export const PaymentDataSchema = z.object({
  payment_intent_id: z.uuid({ error: 'The payment reference is not valid' }),
})
export type PaymentData = z.infer<typeof PaymentDataSchema>
