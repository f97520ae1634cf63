import { labelOf, contactMeetingTypes, type ContactMeetingType } from '#shared/options.ts'
import { replyPromise } from '#shared/business-facts.ts'
import { formatSastDate, formatSastDateTime } from '#shared/sast.ts'
import { renderEmail } from '../../lib/email-layout.ts'
import type { QueuedEmail } from '../../outbox/outbox.ts'

export interface EnquiryEmailContext {
  publicUrl: string
  businessName: string
  businessInbox: string
}

/** A submitted name or subject in a header: one line, so it cannot add headers. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim()

const signature = (ctx: EnquiryEmailContext) => `Kind regards,\n${ctx.businessName}`

export interface ConsultationForEmail {
  id: string
  name: string
  email: string
  phone: string | null
  preferredStartAt: Date
  meetingTopic: string
  googleMeetLink: string | null
}

function consultationDetails(request: ConsultationForEmail) {
  return [
    ['Name', request.name],
    ['Email', request.email],
    ['Phone', request.phone],
    ['Preferred time', `${formatSastDateTime(request.preferredStartAt)} (SAST)`],
    ['Your meeting link', request.googleMeetLink],
    ['Topic', request.meetingTopic],
    ['Reference', request.id],
  ] as const
}

/** D2: the receipt to the person who asked for a free consultation. */
export function consultationReceipt(
  ctx: EnquiryEmailContext,
  request: ConsultationForEmail,
): QueuedEmail {
  const { text, html } = renderEmail({
    greeting: `Hello ${oneLine(request.name)},`,
    paragraphs: [
      `Thank you for booking a free 30-minute consultation with ${ctx.businessName}. We will review your request and confirm the time with you within ${replyPromise.hours} hours.`,
      'The consultation is a video call with no commitment. If no meeting link is given below, we will send you one with the confirmation.',
      'Your request:',
    ],
    details: consultationDetails(request),
    signature: signature(ctx),
  })
  return {
    to: request.email,
    subject: `We received your free consultation request – ${ctx.businessName}`,
    text,
    html,
    kind: 'consultation.receipt',
    headers: { 'Reply-To': ctx.businessInbox },
  }
}

/** D2: the business inbox hears of every request; replying answers the student. */
export function consultationNotification(
  ctx: EnquiryEmailContext,
  request: ConsultationForEmail,
): QueuedEmail {
  const { text, html } = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      `A free consultation was requested on the website. Please confirm it with ${oneLine(request.name)} within ${replyPromise.hours} hours.`,
    ],
    details: consultationDetails(request),
    signature: `— ${ctx.businessName} website`,
  })
  return {
    to: ctx.businessInbox,
    subject: `Free consultation request: ${oneLine(request.name)}, ${formatSastDateTime(request.preferredStartAt)}`,
    text,
    html,
    kind: 'consultation.notification',
    headers: { 'Reply-To': request.email },
  }
}

export interface ContactMessageForEmail {
  id: string
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  meetingType: ContactMeetingType
  preferredDate: string | null
  preferredTime: string | null
}

function contactDetails(message: ContactMessageForEmail) {
  const preferred = message.preferredDate
    ? `${formatSastDate(message.preferredDate)}${message.preferredTime ? `, ${message.preferredTime} (SAST)` : ''}`
    : message.preferredTime
      ? `${message.preferredTime} (SAST)`
      : null
  return [
    ['Name', message.name],
    ['Email', message.email],
    ['Phone', message.phone],
    ['Meeting preference', labelOf(contactMeetingTypes, message.meetingType)],
    ['Preferred date and time', preferred],
    ['Subject', message.subject],
    ['Message', message.message],
    ['Reference', message.id],
  ] as const
}

export function contactReceipt(
  ctx: EnquiryEmailContext,
  message: ContactMessageForEmail,
): QueuedEmail {
  const { text, html } = renderEmail({
    greeting: `Hello ${oneLine(message.name)},`,
    paragraphs: [
      `Thank you for contacting ${ctx.businessName}. We have received your message and will reply within ${replyPromise.hours} hours.`,
      'A copy of your message:',
    ],
    details: contactDetails(message),
    signature: signature(ctx),
  })
  return {
    to: message.email,
    subject: `We received your message – ${ctx.businessName}`,
    text,
    html,
    kind: 'contact.receipt',
    headers: { 'Reply-To': ctx.businessInbox },
  }
}

export function contactNotification(
  ctx: EnquiryEmailContext,
  message: ContactMessageForEmail,
): QueuedEmail {
  const { text, html } = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      `A message was sent through the contact form. Please reply within ${replyPromise.hours} hours; replying to this email answers ${oneLine(message.name)}.`,
    ],
    details: contactDetails(message),
    signature: `— ${ctx.businessName} website`,
  })
  return {
    to: ctx.businessInbox,
    subject: `Contact message: ${oneLine(message.subject)} (${oneLine(message.name)})`,
    text,
    html,
    kind: 'contact.notification',
    headers: { 'Reply-To': message.email },
  }
}
