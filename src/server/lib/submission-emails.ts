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

export interface SubmissionEmails {
  /** e.g. 'school_booking': the kinds become 'school_booking.receipt' and '.notification'. */
  kind: string
  submitter: { name: string; email: string }
  details: EmailContent['details']
  receipt: { subject: string; paragraphs: string[] }
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
  const { submitter, details } = emails
  const receipt = renderEmail({
    greeting: `Hello ${oneLine(submitter.name)},`,
    paragraphs: emails.receipt.paragraphs,
    details,
    signature: `Kind regards,\n${ctx.businessName}`,
  })
  const notification = renderEmail({
    greeting: 'Hello,',
    paragraphs: emails.notification.paragraphs,
    details,
    signature: `— ${ctx.businessName} website`,
  })
  return [
    {
      to: submitter.email,
      subject: `${oneLine(emails.receipt.subject)} – ${ctx.businessName}`,
      ...receipt,
      kind: `${emails.kind}.receipt`,
      headers: { 'Reply-To': ctx.businessInbox },
    },
    {
      to: ctx.businessInbox,
      subject: oneLine(emails.notification.subject),
      ...notification,
      kind: `${emails.kind}.notification`,
      headers: { 'Reply-To': submitter.email },
    },
  ]
}
