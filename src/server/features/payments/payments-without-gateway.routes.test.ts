import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  bookings,
  donations,
  paymentIntents,
  tutoringSessions,
  users,
  videoOrders,
} from '#server/db/schema.ts'
import { paymentMessages } from '#shared/messages.ts'
import { todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

// A real deployment that configured no card gateway (PAYMENTS_GATEWAY unset, public https
// address): the sandbox, whose success token is public, must not serve it (D16). Card
// payment is then not offered at all, and nothing can be marked paid.

let t: TestApp
let moduleId: number
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://tutoring.example' })
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.database.db.delete(bookings)
  await t.database.db.delete(tutoringSessions)
  await t.database.db.delete(donations)
  await t.database.db.delete(videoOrders)
  await t.database.db.delete(paymentIntents)
  await t.database.db.delete(users)
})

const as = (student: TestStudent | null, url: string, payload?: unknown) =>
  t.request({
    method: 'POST',
    url,
    headers: student ? { cookie: student.cookie } : {},
    payload: payload as string,
  })

/**
 * An intent the sandbox marked succeeded before this deployment turned it off (e.g. while
 * PAYMENTS_GATEWAY defaulted to it): the records below try to spend it.
 */
async function leftoverSandboxIntent(
  userId: string | null,
  purpose: 'booking' | 'donation' | 'video_order',
  item: Record<string, string | number>,
  amountCents: number,
) {
  const [row] = await t.database.db
    .insert(paymentIntents)
    .values({
      userId,
      purpose,
      item,
      amountCents,
      gateway: 'sandbox',
      status: 'succeeded',
      gatewayReference: 'sandbox_leftover',
    })
    .returning()
  return row!
}

const cardRefused = {
  error: paymentMessages.cardUnavailable,
  fields: { payment_method: paymentMessages.cardUnavailable },
}

