import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { paymentIntents, users } from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createStudent } from '#tests/support/students.ts'

// Intents of the two purchases that need no account (D16): video orders and donations.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.database.db.delete(paymentIntents)
  await t.database.db.delete(users)
})

describe('video order intents', () => {
  it.each([
    [1, 95_000],
    [4, 380_000],
    [5, 427_500],
    [10, 807_500],
    [20, 1_520_000],
    [50, 3_800_000],
  ])('prices %i chapters at R950 less the volume discount: %i cents', async (chapters, cents) => {
    const created = await t.post('/api/payment-intents', {
      purpose: 'video_order',
      number_of_chapters: chapters,
      amount_cents: 100,
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({
      purpose: 'video_order',
      amount_cents: cents,
      currency: 'ZAR',
      status: 'requires_payment',
    })
  })

  it.each([0, 51, 2.5, '3', null])('refuses %s chapters', async (chapters) => {
    const res = await t.post('/api/payment-intents', {
      purpose: 'video_order',
      number_of_chapters: chapters,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toHaveProperty('number_of_chapters')
    expect(await t.database.db.select().from(paymentIntents)).toHaveLength(0)
  })

  it('lets a visitor pay with the sandbox card and read the intent back', async () => {
    const { id } = (
      await t.post('/api/payment-intents', { purpose: 'video_order', number_of_chapters: 2 })
    ).json()
    const confirmed = await t.post(`/api/payment-intents/${id}/confirm`, {
      token: 'tok_sandbox_success',
    })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json().status).toBe('succeeded')
    const read = await t.request({ method: 'GET', url: `/api/payment-intents/${id}` })
    expect(read.json()).toMatchObject({ id, status: 'succeeded', amount_cents: 190_000 })
  })

  it("keeps a student's intent from visitors and a visitor's from students", async () => {
    const student = await createStudent(t)
    const own = await t.request({
      method: 'POST',
      url: '/api/payment-intents',
      headers: { cookie: student.cookie },
      payload: { purpose: 'video_order', number_of_chapters: 1 },
    })
    const visitor = await t.request({ method: 'GET', url: `/api/payment-intents/${own.json().id}` })
    expect(visitor.statusCode).toBe(404)

    const anonymous = (
      await t.post('/api/payment-intents', { purpose: 'video_order', number_of_chapters: 1 })
    ).json()
    const byStudent = await t.request({
      method: 'POST',
      url: `/api/payment-intents/${anonymous.id}/confirm`,
      headers: { cookie: student.cookie },
      payload: { token: 'tok_sandbox_success' },
    })
    expect(byStudent.statusCode).toBe(404)
  })
})

describe('donation intents', () => {
  it('charges the amount the donor chose, in cents', async () => {
    const created = await t.post('/api/payment-intents', {
      purpose: 'donation',
      amount_cents: 25_000,
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().amount_cents).toBe(25_000)
  })

  it.each([0, 500, 1_005, 1_500, -1_000, 100_000_010, 25_000.5])(
    'refuses %i cents (minimum R10, in steps of R10)',
    async (cents) => {
      const res = await t.post('/api/payment-intents', { purpose: 'donation', amount_cents: cents })
      expect(res.statusCode).toBe(400)
      expect(res.json().fields.amount_cents).toBe('Please give at least R10, in steps of R10')
    },
  )

  it('still needs a signed-in student for a booking', async () => {
    const res = await t.post('/api/payment-intents', { purpose: 'booking', package_type: '1_hour' })
    expect(res.statusCode).toBe(401)
  })
})
