import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outboxEmails, paymentIntents, videoOrders } from '#server/db/schema.ts'
import { bookingMessages } from '#shared/messages.ts'
import { phoneMessages } from '#shared/schemas/fields.ts'
import { chaptersMessage } from '#shared/schemas/payments.ts'
import { videoOrderFieldMessages as m } from '#shared/schemas/video-order.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent } from '#tests/support/students.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ BUSINESS_EMAIL: 'office@tutoring.example' })
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.database.db.delete(outboxEmails)
  await t.database.db.delete(videoOrders)
  await t.database.db.delete(paymentIntents)
})

const valid = (overrides: Record<string, unknown> = {}) => ({
  teacher_name: 'Mr Sipho Nkosi',
  teacher_email: 'S.Nkosi@School.example',
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
  payment_method: 'bank_transfer',
  special_notes: '',
  ...overrides,
})
const post = (body: unknown) => t.post('/api/video-orders', body)

/** A visitor's sandbox card payment for `chapters` chapters (D16). */
async function paidIntent(chapters: number, token = 'tok_sandbox_success') {
  const created = await t.post('/api/payment-intents', {
    purpose: 'video_order',
    number_of_chapters: chapters,
  })
  const { id } = created.json()
  await t.post(`/api/payment-intents/${id}/confirm`, { token })
  return id as string
}

async function nothingStored() {
  expect(await t.database.db.select().from(videoOrders)).toHaveLength(0)
  expect(await queuedEmails(t.database.db)).toHaveLength(0)
}

