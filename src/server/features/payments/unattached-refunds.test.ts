import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type {
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from '#server/adapters/payments/payment-gateway.ts'
import { createSandboxGateway } from '#server/adapters/payments/sandbox-gateway.ts'
import {
  bookings,
  donations,
  outboxEmails,
  paymentIntents,
  users,
  videoOrders,
} from '#server/db/schema.ts'
import { paymentMessages } from '#shared/messages.ts'
import { todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, createTutor, type TestStudent } from '#tests/support/students.ts'
import { refundEmailContextOf } from './refund-emails.ts'
import { MAX_REFUND_ATTEMPTS, refundUnattachedPayments } from './unattached-refunds.ts'

// Issue 25: a card payment that no booking, order or donation took within 30 minutes is
// refunded through the gateway, exactly once however many instances sweep. The clock is
// moved by handing the sweep a later `now`, never by waiting.

const MINUTE = 60_000
const sandbox = createSandboxGateway()
const refundCalls: RefundRequest[] = []
let refundAnswer: (request: RefundRequest) => Promise<RefundResult>
const gateway: PaymentGateway = {
  name: sandbox.name,
  charge: (request) => sandbox.charge(request),
  async refund(request) {
    refundCalls.push(request)
    return refundAnswer(request)
  },
}

let t: TestApp
let moduleId: number
beforeAll(async () => {
  t = await createTestApp({}, { paymentGateway: gateway })
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => {
  const { db } = t.database
  for (const table of [bookings, donations, videoOrders, outboxEmails, paymentIntents, users]) {
    await db.delete(table)
  }
  refundCalls.length = 0
  refundAnswer = (request) => sandbox.refund(request)
})

const sweep = (minutesFromNow: number) =>
  refundUnattachedPayments(
    { db: t.database.db, gateway, email: refundEmailContextOf(t.config), log: t.app.log },
    new Date(Date.now() + minutesFromNow * MINUTE),
  )

const as = (who: TestStudent | null, url: string, payload?: unknown) =>
  t.request({
    method: payload === undefined ? 'GET' : 'POST',
    url,
    headers: who ? { cookie: who.cookie } : {},
    payload: payload as string,
  })

/** A card payment that succeeded now, for a booking (a student's) or a gift (a visitor's). */
async function paid(who: TestStudent | null, packageType = '1_hour') {
  const item = who
    ? { purpose: 'booking', package_type: packageType }
    : { purpose: 'donation', amount_cents: 10_000 }
  const { id } = (await as(who, '/api/payment-intents', item)).json()
  const confirmed = await as(who, `/api/payment-intents/${id}/confirm`, {
    token: 'tok_sandbox_success',
  })
  expect(confirmed.json().status).toBe('succeeded')
  return id as string
}

const book = (who: TestStudent, intentId: string, time = '10:00') =>
  as(who, '/api/bookings', {
    session_type: 'one_to_one',
    mathematics_module_id: moduleId,
    package_type: '1_hour',
    preferred_date: todayInSast(new Date(Date.now() + 4 * 86_400_000)),
    preferred_time: time,
    payment_method: 'google_pay',
    payment_data: { payment_intent_id: intentId },
    meeting_aim: 'Algebra revision',
  })

/** The claim's lease has run out: it was made 11 minutes ago, on the database's clock. */
const leaseRanOut = (id: string) =>
  t.database.db
    .update(paymentIntents)
    .set({ refundClaimedAt: sql`now() - interval '11 minutes'` })
    .where(eq(paymentIntents.id, id))

async function intent(id: string) {
  const [row] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, id))
  return row!
}

