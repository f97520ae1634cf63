import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { donations, outboxEmails, paymentIntents } from '#server/db/schema.ts'
import { bookingMessages } from '#shared/messages.ts'
import { phoneMessages } from '#shared/schemas/fields.ts'
import { donationFieldMessages as f } from '#shared/schemas/donation.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

let t: TestApp
let donor: TestStudent
let other: TestStudent
beforeAll(async () => {
  t = await createTestApp({ BUSINESS_EMAIL: 'office@tutoring.example' })
  donor = await createStudent(t)
  other = await createStudent(t)
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.database.db.delete(outboxEmails)
  await t.database.db.delete(donations)
  await t.database.db.delete(paymentIntents)
})

const valid = (overrides: Record<string, unknown> = {}) => ({
  donor_name: 'Mrs Zanele Dube',
  donor_email: 'Zanele.Dube@Example.com',
  donor_phone: '',
  amount: 250,
  donation_type: 'one_time',
  payment_method: 'bank_transfer',
  message: 'For learners in Soweto',
  ...overrides,
})
const as = (who: TestStudent | null, url: string, payload: unknown) =>
  t.request({
    method: 'POST',
    url,
    headers: who ? { cookie: who.cookie } : {},
    payload: payload as string,
  })
const post = (body: unknown, who: TestStudent | null = donor) => as(who, '/api/donations', body)

async function paidIntent(
  amountCents: number,
  who: TestStudent = donor,
  token = 'tok_sandbox_success',
) {
  const { id } = (
    await as(who, '/api/payment-intents', { purpose: 'donation', amount_cents: amountCents })
  ).json()
  await as(who, `/api/payment-intents/${id}/confirm`, { token })
  return id as string
}

async function nothingStored() {
  expect(await t.database.db.select().from(donations)).toHaveLength(0)
  expect(await queuedEmails(t.database.db)).toHaveLength(0)
}

