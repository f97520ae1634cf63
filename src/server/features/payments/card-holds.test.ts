import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookings, paymentIntents, tutoringSessions } from '#server/db/schema.ts'
import { TEST_CLOCK_HEADER } from '#server/plugins/test-clock.ts'
import { addSastDays } from '#shared/open-times.ts'
import { todayInSast } from '#shared/sast.ts'
import { cardHoldMessages } from '#shared/schemas/payments.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'
import {
  clearTutorTime,
  createTutorAccount,
  publishEveryDay,
  type TestTutor,
} from '../tutor-time/tutor-time.test-support.ts'
import { refundEmailContextOf } from './refund-emails.ts'
import { refundUnattachedPayments } from './unattached-refunds.ts'

// Issue 20, D25: a card payment for a tutor's open time holds it for 10 minutes, so two
// students cannot both pay for it; a student whose hold lapsed and whose time someone else
// took is refused the booking, and the unused payment is refunded by the sweep.

const notOpen = 'That time is no longer open. Choose another time.'
const MINUTE = 60_000
let t: TestApp
let moduleId: number
let tutor: TestTutor
const day = addSastDays(todayInSast(), 3)

beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK: 'true' })
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => {
  await clearTutorTime(t)
  await t.database.db.delete(paymentIntents)
  tutor = await createTutorAccount(t)
  await publishEveryDay(t, tutor.id, 14 * 60, 18 * 60)
})

/** Requests as if made `aheadMs` later (the per-request test clock). */
const later = (aheadMs: number) => (aheadMs ? { [TEST_CLOCK_HEADER]: String(aheadMs) } : {})

const startIntent = (student: TestStudent, overrides: Record<string, unknown> = {}, aheadMs = 0) =>
  t.request({
    method: 'POST',
    url: '/api/payment-intents',
    headers: { cookie: student.cookie, ...later(aheadMs) },
    payload: {
      purpose: 'booking',
      package_type: '1_hour',
      tutor_id: tutor.id,
      preferred_date: day,
      preferred_time: '14:00',
      ...overrides,
    },
  })

async function pay(student: TestStudent, intentId: string, aheadMs = 0) {
  const res = await t.request({
    method: 'POST',
    url: `/api/payment-intents/${intentId}/confirm`,
    headers: { cookie: student.cookie, ...later(aheadMs) },
    payload: { token: 'tok_sandbox_success' },
  })
  expect(res.statusCode, res.body).toBe(200)
}

const book = (
  student: TestStudent,
  intentId: string,
  overrides: Record<string, unknown> = {},
  aheadMs = 0,
) =>
  t.request({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: student.cookie, ...later(aheadMs) },
    payload: {
      session_type: 'one_to_one',
      mathematics_module_id: moduleId,
      package_type: '1_hour',
      tutor_id: tutor.id,
      preferred_date: day,
      preferred_time: '14:00',
      meeting_platform: 'google_meet',
      meeting_aim: 'Prepare for the June calculus test',
      payment_method: 'google_pay',
      payment_data: { payment_intent_id: intentId },
      ...overrides,
    },
  })

async function openTimesOfDay(aheadMs = 0): Promise<string[]> {
  const res = await t.request({
    method: 'GET',
    url: `/api/tutors/${tutor.id}/slots?from=${day}&to=${day}&package_type=1_hour`,
    headers: later(aheadMs),
  })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().slots as { time: string }[]).map((slot) => slot.time)
}

async function intentRow(id: string) {
  const [row] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, id))
  return row
}

