import { formatZar } from '#shared/money.ts'
import { formatHoursAndMinutes } from '#shared/package-hours.ts'
import { formatSastDateTime, formatSastWeekdayDate, sastFormat } from '#shared/sast.ts'
import type { BookingSeries } from '#shared/schemas/booking-series.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import { renderEmail } from '../../lib/email-layout.ts'
import type { QueuedEmail } from '../../outbox/outbox.ts'
import { oneLine, type BookingEmailContext, type Student } from '../bookings/booking-emails.ts'
import { bookingInvite, type InviteOptions } from '../bookings/booking-invite.ts'

// D27: a weekly series is told in one mail per person, not one per week: the student and
// the tutor each get the weeks listed with every session's calendar invite attached (each
// its booking's UID, so a week moved or cancelled later updates its own entry).

const weekdayFormat = sastFormat('en-GB', { weekday: 'long' })
const weekday = (series: BookingSeries) =>
  weekdayFormat().format(new Date(series.sessions[0]?.scheduled_date ?? series.first_date))

/** 'every Thursday at 16:00' */
export function seriesRhythm(series: BookingSeries): string {
  return `every ${weekday(series)} at ${series.time}`
}

/** 'Thu 3 Dec, 16:00 – https://meet.jit.si/…' per week. */
const weekLines = (sessions: Booking[], withLinks: boolean) =>
  sessions
    .map(
      (session) =>
        `${formatSastWeekdayDate(session.scheduled_date)}, ${session.preferred_time}${
          withLinks && session.meeting_link ? ` – ${session.meeting_link}` : ''
        }`,
    )
    .join('\n')

const invites = (
  ctx: BookingEmailContext,
  sessions: Booking[],
  attendee: { name: string; email: string },
  options: InviteOptions,
) =>
  sessions.map((session) => ({
    ...bookingInvite(ctx, session, attendee, options),
    filename: `tutoring-session-${session.preferred_date}.ics`,
  }))

function paymentLine(series: BookingSeries): string {
  if (series.payment_method === 'package') {
    const minutes = series.session_minutes * series.sessions.length
    return `${formatHoursAndMinutes(minutes)} from your package hours`
  }
  const total = series.sessions.reduce((sum, session) => sum + session.amount_cents, 0)
  return `${formatZar(total)} paid by card (${series.sessions.length} sessions)`
}

/** The student's confirmation of every week, with an invite for each. */
export function seriesBooked(
  ctx: BookingEmailContext,
  series: BookingSeries,
  student: Student,
): QueuedEmail {
  const first = series.sessions[0]
  const { text, html } = renderEmail({
    greeting: `Hello ${oneLine(student.name)},`,
    paragraphs: [
      `Your ${series.sessions.length} weekly sessions with ${series.tutor_name} are confirmed, ${seriesRhythm(series)} (South African time):`,
      weekLines(series.sessions, true),
      'The calendar invites attached to this email add each session to your calendar. We will remind you 24 hours and 1 hour before each one.',
      'You may cancel any week up to 24 hours before it starts, from your dashboard.',
    ],
    details: [
      ['Module', first?.mathematics_module_name],
      ['Aim of the sessions', first?.meeting_aim],
      ['Payment', paymentLine(series)],
      ['Series reference', series.reference],
    ],
    action: { label: 'View your dashboard', url: `${ctx.publicUrl}/dashboard` },
    signature: `Kind regards,\n${ctx.businessName}`,
  })
  return {
    to: student.email,
    subject: `Weekly sessions confirmed: ${seriesRhythm(series)} – ${ctx.businessName}`,
    text,
    html,
    kind: 'booking_series.booked',
    headers: { 'Reply-To': ctx.businessInbox },
    attachments: invites(ctx, series.sessions, student, { homePath: '/dashboard' }),
  }
}

