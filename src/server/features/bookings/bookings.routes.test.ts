import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookings, outboxEmails, paymentIntents } from '#server/db/schema.ts'
import { bookingMessages } from '#shared/messages.ts'
import { todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { clearBookingData } from '#tests/support/bookings.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, createTutor, type TestStudent } from '#tests/support/students.ts'

let t: TestApp
let moduleId: number
beforeAll(async () => {
  t = await createTestApp()
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => clearBookingData(t.database.db))

const inDays = (days: number) => todayInSast(new Date(Date.now() + days * 86_400_000))

const as = (
  student: TestStudent,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers = {},
) =>
  t.request({
    method,
    url,
    headers: { cookie: student.cookie, ...headers },
    payload: payload as string,
  })

const bookingBody = (overrides: Record<string, unknown> = {}) => ({
  session_type: 'one_to_one',
  mathematics_module_id: moduleId,
  package_type: '1_hour',
  preferred_date: inDays(3),
  preferred_time: '14:00',
  meeting_platform: 'google_meet',
  meeting_link: '',
  payment_method: 'bank_transfer',
  notes: '',
  meeting_aim: 'Prepare for the June calculus test',
  ...overrides,
})

async function paidIntent(
  student: TestStudent,
  packageType = '1_hour',
  token = 'tok_sandbox_success',
) {
  const created = await as(student, 'POST', '/api/payment-intents', {
    purpose: 'booking',
    package_type: packageType,
  })
  expect(created.statusCode, created.body).toBe(201)
  const id = created.json().id as string
  const confirmed = await as(student, 'POST', `/api/payment-intents/${id}/confirm`, { token })
  return { id, confirmed }
}

describe('payment intents (D16)', () => {
  it('prices the package on the server and charges the sandbox success card once', async () => {
    const student = await createStudent(t)
    const created = await as(student, 'POST', '/api/payment-intents', {
      purpose: 'booking',
      package_type: '1_week',
      amount_cents: 1,
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      amount_cents: 175_000,
      currency: 'ZAR',
      status: 'requires_payment',
    })
    const id = created.json().id
    const first = await as(student, 'POST', `/api/payment-intents/${id}/confirm`, {
      token: 'tok_sandbox_success',
    })
    expect(first.statusCode).toBe(200)
    expect(first.json().status).toBe('succeeded')
    // A repeated confirmation answers the result; nothing is charged again.
    const again = await as(student, 'POST', `/api/payment-intents/${id}/confirm`, {
      token: 'tok_sandbox_success',
    })
    expect(again.json().status).toBe('succeeded')
  })

  it('answers a declined card with 402 and the intent cannot be charged afterwards', async () => {
    const student = await createStudent(t)
    const { id, confirmed } = await paidIntent(student, '1_hour', 'tok_sandbox_declined')
    expect(confirmed.statusCode).toBe(402)
    expect(confirmed.json().error).toBe('Payment failed. Please try again.')
    const retry = await as(student, 'POST', `/api/payment-intents/${id}/confirm`, {
      token: 'tok_sandbox_success',
    })
    expect(retry.statusCode).toBe(409)
  })

  it('refuses a free package, a visitor, and another user confirming the intent', async () => {
    const student = await createStudent(t)
    const free = await as(student, 'POST', '/api/payment-intents', {
      purpose: 'booking',
      package_type: 'free_consultation',
    })
    expect(free.statusCode).toBe(400)
    const visitor = await t.post('/api/payment-intents', {
      purpose: 'booking',
      package_type: '1_hour',
    })
    expect(visitor.statusCode).toBe(401)
    const created = await as(student, 'POST', '/api/payment-intents', {
      purpose: 'booking',
      package_type: '1_hour',
    })
    const stranger = await createStudent(t)
    const res = await as(stranger, 'POST', `/api/payment-intents/${created.json().id}/confirm`, {
      token: 'tok_sandbox_success',
    })
    expect(res.statusCode).toBe(404)
  })

  it('refuses an unverified student and one awaiting guardian consent (D8, D23)', async () => {
    for (const options of [{ verified: false }, { consentPending: true }, { profile: false }]) {
      const student = await createStudent(t, options)
      const res = await as(student, 'POST', '/api/payment-intents', {
        purpose: 'booking',
        package_type: '1_hour',
      })
      expect(res.statusCode).toBe(403)
    }
  })
})

describe('creating a booking', () => {
  it('stores a bank-transfer booking as pending with a unique reference and emails both sides', async () => {
    const student = await createStudent(t)
    const res = await as(student, 'POST', '/api/bookings', bookingBody())
    expect(res.statusCode, res.body).toBe(201)
    const booking = res.json()
    expect(booking).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'bank_transfer',
      amount_cents: 25_000,
      preferred_time: '14:00',
      duration_minutes: 60,
      mathematics_module_id: moduleId,
      tutor_id: null,
      can_cancel: true,
    })
    expect(booking.payment_reference).toMatch(/^BK-[0-9A-Z]{8}$/)
    // 14:00 SAST is 12:00 UTC (D3).
    expect(booking.scheduled_date).toBe(`${inDays(3)}T12:00:00.000Z`)
    const emails = await queuedEmails(t.database.db)
    expect(emails.map((e) => [e.kind, e.toAddress])).toEqual([
      ['booking.receipt', student.email],
      ['booking.notification', t.config.mail.businessInbox],
    ])
    expect(emails[0]!.textBody).toContain(booking.payment_reference)
    expect(emails[0]!.textBody).toContain('R250')
    const second = await as(
      student,
      'POST',
      '/api/bookings',
      bookingBody({ preferred_time: '15:00' }),
    )
    expect(second.json().payment_reference).not.toBe(booking.payment_reference)
  })

  it('stores a card booking as paid once its intent succeeded', async () => {
    const student = await createStudent(t)
    const { id } = await paidIntent(student, '2_hours')
    const res = await as(
      student,
      'POST',
      '/api/bookings',
      bookingBody({
        package_type: '2_hours',
        payment_method: 'google_pay',
        payment_data: { payment_intent_id: id },
      }),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      payment_status: 'completed',
      amount_cents: 50_000,
      payment_reference: null,
    })
  })

  it('books a free consultation without payment, one open consultation at a time', async () => {
    const student = await createStudent(t)
    const tutor = await createTutor(t.database.db)
    const body = bookingBody({
      package_type: 'free_consultation',
      payment_method: 'google_pay',
      tutor_id: tutor.id,
    })
    const res = await as(student, 'POST', '/api/bookings', body)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      amount_cents: 0,
      payment_status: 'completed',
      tutor_name: 'Naledi Dlamini',
      duration_minutes: 30,
    })
    const again = await as(student, 'POST', '/api/bookings', { ...body, preferred_time: '16:00' })
    expect(again.statusCode).toBe(409)
  })

  it('stores one of ten concurrent free consultations of one student; the database decides', async () => {
    const student = await createStudent(t)
    const times = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        as(
          student,
          'POST',
          '/api/bookings',
          bookingBody({
            package_type: 'free_consultation',
            preferred_date: inDays(3 + Math.floor(i / times.length)),
            preferred_time: times[i % times.length],
          }),
        ),
      ),
    )
    const codes = answers.map((a) => a.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(1)
    expect(codes.filter((c) => c === 409)).toHaveLength(9)
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toBe(
      bookingMessages.freeConsultationOpen,
    )
    expect(await t.database.db.select().from(bookings)).toHaveLength(1)
    expect(await queuedEmails(t.database.db)).toHaveLength(2)
  })

  it.each([
    ['no module', { mathematics_module_id: 0 }, 'mathematics_module_id'],
    ['an unknown module', { mathematics_module_id: 999_999 }, 'mathematics_module_id'],
    ['a date before today', { preferred_date: inDays(-1) }, 'preferred_date'],
    ['an impossible date', { preferred_date: '2027-02-30' }, 'preferred_date'],
    ['a time outside the slots', { preferred_time: '21:00' }, 'preferred_time'],
    ['a half-hour time', { preferred_time: '14:30' }, 'preferred_time'],
    ['an unknown package', { package_type: '1_year' }, 'package_type'],
    ['an unknown session type', { session_type: 'crowd' }, 'session_type'],
    ['an unknown platform', { meeting_platform: 'skype' }, 'meeting_platform'],
    ['a javascript: link', { meeting_link: 'javascript:alert(1)' }, 'meeting_link'],
    ['a blank aim', { meeting_aim: '   ' }, 'meeting_aim'],
    ['an unknown payment method', { payment_method: 'cash' }, 'payment_method'],
    ['an unknown tutor', { tutor_id: 999_999 }, 'tutor_id'],
    ['a tutor id that is not a number', { tutor_id: 'abc' }, 'tutor_id'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_, overrides, field) => {
    const student = await createStudent(t)
    const res = await as(student, 'POST', '/api/bookings', bookingBody(overrides))
    expect(res.statusCode, res.body).toBe(400)
    expect(Object.keys(res.json().fields ?? {})).toContain(field)
    expect(await t.database.db.select().from(bookings)).toHaveLength(0)
    expect(await queuedEmails(t.database.db)).toHaveLength(0)
  })

  it('refuses a visitor, an unverified student and one awaiting guardian consent', async () => {
    expect((await t.post('/api/bookings', bookingBody())).statusCode).toBe(401)
    const unverified = await createStudent(t, { verified: false })
    expect((await as(unverified, 'POST', '/api/bookings', bookingBody())).statusCode).toBe(403)
    const minor = await createStudent(t, { consentPending: true })
    const res = await as(minor, 'POST', '/api/bookings', bookingBody())
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toContain('parent or guardian')
    expect(await t.database.db.select().from(bookings)).toHaveLength(0)
  })
})

