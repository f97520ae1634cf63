import { z } from 'zod'
import { ADMIN_SEARCH_MAX, adminMessages as m } from '../admin.ts'
import { paymentStatusValues } from '../options.ts'

/** GET /api/admin/payments/by-reference: a bank statement's line, as the bank shows it. */
export const PaymentLookupQuerySchema = z.object({
  text: z
    .string({ error: m.referenceRequired })
    .trim()
    .min(1, m.referenceRequired)
    .max(ADMIN_SEARCH_MAX),
})
export type PaymentLookupQuery = z.input<typeof PaymentLookupQuerySchema>

export const paymentLookupKinds = ['booking', 'video_order', 'donation'] as const
export type PaymentLookupKind = (typeof paymentLookupKinds)[number]

/** The booking, video order or donation the statement's reference names (decision 021). */
export const PaymentLookupSchema = z.object({
  kind: z.enum(paymentLookupKinds),
  id: z.string(),
  reference: z.string(),
  /** Who pays: the student, the teacher or the donor. */
  payer: z.string(),
  amount_cents: z.number().int(),
  payment_method: z.string().nullable(),
  payment_status: z.enum(paymentStatusValues),
})
export type PaymentLookup = z.infer<typeof PaymentLookupSchema>
