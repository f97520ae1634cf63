import { labelOf, contactMeetingTypes, type ContactMeetingType } from '#shared/options.ts'
import { replyPromise } from '#shared/business-facts.ts'
import { formatSastDate, formatSastDateTime } from '#shared/sast.ts'
import { submissionEmails, type SubmissionEmailContext } from '../../lib/submission-emails.ts'
import type { QueuedEmail } from '../../outbox/outbox.ts'

export type EnquiryEmailContext = SubmissionEmailContext

export interface ConsultationForEmail {
  reference: string
  name: string
  email: string
  phone: string | null
  preferredStartAt: Date
  meetingTopic: string
  googleMeetLink: string | null
  /** The tutor a "Free Call" named (issue 27), by the name the site lists. */
  tutorName?: string | null
}

/**
 * D2: the receipt to whoever asked for a free consultation (fixed words: the topic, name and
 * meeting link they typed stay out of it) and the notification to the business inbox.
 */
export function consultationEmails(
  ctx: EnquiryEmailContext,
  request: ConsultationForEmail,
): QueuedEmail[] {
  return submissionEmails(ctx, {
    kind: 'consultation',
    email: request.email,
    reference: request.reference,
    officeOnly: [
      ['Name', request.name],
      ['Email', request.email],
      ['Phone', request.phone],
      ['Their meeting link', request.googleMeetLink],
      ['Topic', request.meetingTopic],
    ],
    receipt: {
      subject: 'We received your free consultation request',
      paragraphs: [
        `Thank you for booking a free 30-minute consultation with ${ctx.businessName}. We will review your request and confirm the time and the meeting link with you within ${replyPromise.hours} hours.`,
        'The consultation is a video call with no commitment. Your request:',
      ],
      summary: [
        ['You asked for', 'A free 30-minute consultation'],
        // The tutor's name as the site lists it: the server's value, not typed text.
        ['Tutor', request.tutorName],
        ['Preferred time', `${formatSastDateTime(request.preferredStartAt)} (SAST)`],
      ],
    },
    notification: {
      subject: `Free consultation request: ${request.name}, ${formatSastDateTime(request.preferredStartAt)}`,
      paragraphs: [
        `A free consultation was requested on the website. Please confirm it with ${request.name} within ${replyPromise.hours} hours.`,
      ],
    },
  })
}

export interface ContactMessageForEmail {
  reference: string
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  meetingType: ContactMeetingType
  preferredDate: string | null
  preferredTime: string | null
}

/**
 * D2: the receipt to whoever sent a contact message (fixed words: their message, subject and
 * name stay out of it) and the notification to the business inbox, with all of it.
 */
export function contactEmails(
  ctx: EnquiryEmailContext,
  message: ContactMessageForEmail,
): QueuedEmail[] {
  const preferred = message.preferredDate
    ? `${formatSastDate(message.preferredDate)}${message.preferredTime ? `, ${message.preferredTime} (SAST)` : ''}`
    : message.preferredTime
      ? `${message.preferredTime} (SAST)`
      : null
  return submissionEmails(ctx, {
    kind: 'contact',
    email: message.email,
    reference: message.reference,
    officeOnly: [
      ['Name', message.name],
      ['Email', message.email],
      ['Phone', message.phone],
      ['Subject', message.subject],
      ['Message', message.message],
    ],
    receipt: {
      subject: 'We received your message',
      paragraphs: [
        `Thank you for contacting ${ctx.businessName}. We have received your message and will reply within ${replyPromise.hours} hours.`,
        'Your message is kept with the reference below; please quote it if you write to us about it. Your request:',
      ],
      summary: [
        ['You sent', 'A message through our contact form'],
        ['Meeting preference', labelOf(contactMeetingTypes, message.meetingType)],
        ['Preferred date and time', preferred],
      ],
    },
    notification: {
      subject: `Contact message: ${message.subject} (${message.name})`,
      paragraphs: [
        `A message was sent through the contact form. Please reply within ${replyPromise.hours} hours; replying to this email answers ${message.name}.`,
      ],
    },
  })
}