describe('payment tampering', () => {
  it('refuses a card booking without payment, with the spec message', async () => {
    const student = await createStudent(t)
    const res = await as(
      student,
      'POST',
      '/api/bookings',
      bookingBody({ payment_method: 'google_pay' }),
    )
    expect(res.statusCode).toBe(402)
    expect(res.json().error).toBe('Please complete Google Pay payment to proceed.')
  })

  it('refuses an intent paid for a cheaper package', async () => {
    const student = await createStudent(t)
    const { id } = await paidIntent(student, '1_hour')
    const res = await as(
      student,
      'POST',
      '/api/bookings',
      bookingBody({
        package_type: '1_month',
        payment_method: 'google_pay',
        payment_data: { payment_intent_id: id },
      }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toHaveProperty('payment_data')
  })

  it('refuses an intent whose amount no longer matches the price', async () => {
    const student = await createStudent(t)
    const { id } = await paidIntent(student, '1_hour')
    await t.database.db
      .update(paymentIntents)
      .set({ amountCents: 100 })
      .where(eq(paymentIntents.id, id))
    const res = await as(
      student,
      'POST',
      '/api/bookings',
      bookingBody({ payment_method: 'google_pay', payment_data: { payment_intent_id: id } }),
    )
    expect(res.statusCode).toBe(400)
  })

  it("refuses someone else's intent, a reused intent, a failed one and an unknown one", async () => {
    const owner = await createStudent(t)
    const thief = await createStudent(t)
    const { id } = await paidIntent(owner)
    const paid = (intentId: string) =>
      bookingBody({ payment_method: 'google_pay', payment_data: { payment_intent_id: intentId } })

    expect((await as(thief, 'POST', '/api/bookings', paid(id))).statusCode).toBe(400)
    expect((await as(owner, 'POST', '/api/bookings', paid(id))).statusCode).toBe(201)
    const reused = await as(owner, 'POST', '/api/bookings', {
      ...paid(id),
      preferred_time: '16:00',
    })
    expect(reused.statusCode).toBe(409)

    const failed = await paidIntent(owner, '1_hour', 'tok_sandbox_declined')
    expect((await as(owner, 'POST', '/api/bookings', paid(failed.id))).statusCode).toBe(402)
    expect((await as(owner, 'POST', '/api/bookings', paid(randomUUID()))).statusCode).toBe(400)
    expect(await t.database.db.select().from(bookings)).toHaveLength(1)
  })

  it('refuses an unconfirmed intent', async () => {
    const student = await createStudent(t)
    const created = await as(student, 'POST', '/api/payment-intents', {
      purpose: 'booking',
      package_type: '1_hour',
    })
    const res = await as(
      student,
      'POST',
      '/api/bookings',
      bookingBody({
        payment_method: 'google_pay',
        payment_data: { payment_intent_id: created.json().id },
      }),
    )
    expect(res.statusCode).toBe(402)
  })
})

describe('idempotent retries', () => {
  it('answers a retried submit with the first booking and creates nothing new', async () => {
    const student = await createStudent(t)
    const key = randomUUID()
    const first = await as(student, 'POST', '/api/bookings', bookingBody(), {
      'idempotency-key': key,
    })
    const retry = await as(student, 'POST', '/api/bookings', bookingBody(), {
      'idempotency-key': key,
    })
    expect(first.statusCode).toBe(201)
    expect(retry.statusCode).toBe(201)
    expect(retry.json()).toEqual(first.json())
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(await t.database.db.select().from(bookings)).toHaveLength(1)
    expect(await queuedEmails(t.database.db)).toHaveLength(2)
  })

  it('answers concurrent duplicates once', async () => {
    const student = await createStudent(t)
    const { id } = await paidIntent(student)
    const key = randomUUID()
    const body = bookingBody({
      payment_method: 'google_pay',
      payment_data: { payment_intent_id: id },
    })
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        as(student, 'POST', '/api/bookings', body, { 'idempotency-key': key }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201])
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1)
    expect(await t.database.db.select().from(bookings)).toHaveLength(1)
  })

  it('refuses the same key with a different body with 422', async () => {
    const student = await createStudent(t)
    const key = randomUUID()
    await as(student, 'POST', '/api/bookings', bookingBody(), { 'idempotency-key': key })
    const other = await as(
      student,
      'POST',
      '/api/bookings',
      bookingBody({ preferred_time: '09:00' }),
      {
        'idempotency-key': key,
      },
    )
    expect(other.statusCode).toBe(422)
    expect(await t.database.db.select().from(bookings)).toHaveLength(1)
  })

  it('keeps keys per student: the same key from two students makes two bookings', async () => {
    const key = randomUUID()
    const a = await createStudent(t)
    const b = await createStudent(t)
    await as(a, 'POST', '/api/bookings', bookingBody(), { 'idempotency-key': key })
    await as(b, 'POST', '/api/bookings', bookingBody({ preferred_time: '10:00' }), {
      'idempotency-key': key,
    })
    expect(await t.database.db.select().from(bookings)).toHaveLength(2)
  })
})