describe('POST /api/payment-intents for a tutor’s open time', () => {
  it('holds the time: it is no longer open, and an overlapping intent is 409 creating nothing', async () => {
    const first = await createStudent(t)
    const created = await startIntent(first)
    expect(created.statusCode, created.body).toBe(201)
    const intent = await intentRow(created.json().id)
    expect(intent?.sessionId).not.toBeNull()
    const [session] = await t.database.db.select().from(tutoringSessions)
    expect(session).toMatchObject({ tutorId: tutor.id, held: true, sessionType: 'one_to_one' })
    const holdMs = (session?.holdExpiresAt?.getTime() ?? 0) - Date.now()
    expect(holdMs).toBeGreaterThan(9 * MINUTE)
    expect(holdMs).toBeLessThanOrEqual(10 * MINUTE)

    const open = await openTimesOfDay()
    expect(open).not.toContain('14:00')
    expect(open).not.toContain('13:30')
    expect(open).toContain('15:00')

    const second = await createStudent(t)
    const clash = await startIntent(second, { preferred_time: '14:30' })
    expect(clash.statusCode).toBe(409)
    expect(clash.json().error).toBe(notOpen)
    expect(await t.database.db.select().from(paymentIntents)).toHaveLength(1)
    expect(await t.database.db.select().from(tutoringSessions)).toHaveLength(1)
  })

  it('lets the student try again after a declined card, releasing their own earlier hold', async () => {
    const student = await createStudent(t)
    const declined = (await startIntent(student)).json().id as string
    const refused = await t.request({
      method: 'POST',
      url: `/api/payment-intents/${declined}/confirm`,
      headers: { cookie: student.cookie },
      payload: { token: 'tok_sandbox_declined' },
    })
    expect(refused.statusCode).toBe(402)
    const retry = await startIntent(student, { preferred_time: '14:30' })
    expect(retry.statusCode, retry.body).toBe(201)
    await pay(student, retry.json().id)
    const booked = await book(student, retry.json().id, { preferred_time: '14:30' })
    expect(booked.statusCode, booked.body).toBe(201)
    // Another student's hold is theirs until it lapses.
    const other = await startIntent(await createStudent(t), { preferred_time: '16:00' })
    expect(other.statusCode).toBe(201)
    expect((await startIntent(student, { preferred_time: '16:30' })).statusCode).toBe(409)
  })

  it('holds nothing without a time, or for a tutor who publishes no availability', async () => {
    const student = await createStudent(t)
    const plain = await startIntent(student, {
      preferred_date: undefined,
      preferred_time: undefined,
    })
    expect(plain.statusCode, plain.body).toBe(201)
    await clearTutorTime(t)
    tutor = await createTutorAccount(t)
    const requestFlow = await startIntent(await createStudent(t))
    expect(requestFlow.statusCode, requestFlow.body).toBe(201)
    expect(await t.database.db.select().from(tutoringSessions)).toHaveLength(0)
    expect((await intentRow(requestFlow.json().id))?.sessionId).toBeNull()
  })

  it('refuses a date without a time of day, and a time outside the tutor’s hours', async () => {
    const student = await createStudent(t)
    const half = await startIntent(student, { preferred_time: undefined })
    expect(half.statusCode).toBe(400)
    const outside = await startIntent(student, { preferred_time: '10:00' })
    expect(outside.statusCode).toBe(409)
    expect(outside.json().error).toBe(notOpen)
    expect(await t.database.db.select().from(paymentIntents)).toHaveLength(0)
  })
})

describe('POST /api/bookings paid with an intent that holds the time', () => {
  it('confirms the booking in the held session and clears the hold', async () => {
    const student = await createStudent(t)
    const intentId = (await startIntent(student)).json().id as string
    await pay(student, intentId)
    const res = await book(student, intentId)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().status).toBe('confirmed')
    const sessions = await t.database.db.select().from(tutoringSessions)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]).toMatchObject({ held: true, holdExpiresAt: null })
    const [booking] = await t.database.db.select().from(bookings)
    expect(booking?.sessionId).toBe(sessions[0]?.id)
    expect((await intentRow(intentId))?.usedAt).not.toBeNull()
  })

  // Another length is another package, which the intent's item already refuses (400).
  it.each([
    ['another time', async () => ({ preferred_time: '15:00' })],
    ['another tutor', async () => ({ tutor_id: (await createTutorAccount(t)).id })],
  ])('refuses %s than the payment holds with 409, storing nothing', async (_name, overrides) => {
    const student = await createStudent(t)
    const intentId = (await startIntent(student)).json().id as string
    await pay(student, intentId)
    const res = await book(student, intentId, await overrides())
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe(cardHoldMessages.mismatch)
    expect(await t.database.db.select().from(bookings)).toHaveLength(0)
    expect((await intentRow(intentId))?.usedAt).toBeNull()
  })

  it('after 10 minutes another student may take the time; the first is refused and refunded', async () => {
    const first = await createStudent(t)
    const intentId = (await startIntent(first)).json().id as string
    await pay(first, intentId)

    const elevenMinutes = 11 * MINUTE
    expect(await openTimesOfDay(elevenMinutes)).toContain('14:00')
    const second = await createStudent(t)
    const theirs = (await startIntent(second, {}, elevenMinutes)).json().id as string
    await pay(second, theirs, elevenMinutes)
    expect((await book(second, theirs, {}, elevenMinutes)).statusCode).toBe(201)

    const late = await book(first, intentId, {}, elevenMinutes)
    expect(late.statusCode).toBe(409)
    expect(late.json().error).toBe(notOpen)
    const stored = await t.database.db.select().from(bookings)
    expect(stored.map((row) => row.userId)).toEqual([second.id])
    expect(await intentRow(intentId)).toMatchObject({ status: 'succeeded', usedAt: null })

    // The unused payment is the refund sweep's, as any payment no record took.
    const gateway = t.app.paymentGateway
    if (!gateway) throw new Error('the test app has a card gateway')
    const swept = await refundUnattachedPayments(
      { db: t.database.db, gateway, email: refundEmailContextOf(t.config), log: t.app.log },
      new Date(Date.now() + 31 * MINUTE),
    )
    expect(swept.refunded).toBe(1)
    expect((await intentRow(intentId))?.status).toBe('refunded')
    expect((await intentRow(theirs))?.status).toBe('succeeded')
  })

  it('takes a lapsed hold when the time is still free', async () => {
    const student = await createStudent(t)
    const intentId = (await startIntent(student)).json().id as string
    await pay(student, intentId)
    const res = await book(student, intentId, {}, 11 * MINUTE)
    expect(res.statusCode, res.body).toBe(201)
    const sessions = await t.database.db.select().from(tutoringSessions)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]).toMatchObject({ held: true, holdExpiresAt: null })
  })
})
