import { platformOfLink } from '#shared/meeting-platform.ts'
import { formatSastDate, formatSastDateTime, formatSastTime, sastDateOf } from '#shared/sast.ts'
import type {
  consultationAppointments,
  EmailAttachment,
  freeConsultations,
} from '../../db/schema.ts'
import { calendarInvite, type InviteContext } from '../../lib/calendar-invite.ts'
import { renderEmail, type EmailContent } from '../../lib/email-layout.ts'
import { oneLine } from '../../lib/submission-emails.ts'
import type { QueuedEmail } from '../../outbox/outbox.ts'

// Decision 026: what the requester of a free consultation and its tutor receive when the
// office schedules, moves or cancels it, and the reminders before it. Each carries the
// request's short reference in the subject and answers to the business inbox.

export type ConsultationEmailContext = InviteContext

/** The appointment as the mails tell it. */
export interface AppointmentForEmail {
  consultationId: string
  reference: string
  requester: { name: string; email: string }
  topic: string
  /** What was asked for, to say so when the time given differs (issue 26 item 7). */
  preferredStartAt: Date
  startsAt: Date
  endsAt: Date
  tutor: { name: string; email: string } | null
  meetingLink: string
  inviteSequence: number
}

/** The request and its appointment's rows as the mails tell them. */
export function appointmentForEmail(
  consultation: typeof freeConsultations.$inferSelect,
  appointment: typeof consultationAppointments.$inferSelect,
  tutor: { name: string; email: string } | null,
): AppointmentForEmail {
  return {
    consultationId: consultation.id,
    reference: consultation.reference,
    requester: { name: consultation.name, email: consultation.email },
    topic: consultation.meetingTopic,
    preferredStartAt: consultation.preferredStartAt,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    tutor: tutor ? { name: tutor.name, email: tutor.email } : null,
    meetingLink: appointment.meetingLink,
    inviteSequence: appointment.inviteSequence,
  }
}

export type ConsultationReminderKind = '24h' | '1h'

const when = (a: AppointmentForEmail) => formatSastDateTime(a.startsAt)
const span = (a: AppointmentForEmail) =>
  `${formatSastDateTime(a.startsAt)} – ${formatSastTime(a.endsAt)} (SAST)`

/**
 * The invite of the appointment: one UID per consultation (`consultation-<id>`), so a move
 * updates the entry and a cancel (METHOD:CANCEL) takes it out, as for sessions (D18).
 */
function consultationInvite(
  ctx: ConsultationEmailContext,
  a: AppointmentForEmail,
  attendee: { name: string; email: string },
  options: { cancelled?: boolean; homePath?: string } = {},
): EmailAttachment {
  return calendarInvite(
    ctx,
    {
      uidPrefix: `consultation-${a.consultationId}`,
      start: a.startsAt,
      end: a.endsAt,
      summary: `Free consultation – ${ctx.businessName}`,
      description: [
        `A free 30-minute consultation with ${ctx.businessName}${a.tutor ? ` and ${a.tutor.name}` : ''}.`,
        `Reference: ${a.reference}`,
        `Join: ${a.meetingLink}`,
      ],
      meetingLink: a.meetingLink,
      homeUrl: `${ctx.publicUrl}${options.homePath ?? '/'}`,
      filename: 'free-consultation.ics',
      product: 'Free consultations',
    },
    attendee,
    { sequence: a.inviteSequence, cancelled: options.cancelled ?? false },
  )
}

function details(a: AppointmentForEmail): EmailContent['details'] {
  return [
    ['Time', span(a)],
    ['Tutor', a.tutor?.name],
    ['Meeting platform', platformOfLink(a.meetingLink)],
    ['Meeting link', a.meetingLink],
    ['Reference', a.reference],
  ]
}

function mail(
  ctx: ConsultationEmailContext,
  to: string,
  email: {
    kind: string
    subject: string
    content: Omit<EmailContent, 'signature'>
    invite?: EmailAttachment
  },
): QueuedEmail {
  return {
    to,
    subject: `${oneLine(email.subject)} – ${ctx.businessName}`,
    ...renderEmail({ ...email.content, signature: `Kind regards,\n${ctx.businessName}` }),
    kind: email.kind,
    headers: { 'Reply-To': ctx.businessInbox },
    ...(email.invite ? { attachments: [email.invite] } : {}),
  }
}

/** "You asked for Friday 10:00; …" when the office gave another time (issue 26 item 7). */
function askedForAnotherTime(a: AppointmentForEmail): string[] {
  if (a.preferredStartAt.getTime() === a.startsAt.getTime()) return []
  const sameDay = sastDateOf(a.preferredStartAt) === sastDateOf(a.startsAt)
  return [
    sameDay
      ? `You asked for ${formatSastTime(a.preferredStartAt)}; your consultation is at ${formatSastTime(a.startsAt)} SAST.`
      : `You asked for ${formatSastDate(a.preferredStartAt)} at ${formatSastTime(a.preferredStartAt)}; your consultation is on ${formatSastDate(a.startsAt)} at ${formatSastTime(a.startsAt)} SAST.`,
  ]
}

const joinLine = (a: AppointmentForEmail) =>
  `Join it on ${platformOfLink(a.meetingLink)} with this link: ${a.meetingLink}`

