import { TZDate } from '@date-fns/tz'
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { sastTimeZone } from '#shared/sast.ts'
import type { EmailAttachment } from '../db/schema.ts'

// D18, issue 26 item 9: the one place calendar invites are written, for sessions and for
// free consultations alike (decision 026).

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
  /** The event is cancelled: METHOD:CANCEL takes the entry out of the calendar. */
  cancelled?: boolean
}

/** What one calendar entry is: its stable id and what the attendee's calendar shows. */
export interface CalendarEvent {
  /** e.g. 'booking-<id>': the UID's local part, the same for every update of the entry. */
  uidPrefix: string
  start: Date
  end: Date
  summary: string
  /** Lines of the description; empty ones are left out. */
  description: string[]
  meetingLink: string | null
  /** The attendee's page for it, the event's URL while it has no meeting link. */
  homeUrl: string
  /** The .ics file's name in the mail. */
  filename: string
  /** The calendar product's name in PRODID. */
  product: string
}

/**
 * A calendar invite in SAST with the zone named (D3, D18), as RFC 5545 reads it: the UID is
 * `uidPrefix@host`, so a moved event updates the same entry (a higher SEQUENCE) and a
 * cancelled one (METHOD:CANCEL) leaves it.
 */
export function calendarInvite(
  ctx: InviteContext,
  event: CalendarEvent,
  attendee: { name: string; email: string },
  { sequence = 0, cancelled = false }: Pick<InviteOptions, 'sequence' | 'cancelled'> = {},
): EmailAttachment {
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST
  // A zoned date, so the invite says 10:00 in Africa/Johannesburg whatever the server's zone.
  const calendar = ical({
    prodId: { company: ctx.businessName, product: event.product, language: 'EN' },
    method,
    timezone: { name: sastTimeZone, generator: () => SAST_VTIMEZONE },
  })
  calendar.createEvent({
    id: `${event.uidPrefix}@${new URL(ctx.publicUrl).hostname}`,
    sequence,
    ...(cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
    start: new TZDate(event.start.getTime(), sastTimeZone),
    end: new TZDate(event.end.getTime(), sastTimeZone),
    timezone: sastTimeZone,
    summary: event.summary,
    description: event.description.filter(Boolean).join('\n'),
    location: event.meetingLink ?? undefined,
    url: event.meetingLink ?? event.homeUrl,
    organizer: { name: parameterText(ctx.businessName), email: ctx.businessInbox },
    attendees: [{ name: parameterText(attendee.name), email: attendee.email, rsvp: false }],
  })
  return {
    filename: event.filename,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: standardCalendar(calendar.toString()),
  }
}
