import { z } from 'zod'
import { valuesOf } from '../options.ts'
import { listPage, listSearch, optionalFilter } from './admin-list.ts'
import { requiredText } from './fields.ts'
import { paymentIntentPurposeValues } from './payments.ts'

// Card payments that no booking, order or donation took within 30 minutes, given back
// (issue 25): what the back office lists among its refunds.

/** The states of such a refund, the one needing the office first. */
export const cardRefundStatuses = [
  { value: 'refund_failed', label: 'Refund failed' },
  { value: 'refunding', label: 'Being refunded' },
  { value: 'refunded', label: 'Refunded' },
] as const
export const cardRefundStatusValues = valuesOf(cardRefundStatuses)
export type CardRefundStatus = (typeof cardRefundStatusValues)[number]

export const cardRefundMessages = {
  notFound: 'This card refund no longer exists.',
  notFailed: 'Only a refund the gateway refused is recorded by hand.',
  referenceRequired: 'Enter the reference of the refund you made',
  recorded: 'Refund recorded. The payer has been emailed where we know them.',
} as const

/** GET /api/admin/card-refunds?q=&status=&page= */
export const AdminCardRefundListQuerySchema = z.object({
  /** The payer's name or email, or the gateway's reference of the payment or the refund. */
  q: listSearch,
  status: optionalFilter(cardRefundStatusValues),
  page: listPage,
})
export type AdminCardRefundListQuery = z.input<typeof AdminCardRefundListQuerySchema>
export type AdminCardRefundFilters = z.output<typeof AdminCardRefundListQuerySchema>

export const AdminCardRefundSchema = z.object({
  /** The payment intent's id. */
  id: z.string(),
  purpose: z.enum(paymentIntentPurposeValues),
  /** What was bought, in words: 'Tutoring booking: 2 Hour Session'. */
  purchase: z.string(),
  amount_cents: z.number().int(),
  status: z.enum(cardRefundStatusValues),
  /** When the card payment succeeded. */
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** 'gateway': refunded automatically; 'office': by hand after the gateway refused. */
  refunded_by: z.enum(['gateway', 'office']).nullable(),
  /** The signed-in payer; null for a visitor's video order or gift, or a deleted account. */
  payer_name: z.string().nullable(),
  payer_email: z.string().nullable(),
  gateway: z.string(),
  /** The gateway's id of the charge. */
  payment_reference: z.string().nullable(),
  /** The gateway's id of the refund, or the office's reference of a refund by hand. */
  refund_reference: z.string().nullable(),
  /** Why the gateway refused (or could not be reached). */
  refund_failure: z.string().nullable(),
})
export type AdminCardRefund = z.infer<typeof AdminCardRefundSchema>

export const AdminCardRefundListSchema = z.object({
  refunds: z.array(AdminCardRefundSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
})
export type AdminCardRefundList = z.infer<typeof AdminCardRefundListSchema>

/** POST /api/admin/card-refunds/{id}/refunded: the office refunded it by hand. */
export const RecordCardRefundSchema = z.object({
  refund_reference: requiredText(cardRefundMessages.referenceRequired, 200),
})
export type RecordCardRefund = z.input<typeof RecordCardRefundSchema>
