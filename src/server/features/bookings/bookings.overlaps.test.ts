import { eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookings, outboxEmails, paymentIntents, tutoringSessions } from '#server/db/schema.ts'
import { bookingMessages } from '#shared/messages.ts'
import { todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { clearBookingData, sessionsOutOfStep } from '#tests/support/bookings.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, createTutor, type TestStudent } from '#tests/support/students.ts'

// D25: one tutor is in one session at a time, whatever the session type, and so is one
// student; the database decides, on every path a student books by.

let t: TestApp
let moduleId: number
beforeAll(async () => {
  t = await createTestApp()
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => clearBookingData(t.database.db))

const day = todayInSast(new Date(Date.now() + 5 * 86_400_000))

const as = (who: TestStudent, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.request({ method, url, headers: { cookie: who.cookie }, payload: payload as string })

function book(who: TestStudent, overrides: Record<string, unknown> = {}) {
  return as(who, 'POST', '/api/bookings', {
    session_type: 'one_to_one',
    mathematics_module_id: moduleId,
    package_type: '1_hour',
    preferred_date: day,
    preferred_time: '10:00',
    meeting_platform: 'google_meet',
    payment_method: 'bank_transfer',
    meeting_aim: 'Prepare for the June calculus test',
    ...overrides,
  })
}

/** A card payment that succeeded, ready to book with (D16). */
async function paidIntent(who: TestStudent, packageType: string): Promise<string> {
  const created = await as(who, 'POST', '/api/payment-intents', {
    purpose: 'booking',
    package_type: packageType,
  })
  const id = created.json().id as string
  const confirmed = await as(who, 'POST', `/api/payment-intents/${id}/confirm`, {
    token: 'tok_sandbox_success',
  })
  expect(confirmed.json().status).toBe('succeeded')
  return id
}
const byCard = (intentId: string) => ({
  payment_method: 'google_pay',
  payment_data: { payment_intent_id: intentId },
})

const stored = async () => ({
  bookings: (await t.database.db.select().from(bookings)).length,
  heldSessions: (
    await t.database.db.select().from(tutoringSessions).where(eq(tutoringSessions.held, true))
  ).length,
})
const usedIntents = async () =>
  (await t.database.db.select().from(paymentIntents).where(isNotNull(paymentIntents.usedAt))).length

describe('a tutor is in one session at a time (D25)', () => {
  it('refuses a 1-hour session at 11:00 inside a 2-hour one from 10:00; nothing stored or charged', async () => {
    const tutor = await createTutor(t.database.db)
    const first = await book(await createStudent(t), {
      tutor_id: tutor.id,
      package_type: '2_hours',
    })
    expect(first.statusCode, first.body).toBe(201)
    await t.database.db.delete(outboxEmails)

    const second = await createStudent(t)
    const intent = await paidIntent(second, '1_hour')
    const refused = await book(second, {
      tutor_id: tutor.id,
      preferred_time: '11:00',
      ...byCard(intent),
    })
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().error).toBe(bookingMessages.slotTaken)
    expect(await stored()).toEqual({ bookings: 1, heldSessions: 1 })
    expect(await usedIntents()).toBe(0)
    expect(await queuedEmails(t.database.db)).toHaveLength(0)

    // The payment is still the student's: at 12:00, when the 2 hours are over, it books.
    const after = await book(second, {
      tutor_id: tutor.id,
      preferred_time: '12:00',
      ...byCard(intent),
    })
    expect(after.statusCode, after.body).toBe(201)
    expect(await usedIntents()).toBe(1)
    expect(await sessionsOutOfStep(t.database.db)).toEqual([])
  })

  it('refuses a small-group session of the tutor at that time, and a free consultation', async () => {
    const tutor = await createTutor(t.database.db)
    expect((await book(await createStudent(t), { tutor_id: tutor.id })).statusCode).toBe(201)
    const group = await book(await createStudent(t), {
      tutor_id: tutor.id,
      session_type: 'small_group',
    })
    expect(group.statusCode, group.body).toBe(409)
    expect(group.json().error).toBe(bookingMessages.slotTaken)
    // Two hours of a small group from 09:00 reach into the 10:00 session.
    const earlier = await book(await createStudent(t), {
      tutor_id: tutor.id,
      session_type: 'small_group',
      package_type: '2_hours',
      preferred_time: '09:00',
    })
    expect(earlier.statusCode).toBe(409)
    const free = await book(await createStudent(t), {
      tutor_id: tutor.id,
      package_type: 'free_consultation',
    })
    expect(free.statusCode).toBe(409)
    expect(free.json().error).toBe(bookingMessages.slotTaken)
    expect(await stored()).toEqual({ bookings: 1, heldSessions: 1 })
  })

  it('accepts sessions back to back: 09:00-10:00 and 11:00-12:00 around 10:00-11:00', async () => {
    const tutor = await createTutor(t.database.db)
    for (const time of ['10:00', '11:00', '09:00']) {
      const res = await book(await createStudent(t), { tutor_id: tutor.id, preferred_time: time })
      expect(res.statusCode, `${time}: ${res.body}`).toBe(201)
    }
    expect(await stored()).toEqual({ bookings: 3, heldSessions: 3 })
    expect(await sessionsOutOfStep(t.database.db)).toEqual([])
  })

  it('lets exactly one of 20 concurrent overlapping bookings of one tutor win; no loser is charged', async () => {
    const tutor = await createTutor(t.database.db)
    const students = await Promise.all(Array.from({ length: 20 }, () => createStudent(t)))
    // A student books on the hour, so two start times overlap for 2-hour sessions: 10:00
    // and 11:00. Half pay by card, half by bank transfer.
    const bodies = await Promise.all(
      students.map(async (student, i) => ({
        tutor_id: tutor.id,
        package_type: '2_hours',
        preferred_time: i % 2 === 0 ? '10:00' : '11:00',
        ...(i % 4 < 2 ? byCard(await paidIntent(student, '2_hours')) : {}),
      })),
    )
    const answers = await Promise.all(students.map((student, i) => book(student, bodies[i])))
    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 201)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(19)
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().error).toBe(bookingMessages.slotTaken)
    }
    expect(await stored()).toEqual({ bookings: 1, heldSessions: 1 })
    expect(await t.database.db.select().from(tutoringSessions)).toHaveLength(1)
    const winner = answers.find((answer) => answer.statusCode === 201)!.json()
    expect(await usedIntents()).toBe(winner.payment_method === 'google_pay' ? 1 : 0)
    expect(await queuedEmails(t.database.db)).toHaveLength(2)
  })
})

