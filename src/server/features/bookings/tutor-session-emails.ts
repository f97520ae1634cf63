import type { Booking } from '#shared/schemas/booking.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import { renderEmail } from '../../lib/email-layout.ts'
import type { QueuedEmail } from '../../outbox/outbox.ts'
import { oneLine, type BookingEmailContext } from './booking-emails.ts'
import { bookingInvite } from './booking-invite.ts'

// What a tutor hears of the sessions in their time (D25): booked, and cancelled.

/**
 * D25: the tutor hears of a session booked in their open time, with the invite. Only what
 * the session needs: the student's first name, the module, the aim, the time and the link.
 */
export function bookingForTutor(
  ctx: BookingEmailContext,
  booking: Booking,
  tutor: { name: string; email: string },
  studentName: string,
): QueuedEmail {
  const firstName = oneLine(studentName).split(' ')[0] ?? ''
  const when = formatSastDateTime(booking.scheduled_date)
  const { text, html } = renderEmail({
    greeting: `Hello ${oneLine(tutor.name)},`,
    paragraphs: [
      `${firstName} booked a session with you for ${when} (SAST). It is confirmed and in the attached calendar invite.`,
    ],
    details: [
      ['Student', firstName],
      ['Module', booking.mathematics_module_name],
      ['Aim of the session', booking.meeting_aim],
      ['Time', `${when} (SAST)`],
      ['Meeting link', booking.meeting_link],
    ],
    action: { label: 'Your agenda', url: `${ctx.publicUrl}/tutor` },
    signature: `Kind regards,\n${ctx.businessName}`,
  })
  return {
    to: tutor.email,
    subject: `Session booked: ${firstName}, ${when} – ${ctx.businessName}`,
    text,
    html,
    kind: 'booking.tutor_confirmed',
    headers: { 'Reply-To': ctx.businessInbox },
    attachments: [bookingInvite(ctx, booking, tutor, { homePath: '/tutor' })],
  }
}

/**
 * The tutor hears that a confirmed session of theirs was cancelled (by the student or the
 * office), with the calendar update that takes it out of their calendar. Several weeks of a
 * series go in one mail, one update each.
 */
export function sessionsCancelledForTutor(
  ctx: BookingEmailContext,
  cancelled: { booking: Booking; inviteSequence: number }[],
  tutor: { name: string; email: string },
  studentName: string,
): QueuedEmail {
  const firstName = oneLine(studentName).split(' ')[0] ?? ''
  const times = cancelled.map(
    ({ booking }) => `${formatSastDateTime(booking.scheduled_date)} (SAST)`,
  )
  const { text, html } = renderEmail({
    greeting: `Hello ${oneLine(tutor.name)},`,
    paragraphs: [
      times.length === 1
        ? `The session with ${firstName} on ${times[0]} is cancelled.`
        : `These sessions with ${firstName} are cancelled: ${times.join(', ')}.`,
      `The calendar update attached to this email takes ${times.length === 1 ? 'it' : 'them'} out of your calendar; the time is open again in your agenda.`,
    ],
    action: { label: 'Your agenda', url: `${ctx.publicUrl}/tutor` },
    signature: `Kind regards,\n${ctx.businessName}`,
  })
  return {
    to: tutor.email,
    subject: `Session cancelled: ${firstName}, ${times[0] ?? ''} – ${ctx.businessName}`,
    text,
    html,
    kind: 'booking.tutor_cancelled',
    headers: { 'Reply-To': ctx.businessInbox },
    attachments: cancelled.map(({ booking, inviteSequence }) => ({
      ...bookingInvite(ctx, booking, tutor, {
        sequence: inviteSequence,
        homePath: '/tutor',
        cancelled: true,
      }),
      filename: `tutoring-session-${booking.preferred_date}.ics`,
    })),
  }
}
