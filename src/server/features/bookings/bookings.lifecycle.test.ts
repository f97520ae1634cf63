import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookings, outboxEmails, tutoringSessions, tutors, users } from '#server/db/schema.ts'
import { bookingMessages } from '#shared/messages.ts'
import { todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createStudent, createTutor, type TestStudent } from '#tests/support/students.ts'
import { cancelBookingAsAdmin, completeBooking, confirmBooking } from './booking-lifecycle.ts'
import type { BookingsContext } from './bookings.service.ts'
import { bookingEmailContextOf } from './booking-emails.ts'

// The administrator's screens come with the back-office issue; the lifecycle they call
// (D17, D18) is tested here through the service.

let t: TestApp
let ctx: BookingsContext
let moduleId: number
let admin: TestStudent
beforeAll(async () => {
  t = await createTestApp()
  ctx = { db: t.database.db, ...bookingEmailContextOf(t.config) }
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.database.db.delete(bookings)
  await t.database.db.delete(tutoringSessions)
  await t.database.db.delete(outboxEmails)
  await t.database.db.delete(tutors)
  await t.database.db.delete(users)
  admin = await createStudent(t, { role: 'admin' })
})

const date = () => todayInSast(new Date(Date.now() + 4 * 86_400_000))
async function book(student: TestStudent, extra: Record<string, unknown> = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: student.cookie },
    payload: {
      session_type: 'one_to_one',
      mathematics_module_id: moduleId,
      package_type: '1_hour',
      preferred_date: date(),
      preferred_time: '10:00',
      payment_method: 'bank_transfer',
      meeting_aim: 'Algebra revision',
      ...extra,
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: string }
}

describe('booking lifecycle (D17)', () => {
  it('confirms with a created meeting link when the student gave none (D18), then completes', async () => {
    const student = await createStudent(t)
    const { id } = await book(student)
    const confirmed = await confirmBooking(ctx, admin, id)
    expect(confirmed.status).toBe('confirmed')
    expect(confirmed.meeting_link).toMatch(/^https:\/\/meet\.jit\.si\/MathsTutoring-[\w-]{20}$/)
    // The student is told, with a calendar invite in SAST (D18).
    const [mail] = (await t.database.db.select().from(outboxEmails)).filter(
      (e) => e.kind === 'booking.confirmed',
    )
    expect(mail!.toAddress).toBe(student.email)
    expect(mail!.textBody).toContain(confirmed.meeting_link)
    const invite = mail!.attachments[0]!
    expect(invite.contentType).toContain('text/calendar')
    expect(invite.content).toContain('METHOD:REQUEST')
    expect(invite.content).toContain('TZID:Africa/Johannesburg')
    expect(invite.content).toMatch(/DTSTART;TZID=Africa\/Johannesburg:\d{8}T100000/)
    expect(invite.content).toContain(`UID:booking-${id}@localhost`)
    // Not before the session's time: it cannot have taken place yet.
    await expect(completeBooking(ctx, admin, id)).rejects.toMatchObject({
      statusCode: 409,
      message: bookingMessages.notStartedYet,
    })
    await t.database.db
      .update(bookings)
      .set({ scheduledAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(bookings.id, id))
    const completed = await completeBooking(ctx, admin, id)
    expect(completed.status).toBe('completed')
    await expect(cancelBookingAsAdmin(ctx, admin, id, 'late')).rejects.toMatchObject({
      statusCode: 409,
    })
    await expect(confirmBooking(ctx, admin, id)).rejects.toMatchObject({ statusCode: 409 })
  })

  it("keeps the student's own link and moves the session to the time the business sets", async () => {
    const student = await createStudent(t)
    const tutor = await createTutor(t.database.db)
    const { id } = await book(student, { meeting_link: 'https://zoom.us/j/123' })
    const at = new Date(`${date()}T13:00:00Z`)
    const confirmed = await confirmBooking(ctx, admin, id, { scheduledAt: at, tutorId: tutor.id })
    expect(confirmed).toMatchObject({
      meeting_link: 'https://zoom.us/j/123',
      scheduled_date: at.toISOString(),
      tutor_name: 'Naledi Dlamini',
    })
  })

  it('uses the configured meeting provider, and a Jitsi room when it fails (D18)', async () => {
    const student = await createStudent(t)
    const requests: string[] = []
    const google = {
      name: 'google-calendar',
      async createMeetingLink(request: { requestId: string }) {
        requests.push(request.requestId)
        return 'https://meet.google.com/abc-defg-hij'
      },
    }
    const first = await book(student)
    expect((await confirmBooking({ ...ctx, meetings: google }, admin, first.id)).meeting_link).toBe(
      'https://meet.google.com/abc-defg-hij',
    )
    expect(requests).toEqual([`booking-${first.id}`])

    const down = {
      name: 'google-calendar',
      async createMeetingLink(): Promise<string> {
        throw new Error('Google Calendar answered 503')
      },
    }
    const second = await book(student, { preferred_time: '12:00' })
    const warnings: unknown[] = []
    const confirmed = await confirmBooking(
      { ...ctx, meetings: down, log: { warn: (obj: unknown) => warnings.push(obj) } },
      admin,
      second.id,
    )
    expect(confirmed.meeting_link).toMatch(/^https:\/\/meet\.jit\.si\//)
    expect(warnings).toHaveLength(1)
  })

  it('refuses to confirm a second booking into a tutor slot that is held', async () => {
    const tutor = await createTutor(t.database.db)
    const held = await book(await createStudent(t), { tutor_id: tutor.id })
    const other = await book(await createStudent(t), { preferred_time: '11:00' })
    await confirmBooking(ctx, admin, held.id)
    await expect(
      confirmBooking(ctx, admin, other.id, {
        scheduledAt: new Date(`${date()}T08:00:00Z`),
        tutorId: tutor.id,
      }),
    ).rejects.toMatchObject({ statusCode: 409 })
  })

  it('never completes a pending booking; an administrator cancels at any time and the student is told', async () => {
    const student = await createStudent(t)
    const { id } = await book(student)
    await expect(completeBooking(ctx, admin, id)).rejects.toMatchObject({ statusCode: 409 })
    await confirmBooking(ctx, admin, id)
    await t.database.db.delete(outboxEmails)
    const cancelled = await cancelBookingAsAdmin(ctx, admin, id, 'Tutor ill')
    expect(cancelled.status).toBe('cancelled')
    const kinds = (await t.database.db.select().from(outboxEmails)).map((e) => e.kind).sort()
    expect(kinds).toEqual(['booking.cancelled', 'booking.cancelled.notification'])
  })
})
