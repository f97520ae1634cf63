import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outboxEmails, tutorApplications } from '#server/db/schema.ts'
import { phoneMessages } from '#shared/schemas/fields.ts'
import { tutorApplicationMessages as m } from '#shared/schemas/tutor-application.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ BUSINESS_EMAIL: 'office@tutoring.example' })
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.database.db.delete(outboxEmails)
  await t.database.db.delete(tutorApplications)
})

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: ' Nomsa Khumalo ',
  email: 'Nomsa.Khumalo@Example.com',
  cell: '082 555 1234',
  address: '45 Church Street, Hatfield, Pretoria',
  qualification: 'in_progress',
  qualification_details: 'BSc Mathematics, University of Pretoria, third year',
  subjects_to_offer: 'Calculus, Algebra',
  available_days: ['Saturday', 'Monday', 'Saturday'],
  available_time_start: '14:00',
  available_time_end: '18:30',
  gender: 'female',
  experience_years: 2,
  hourly_rate: 180,
  bio: 'I tutor first-year calculus at residence.',
  why_tutor: 'I love seeing the moment a proof makes sense.',
  ...overrides,
})
const post = (body: unknown) => t.post('/api/tutor-applications', body)

async function nothingStored() {
  expect(await t.database.db.select().from(tutorApplications)).toHaveLength(0)
  expect(await queuedEmails(t.database.db)).toHaveLength(0)
}

describe('POST /api/tutor-applications', () => {
  it('stores the application, its subjects and days as lists in their canonical order', async () => {
    const res = await post(valid())
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      name: 'Nomsa Khumalo',
      email: 'nomsa.khumalo@example.com',
      qualification: 'in_progress',
      subjects_to_offer: 'Algebra, Calculus',
      available_days: ['Monday', 'Saturday'],
      available_time_start: '14:00',
      available_time_end: '18:30',
      experience_years: 2,
      hourly_rate: 180,
      status: 'new',
    })
    const [row] = await t.database.db.select().from(tutorApplications)
    expect(row).toMatchObject({
      id: body.id,
      subjects: ['Algebra', 'Calculus'],
      availableDays: ['Monday', 'Saturday'],
      hourlyRateCents: 18_000,
    })
  })

  it('takes the subjects as a list too, and blank optional fields as absent', async () => {
    const res = await post(
      valid({
        subjects_to_offer: ['Statistics'],
        qualification: undefined,
        experience_years: '',
        hourly_rate: '',
        gender: '',
        bio: '',
        why_tutor: ' ',
      }),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      subjects_to_offer: 'Statistics',
      qualification: 'completed',
      experience_years: 0,
      hourly_rate: null,
      gender: null,
      bio: null,
      why_tutor: null,
    })
  })

  it('queues a receipt in fixed words promising an answer in 48 hours and a notification (D2)', async () => {
    const { reference } = (await post(valid())).json()
    const emails = await queuedEmails(t.database.db)
    expect(emails.map((email) => [email.kind, email.toAddress]).sort()).toEqual([
      ['tutor_application.notification', 'office@tutoring.example'],
      ['tutor_application.receipt', 'nomsa.khumalo@example.com'],
    ])
    const receipt = emails.find((email) => email.kind === 'tutor_application.receipt')!
    expect(receipt.textBody).toMatch(/^Hello,\n/)
    expect(receipt.textBody).toContain('within 48 hours')
    expect(receipt.textBody).toContain('Subjects: Algebra, Calculus')
    expect(receipt.textBody).toContain(`Reference: ${reference}`)
    for (const typed of ['Nomsa', 'Church Street', 'BSc Mathematics', 'residence', 'proof']) {
      expect(receipt.textBody).not.toContain(typed)
    }
    expect(receipt.textBody).toContain('A teaching demonstration')
    expect(receipt.textBody).toContain('Hourly rate: R180')
    expect(receipt.headers['Reply-To']).toBe('office@tutoring.example')
    const notification = emails.find((email) => email.kind === 'tutor_application.notification')!
    expect(notification.subject).toBe('Tutor application: Nomsa Khumalo (Algebra, Calculus)')
    expect(notification.headers['Reply-To']).toBe('nomsa.khumalo@example.com')
    expect(notification.textBody).toContain(
      'Why tutor: I love seeing the moment a proof makes sense.',
    )
  })

  it.each([
    ['name', '', m.nameRequired],
    ['email', '', m.emailRequired],
    ['email', 'nomsa', 'Please enter a valid email'],
    ['cell', '', m.cellRequired],
    ['cell', 'none', phoneMessages.invalid],
    ['address', ' ', m.addressRequired],
    ['qualification', 'phd', m.qualificationRequired],
    ['qualification_details', '', m.qualificationDetailsRequired],
    ['subjects_to_offer', '', m.subjectsRequired],
    ['subjects_to_offer', [], m.subjectsRequired],
    ['subjects_to_offer', 'Calculus, Astrology', m.subjectsInvalid],
    ['available_days', [], m.daysRequired],
    ['available_days', false, m.daysRequired],
    ['available_days', ['Funday'], m.daysInvalid],
    ['available_time_start', '', m.startRequired],
    ['available_time_start', '25:00', m.startRequired],
    ['available_time_end', '', m.endRequired],
    ['available_time_end', '14:00', m.endAfterStart],
    ['available_time_end', '09:00', m.endAfterStart],
    ['gender', 'unknown', m.genderInvalid],
    ['experience_years', -1, m.experienceInvalid],
    ['experience_years', 2.5, m.experienceInvalid],
    ['experience_years', 'many', m.experienceInvalid],
    ['hourly_rate', 40, m.hourlyRateInvalid],
    ['hourly_rate', 155, m.hourlyRateInvalid],
    ['hourly_rate', 100_000, m.hourlyRateInvalid],
    ['bio', 'x'.repeat(2001), 'Must be at most 2000 characters'],
  ])('refuses %s = %j with its message and stores nothing', async (field, value, message) => {
    const res = await post(valid({ [field]: value }))
    expect(res.statusCode).toBe(400)
    expect(res.json().fields[field]).toBe(message)
    await nothingStored()
  })

  it('names an end before the start together with the other problems', async () => {
    const res = await post(valid({ available_time_end: '08:00', name: '', available_days: [] }))
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toMatchObject({
      available_time_end: m.endAfterStart,
      name: m.nameRequired,
      available_days: m.daysRequired,
    })
    await nothingStored()
  })
})
