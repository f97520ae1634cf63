import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outboxEmails, partnershipInquiries } from '#server/db/schema.ts'
import { dateMessages } from '#shared/schemas/dates.ts'
import { phoneMessages } from '#shared/schemas/fields.ts'
import { partnershipMessages as m } from '#shared/schemas/partnership.ts'
import { todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

let t: TestApp
let member: TestStudent
beforeAll(async () => {
  t = await createTestApp({ BUSINESS_EMAIL: 'office@tutoring.example' })
  member = await createStudent(t)
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.database.db.delete(outboxEmails)
  await t.database.db.delete(partnershipInquiries)
})

const DAY_MS = 86_400_000
const inDays = (days: number) => todayInSast(new Date(Date.now() + days * DAY_MS))

const valid = (overrides: Record<string, unknown> = {}) => ({
  organization_name: ' Sasol Foundation ',
  organization_type: 'business',
  contact_person_name: 'Ms Palesa Ndlovu',
  contact_email: 'P.Ndlovu@Foundation.example',
  contact_phone: '011 441 3111',
  organization_address: '50 Katherine Street, Sandton',
  website: 'https://foundation.example',
  partnership_type: 'bulk_tutoring',
  partnership_description: 'Saturday tutoring for 120 Grade 12 learners in Sebokeng',
  student_count: '120',
  budget_range: '50k_100k',
  preferred_start_date: inDays(30),
  additional_requirements: '',
  how_heard_about_us: 'referral',
  ...overrides,
})
const post = (body: unknown, cookie: string | null = member.cookie) =>
  t.request({
    method: 'POST',
    url: '/api/partnerships',
    headers: cookie ? { cookie } : {},
    payload: body as string,
  })

async function nothingStored() {
  expect(await t.database.db.select().from(partnershipInquiries)).toHaveLength(0)
  expect(await queuedEmails(t.database.db)).toHaveLength(0)
}

describe('POST /api/partnerships', () => {
  it('stores the inquiry under the signed-in user', async () => {
    const res = await post(valid())
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      organization_name: 'Sasol Foundation',
      contact_email: 'p.ndlovu@foundation.example',
      student_count: 120,
      preferred_start_date: inDays(30),
      additional_requirements: null,
      how_heard_about_us: 'referral',
      status: 'new',
    })
    const [row] = await t.database.db.select().from(partnershipInquiries)
    expect(row).toMatchObject({ id: body.id, userId: member.id, studentCount: 120 })
  })

  it('accepts an inquiry with only the required fields', async () => {
    const res = await post(
      valid({
        website: '',
        student_count: '',
        budget_range: '',
        preferred_start_date: '',
        how_heard_about_us: '',
      }),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      website: null,
      student_count: null,
      budget_range: null,
      preferred_start_date: null,
      how_heard_about_us: null,
    })
  })

  it('queues a receipt in fixed words and a notification with everything (D2)', async () => {
    const { reference } = (await post(valid())).json()
    const emails = await queuedEmails(t.database.db)
    expect(emails.map((email) => [email.kind, email.toAddress]).sort()).toEqual([
      ['partnership.notification', 'office@tutoring.example'],
      ['partnership.receipt', 'p.ndlovu@foundation.example'],
    ])
    const receipt = emails.find((email) => email.kind === 'partnership.receipt')!
    expect(receipt.textBody).toMatch(/^Hello,\n/)
    expect(receipt.textBody).toContain('Partnership: Bulk Tutoring')
    expect(receipt.textBody).toContain(`Reference: ${reference}`)
    for (const typed of ['Palesa', 'Sasol', 'Katherine Street', 'foundation.example', 'Sebokeng']) {
      expect(receipt.textBody).not.toContain(typed)
    }
    const notification = emails.find((email) => email.kind === 'partnership.notification')!
    expect(notification.subject).toBe('Partnership inquiry: Sasol Foundation (Bulk Tutoring)')
    expect(notification.headers['Reply-To']).toBe('p.ndlovu@foundation.example')
    expect(notification.textBody).toContain('Website: https://foundation.example')
  })

  it('asks a visitor to sign in and stores nothing', async () => {
    const res = await post(valid(), null)
    expect(res.statusCode).toBe(401)
    await nothingStored()
  })

  it.each([
    ['organization_name', '', m.organizationNameRequired],
    ['organization_type', '', m.organizationTypeRequired],
    ['organization_type', 'church', m.organizationTypeRequired],
    ['contact_person_name', '', m.contactNameRequired],
    ['contact_email', '', m.emailRequired],
    ['contact_email', 'palesa@', 'Please enter a valid email'],
    ['contact_phone', '', m.phoneRequired],
    ['contact_phone', 'ask reception', phoneMessages.invalid],
    ['organization_address', '', m.addressRequired],
    ['website', 'foundation', m.websiteInvalid],
    ['website', 'javascript:alert(1)', m.websiteInvalid],
    ['partnership_type', 'sponsorship', m.partnershipTypeRequired],
    ['partnership_description', ' ', m.descriptionRequired],
    ['student_count', 0, m.studentCountInvalid],
    ['student_count', '2.5', m.studentCountInvalid],
    ['student_count', 'lots', m.studentCountInvalid],
    ['budget_range', 'a_million', m.budgetInvalid],
    ['preferred_start_date', inDays(-1), dateMessages.beforeToday],
    ['preferred_start_date', '2026-13-01', dateMessages.invalid],
    ['how_heard_about_us', 'dream', m.howHeardInvalid],
  ])('refuses %s = %j with its message and stores nothing', async (field, value, message) => {
    const res = await post(valid({ [field]: value }))
    expect(res.statusCode).toBe(400)
    expect(res.json().fields[field]).toBe(message)
    await nothingStored()
  })
})