describe('POST /api/video-orders', () => {
  it('stores a bank-transfer order priced by the server, ignoring the client’s total (D5)', async () => {
    const res = await post(valid({ total_cost: 2700 }))
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      teacher_email: 's.nkosi@school.example',
      number_of_chapters: 6,
      price_per_chapter_cents: 95_000,
      subtotal_cents: 570_000,
      discount_percent: 10,
      discount_cents: 57_000,
      total_cost_cents: 513_000,
      total_cost: 5130,
      payment_method: 'bank_transfer',
      payment_status: 'pending',
      payment_reference: expect.stringMatching(/^VO-[0-9A-Z]{8}$/),
      status: 'new',
    })
  })

  it('stores a card order that brings its succeeded intent, and marks the intent used', async () => {
    const intentId = await paidIntent(10)
    const res = await post(
      valid({
        payment_method: 'google_pay',
        number_of_chapters: 10,
        payment_data: { payment_intent_id: intentId },
      }),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      total_cost_cents: 807_500,
      payment_status: 'completed',
      payment_reference: null,
    })
    const [intent] = await t.database.db.select().from(paymentIntents)
    expect(intent!.usedAt).not.toBeNull()
  })

  it('answers a retried card order with the stored order, storing and emailing nothing new', async () => {
    const intentId = await paidIntent(2)
    const body = valid({
      payment_method: 'google_pay',
      number_of_chapters: 2,
      payment_data: { payment_intent_id: intentId },
    })
    const first = await post(body)
    const again = await post(body)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().id).toBe(first.json().id)
    expect(await t.database.db.select().from(videoOrders)).toHaveLength(1)
    expect(await queuedEmails(t.database.db)).toHaveLength(2)
  })

  it('queues a receipt with the price and the bank details, and a notification (D2)', async () => {
    const res = await post(valid())
    const reference = res.json().payment_reference
    const emails = await queuedEmails(t.database.db)
    expect(emails.map((email) => [email.kind, email.toAddress]).sort()).toEqual([
      ['video_order.notification', 'office@tutoring.example'],
      ['video_order.receipt', 's.nkosi@school.example'],
    ])
    const receipt = emails.find((email) => email.kind === 'video_order.receipt')!
    expect(receipt.textBody).toContain('within 24 hours')
    expect(receipt.textBody).toContain(
      '6 × R950 = R5,700; volume discount 10%: −R570; total R5,130',
    )
    expect(receipt.textBody).toContain(`Use ${reference} as the payment reference`)
    expect(receipt.textBody).toContain('You asked for: An order of 6 video chapter(s)')
    expect(receipt.textBody).toContain(`Reference: ${res.json().reference}`)
    for (const typed of ['Nkosi', 'Mamelodi', 'Differential', 'First principles']) {
      expect(receipt.textBody).not.toContain(typed)
    }
    const notification = emails.find((email) => email.kind === 'video_order.notification')!
    expect(notification.headers['Reply-To']).toBe('s.nkosi@school.example')
    expect(notification.textBody).toContain('Topic: Differential calculus')
  })

  describe('refuses a card order whose payment does not match, storing nothing', () => {
    it('without payment data', async () => {
      const res = await post(valid({ payment_method: 'google_pay' }))
      expect(res.statusCode).toBe(402)
      expect(res.json().error).toBe(bookingMessages.paymentRequired)
      await nothingStored()
    })

    it('paid for fewer chapters than ordered', async () => {
      const intentId = await paidIntent(1)
      const res = await post(
        valid({
          payment_method: 'google_pay',
          number_of_chapters: 20,
          payment_data: { payment_intent_id: intentId },
        }),
      )
      expect(res.statusCode).toBe(400)
      expect(res.json().fields).toHaveProperty('payment_data')
      await nothingStored()
    })

    it('with a declined payment', async () => {
      const intentId = await paidIntent(6, 'tok_sandbox_declined')
      const res = await post(
        valid({ payment_method: 'google_pay', payment_data: { payment_intent_id: intentId } }),
      )
      expect(res.statusCode).toBe(402)
      await nothingStored()
    })

    it('with another purchase’s intent (a booking)', async () => {
      const student = await createStudent(t)
      const created = await t.request({
        method: 'POST',
        url: '/api/payment-intents',
        headers: { cookie: student.cookie },
        payload: { purpose: 'booking', package_type: '1_hour' } as unknown as string,
      })
      const res = await post(
        valid({
          payment_method: 'google_pay',
          payment_data: { payment_intent_id: created.json().id },
        }),
      )
      expect(res.statusCode).toBe(400)
      await nothingStored()
    })

    it('with an intent already used by another order', async () => {
      const intentId = await paidIntent(6)
      const body = valid({
        payment_method: 'google_pay',
        payment_data: { payment_intent_id: intentId },
      })
      expect((await post(body)).statusCode).toBe(201)
      const res = await post({ ...body, teacher_email: 'someone.else@example.com' })
      expect(res.statusCode).toBe(409)
      expect(await t.database.db.select().from(videoOrders)).toHaveLength(1)
    })
  })

  it.each([
    ['teacher_name', '', m.nameRequired],
    ['teacher_email', '', m.emailRequired],
    ['teacher_email', 'sipho@', 'Please enter a valid email'],
    ['teacher_phone', '', m.phoneRequired],
    ['teacher_phone', 'n/a', phoneMessages.invalid],
    ['school_institution', '', m.schoolRequired],
    ['subject_area', 'Biology', m.subjectRequired],
    ['grade_level', 'Grade 7', m.gradeRequired],
    ['video_topic', ' ', m.topicRequired],
    ['chapter_details', '', m.chapterDetailsRequired],
    ['preferred_length', '2 hours', m.lengthInvalid],
    ['delivery_timeline', 'tomorrow', m.timelineRequired],
    ['number_of_chapters', 0, chaptersMessage],
    ['number_of_chapters', 51, chaptersMessage],
    ['number_of_chapters', 2.5, chaptersMessage],
    ['payment_method', 'cash', m.paymentMethodRequired],
  ])('refuses %s = %j with its message and stores nothing', async (field, value, message) => {
    const res = await post(valid({ [field]: value }))
    expect(res.statusCode).toBe(400)
    expect(res.json().fields[field]).toBe(message)
    await nothingStored()
  })
})