describe('POST /api/donations', () => {
  it('stores a bank-transfer pledge in cents with a DN- reference', async () => {
    const res = await post(valid({ amount: '250' }))
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      donor_email: 'zanele.dube@example.com',
      amount: 250,
      amount_cents: 25_000,
      donation_type: 'one_time',
      payment_method: 'bank_transfer',
      payment_status: 'pending',
      payment_reference: expect.stringMatching(/^DN-[0-9A-Z]{8}$/),
      donor_phone: null,
    })
    const [row] = await t.database.db.select().from(donations)
    expect(row).toMatchObject({ userId: donor.id, amountCents: 25_000 })
  })

  it('stores a card donation that brings the donor’s succeeded intent for that amount', async () => {
    const intentId = await paidIntent(50_000)
    const res = await post(
      valid({
        amount: 500,
        donation_type: 'monthly',
        payment_method: 'google_pay',
        payment_data: { payment_intent_id: intentId },
      }),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ payment_status: 'completed', payment_reference: null })
  })

  it('answers a retried card donation with the stored one', async () => {
    const intentId = await paidIntent(10_000)
    const body = valid({
      amount: 100,
      payment_method: 'google_pay',
      payment_data: { payment_intent_id: intentId },
    })
    const first = await post(body)
    const again = await post(body)
    expect(again.statusCode).toBe(201)
    expect(again.json().id).toBe(first.json().id)
    expect(await t.database.db.select().from(donations)).toHaveLength(1)
  })

  it('never answers another member with a stored donation, even with its intent and email', async () => {
    const intentId = await paidIntent(10_000)
    const body = valid({
      amount: 100,
      payment_method: 'google_pay',
      payment_data: { payment_intent_id: intentId },
    })
    expect((await post(body)).statusCode).toBe(201)
    const res = await post(body, other)
    expect(res.statusCode).toBe(400)
    expect(res.body).not.toContain('zanele.dube@example.com')
    expect(await t.database.db.select().from(donations)).toHaveLength(1)
  })

  it('queues a receipt with the amount and reference in fixed words, and a notification (D2)', async () => {
    const intentId = await paidIntent(250_000)
    const res = await post(
      valid({
        amount: 2500,
        donation_type: 'annual',
        payment_method: 'google_pay',
        payment_data: { payment_intent_id: intentId },
      }),
    )
    const emails = await queuedEmails(t.database.db)
    expect(emails.map((email) => [email.kind, email.toAddress]).sort()).toEqual([
      ['donation.notification', 'office@tutoring.example'],
      ['donation.receipt', 'zanele.dube@example.com'],
    ])
    const receipt = emails.find((email) => email.kind === 'donation.receipt')!
    expect(receipt.subject).toContain('Receipt for your donation of R2,500')
    expect(receipt.textBody).toContain('Amount: R2,500')
    expect(receipt.textBody).toContain(`Reference: ${res.json().reference}`)
    expect(receipt.textBody).toContain('every year')
    expect(receipt.textBody).toMatch(/^Hello,\n/)
    for (const typed of ['Zanele', 'Soweto']) expect(receipt.textBody).not.toContain(typed)
    const notification = emails.find((email) => email.kind === 'donation.notification')!
    expect(notification.subject).toBe('Donation: R2,500 from Mrs Zanele Dube (paid)')
    expect(notification.textBody).toContain('Message: For learners in Soweto')
  })

  it('emails the bank details and reference of a pledge', async () => {
    const res = await post(valid())
    const receipt = (await queuedEmails(t.database.db)).find(
      (email) => email.kind === 'donation.receipt',
    )!
    expect(receipt.textBody).toContain(
      `Use ${res.json().payment_reference} as the payment reference`,
    )
  })

  describe('refuses, storing nothing', () => {
    it('a visitor (401)', async () => {
      expect((await post(valid(), null)).statusCode).toBe(401)
      await nothingStored()
    })

    it('a card donation without payment', async () => {
      const res = await post(valid({ payment_method: 'google_pay' }))
      expect(res.statusCode).toBe(402)
      expect(res.json().error).toBe(bookingMessages.paymentRequired)
      await nothingStored()
    })

    it('a payment of R50 for a donation of R5,000', async () => {
      const intentId = await paidIntent(5_000)
      const res = await post(
        valid({
          amount: 5000,
          payment_method: 'google_pay',
          payment_data: { payment_intent_id: intentId },
        }),
      )
      expect(res.statusCode).toBe(400)
      await nothingStored()
    })

    it('someone else’s payment', async () => {
      const intentId = await paidIntent(25_000, other)
      const res = await post(
        valid({ payment_method: 'google_pay', payment_data: { payment_intent_id: intentId } }),
      )
      expect(res.statusCode).toBe(400)
      await nothingStored()
    })

    it('a declined payment', async () => {
      const intentId = await paidIntent(25_000, donor, 'tok_sandbox_declined')
      const res = await post(
        valid({ payment_method: 'google_pay', payment_data: { payment_intent_id: intentId } }),
      )
      expect(res.statusCode).toBe(402)
      await nothingStored()
    })
  })

  it.each([
    ['donor_name', '', f.nameRequired],
    ['donor_email', '', f.emailRequired],
    ['donor_email', 'zanele', 'Please enter a valid email'],
    ['donor_phone', 'call me', phoneMessages.invalid],
    ['amount', '', f.amountRequired],
    ['amount', 5, f.amountRequired],
    ['amount', 55, f.amountRequired],
    ['amount', 10.5, f.amountRequired],
    ['amount', -10, f.amountRequired],
    ['amount', 2_000_000, f.amountTooLarge],
    ['donation_type', 'weekly', f.typeRequired],
    ['payment_method', 'cash', f.paymentMethodRequired],
    ['message', 'x'.repeat(1001), 'Must be at most 1000 characters'],
  ])('refuses %s = %j with its message and stores nothing', async (field, value, message) => {
    const res = await post(valid({ [field]: value }))
    expect(res.statusCode).toBe(400)
    expect(res.json().fields[field]).toBe(message)
    await nothingStored()
  })
})
