import { formatZar } from '#shared/money.ts'
import { purchaseDescription } from '#shared/payment-purchases.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import type { Config } from '../../config.ts'
import type { paymentIntents } from '../../db/schema.ts'
import { renderEmail } from '../../lib/email-layout.ts'
import type { QueuedEmail } from '../../outbox/outbox.ts'

type IntentRow = typeof paymentIntents.$inferSelect

export interface RefundEmailContext {
  businessName: string
  businessInbox: string
}

export function refundEmailContextOf(config: Config): RefundEmailContext {
  return { businessName: config.business.name, businessInbox: config.mail.businessInbox }
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim()

/**
 * Issue 25: a signed-in payer's card payment that no booking, order or donation took has
 * been given back. One email, queued in the transaction that records the refund.
 */
export function paymentRefundedEmail(
  ctx: RefundEmailContext,
  intent: IntentRow,
  payer: { name: string; email: string },
  how: { reference: string | null; byHand: boolean },
): QueuedEmail {
  const amount = formatZar(intent.amountCents)
  const purchase = purchaseDescription(intent.purpose, intent.item)
  const content = renderEmail({
    greeting: `Hello ${oneLine(payer.name)},`,
    paragraphs: [
      `You paid ${amount} by card, but nothing was booked or ordered with that payment, so we have refunded it in full.`,
      'Your bank shows the refund on your statement within a few working days. If you still want what you were paying for, please book or order again.',
    ],
    details: [
      ['For', purchase],
      ['Amount', amount],
      ['Paid on', intent.succeededAt ? `${formatSastDateTime(intent.succeededAt)} (SAST)` : null],
      ['Refund reference', how.reference],
      // The gateway's id of the charge: what the payer's bank shows and the office's
      // card-refunds list finds (never our internal id, which no one can read aloud).
      ['Payment reference', intent.gatewayReference],
    ],
    signature: `Kind regards,\n${ctx.businessName}`,
  })
  return {
    to: payer.email,
    subject: `Your card payment of ${amount} has been refunded – ${ctx.businessName}`,
    ...content,
    kind: how.byHand ? 'payment.refunded.by_hand' : 'payment.refunded',
    headers: { 'Reply-To': ctx.businessInbox },
  }
}
