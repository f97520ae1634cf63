import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookings, outboxEmails, tutoringSessions, users } from '#server/db/schema.ts'
import { sastDateOf, sastTimeOf } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { insertBookings } from '#tests/support/bookings.ts'
import { createStudent } from '#tests/support/students.ts'
import { bookingEmailContextOf, type BookingEmailContext } from './booking-emails.ts'
import { queueDueReminders } from './booking-reminders.ts'

let t: TestApp
let ctx: BookingEmailContext
let moduleId: number
beforeAll(async () => {
  t = await createTestApp()
  ctx = bookingEmailContextOf(t.config)
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.database.db.delete(bookings)
  await t.database.db.delete(tutoringSessions)
  await t.database.db.delete(outboxEmails)
  await t.database.db.delete(users)
})

const HOUR = 3_600_000
async function booking(
  startsInMs: number,
  options: { status?: 'pending' | 'confirmed' | 'cancelled'; confirmedAgoMs?: number } = {},
) {
  const student = await createStudent(t)
  const at = new Date(Date.now() + startsInMs)
  const [row] = await insertBookings(t.database.db, [
    {
      userId: student.id,
      mathematicsModuleId: moduleId,
      sessionType: 'one_to_one',
      packageType: '1_hour',
      preferredDate: sastDateOf(at),
      preferredTime: sastTimeOf(at),
      scheduledAt: at,
      durationMinutes: 60,
      meetingPlatform: 'google_meet',
      meetingLink: 'https://meet.jit.si/MathsTutoring-test',
      meetingAim: 'Revision',
      amountCents: 25_000,
      paymentStatus: 'completed',
      status: options.status ?? 'confirmed',
      confirmedAt: new Date(Date.now() - (options.confirmedAgoMs ?? 48 * HOUR)),
    },
  ])
  return { id: row!.id, email: student.email }
}

const reminders = async () =>
  (await t.database.db.select().from(outboxEmails)).map((e) => [e.toAddress, e.kind]).sort()

describe('booking reminders (D18)', () => {
  it('sends the 24-hour and the 1-hour reminder once each', async () => {
    const tomorrow = await booking(23 * HOUR)
    const soon = await booking(30 * 60_000)
    expect(await queueDueReminders(t.database.db, ctx)).toBe(2)
    expect(await queueDueReminders(t.database.db, ctx)).toBe(0)
    expect(await reminders()).toEqual(
      [
        [tomorrow.email, 'booking.reminder.24h'],
        [soon.email, 'booking.reminder.1h'],
      ].sort(),
    )
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'booking.reminder.1h'))
    expect(mail!.textBody).toContain('https://meet.jit.si/MathsTutoring-test')

    // An hour before the first session, its 1-hour reminder follows, once.
    await t.database.db
      .update(bookings)
      .set({ scheduledAt: new Date(Date.now() + 40 * 60_000) })
      .where(eq(bookings.id, tomorrow.id))
    expect(await queueDueReminders(t.database.db, ctx)).toBe(1)
    expect(await queueDueReminders(t.database.db, ctx)).toBe(0)
  })

  it('skips pending, cancelled, past and far-off sessions, and the 24-hour one of a late confirmation', async () => {
    await booking(23 * HOUR, { status: 'pending' })
    await booking(23 * HOUR, { status: 'cancelled' })
    await booking(-HOUR)
    await booking(72 * HOUR)
    await booking(10 * HOUR, { confirmedAgoMs: HOUR })
    expect(await queueDueReminders(t.database.db, ctx)).toBe(0)
  })

  it('queues each reminder once when several instances run at the same moment', async () => {
    await Promise.all(Array.from({ length: 6 }, (_, i) => booking((i + 2) * HOUR)))
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => queueDueReminders(t.database.db, ctx)),
    )
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6)
    expect(await reminders()).toHaveLength(6)
  })
})
