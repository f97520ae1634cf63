import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outboxEmails, schoolBookings } from '#server/db/schema.ts'
import { dateMessages } from '#shared/schemas/dates.ts'
import { phoneMessages } from '#shared/schemas/fields.ts'
import { schoolBookingMessages as m } from '#shared/schemas/school-booking.ts'
import { todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ BUSINESS_EMAIL: 'office@tutoring.example' })
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.database.db.delete(outboxEmails)
  await t.database.db.delete(schoolBookings)
})

const DAY_MS = 86_400_000
const inDays = (days: number) => todayInSast(new Date(Date.now() + days * DAY_MS))

const valid = (overrides: Record<string, unknown> = {}) => ({
  school_name: ' Atteridgeville Secondary School ',
  contact_person_name: 'Mr Themba Sithole',
  contact_email: 'T.Sithole@School.example',
  contact_phone: '012 373 0000',
  school_address: '1 Maunde Street, Atteridgeville, Pretoria',
  school_province: 'gauteng',
  preferred_date: inDays(10),
  preferred_time: '09:00',
  grade_level: 'Grade 12',
  venue_details: 'School hall with a projector and two whiteboards',
  number_of_learners: 35,
  subject: 'mathematics',
  session_duration: 2,
  payment_method: 'transfer',
  special_requirements: 'Focus on Paper 2 geometry',
  budget_range: '2000_5000',
  ...overrides,
})
const post = (body: unknown) => t.post('/api/school-bookings', body)

async function nothingStored() {
  expect(await t.database.db.select().from(schoolBookings)).toHaveLength(0)
  expect(await queuedEmails(t.database.db)).toHaveLength(0)
}

describe('POST /api/school-bookings', () => {
  it('stores the request with the estimate the server computes, group discount applied (D5)', async () => {
    const res = await post(valid({ estimated_cost: 1, estimated_cost_cents: 1 }))
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      school_name: 'Atteridgeville Secondary School',
      contact_email: 't.sithole@school.example',
      number_of_learners: 35,
      session_duration: 2,
      hourly_rate_cents: 150_000,
      subtotal_cents: 300_000,
      discount_percent: 15,
      discount_cents: 45_000,
      estimated_cost_cents: 255_000,
      estimated_cost: 2550,
      status: 'new',
    })
    const [row] = await t.database.db.select().from(schoolBookings)
    expect(row).toMatchObject({ id: body.id, estimatedCostCents: 255_000, discountPercent: 15 })
    // 09:00 SAST is 07:00 UTC (D3).
    expect(row!.preferredStartAt.toISOString()).toBe(`${inDays(10)}T07:00:00.000Z`)
  })

  it.each([
    ['gauteng', 19, 1, 150_000],
    ['limpopo', 5, 6, 2_700_000],
    ['western_cape', 20, 1, 405_000],
    ['gauteng', 50, 4, 480_000],
    ['gauteng', '200', '3', 360_000],
  ])('prices %s, %s learners, %s h at %i cents', async (province, learners, hours, total) => {
    const res = await post(
      valid({ school_province: province, number_of_learners: learners, session_duration: hours }),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().estimated_cost_cents).toBe(total)
  })

  it('queues a receipt with the estimate in fixed words and a notification with everything (D2)', async () => {
    const { reference } = (await post(valid())).json()
    const emails = await queuedEmails(t.database.db)
    expect(emails.map((email) => [email.kind, email.toAddress]).sort()).toEqual([
      ['school_booking.notification', 'office@tutoring.example'],
      ['school_booking.receipt', 't.sithole@school.example'],
    ])
    const receipt = emails.find((email) => email.kind === 'school_booking.receipt')!
    expect(receipt.textBody).toMatch(/^Hello,\n/)
    expect(receipt.textBody).toContain('You asked for: A school visit for 35 learners')
    expect(receipt.textBody).toContain('within 24 hours')
    expect(receipt.textBody).toContain(`Reference: ${reference}`)
    for (const typed of ['Sithole', 'Atteridgeville', 'School hall', 'Paper 2']) {
      expect(receipt.textBody).not.toContain(typed)
    }
    expect(receipt.textBody).toContain('group discount 15%: −R450')
    expect(receipt.textBody).toContain('estimated total R2,550')
    expect(receipt.headers['Reply-To']).toBe('office@tutoring.example')
    const notification = emails.find((email) => email.kind === 'school_booking.notification')!
    expect(notification.subject).toContain('Atteridgeville Secondary School')
    expect(notification.headers['Reply-To']).toBe('t.sithole@school.example')
    expect(notification.textBody).toContain('Province: Gauteng')
    expect(notification.textBody).toContain('Special requirements: Focus on Paper 2 geometry')
  })

  it('accepts a request without the optional fields', async () => {
    const res = await post(valid({ special_requirements: '', budget_range: '' }))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ special_requirements: null, budget_range: null })
  })

  it.each([
    ['school_name', '', m.schoolNameRequired],
    ['contact_person_name', '  ', m.contactNameRequired],
    ['contact_email', '', m.emailRequired],
    ['contact_email', 'not-an-email', 'Please enter a valid email'],
    ['contact_phone', '', m.phoneRequired],
    ['contact_phone', 'call me', phoneMessages.invalid],
    ['school_address', '', m.addressRequired],
    ['school_province', '', m.provinceRequired],
    ['school_province', 'lesotho', m.provinceRequired],
    ['preferred_date', '', m.dateRequired],
    ['preferred_date', inDays(-1), dateMessages.beforeToday],
    ['preferred_date', '2026-02-30', dateMessages.invalid],
    ['preferred_time', '16:00', m.timeRequired],
    ['preferred_time', '07:00', m.timeRequired],
    ['grade_level', 'Grade 7', m.gradeRequired],
    ['venue_details', '', m.venueRequired],
    ['number_of_learners', 4, m.learnersRange],
    ['number_of_learners', 201, m.learnersRange],
    ['number_of_learners', 20.5, m.learnersRange],
    ['number_of_learners', '', m.learnersRange],
    ['subject', 'biology', m.subjectRequired],
    ['session_duration', 5, m.durationRequired],
    ['session_duration', '', m.durationRequired],
    ['payment_method', 'google_pay', m.paymentRequired],
    ['budget_range', 'millions', m.budgetInvalid],
  ])('refuses %s = %j with its message and stores nothing', async (field, value, message) => {
    const res = await post(valid({ [field]: value }))
    expect(res.statusCode).toBe(400)
    expect(res.json().fields[field]).toBe(message)
    await nothingStored()
  })

  it('refuses a request with a required field missing altogether', async () => {
    const body: Record<string, unknown> = valid()
    delete body.venue_details
    const res = await post(body)
    expect(res.statusCode).toBe(400)
    expect(res.json().fields.venue_details).toBe(m.venueRequired)
    await nothingStored()
  })
})