describe('a tutor slot (D17, now the overlap rule of D25)', () => {
  it('lets exactly one of 20 concurrent one-to-one bookings of a slot win; the others get 409', async () => {
    const tutor = await createTutor(t.database.db)
    const students = await Promise.all(Array.from({ length: 20 }, () => createStudent(t)))
    const answers = await Promise.all(
      students.map((student) =>
        as(student, 'POST', '/api/bookings', bookingBody({ tutor_id: tutor.id })),
      ),
    )
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes.filter((c) => c === 201)).toHaveLength(1)
    expect(codes.filter((c) => c === 409)).toHaveLength(19)
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toContain('already booked')
    expect(await t.database.db.select().from(bookings)).toHaveLength(1)
    expect(await queuedEmails(t.database.db)).toHaveLength(2)
  })

  it('frees the slot when the booking is cancelled', async () => {
    const tutor = await createTutor(t.database.db)
    const a = await createStudent(t)
    const b = await createStudent(t)
    const first = await as(a, 'POST', '/api/bookings', bookingBody({ tutor_id: tutor.id }))
    expect(
      (await as(b, 'POST', '/api/bookings', bookingBody({ tutor_id: tutor.id }))).statusCode,
    ).toBe(409)
    await as(a, 'POST', `/api/bookings/${first.json().id}/cancel`, {})
    expect(
      (await as(b, 'POST', '/api/bookings', bookingBody({ tutor_id: tutor.id }))).statusCode,
    ).toBe(201)
  })
})

