import { formatZar } from '#shared/money.ts'
import type { SubmissionKind } from '#shared/admin.ts'
import { renderEmail } from '../../../lib/email-layout.ts'
import { oneLine, type SubmissionEmailContext } from '../../../lib/submission-emails.ts'
import type { QueuedEmail } from '../../../outbox/outbox.ts'

/** To the customer, when the administrator has matched their bank transfer. */
export function paymentReceivedEmail(
  ctx: SubmissionEmailContext,
  payment: {
    kindName: SubmissionKind
    noun: string
    name: string
    email: string
    reference: string
    amountCents: number
  },
): QueuedEmail {
  const content = renderEmail({
    greeting: `Hello ${oneLine(payment.name)},`,
    paragraphs: [
      `We have received your bank transfer for your ${payment.noun}. Thank you!`,
      payment.kindName === 'donations'
        ? 'Your gift helps learners across Gauteng get the mathematics support they need.'
        : 'We will be in touch about the next steps.',
    ],
    details: [
      ['Amount', formatZar(payment.amountCents)],
      ['Payment reference', payment.reference],
    ],
    signature: `Kind regards,\n${ctx.businessName}`,
  })
  return {
    to: payment.email,
    subject: `Payment received – ${ctx.businessName}`,
    ...content,
    kind: `${payment.kindName}.payment_received`,
    headers: { 'Reply-To': ctx.businessInbox },
  }
}
