import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { Booking } from '#shared/schemas/booking.ts'
import { bookingInvite } from './booking-invite.ts'

const ctx = {
  publicUrl: 'https://tutoring.example.co.za',
  businessName: 'Maths "Best" Tutoring',
  businessInbox: 'office@tutoring.example.co.za',
}
const booking = {
  id: '6a0f0b7e-4b8e-4a63-9d55-1e7cfe1b2a10',
  scheduled_date: '2026-12-04T08:00:00.000Z',
  duration_minutes: 60,
  mathematics_module_name: 'Calculus',
  package_type: '1_hour',
  tutor_name: 'Zanele Mthembu',
  meeting_aim: 'Limits and derivatives',
  meeting_link: 'https://meet.jit.si/maths-abc',
} as Booking

describe('the calendar invite (issue 26)', () => {
  const invite = bookingInvite(ctx, booking, {
    name: 'Thandi "TJ" Mokoena',
    email: 's@example.com',
  })

  it('is RFC 5545 as a parser reads it: valid parameters, standard properties, CRLF to the end', () => {
    expect(invite.content.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(invite.content.replaceAll('\r\n', '')).not.toMatch(/\n/)
    const calendar = new ICAL.Component(ICAL.parse(invite.content))
    const names = (component: ICAL.Component): string[] => [
      ...component.getAllProperties().map((property) => property.name),
      ...component.getAllSubcomponents().flatMap(names),
    ]
    expect(names(calendar).filter((name) => /^x-|^name$|^timezone-id$/.test(name))).toEqual([])
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    expect(event.uid).toBe(`booking-${booking.id}@tutoring.example.co.za`)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-04T08:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-04T09:00:00.000Z')
    // A name with double quotes stays one parameter value (RFC 5545 allows none inside).
    expect(event.organizer).toBe('mailto:office@tutoring.example.co.za')
    const attendee = event.attendees[0]!
    expect(attendee.getParameter('cn')).toBe("Thandi 'TJ' Mokoena")
    expect(attendee.getFirstValue()).toMatch(/^mailto:s@example\.com$/i)
  })
})