describe('reading and cancelling', () => {
  it("lists only the caller's bookings; another student's booking is invisible and untouchable", async () => {
    const owner = await createStudent(t)
    const other = await createStudent(t)
    const created = (await as(owner, 'POST', '/api/bookings', bookingBody())).json()
    await as(other, 'POST', '/api/bookings', bookingBody({ preferred_time: '09:00' }))

    const list = (await as(owner, 'GET', '/api/bookings')).json()
    expect(list.map((b: { id: string }) => b.id)).toEqual([created.id])
    expect(list[0]).toMatchObject({
      id: created.id,
      status: 'pending',
      payment_status: 'pending',
      scheduled_date: created.scheduled_date,
      mathematics_module_name: expect.any(String),
      tutor_name: null,
      meeting_link: null,
    })
    expect((await as(other, 'GET', `/api/bookings/${created.id}`)).statusCode).toBe(404)
    expect((await as(other, 'POST', `/api/bookings/${created.id}/cancel`, {})).statusCode).toBe(404)
    expect((await t.request({ method: 'GET', url: '/api/bookings' })).statusCode).toBe(401)
    expect((await as(owner, 'GET', `/api/bookings/${created.id}`)).json().status).toBe('pending')
  })

  it('lets the student cancel, emails both sides, and refuses a second cancel', async () => {
    const student = await createStudent(t)
    const created = (await as(student, 'POST', '/api/bookings', bookingBody())).json()
    await t.database.db.delete(outboxEmails)
    const res = await as(student, 'POST', `/api/bookings/${created.id}/cancel`, {
      reason: 'Exam moved',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'cancelled', refund_due: false, can_cancel: false })
    expect((await queuedEmails(t.database.db)).map((e) => e.kind)).toEqual([
      'booking.cancelled',
      'booking.cancelled.notification',
    ])
    expect((await as(student, 'POST', `/api/bookings/${created.id}/cancel`, {})).statusCode).toBe(
      409,
    )
  })

  it('refuses a student cancel within 24 hours of a confirmed session, and flags a paid cancel for refund', async () => {
    const student = await createStudent(t)
    const { id } = await paidIntent(student)
    const created = (
      await as(
        student,
        'POST',
        '/api/bookings',
        bookingBody({ payment_method: 'google_pay', payment_data: { payment_intent_id: id } }),
      )
    ).json()
    await t.database.db
      .update(bookings)
      .set({ status: 'confirmed', scheduledAt: new Date(Date.now() + 23 * 3_600_000) })
      .where(eq(bookings.id, created.id))
    const late = await as(student, 'POST', `/api/bookings/${created.id}/cancel`, {})
    expect(late.statusCode).toBe(403)
    await t.database.db
      .update(bookings)
      .set({ scheduledAt: new Date(Date.now() + 25 * 3_600_000) })
      .where(eq(bookings.id, created.id))
    const inTime = await as(student, 'POST', `/api/bookings/${created.id}/cancel`, {})
    expect(inTime.statusCode).toBe(200)
    expect(inTime.json().refund_due).toBe(true)
  })
})
