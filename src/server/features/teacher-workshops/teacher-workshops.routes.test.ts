import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outboxEmails, teacherWorkshops } from '#server/db/schema.ts'
import { dateMessages } from '#shared/schemas/dates.ts'
import { phoneMessages } from '#shared/schemas/fields.ts'
import { teacherWorkshopMessages as m } from '#shared/schemas/teacher-workshop.ts'
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
  await t.database.db.delete(teacherWorkshops)
})

const DAY_MS = 86_400_000
const inDays = (days: number) => todayInSast(new Date(Date.now() + days * DAY_MS))

const valid = (overrides: Record<string, unknown> = {}) => ({
  institution_name: ' Tshwane South TVET College ',
  contact_person_name: 'Dr Lerato Mahlangu',
  contact_email: 'L.Mahlangu@College.example',
  contact_phone: '+27 12 401 1600',
  institution_address: '1 Gerard Moerdyk Street, Pretoria',
  institution_province: 'gauteng',
  preferred_date: inDays(14),
  preferred_time: '14:00',
  workshop_type: 'exam_preparation',
  delivery_method: 'face_to_face',
  meeting_platform: '',
  venue_details: 'Staff room, 30 seats, projector',
  number_of_teachers: 24,
  subject_focus: 'calculus',
  session_duration: 4,
  payment_method: 'bank_transfer',
  special_requirements: '',
  budget_range: '5000_10000',
  workshop_objectives: 'Prepare N-level lecturers to teach differentiation with confidence',
  ...overrides,
})
const post = (body: unknown) => t.post('/api/teacher-workshops', body)

async function nothingStored() {
  expect(await t.database.db.select().from(teacherWorkshops)).toHaveLength(0)
  expect(await queuedEmails(t.database.db)).toHaveLength(0)
}

describe('POST /api/teacher-workshops', () => {
  it('stores a face-to-face request with the estimate the server computes', async () => {
    const res = await post(valid({ estimated_cost: 1, hourly_rate_cents: 1 }))
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      institution_name: 'Tshwane South TVET College',
      contact_email: 'l.mahlangu@college.example',
      delivery_method: 'face_to_face',
      venue_details: 'Staff room, 30 seats, projector',
      meeting_platform: '',
      number_of_teachers: 24,
      hourly_rate_cents: 150_000,
      estimated_cost_cents: 600_000,
      estimated_cost: 6000,
      status: 'new',
    })
    const [row] = await t.database.db.select().from(teacherWorkshops)
    expect(row).toMatchObject({ id: body.id, estimatedCostCents: 600_000 })
    // 14:00 SAST is 12:00 UTC (D3).
    expect(row!.preferredStartAt.toISOString()).toBe(`${inDays(14)}T12:00:00.000Z`)
  })

  it.each([
    ['online', 'limpopo', 2, 150_000],
    ['online', 'gauteng', 24, 1_800_000],
    ['face_to_face', 'gauteng', 2, 300_000],
    ['face_to_face', 'northern_cape', 16, 7_200_000],
    ['face_to_face', 'western_cape', '8', 3_600_000],
  ])('prices %s in %s for %s h at %i cents', async (delivery, province, hours, total) => {
    const res = await post(
      valid({ delivery_method: delivery, institution_province: province, session_duration: hours }),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().estimated_cost_cents).toBe(total)
  })

  it('keeps the platform of an online workshop and drops a venue typed before switching', async () => {
    const res = await post(valid({ delivery_method: 'online', meeting_platform: 'zoom' }))
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ meeting_platform: 'zoom', venue_details: null })
  })

  it('drops a platform sent with a face-to-face workshop', async () => {
    const res = await post(valid({ meeting_platform: 'google_meet' }))
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().meeting_platform).toBe('')
  })

  it('accepts an online workshop without a venue or a platform preference', async () => {
    const body: Record<string, unknown> = valid({ delivery_method: 'online' })
    delete body.venue_details
    delete body.meeting_platform
    const res = await post(body)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      meeting_platform: '',
      venue_details: null,
      budget_range: '5000_10000',
    })
  })

  it('queues a receipt with the estimate in fixed words and a notification with everything (D2)', async () => {
    const { reference } = (await post(valid())).json()
    const emails = await queuedEmails(t.database.db)
    expect(emails.map((email) => [email.kind, email.toAddress]).sort()).toEqual([
      ['teacher_workshop.notification', 'office@tutoring.example'],
      ['teacher_workshop.receipt', 'l.mahlangu@college.example'],
    ])
    const receipt = emails.find((email) => email.kind === 'teacher_workshop.receipt')!
    expect(receipt.textBody).toMatch(/^Hello,\n/)
    expect(receipt.textBody).toContain('You asked for: A teacher workshop for 24 teachers')
    expect(receipt.textBody).toContain('within 24 hours')
    expect(receipt.textBody).toContain('R1,500/hour × 4 h = R6,000')
    expect(receipt.textBody).toContain(`Reference: ${reference}`)
    for (const typed of ['Mahlangu', 'Tshwane', 'Staff room', 'differentiation']) {
      expect(receipt.textBody).not.toContain(typed)
    }
    expect(receipt.headers['Reply-To']).toBe('office@tutoring.example')
    const notification = emails.find((email) => email.kind === 'teacher_workshop.notification')!
    expect(notification.subject).toContain('Tshwane South TVET College')
    expect(notification.headers['Reply-To']).toBe('l.mahlangu@college.example')
    expect(notification.textBody).toContain('Workshop: Exam Preparation')
    expect(notification.textBody).toContain('Venue: Staff room')
  })

  it.each([
    ['institution_name', '', m.institutionNameRequired],
    ['contact_person_name', ' ', m.contactNameRequired],
    ['contact_email', '', m.emailRequired],
    ['contact_email', 'lerato@', 'Please enter a valid email'],
    ['contact_phone', '', m.phoneRequired],
    ['contact_phone', 'phone me', phoneMessages.invalid],
    ['institution_address', '', m.addressRequired],
    ['institution_province', '', m.provinceRequired],
    ['preferred_date', '', m.dateRequired],
    ['preferred_date', inDays(-1), dateMessages.beforeToday],
    ['preferred_time', '21:00', m.timeRequired],
    ['workshop_type', 'team_building', m.workshopTypeRequired],
    ['delivery_method', 'hybrid', m.deliveryRequired],
    ['delivery_method', '', m.deliveryRequired],
    ['meeting_platform', 'skype', m.platformInvalid],
    ['venue_details', '', m.venueRequired],
    ['venue_details', '   ', m.venueRequired],
    ['number_of_teachers', 4, m.teachersRange],
    ['number_of_teachers', 101, m.teachersRange],
    ['number_of_teachers', '', m.teachersRange],
    ['subject_focus', 'biology', m.subjectFocusRequired],
    ['session_duration', 3, m.durationRequired],
    ['payment_method', 'cash', m.paymentRequired],
    ['budget_range', 'lots', m.budgetInvalid],
    ['workshop_objectives', '', m.objectivesRequired],
  ])('refuses %s = %j with its message and stores nothing', async (field, value, message) => {
    const res = await post(valid({ [field]: value }))
    expect(res.statusCode).toBe(400)
    expect(res.json().fields[field]).toBe(message)
    await nothingStored()
  })

  it('names a missing face-to-face venue together with the other problems', async () => {
    const res = await post(
      valid({ venue_details: '', institution_name: '', number_of_teachers: 2 }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toMatchObject({
      venue_details: m.venueRequired,
      institution_name: m.institutionNameRequired,
      number_of_teachers: m.teachersRange,
    })
    await nothingStored()
  })
})