describe('refunding card payments no record took (issue 25)', () => {
  it('refunds an unattached payment once 30 minutes have passed, not before, and mails the payer once', async () => {
    const student = await createStudent(t)
    const id = await paid(student)

    expect(await sweep(29)).toEqual({ refunded: 0, failed: 0, unanswered: 0 })
    expect((await intent(id)).status).toBe('succeeded')
    expect(refundCalls).toHaveLength(0)

    expect(await sweep(30)).toEqual({ refunded: 1, failed: 0, unanswered: 0 })
    expect(refundCalls).toEqual([
      { intentId: id, reference: `sandbox_${id}`, amountCents: 25_000, currency: 'ZAR' },
    ])
    const refunded = await intent(id)
    expect(refunded).toMatchObject({
      status: 'refunded',
      refundReference: `sandbox_refund_${id}`,
      refundedBy: 'gateway',
      refundFailure: null,
    })
    expect(refunded.refundedAt).toBeInstanceOf(Date)

    // Later sweeps leave it be: one refund, one mail.
    expect(await sweep(90)).toEqual({ refunded: 0, failed: 0, unanswered: 0 })
    expect(refundCalls).toHaveLength(1)
    const mails = await queuedEmails(t.database.db)
    expect(mails.map((mail) => [mail.toAddress, mail.kind])).toEqual([
      [student.email, 'payment.refunded'],
    ])
    expect(mails[0]!.subject).toContain('R250')
    expect(mails[0]!.textBody).toContain('Tutoring booking: 1 Hour Session')
    expect(mails[0]!.textBody).toContain(`Refund reference: sandbox_refund_${id}`)
    // The gateway's charge id, which the office's list finds; never our internal id alone.
    const charged = (await intent(id)).gatewayReference
    expect(charged).toBeTruthy()
    expect(mails[0]!.textBody).toContain(`Payment reference: ${charged}`)

    // The page that kept the payment learns it was given back, and books nothing.
    const late = await book(student, id)
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({
      error: paymentMessages.refunded,
      fields: { payment_data: paymentMessages.refunded },
    })
    expect(await t.database.db.select().from(bookings)).toHaveLength(0)
  })

  it("refunds a visitor's payment too, with no one to mail", async () => {
    const id = await paid(null)
    expect((await sweep(31)).refunded).toBe(1)
    expect((await intent(id)).status).toBe('refunded')
    expect(await queuedEmails(t.database.db)).toHaveLength(0)
  })

  it('never refunds a payment a booking used', async () => {
    const student = await createStudent(t)
    const id = await paid(student)
    expect((await book(student, id)).statusCode).toBe(201)
    expect(await sweep(24 * 60)).toEqual({ refunded: 0, failed: 0, unanswered: 0 })
    expect(refundCalls).toHaveLength(0)
    expect((await intent(id)).status).toBe('succeeded')
  })

  it('refunds a payment whose booking was refused because the slot was taken meanwhile', async () => {
    const student = await createStudent(t)
    const tutorId = (await createTutor(t.database.db)).id
    const first = await paid(student)
    const other = await createStudent(t)
    const taken = await paid(other)
    const slot = (who: TestStudent, intentId: string) =>
      as(who, '/api/bookings', {
        session_type: 'one_to_one',
        mathematics_module_id: moduleId,
        package_type: '1_hour',
        preferred_date: todayInSast(new Date(Date.now() + 5 * 86_400_000)),
        preferred_time: '14:00',
        payment_method: 'google_pay',
        payment_data: { payment_intent_id: intentId },
        meeting_aim: 'Calculus',
        tutor_id: tutorId,
      })
    expect((await slot(other, taken)).statusCode).toBe(201)
    expect((await slot(student, first)).statusCode).toBe(409)
    expect((await intent(first)).usedAt).toBeNull()

    expect((await sweep(31)).refunded).toBe(1)
    expect(refundCalls.map((call) => call.intentId)).toEqual([first])
    expect((await intent(taken)).status).toBe('succeeded')
  })

  it('refunds each payment exactly once when several instances sweep at the same moment', async () => {
    const students = await Promise.all([0, 1, 2, 3, 4].map(() => createStudent(t)))
    const ids = await Promise.all(students.map((student) => paid(student)))
    // A gateway that takes its time, so the sweeps overlap.
    refundAnswer = async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 50))
      return sandbox.refund(request)
    }
    const results = await Promise.all([sweep(31), sweep(31), sweep(32), sweep(45)])
    expect(results.reduce((sum, result) => sum + result.refunded, 0)).toBe(5)
    expect(refundCalls.map((call) => call.intentId).sort()).toEqual([...ids].sort())
    expect(await queuedEmails(t.database.db)).toHaveLength(5)
  })

  it('lets a booking racing the refund either book or be refused and refunded, never both', async () => {
    let booked = 0
    let refused = 0
    // The sweep starts with the booking, or a little after it, so each may come first.
    const sweepDelaysMs = [0, 0, 2, 5, 20, 60, 120, 200]
    for (const [round, delay] of sweepDelaysMs.entries()) {
      const student = await createStudent(t)
      const id = await paid(student)
      refundCalls.length = 0
      const [booking] = await Promise.all([
        book(student, id, `${String(8 + round).padStart(2, '0')}:00`),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => sweep(31)),
      ])
      await sweep(31) // a booking refused after the claim leaves the refund to this sweep
      const row = await intent(id)
      const stored = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.paymentIntentId, id))
      if (booking.statusCode === 201) {
        booked++
        expect(stored).toHaveLength(1)
        expect(row.status).toBe('succeeded')
        expect(row.usedAt).not.toBeNull()
        expect(refundCalls).toHaveLength(0)
      } else {
        refused++
        expect(booking.statusCode, booking.body).toBe(409)
        expect(booking.json().error).toBe(paymentMessages.refunded)
        expect(stored).toHaveLength(0)
        expect(row.status).toBe('refunded')
        expect(refundCalls.map((call) => call.intentId)).toEqual([id])
      }
    }
    expect(booked + refused).toBe(sweepDelaysMs.length)
  })

  it('lists a refund the gateway refuses as failed, and mails no one', async () => {
    const student = await createStudent(t)
    const id = await paid(student)
    refundAnswer = async () => ({
      status: 'failed',
      reason: 'cannot refund (refund volume exceeded)',
    })
    expect(await sweep(31)).toEqual({ refunded: 0, failed: 1, unanswered: 0 })
    expect(await intent(id)).toMatchObject({
      status: 'refund_failed',
      refundFailure: 'cannot refund (refund volume exceeded)',
      refundedAt: null,
    })
    // Left to the office: never asked again, never used for a booking.
    expect(await sweep(120)).toEqual({ refunded: 0, failed: 0, unanswered: 0 })
    expect(refundCalls).toHaveLength(1)
    expect((await book(student, id)).statusCode).toBe(409)
    expect(await queuedEmails(t.database.db)).toHaveLength(0)
  })

  it('asks again after a while when the gateway gives no answer, and after five tries leaves it to the office', async () => {
    const student = await createStudent(t)
    const id = await paid(student)
    refundAnswer = async () => {
      throw new Error('connect ETIMEDOUT')
    }
    expect(await sweep(31)).toEqual({ refunded: 0, failed: 0, unanswered: 1 })
    expect(await intent(id)).toMatchObject({ status: 'refunding', refundAttempts: 1 })
    expect((await book(student, id)).statusCode).toBe(409)
    // Within the claim's lease nothing is asked again.
    expect(await sweep(60)).toEqual({ refunded: 0, failed: 0, unanswered: 0 })
    expect(refundCalls).toHaveLength(1)
    for (let attempt = 2; attempt <= MAX_REFUND_ATTEMPTS; attempt++) {
      await leaseRanOut(id)
      expect((await sweep(31)).unanswered).toBe(1)
    }
    expect(refundCalls).toHaveLength(MAX_REFUND_ATTEMPTS)
    await leaseRanOut(id)
    expect(await sweep(31)).toEqual({ refunded: 0, failed: 1, unanswered: 0 })
    expect(refundCalls).toHaveLength(MAX_REFUND_ATTEMPTS)
    expect((await intent(id)).status).toBe('refund_failed')
    expect((await intent(id)).refundFailure).toContain('connect ETIMEDOUT')
  })

  it('takes over a claim an instance left behind when it crashed', async () => {
    const student = await createStudent(t)
    const id = await paid(student)
    // An instance claimed it and stopped before asking the gateway.
    await t.database.db
      .update(paymentIntents)
      .set({ status: 'refunding', refundClaimedAt: sql`now()`, refundAttempts: 1 })
      .where(eq(paymentIntents.id, id))
    expect((await sweep(45)).refunded).toBe(0)
    await leaseRanOut(id)
    expect((await sweep(45)).refunded).toBe(1)
    expect(await intent(id)).toMatchObject({ status: 'refunded', refundAttempts: 2 })
    expect(await queuedEmails(t.database.db)).toHaveLength(1)
  })

  it('leaves payments of another gateway alone', async () => {
    const student = await createStudent(t)
    const id = await paid(student)
    await t.database.db
      .update(paymentIntents)
      .set({ gateway: 'peach' })
      .where(eq(paymentIntents.id, id))
    expect(await sweep(120)).toEqual({ refunded: 0, failed: 0, unanswered: 0 })
    expect(refundCalls).toHaveLength(0)
    expect((await intent(id)).status).toBe('succeeded')
  })
})
