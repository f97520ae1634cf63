import { formatZar } from '#shared/money.ts'
import { formatSastDateTime, formatSastLongDate } from '#shared/sast.ts'
import { bankTransferInstruction } from '../../lib/bank-transfer-text.ts'
import { renderEmail } from '../../lib/email-layout.ts'
import { oneLine, type SubmissionEmailContext } from '../../lib/submission-emails.ts'
import type { QueuedEmail } from '../../outbox/outbox.ts'
import type { BankDetails } from '../bookings/booking-emails.ts'
import type { QuotedRequest } from './quoted-requests.ts'

export interface QuoteEmailContext extends SubmissionEmailContext {
  bankDetails: BankDetails | null
}

/** What every quote mail says of the quote. */
export interface QuoteFacts {
  number: number
  amountCents: number
  validUntil: string
}

/** The public page of a quote: the link in its mail. */
export const quoteUrl = (ctx: { publicUrl: string }, token: string) =>
  `${ctx.publicUrl}/quotes/${encodeURIComponent(token)}`

const forRequest = (request: QuotedRequest) =>
  `${request.kindLabel.replace(/^A /, 'your ')} request ${request.reference}`

const notMine =
  'If you did not ask us for a quote, you can ignore this email; nothing is booked unless the quote is accepted.'

/**
 * To the request's contact: the quote and the link to accept or decline it. The address was
 * typed into a form, so like a receipt (decision 007) it carries our words and values only —
 * amounts we priced, dates, the reference, and the office's own message — never what the
 * form's sender typed.
 */
export function quoteSentEmail(
  ctx: QuoteEmailContext,
  request: QuotedRequest,
  quote: QuoteFacts & { message: string | null },
  token: string,
): QueuedEmail {
  const content = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      `Thank you for your request. Here is our quote for ${forRequest(request)}.`,
      ...(quote.message ? [quote.message] : []),
      `Please open the quote to read it in full and to accept or decline it. It is valid until ${formatSastLongDate(quote.validUntil)}.`,
    ],
    details: [
      ['Quote', `Quote ${quote.number} for ${request.reference}`],
      ['Total', formatZar(quote.amountCents)],
      ['Valid until', formatSastLongDate(quote.validUntil)],
      ['Reference', request.reference],
    ],
    action: { label: 'View the quote', url: quoteUrl(ctx, token) },
    signature: `Kind regards,\n${ctx.businessName}`,
    footer: { text: notMine },
  })
  return {
    to: request.contactEmail,
    subject: `Quote ${quote.number} for ${forRequest(request)} – ${ctx.businessName}`,
    ...content,
    kind: 'quote.sent',
    headers: { 'Reply-To': ctx.businessInbox },
  }
}

/** To the contact: the office withdrew the open quote, so its link no longer works. */
export function quoteWithdrawnEmail(
  ctx: QuoteEmailContext,
  request: QuotedRequest,
  quote: { number: number; reason: string | null },
): QueuedEmail {
  const content = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      `We have withdrawn quote ${quote.number} for ${forRequest(request)}. Its link no longer works, and nothing is booked.`,
      ...(quote.reason ? [quote.reason] : []),
      'If you would still like the visit, reply to this email and we will send you a new quote.',
    ],
    details: [
      ['Quote', `Quote ${quote.number} for ${request.reference}`],
      ['Reference', request.reference],
    ],
    signature: `Kind regards,\n${ctx.businessName}`,
    footer: { text: notMine },
  })
  return {
    to: request.contactEmail,
    subject: `Quote ${quote.number} withdrawn: ${forRequest(request)} – ${ctx.businessName}`,
    ...content,
    kind: 'quote.withdrawn',
    headers: { 'Reply-To': ctx.businessInbox },
  }
}

/**
 * Both sides of an acceptance: the contact's confirmation (with how to pay) and the
 * office's notice (with who accepted, which replies reach the contact).
 */
export function quoteAcceptedEmails(
  ctx: QuoteEmailContext,
  request: QuotedRequest,
  quote: QuoteFacts & { acceptedName: string; decidedAt: Date; fromIp: string },
): QueuedEmail[] {
  const paying = ctx.bankDetails
    ? bankTransferInstruction(ctx.bankDetails, quote.amountCents, request.reference)
    : `We will send you our banking details. Please use ${request.reference} as the payment reference.`
  const toContact = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      `Thank you: quote ${quote.number} for ${forRequest(request)} has been accepted. We will contact you to confirm the date and the arrangements.`,
      paying,
    ],
    details: [
      ['Total', formatZar(quote.amountCents)],
      ['Accepted', `${formatSastDateTime(quote.decidedAt)} (SAST)`],
      ['Reference', request.reference],
    ],
    signature: `Kind regards,\n${ctx.businessName}`,
    footer: { text: 'If you did not accept this quote, please reply to this email at once.' },
  })
  const toOffice = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      `${request.organisation} accepted quote ${quote.number} for ${request.reference}. The request is now in progress; please confirm the date and the arrangements with them.`,
    ],
    details: [
      ['Organisation', request.organisation],
      ['Accepted by', quote.acceptedName],
      ['Accepted', `${formatSastDateTime(quote.decidedAt)} (SAST)`],
      ['From address', quote.fromIp],
      ['Contact', `${request.contactName} <${request.contactEmail}>`],
      ['Total', formatZar(quote.amountCents)],
      ['Reference', request.reference],
    ],
    signature: `— ${ctx.businessName} website`,
  })
  return [
    {
      to: request.contactEmail,
      subject: `Quote accepted: ${forRequest(request)} – ${ctx.businessName}`,
      ...toContact,
      kind: 'quote.accepted',
      headers: { 'Reply-To': ctx.businessInbox },
    },
    {
      to: ctx.businessInbox,
      subject: oneLine(`Quote accepted: ${request.reference}, ${request.organisation}`),
      ...toOffice,
      kind: 'quote.accepted.notification',
      headers: { 'Reply-To': request.contactEmail },
    },
  ]
}

/** To the office only: the school said no, with its reason if it gave one. */
export function quoteDeclinedEmail(
  ctx: QuoteEmailContext,
  request: QuotedRequest,
  quote: QuoteFacts & { reason: string | null },
): QueuedEmail {
  const content = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      `${request.organisation} declined quote ${quote.number} for ${request.reference}. The request keeps its status; you may reply or send a new quote.`,
    ],
    details: [
      ['Organisation', request.organisation],
      ['Reason', quote.reason ?? '(none given)'],
      ['Contact', `${request.contactName} <${request.contactEmail}>`],
      ['Total quoted', formatZar(quote.amountCents)],
      ['Reference', request.reference],
    ],
    signature: `— ${ctx.businessName} website`,
  })
  return {
    to: ctx.businessInbox,
    subject: oneLine(`Quote declined: ${request.reference}, ${request.organisation}`),
    ...content,
    kind: 'quote.declined.notification',
    headers: { 'Reply-To': request.contactEmail },
  }
}