/** The tutor hears of the weeks booked in their open times, with the invites (D25). */
export function seriesForTutor(
  ctx: BookingEmailContext,
  series: BookingSeries,
  tutor: { name: string; email: string },
  studentName: string,
): QueuedEmail {
  const firstName = oneLine(studentName).split(' ')[0] ?? ''
  const first = series.sessions[0]
  const { text, html } = renderEmail({
    greeting: `Hello ${oneLine(tutor.name)},`,
    paragraphs: [
      `${firstName} booked ${series.sessions.length} weekly sessions with you, ${seriesRhythm(series)} (SAST). They are confirmed and in the attached calendar invites:`,
      weekLines(series.sessions, true),
    ],
    details: [
      ['Student', firstName],
      ['Module', first?.mathematics_module_name],
      ['Aim of the sessions', first?.meeting_aim],
    ],
    action: { label: 'Your agenda', url: `${ctx.publicUrl}/tutor` },
    signature: `Kind regards,\n${ctx.businessName}`,
  })
  return {
    to: tutor.email,
    subject: `Weekly sessions booked: ${firstName}, ${seriesRhythm(series)} – ${ctx.businessName}`,
    text,
    html,
    kind: 'booking_series.tutor_booked',
    headers: { 'Reply-To': ctx.businessInbox },
    attachments: invites(ctx, series.sessions, tutor, { homePath: '/tutor' }),
  }
}

/** The weeks cancelled from a date on: one mail to the student, one notice to the office. */
export function seriesCancelled(
  ctx: BookingEmailContext,
  series: BookingSeries,
  cancelled: Booking[],
  kept: Booking[],
  student: Student,
  /** The confirmed weeks among them, each with its calendar update's SEQUENCE. */
  inCalendars: { booking: Booking; inviteSequence: number }[] = [],
): QueuedEmail[] {
  const refundCents = cancelled
    .filter((session) => session.refund_due)
    .reduce((sum, session) => sum + session.amount_cents, 0)
  const outcome =
    series.payment_method === 'package'
      ? 'Their hours are back in your package.'
      : refundCents > 0
        ? `You paid ${formatZar(refundCents)} for them; we will refund it to you.`
        : ''
  const keptLine =
    kept.length > 0
      ? [
          `These weeks are less than 24 hours away and stay booked: ${kept
            .map((session) => formatSastDateTime(session.scheduled_date))
            .join(', ')}.`,
        ]
      : []
  const receipt = renderEmail({
    greeting: `Hello ${oneLine(student.name)},`,
    paragraphs: [
      `These weekly sessions with ${series.tutor_name} are cancelled:`,
      weekLines(cancelled, false),
      ...(outcome ? [outcome] : []),
      ...keptLine,
    ],
    action: { label: 'View your dashboard', url: `${ctx.publicUrl}/dashboard` },
    signature: `Kind regards,\n${ctx.businessName}`,
  })
  const notice = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      `${oneLine(student.name)} cancelled ${cancelled.length} weeks of their series with ${series.tutor_name}, ${seriesRhythm(series)}:`,
      weekLines(cancelled, false),
      ...(refundCents > 0
        ? [`They were paid by card: ${formatZar(refundCents)} is due as a refund.`]
        : []),
    ],
    signature: `— ${ctx.businessName} website`,
  })
  return [
    {
      to: student.email,
      subject: `Weekly sessions cancelled – ${ctx.businessName}`,
      ...receipt,
      kind: 'booking_series.cancelled',
      headers: { 'Reply-To': ctx.businessInbox },
      attachments: inCalendars.map(({ booking, inviteSequence }) => ({
        ...bookingInvite(ctx, booking, student, { sequence: inviteSequence, cancelled: true }),
        filename: `tutoring-session-${booking.preferred_date}.ics`,
      })),
    },
    {
      to: ctx.businessInbox,
      subject: `Weekly sessions cancelled: ${oneLine(student.name)}${refundCents > 0 ? ' (refund due)' : ''}`,
      ...notice,
      kind: 'booking_series.cancelled.notification',
      headers: { 'Reply-To': student.email },
    },
  ]
}
