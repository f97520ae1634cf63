import { TZDate } from '@date-fns/tz'
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { firstSessionMinutes } from '#shared/booking-rules.ts'
import { labelOf, packageTypes } from '#shared/options.ts'
import { sastTimeZone } from '#shared/sast.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import type { EmailAttachment } from '../../db/schema.ts'

// South Africa keeps UTC+2 all year, so its VTIMEZONE is one fixed STANDARD rule.
const SAST_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${sastTimeZone}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0200',
  'TZNAME:SAST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n')

/** '20261122T181733Z' */
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/**
 * A name as a parameter value (CN=…): RFC 5545 allows no double quote inside one, escaped
 * or not, so it becomes a single quote. (Its line breaks are removed the same way.)
 */
const parameterText = (name: string) => name.replaceAll('"', "'").replace(/[\r\n]+/g, ' ')

/** Properties ical-generator adds that RFC 5545 does not define (a calendar's name, zone). */
const NON_STANDARD = /^(?:NAME|TIMEZONE-ID|X-[A-Z-]+)[;:].*(?:\r\n[ \t].*)*\r\n/gm

/**
 * ical-generator's text as RFC 5545 wants it: DTSTAMP in UTC (it writes the calendar's zone
 * without a 'Z'), none of its non-standard properties, and a CRLF after the last line.
 */
function standardCalendar(text: string): string {
  const content = text
    .replace(/^DTSTAMP:.*$/m, `DTSTAMP:${utcStamp(new Date())}`)
    .replace(NON_STANDARD, '')
  return content.endsWith('\r\n') ? content : `${content}\r\n`
}

export interface InviteContext {
  publicUrl: string
  businessName: string
  businessInbox: string
}

export interface InviteOptions {
  /** Raised by each change after confirming, so calendars replace the earlier invite. */
  sequence?: number
  /** Where the attendee follows their sessions: the student's dashboard, the tutor's agenda. */
  homePath?: string
  /** The session is cancelled: METHOD:CANCEL takes the entry out of the calendar. */
  cancelled?: boolean
}

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
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST
  // A zoned date, so the invite says 10:00 in Africa/Johannesburg whatever the server's zone.
  const start = new TZDate(booking.scheduled_date, sastTimeZone)
  const calendar = ical({
    prodId: { company: ctx.businessName, product: 'Tutoring bookings', language: 'EN' },
    method,
    timezone: { name: sastTimeZone, generator: () => SAST_VTIMEZONE },
  })
  calendar.createEvent({
    id: `booking-${booking.id}@${new URL(ctx.publicUrl).hostname}`,
    sequence,
    ...(cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
    start,
    end: new TZDate(
      start.getTime() + firstSessionMinutes(booking.duration_minutes) * 60_000,
      sastTimeZone,
    ),
    timezone: sastTimeZone,
    summary: `${booking.mathematics_module_name} – ${labelOf(packageTypes, booking.package_type)}`,
    description: [
      `Tutoring with ${ctx.businessName}${booking.tutor_name ? ` and ${booking.tutor_name}` : ''}.`,
      `Aim: ${booking.meeting_aim}`,
      booking.meeting_link ? `Join: ${booking.meeting_link}` : '',
      `Your sessions: ${ctx.publicUrl}${homePath}`,
    ]
      .filter(Boolean)
      .join('\n'),
    location: booking.meeting_link ?? undefined,
    url: booking.meeting_link ?? `${ctx.publicUrl}${homePath}`,
    organizer: { name: parameterText(ctx.businessName), email: ctx.businessInbox },
    attendees: [{ name: parameterText(attendee.name), email: attendee.email, rsvp: false }],
  })
  return {
    filename: 'tutoring-session.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: standardCalendar(calendar.toString()),
  }
}
