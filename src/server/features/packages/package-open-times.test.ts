import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookings, tutoringPackages } from '#server/db/schema.ts'
import { bookingEmailContextOf } from '#server/features/bookings/booking-emails.ts'
import { holdLapsedReason, lapseUnpaidHolds } from '#server/features/bookings/booking-holds.ts'
import { addSastDays } from '#shared/open-times.ts'
import { todayInSast } from '#shared/sast.ts'
import { tutorTimeMessages } from '#shared/schemas/tutor-time.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'
import {
  clearTutorTime,
  createTutorAccount,
  publishEveryDay,
  type TestTutor,
} from '../tutor-time/tutor-time.test-support.ts'

// D25 with D26: a package's hours spent at a tutor's open times, and a package bought by a
// bank transfer that never came.

let t: TestApp
let moduleId: number
let tutor: TestTutor
const day = addSastDays(todayInSast(), 3)
const HOUR = 60 * 60_000

beforeAll(async () => {
  t = await createTestApp()
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => {
  await clearTutorTime(t)
  tutor = await createTutorAccount(t)
  await publishEveryDay(t, tutor.id, 14 * 60, 18 * 60)
})

const book = (student: TestStudent, overrides: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: student.cookie },
    payload: {
      session_type: 'one_to_one',
      mathematics_module_id: moduleId,
      tutor_id: tutor.id,
      preferred_date: day,
      preferred_time: '14:00',
      meeting_platform: 'google_meet',
      meeting_aim: 'Prepare for the June calculus test',
      ...overrides,
    },
  })

async function packageOf(id: string) {
  const [row] = await t.database.db
    .select()
    .from(tutoringPackages)
    .where(eq(tutoringPackages.id, id))
  return row!
}

describe('package hours at a tutor’s open times', () => {
  it('confirms a session from the hours at once, with the invite to student and tutor', async () => {
    const student = await createStudent(t)
    const intent = await t.request({
      method: 'POST',
      url: '/api/payment-intents',
      headers: { cookie: student.cookie },
      payload: { purpose: 'booking', package_type: '1_week' },
    })
    await t.request({
      method: 'POST',
      url: `/api/payment-intents/${intent.json().id}/confirm`,
      headers: { cookie: student.cookie },
      payload: { token: 'tok_sandbox_success' },
    })
    const bought = await book(student, {
      package_type: '1_week',
      payment_method: 'google_pay',
      payment_data: { payment_intent_id: intent.json().id },
    })
    expect(bought.statusCode, bought.body).toBe(201)
    expect(bought.json().status).toBe('confirmed')

    const twoHours = await book(student, {
      package_id: bought.json().package_id,
      payment_method: 'package',
      duration_minutes: 120,
      preferred_date: addSastDays(day, 1),
      preferred_time: '15:30',
    })
    expect(twoHours.statusCode, twoHours.body).toBe(201)
    expect(twoHours.json()).toMatchObject({ status: 'confirmed', duration_minutes: 120 })
    expect(twoHours.json().meeting_link).toMatch(/^https:\/\//)
    const kinds = (await queuedEmails(t.database.db)).map((email) => email.kind)
    expect(kinds.slice(-2)).toEqual(['booking.confirmed', 'booking.tutor_confirmed'])
    expect(await packageOf(bought.json().package_id)).toMatchObject({ minutesScheduled: 180 })

    // Two hours from 17:00 run past the tutor's 18:00: not open, and nothing spent.
    const late = await book(student, {
      package_id: bought.json().package_id,
      payment_method: 'package',
      duration_minutes: 120,
      preferred_date: addSastDays(day, 2),
      preferred_time: '17:00',
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().error).toBe(tutorTimeMessages.notOpen)
    expect(await packageOf(bought.json().package_id)).toMatchObject({ minutesScheduled: 180 })
  })

  it('closes a package whose bank transfer never came when its hold lapses', async () => {
    const student = await createStudent(t)
    const bought = await book(student, { package_type: '1_month', payment_method: 'bank_transfer' })
    expect(bought.statusCode, bought.body).toBe(201)
    expect(bought.json().status).toBe('pending')
    const ctx = bookingEmailContextOf(t.config)
    expect(await lapseUnpaidHolds(t.database.db, ctx, new Date(Date.now() + 49 * HOUR))).toBe(1)
    expect(await packageOf(bought.json().package_id)).toMatchObject({
      cancelReason: holdLapsedReason,
      minutesScheduled: 0,
      minutesUsed: 0,
    })
    const [row] = await t.database.db.select().from(bookings)
    expect(row).toMatchObject({ status: 'cancelled', refundDue: false })
  })
})