describe('without a card gateway on a public address', () => {
  it('tells the browser that card payment is not offered, and lets no Google Pay origin in', async () => {
    const config = (await t.request({ method: 'GET', url: '/api/config' })).json()
    expect(config.paymentsGateway).toBeNull()
    expect(config.googlePay).toBeNull()
    const page = await t.request({ method: 'GET', url: '/' })
    expect(page.headers['content-security-policy']).toContain("default-src 'self'")
    expect(page.headers['content-security-policy']).not.toContain('pay.google.com')
  })

  it('refuses to create a payment intent, for a visitor and for a student', async () => {
    const visitor = await t.post('/api/payment-intents', {
      purpose: 'video_order',
      number_of_chapters: 2,
    })
    expect(visitor.statusCode).toBe(503)
    expect(visitor.json()).toEqual({ error: paymentMessages.cardUnavailable })

    const student = await createStudent(t)
    const booking = await as(student, '/api/payment-intents', {
      purpose: 'booking',
      package_type: '1_hour',
    })
    expect(booking.statusCode).toBe(503)
    expect(booking.json()).toEqual({ error: paymentMessages.cardUnavailable })
    expect(await t.database.db.select().from(paymentIntents)).toHaveLength(0)
  })

  it('refuses to charge the sandbox success token, and the intent stays unpaid', async () => {
    const [intent] = await t.database.db
      .insert(paymentIntents)
      .values({
        userId: null,
        purpose: 'video_order',
        item: { number_of_chapters: 2 },
        amountCents: 190_000,
        gateway: 'sandbox',
      })
      .returning()
    const confirmed = await t.post(`/api/payment-intents/${intent!.id}/confirm`, {
      token: 'tok_sandbox_success',
    })
    expect(confirmed.statusCode).toBe(503)
    expect(confirmed.json()).toEqual({ error: paymentMessages.cardUnavailable })
    const [stored] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent!.id))
    expect(stored).toMatchObject({ status: 'requires_payment', gatewayReference: null })
  })

  it('answers no gateway webhook, so no notification can mark an intent paid', async () => {
    const [intent] = await t.database.db
      .insert(paymentIntents)
      .values({
        userId: null,
        purpose: 'donation',
        item: { amount_cents: 25_000 },
        amountCents: 25_000,
        gateway: 'sandbox',
        status: 'processing',
      })
      .returning()
    for (const gateway of ['sandbox', 'peach']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/payments/webhooks/${gateway}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ intentId: intent!.id, outcome: 'succeeded' }),
      })
      expect(res.statusCode).toBe(404)
    }
    const [stored] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent!.id))
    expect(stored!.status).toBe('processing')
  })

  it('refuses a booking paid by card with a field error and stores nothing', async () => {
    const student = await createStudent(t)
    const intent = await leftoverSandboxIntent(
      student.id,
      'booking',
      { package_type: '1_hour' },
      50_000,
    )
    const res = await as(student, '/api/bookings', {
      session_type: 'one_to_one',
      mathematics_module_id: moduleId,
      package_type: '1_hour',
      preferred_date: todayInSast(new Date(Date.now() + 3 * 86_400_000)),
      preferred_time: '14:00',
      meeting_platform: 'google_meet',
      meeting_link: '',
      payment_method: 'google_pay',
      payment_data: { payment_intent_id: intent.id },
      notes: '',
      meeting_aim: 'Prepare for the June calculus test',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(cardRefused)
    expect(await t.database.db.select().from(bookings)).toHaveLength(0)
    const [stored] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.id))
    expect(stored!.usedAt).toBeNull()
  })

  it('refuses a donation paid by card with a field error and stores nothing', async () => {
    const donor = await createStudent(t)
    const intent = await leftoverSandboxIntent(
      donor.id,
      'donation',
      { amount_cents: 25_000 },
      25_000,
    )
    const res = await as(donor, '/api/donations', {
      donor_name: 'Mrs Zanele Dube',
      donor_email: 'zanele.dube@example.com',
      donor_phone: '',
      amount: 250,
      donation_type: 'one_time',
      payment_method: 'google_pay',
      payment_data: { payment_intent_id: intent.id },
      message: '',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(cardRefused)
    expect(await t.database.db.select().from(donations)).toHaveLength(0)
  })

  it('refuses a video order paid by card with a field error and stores nothing', async () => {
    const intent = await leftoverSandboxIntent(
      null,
      'video_order',
      { number_of_chapters: 6 },
      513_000,
    )
    const res = await t.post('/api/video-orders', {
      teacher_name: 'Mr Sipho Nkosi',
      teacher_email: 's.nkosi@school.example',
      teacher_phone: '072 123 4567',
      school_institution: 'Mamelodi High School',
      subject_area: 'Calculus',
      grade_level: 'Grade 12',
      video_topic: 'Differential calculus',
      chapter_details: 'First principles, rules of differentiation, cubic graphs',
      specific_requirements: '',
      preferred_length: '15-20 minutes',
      delivery_timeline: '3 weeks',
      number_of_chapters: 6,
      payment_method: 'google_pay',
      payment_data: { payment_intent_id: intent.id },
      special_notes: '',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(cardRefused)
    expect(await t.database.db.select().from(videoOrders)).toHaveLength(0)
  })
})

describe('with a real gateway configured later', () => {
  let peach: TestApp
  beforeAll(async () => {
    peach = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://tutoring.example',
      PAYMENTS_GATEWAY: 'peach',
      PAYMENTS_ENTITY_ID: 'entity-123',
      PAYMENTS_SECRET_KEY: 'secret-token',
      PAYMENTS_WEBHOOK_SECRET: 'ab'.repeat(32),
    })
  })
  afterAll(async () => peach.close())

  it('offers card payment, and takes no succeeded intent the sandbox left behind', async () => {
    const config = (await peach.request({ method: 'GET', url: '/api/config' })).json()
    expect(config.paymentsGateway).toBe('peach')
    const page = await peach.request({ method: 'GET', url: '/' })
    expect(page.headers['content-security-policy']).toContain('https://pay.google.com')
    const [intent] = await peach.database.db
      .insert(paymentIntents)
      .values({
        userId: null,
        purpose: 'video_order',
        item: { number_of_chapters: 1 },
        amountCents: 95_000,
        gateway: 'sandbox',
        status: 'succeeded',
      })
      .returning()
    const res = await peach.post('/api/video-orders', {
      teacher_name: 'Mr Sipho Nkosi',
      teacher_email: 's.nkosi@school.example',
      teacher_phone: '072 123 4567',
      school_institution: 'Mamelodi High School',
      subject_area: 'Calculus',
      grade_level: 'Grade 12',
      video_topic: 'Differential calculus',
      chapter_details: 'First principles',
      specific_requirements: '',
      preferred_length: '15-20 minutes',
      delivery_timeline: '3 weeks',
      number_of_chapters: 1,
      payment_method: 'google_pay',
      payment_data: { payment_intent_id: intent!.id },
      special_notes: '',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toEqual({ payment_data: paymentMessages.notFound })
    expect(await peach.database.db.select().from(videoOrders)).toHaveLength(0)
  })
})
