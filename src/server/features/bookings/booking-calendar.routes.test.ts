import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookings } from '#server/db/schema.ts'
import { bookingMessages } from '#shared/messages.ts'
import { sastSlotToInstant, todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { clearBookingData, insertBookings } from '#tests/support/bookings.ts'
import { createStudent, createTutor, type TestStudent } from '#tests/support/students.ts'

let t: TestApp
let moduleId: number
beforeAll(async () => {
  t = await createTestApp()
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => clearBookingData(t.database.db))

const date = todayInSast(new Date(Date.now() + 5 * 86_400_000))

async function storedBooking(
  student: TestStudent,
  status: 'pending' | 'confirmed' | 'cancelled' | 'completed',
) {
  const tutor = await createTutor(t.database.db, { name: 'Naledi Dlamini' })
  const [row] = await insertBookings(t.database.db, [
    {
      userId: student.id,
      tutorId: tutor.id,
      mathematicsModuleId: moduleId,
      sessionType: 'one_to_one',
      packageType: '2_hours',
      preferredDate: date,
      preferredTime: '14:30',
      scheduledAt: sastSlotToInstant(date, '14:30'),
      durationMinutes: 120,
      meetingPlatform: 'google_meet',
      meetingLink: 'https://meet.jit.si/MathsTutoring-calendar-test',
      meetingAim: 'Integration by parts',
      amountCents: 45_000,
      paymentStatus: 'completed',
      status,
      confirmedAt: status === 'pending' ? null : new Date(),
    },
  ])
  return row!.id
}

const calendar = (id: string, student?: TestStudent) =>
  t.request({
    method: 'GET',
    url: `/api/bookings/${id}/calendar.ics`,
    headers: student ? { cookie: student.cookie } : {},
  })

describe('GET /api/bookings/{id}/calendar.ics (issue 20)', () => {
  it('answers the confirmed session as a calendar download in SAST, with the zone named', async () => {
    const student = await createStudent(t)
    const id = await storedBooking(student, 'confirmed')
    const res = await calendar(id, student)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="session.ics"')
    const ics = res.body
    expect(ics).toContain('BEGIN:VCALENDAR')
    expect(ics).toContain('TZID:Africa/Johannesburg')
    const compact = date.replaceAll('-', '')
    // 14:30 to 16:30 SAST: the booking's two hours, in the zone, not shifted to UTC.
    expect(ics).toContain(`DTSTART;TZID=Africa/Johannesburg:${compact}T143000`)
    expect(ics).toContain(`DTEND;TZID=Africa/Johannesburg:${compact}T163000`)
    expect(ics).toContain(`UID:booking-${id}@`)
    expect(ics).toContain('https://meet.jit.si/MathsTutoring-calendar-test')
    // Long lines are folded (RFC 5545 §3.1): unfold before looking for the attendee.
    expect(ics.replace(/\r\n /g, '')).toContain(`MAILTO:${student.email}`)
  })

  it('carries the SEQUENCE of the last invite mailed, so a calendar keeps the newest', async () => {
    const student = await createStudent(t)
    const id = await storedBooking(student, 'confirmed')
    // Moved twice by the office: its mailed invites went out at SEQUENCE 1, then 2.
    await t.database.db.update(bookings).set({ inviteSequence: 2 }).where(eq(bookings.id, id))
    const res = await calendar(id, student)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('\r\nSEQUENCE:2\r\n')
  })

  it('asks a visitor to sign in', async () => {
    const student = await createStudent(t)
    const id = await storedBooking(student, 'confirmed')
    const res = await calendar(id)
    expect(res.statusCode).toBe(401)
  })

  it("answers another student's booking as a missing one", async () => {
    const owner = await createStudent(t)
    const other = await createStudent(t)
    const id = await storedBooking(owner, 'confirmed')
    const res = await calendar(id, other)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: bookingMessages.notFound })
  })

  it('answers an unknown or malformed id with 404', async () => {
    const student = await createStudent(t)
    expect((await calendar(crypto.randomUUID(), student)).statusCode).toBe(404)
    expect((await calendar('not-a-booking', student)).statusCode).toBe(404)
  })

  it.each(['pending', 'cancelled', 'completed'] as const)(
    'refuses a %s booking with 409',
    async (status) => {
      const student = await createStudent(t)
      const id = await storedBooking(student, status)
      const res = await calendar(id, student)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ error: bookingMessages.calendarNotConfirmed })
    },
  )
})
