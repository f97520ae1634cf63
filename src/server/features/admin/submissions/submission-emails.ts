import { formatZar } from '#shared/money.ts'
import type { SubmissionKind } from '#shared/admin.ts'
import { receiptEmail, type SubmissionEmailContext } from '../../../lib/submission-emails.ts'
import type { QueuedEmail } from '../../../outbox/outbox.ts'

/**
 * To the customer, when the administrator has matched their bank transfer. The address was
 * typed into a form, so this is a receipt like the first one: fixed words and our values only.
 */
export function paymentReceivedEmail(
  ctx: SubmissionEmailContext,
  payment: {
    kindName: SubmissionKind
    noun: string
    email: string
    reference: string
    amountCents: number
  },
): QueuedEmail {
  return receiptEmail(ctx, {
    to: payment.email,
    kind: `${payment.kindName}.payment_received`,
    reference: payment.reference,
    receipt: {
      subject: 'Payment received',
      paragraphs: [
        `We have received your bank transfer for your ${payment.noun}. Thank you!`,
        payment.kindName === 'donations'
          ? 'Your gift helps learners across Gauteng get the mathematics support they need.'
          : 'We will be in touch about the next steps.',
      ],
      // The reference the payer used is the record's own, which the receipt adds.
      summary: [['Amount', formatZar(payment.amountCents)]],
    },
  })
}