/**
 * The requester's confirmation (`moved`: false) or update (true, or a changed tutor or link),
 * with the invite at the appointment's sequence.
 */
export function consultationScheduledEmail(
  ctx: ConsultationEmailContext,
  a: AppointmentForEmail,
  change: 'scheduled' | 'moved' | 'updated' = 'scheduled',
): QueuedEmail {
  const subjects = {
    scheduled: `Free consultation booked: ${when(a)} (${a.reference})`,
    moved: `Free consultation moved: ${when(a)} (${a.reference})`,
    updated: `Free consultation updated: ${when(a)} (${a.reference})`,
  }
  const opening = {
    scheduled: `Your free 30-minute consultation with ${ctx.businessName} is booked for ${when(a)} (South African time).`,
    moved: `Your free consultation has been moved to ${when(a)} (South African time).`,
    updated: `The details of your free consultation on ${when(a)} (South African time) have changed.`,
  }
  return mail(ctx, a.requester.email, {
    kind: `consultation.${change === 'scheduled' ? 'scheduled' : 'moved'}`,
    subject: subjects[change],
    content: {
      greeting: `Hello ${oneLine(a.requester.name)},`,
      paragraphs: [
        opening[change],
        ...(change === 'scheduled' ? askedForAnotherTime(a) : []),
        a.tutor ? `You will meet ${a.tutor.name}.` : '',
        joinLine(a),
        change === 'scheduled'
          ? 'The calendar invite attached to this email adds it to your calendar. We will remind you 24 hours and 1 hour before it starts. If the time does not suit you, reply to this email.'
          : 'The calendar invite attached to this email updates it in your calendar. If the time does not suit you, reply to this email.',
      ].filter(Boolean),
      details: details(a),
    },
    invite: consultationInvite(ctx, a, a.requester),
  })
}

/** The requester hears that the office cancelled it; the invite takes it out of the calendar. */
export function consultationCancelledEmail(
  ctx: ConsultationEmailContext,
  a: AppointmentForEmail,
  reason: string | undefined,
): QueuedEmail {
  return mail(ctx, a.requester.email, {
    kind: 'consultation.cancelled',
    subject: `Free consultation cancelled (${a.reference})`,
    content: {
      greeting: `Hello ${oneLine(a.requester.name)},`,
      paragraphs: [
        `Your free consultation on ${when(a)} (South African time) has been cancelled.`,
        ...(reason ? [`The reason: ${reason}`] : []),
        'The calendar update attached to this email takes it out of your calendar. Reply to this email if you would like another time.',
      ],
      details: [['Reference', a.reference]],
    },
    invite: consultationInvite(ctx, a, a.requester, { cancelled: true }),
  })
}

/** D18 as for sessions: a reminder 24 hours and 1 hour before, each sent once. */
export function consultationReminderEmail(
  ctx: ConsultationEmailContext,
  a: AppointmentForEmail,
  kind: ConsultationReminderKind,
): QueuedEmail {
  const starts = kind === '24h' ? 'tomorrow' : 'in one hour'
  return mail(ctx, a.requester.email, {
    kind: `consultation.reminder.${kind}`,
    subject: `Reminder: your free consultation starts ${starts} (${a.reference})`,
    content: {
      greeting: `Hello ${oneLine(a.requester.name)},`,
      paragraphs: [
        `A reminder: your free consultation starts ${starts}, at ${when(a)} (South African time).`,
        joinLine(a),
      ],
      details: details(a),
    },
  })
}

/**
 * The tutor named for it: what the call is about and with whom (first name only, as for
 * sessions), with the invite; `change` says whether it is new to them, moved, or taken away.
 */
export function consultationForTutorEmail(
  ctx: ConsultationEmailContext,
  a: AppointmentForEmail,
  tutor: { name: string; email: string },
  change: 'scheduled' | 'moved' | 'cancelled',
): QueuedEmail {
  const firstName = oneLine(a.requester.name).split(' ')[0] ?? ''
  const opening = {
    scheduled: `You have a free consultation with ${firstName} on ${when(a)} (SAST). It is in the attached calendar invite.`,
    moved: `Your free consultation with ${firstName} is now on ${when(a)} (SAST). The attached invite updates your calendar.`,
    cancelled: `The free consultation with ${firstName} on ${when(a)} (SAST) is no longer yours: it was cancelled or given to another tutor. The attached update takes it out of your calendar.`,
  }
  const subjects = {
    scheduled: `Free consultation: ${firstName}, ${when(a)} (${a.reference})`,
    moved: `Free consultation moved: ${firstName}, ${when(a)} (${a.reference})`,
    cancelled: `Free consultation cancelled: ${firstName}, ${when(a)} (${a.reference})`,
  }
  return mail(ctx, tutor.email, {
    kind: `consultation.tutor_${change}`,
    subject: subjects[change],
    content: {
      greeting: `Hello ${oneLine(tutor.name)},`,
      paragraphs: [opening[change]],
      details:
        change === 'cancelled'
          ? [['Reference', a.reference]]
          : [['With', firstName], ['Topic', a.topic], ...(details(a) ?? [])],
      action: { label: 'Your agenda', url: `${ctx.publicUrl}/tutor` },
    },
    invite: consultationInvite(ctx, a, tutor, {
      cancelled: change === 'cancelled',
      homePath: '/tutor',
    }),
  })
}
