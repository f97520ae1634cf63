import { firstSessionMinutes } from '#shared/booking-rules.ts'
import { labelOf, packageTypes } from '#shared/options.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import type { EmailAttachment } from '../../db/schema.ts'
import {
  calendarInvite,
  type InviteContext,
  type InviteOptions,
} from '../../lib/calendar-invite.ts'

export type { InviteContext, InviteOptions }

/**
 * D18: the calendar invite of a confirmed session, in SAST with the zone named. The
 * event's UID is the booking's, so a rescheduled session updates the same calendar entry
 * and a cancelled one (a higher SEQUENCE, METHOD:CANCEL) leaves it.
 */
export function bookingInvite(
  ctx: InviteContext,
  booking: Booking,
  attendee: { name: string; email: string },
  { sequence = 0, homePath = '/dashboard', cancelled = false }: InviteOptions = {},
): EmailAttachment {
  const start = new Date(booking.scheduled_date)
  return calendarInvite(
    ctx,
    {
      uidPrefix: `booking-${booking.id}`,
      start,
      end: new Date(start.getTime() + firstSessionMinutes(booking.duration_minutes) * 60_000),
      summary: `${booking.mathematics_module_name} – ${labelOf(packageTypes, booking.package_type)}`,
      description: [
        `Tutoring with ${ctx.businessName}${booking.tutor_name ? ` and ${booking.tutor_name}` : ''}.`,
        `Aim: ${booking.meeting_aim}`,
        booking.meeting_link ? `Join: ${booking.meeting_link}` : '',
        `Your sessions: ${ctx.publicUrl}${homePath}`,
      ],
      meetingLink: booking.meeting_link,
      homeUrl: `${ctx.publicUrl}${homePath}`,
      filename: 'tutoring-session.ics',
      product: 'Tutoring bookings',
    },
    attendee,
    { sequence, cancelled },
  )
}
