import type { EmailContent } from './email-layout.ts'
import { renderEmail } from './email-layout.ts'
import type { QueuedEmail } from '../outbox/outbox.ts'

export interface SubmissionEmailContext {
  publicUrl: string
  businessName: string
  businessInbox: string
}

/** A submitted name or subject in a header: one line, so it cannot add headers. */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim()

type Details = NonNullable<EmailContent['details']>

/**
 * A receipt goes to an address someone typed into a form, which nobody has proven is theirs
 * (decision 007): anyone could send it to someone else's inbox. So it is made only of fixed
 * sentences and values the server controls — option labels, numbers, dates and amounts the
 * server formatted or priced, the business's own names, the reference — never of text typed
 * into the form, not even a name: it greets no one.
 */
export interface Receipt {
  /** Fixed words (an amount the server priced at most); the business name is added. */
  subject: string
  paragraphs: string[]
  /** What was asked for, in the business's words; the reference is added. */
  summary: Details
}

export const receiptGreeting = 'Hello,'
export const receiptNotMine =
  'If you did not fill in this form on our website, you can ignore this email.'

/** A receipt (see `Receipt`) to `to`; replies reach the business inbox. */
export function receiptEmail(
  ctx: SubmissionEmailContext,
  email: { to: string; kind: string; reference: string; receipt: Receipt },
): QueuedEmail {
  const { receipt } = email
  const content = renderEmail({
    greeting: receiptGreeting,
    paragraphs: receipt.paragraphs,
    details: [...receipt.summary, ['Reference', email.reference]],
    signature: `Kind regards,\n${ctx.businessName}`,
    footer: { text: receiptNotMine },
  })
  return {
    to: email.to,
    subject: `${oneLine(receipt.subject)} – ${ctx.businessName}`,
    ...content,
    kind: email.kind,
    headers: { 'Reply-To': ctx.businessInbox },
  }
}

export interface SubmissionEmails {
  /** e.g. 'school_booking': the kinds become 'school_booking.receipt' and '.notification'. */
  kind: string
  /** The address typed in the form: the receipt goes to it, replies to the notification too. */
  email: string
  /** The stored record's id, quoted in both emails. */
  reference: string
  /** What only the business inbox sees: all the sender typed (names, messages, links…). */
  officeOnly: Details
  receipt: Receipt
  /** The office's copy holds everything: what was typed, then the receipt's summary. */
  notification: { subject: string; paragraphs: string[] }
}

/**
 * D2's pair for a submitted form: the receipt to whoever sent it (replies reach the
 * business) and the notification to the business inbox (replies reach the sender).
 */
export function submissionEmails(
  ctx: SubmissionEmailContext,
  emails: SubmissionEmails,
): QueuedEmail[] {
  const { notification } = emails
  return [
    receiptEmail(ctx, {
      to: emails.email,
      kind: `${emails.kind}.receipt`,
      reference: emails.reference,
      receipt: emails.receipt,
    }),
    {
      to: ctx.businessInbox,
      subject: oneLine(notification.subject),
      ...renderEmail({
        greeting: 'Hello,',
        paragraphs: notification.paragraphs,
        details: [...emails.officeOnly, ...emails.receipt.summary, ['Reference', emails.reference]],
        signature: `— ${ctx.businessName} website`,
      }),
      kind: `${emails.kind}.notification`,
      headers: { 'Reply-To': emails.email },
    },
  ]
}