describe('a student is in one session at a time (D25)', () => {
  it('refuses a second session overlapping the first, with another tutor or none', async () => {
    const [naledi, sipho] = [
      await createTutor(t.database.db),
      await createTutor(t.database.db, { name: 'Sipho Nkosi', email: 'sipho@example.com' }),
    ]
    const student = await createStudent(t)
    const first = await book(student, { tutor_id: naledi.id, package_type: '2_hours' })
    expect(first.statusCode).toBe(201)

    const intent = await paidIntent(student, '1_hour')
    for (const overrides of [
      { tutor_id: sipho.id, preferred_time: '11:00', ...byCard(intent) },
      { preferred_time: '10:00' },
      { package_type: 'free_consultation', preferred_time: '11:00' },
    ]) {
      const res = await book(student, overrides)
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json().error).toBe(bookingMessages.studentBusy)
    }
    expect(await stored()).toEqual({ bookings: 1, heldSessions: 1 })
    expect(await usedIntents()).toBe(0)

    const later = await book(student, {
      tutor_id: sipho.id,
      preferred_time: '12:00',
      ...byCard(intent),
    })
    expect(later.statusCode, later.body).toBe(201)
  })

  it('lets different students book the same time when no tutor is named', async () => {
    for (let i = 0; i < 3; i++) expect((await book(await createStudent(t))).statusCode).toBe(201)
    expect(await stored()).toEqual({ bookings: 3, heldSessions: 3 })
  })
})

describe('cancelling frees the time (D25)', () => {
  it("frees the tutor's and the student's time when the student cancels", async () => {
    const tutor = await createTutor(t.database.db)
    const [first, second] = [await createStudent(t), await createStudent(t)]
    const booked = (await book(first, { tutor_id: tutor.id, package_type: '2_hours' })).json()
    expect((await book(second, { tutor_id: tutor.id, preferred_time: '11:00' })).statusCode).toBe(
      409,
    )
    const cancelled = await as(first, 'POST', `/api/bookings/${booked.id}/cancel`, {})
    expect(cancelled.statusCode).toBe(200)
    expect(await stored()).toEqual({ bookings: 1, heldSessions: 0 })

    expect((await book(second, { tutor_id: tutor.id, preferred_time: '11:00' })).statusCode).toBe(
      201,
    )
    // The student's own time is free again too.
    expect((await book(first, { preferred_time: '10:00' })).statusCode).toBe(201)
    expect(await sessionsOutOfStep(t.database.db)).toEqual([])
  })

  it("frees the tutor's time when the student deletes their account (D22)", async () => {
    const tutor = await createTutor(t.database.db)
    const leaving = await createStudent(t)
    expect((await book(leaving, { tutor_id: tutor.id })).statusCode).toBe(201)
    const deleted = await as(leaving, 'DELETE', '/api/users/me', { confirm: true })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(await stored()).toEqual({ bookings: 1, heldSessions: 0 })
    expect((await book(await createStudent(t), { tutor_id: tutor.id })).statusCode).toBe(201)
    expect(await sessionsOutOfStep(t.database.db)).toEqual([])
  })
})
