import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  adminAuditLog,
  outboxEmails,
  quotes,
  schoolBookings,
  teacherWorkshops,
} from '#server/db/schema.ts'
import { adminMessages } from '#shared/admin.ts'
import { quoteMessages as m } from '#shared/quotes.ts'
import { todayInSast } from '#shared/sast.ts'
import { schoolVisitRequest } from '#tests/support/school-visit-request.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { linkIn, queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

let t: TestApp
let admin: TestStudent
let student: TestStudent
beforeAll(async () => {
  t = await createTestApp({ BUSINESS_EMAIL: 'office@tutoring.example' })
  admin = await createStudent(t, { role: 'admin' })
  student = await createStudent(t)
})
afterAll(async () => t.close())
beforeEach(async () => {
  const { db } = t.database
  await db.delete(outboxEmails)
  await db.delete(adminAuditLog)
  await db.delete(quotes)
  await db.delete(schoolBookings)
  await db.delete(teacherWorkshops)
})

const DAY_MS = 86_400_000
const inDays = (days: number) => todayInSast(new Date(Date.now() + days * DAY_MS))

async function requestSchoolVisit() {
  const res = await t.post('/api/school-bookings', schoolVisitRequest())
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ id: string; reference: string }>()
}

async function requestWorkshop() {
  const res = await t.post('/api/teacher-workshops', {
    institution_name: 'Tshwane South TVET College',
    contact_person_name: 'Dr Lerato Mahlangu',
    contact_email: 'l.mahlangu@college.example',
    contact_phone: '+27 12 401 1600',
    institution_address: '1 Gerard Moerdyk Street, Pretoria',
    institution_province: 'gauteng',
    preferred_date: inDays(14),
    preferred_time: '14:00',
    workshop_type: 'exam_preparation',
    delivery_method: 'face_to_face',
    meeting_platform: '',
    venue_details: 'Staff room',
    number_of_teachers: 24,
    subject_focus: 'calculus',
    session_duration: 4,
    payment_method: 'bank_transfer',
    workshop_objectives: 'Teach differentiation with confidence',
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ id: string; reference: string }>()
}

const as = (who: TestStudent | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as string }),
  })

const sendQuote = (kind: string, id: string, body: Record<string, unknown> = {}) =>
  as(admin, 'POST', `/api/admin/submissions/${kind}/${id}/quote`, {
    valid_until: inDays(14),
    ...body,
  })

/** Sends a quote and returns its link's token, read from the mail as the school gets it. */
async function sentQuoteToken(kind: string, id: string, body: Record<string, unknown> = {}) {
  await t.database.db.delete(outboxEmails)
  const res = await sendQuote(kind, id, body)
  expect(res.statusCode, res.body).toBe(201)
  const [mail] = (await queuedEmails(t.database.db)).filter((e) => e.kind === 'quote.sent')
  const link = linkIn(mail!.textBody, `${t.config.publicUrl}/quotes/`)
  return decodeURIComponent(link.slice(`${t.config.publicUrl}/quotes/`.length))
}

const view = (token: string) => as(null, 'GET', `/api/quotes/${encodeURIComponent(token)}`)
const accept = (token: string, name = 'Mrs N. Dlamini, Principal') =>
  as(null, 'POST', `/api/quotes/${encodeURIComponent(token)}/accept`, { name })
const decline = (token: string, reason?: string) =>
  as(null, 'POST', `/api/quotes/${encodeURIComponent(token)}/decline`, reason ? { reason } : {})

describe('POST /api/admin/submissions/{kind}/{id}/quote', () => {
  it('quotes the estimate with its group discount and mails the contact a working link', async () => {
    const visit = await requestSchoolVisit()
    await t.database.db.delete(outboxEmails)
    const res = await sendQuote('school-bookings', visit.id, { message: 'We look forward to it.' })
    expect(res.statusCode, res.body).toBe(201)
    // Gauteng R1,500 × 2 h = R3,000, less 15% for 35 learners (D5).
    expect(res.json()).toMatchObject({
      number: 1,
      status: 'sent',
      amount_cents: 255_000,
      estimate_cents: 255_000,
      reason: null,
      sent_to: 't.sithole@school.example',
      sent_by: admin.email,
      items: {
        lines: [
          { label: 'R1,500 per hour × 2 hours', amount_cents: 300_000 },
          { label: 'Group discount (15%)', amount_cents: -45_000 },
        ],
        total_cents: 255_000,
      },
    })

    const [mail] = await queuedEmails(t.database.db)
    expect(mail).toMatchObject({
      kind: 'quote.sent',
      toAddress: 't.sithole@school.example',
      headers: { 'Reply-To': 'office@tutoring.example' },
    })
    expect(mail!.subject).toContain(visit.reference)
    expect(mail!.textBody).toContain('R2,550')
    expect(mail!.textBody).toContain('We look forward to it.')
    // Decision 007: nothing the form's sender typed goes back to the typed address.
    expect(mail!.textBody).not.toContain('Atteridgeville')
    expect(mail!.textBody).not.toContain('Sithole')
    const link = linkIn(mail!.textBody, `${t.config.publicUrl}/quotes/`)
    expect(mail!.htmlBody).toContain(link)
    // Only the token's hash is stored.
    const token = decodeURIComponent(link.split('/quotes/')[1]!)
    const [row] = await t.database.db.select().from(quotes)
    expect(row!.tokenHash).not.toContain(token)

    const page = await view(token)
    expect(page.statusCode, page.body).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.json()).toMatchObject({
      reference: visit.reference,
      payment_reference: visit.reference,
      number: 1,
      status: 'sent',
      organisation: 'Atteridgeville Secondary School',
      kind_label: 'A school visit',
      valid_until: inDays(14),
      message: 'We look forward to it.',
      items: { total_cents: 255_000 },
      bank_details: { accountNumber: expect.any(String), branchCode: expect.any(String) },
    })

    const audit = await t.database.db.select().from(adminAuditLog)
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'quote.send',
        subjectType: 'school-bookings',
        subjectId: visit.id,
        actorEmail: admin.email,
      }),
    ])
  })

  it('quotes a workshop, and another amount with the reason shown as an adjustment', async () => {
    const workshop = await requestWorkshop()
    const res = await sendQuote('teacher-workshops', workshop.id, {
      amount_cents: 650_000,
      reason: 'Printed workbooks for 24 teachers',
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      amount_cents: 650_000,
      estimate_cents: 600_000,
      reason: 'Printed workbooks for 24 teachers',
      items: {
        lines: [
          { label: 'R1,500 per hour × 4 hours', amount_cents: 600_000 },
          { label: 'Adjustment: Printed workbooks for 24 teachers', amount_cents: 50_000 },
        ],
        total_cents: 650_000,
      },
    })
    // The estimate's own amount sent explicitly needs no reason.
    const same = await sendQuote('teacher-workshops', workshop.id, { amount_cents: 600_000 })
    expect(same.statusCode, same.body).toBe(201)
  })

  it('a new quote withdraws the open one, and the old link then answers 410', async () => {
    const visit = await requestSchoolVisit()
    const first = await sentQuoteToken('school-bookings', visit.id)
    const second = await sentQuoteToken('school-bookings', visit.id, {
      amount_cents: 240_000,
      reason: 'Returning school',
    })
    expect((await view(first)).json()).toMatchObject({ status: 'withdrawn', number: 1 })
    expect((await view(second)).json()).toMatchObject({ status: 'sent', number: 2 })
    const refused = await accept(first)
    expect(refused.statusCode).toBe(410)
    expect(refused.json().error).toBe(m.withdrawn)

    const list = await as(admin, 'GET', `/api/admin/submissions/school-bookings/${visit.id}/quotes`)
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json()).toMatchObject({
      estimate: { total_cents: 255_000 },
      quotes: [
        { number: 2, status: 'sent', amount_cents: 240_000 },
        { number: 1, status: 'withdrawn', withdrawn_at: expect.any(String) },
      ],
    })
    const actions = (await t.database.db.select().from(adminAuditLog)).map((e) => e.action).sort()
    expect(actions).toEqual(['quote.send', 'quote.send', 'quote.withdraw'])
  })

  it('two quotes sent at once leave exactly one open', async () => {
    const visit = await requestSchoolVisit()
    const answers = await Promise.all([
      sendQuote('school-bookings', visit.id),
      sendQuote('school-bookings', visit.id),
    ])
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201])
    const rows = await t.database.db.select().from(quotes)
    expect(rows.map((row) => row.status).sort()).toEqual(['sent', 'withdrawn'])
    expect(rows.map((row) => row.number).sort()).toEqual([1, 2])
  })

  it('refuses a visitor (401) and a student (403)', async () => {
    const visit = await requestSchoolVisit()
    const url = `/api/admin/submissions/school-bookings/${visit.id}/quote`
    expect((await as(null, 'POST', url, { valid_until: inDays(3) })).statusCode).toBe(401)
    expect((await as(student, 'POST', url, { valid_until: inDays(3) })).statusCode).toBe(403)
    expect((await as(student, 'GET', `${url}s`)).statusCode).toBe(403)
    expect(await t.database.db.select().from(quotes)).toHaveLength(0)
  })

  it('refuses another kind of submission and an unknown id with 404 and a clear message', async () => {
    const visit = await requestSchoolVisit()
    // A path that names no quotable request answers 404, as any path naming nothing does.
    const other = await sendQuote('donations', visit.id)
    expect(other.statusCode).toBe(404)
    expect(other.json().error).toBe(m.kindNotQuoted)
    expect(
      (await as(admin, 'GET', `/api/admin/submissions/donations/${visit.id}/quotes`)).statusCode,
    ).toBe(404)
    const unknown = await sendQuote('school-bookings', '00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error).toBe(adminMessages.submissionNotFound)
    // A school booking's id is not a workshop's.
    expect((await sendQuote('teacher-workshops', visit.id)).statusCode).toBe(404)
    expect((await sendQuote('school-bookings', 'not-an-id')).statusCode).toBe(404)
    expect(await t.database.db.select().from(quotes)).toHaveLength(0)
  })

  it.each([
    ['a past day', { valid_until: inDays(-1) }, 'valid_until', m.validUntilPast],
    ['not a date', { valid_until: '2026-02-30' }, 'valid_until', m.validUntilInvalid],
    ['words', { valid_until: 'next Friday' }, 'valid_until', m.validUntilInvalid],
    ['no date', { valid_until: '' }, 'valid_until', m.validUntilRequired],
    ['too far ahead', { valid_until: inDays(120) }, 'valid_until', m.validUntilTooFar],
    ['a zero amount', { amount_cents: 0, reason: 'Free' }, 'amount_cents', m.amountInvalid],
    ['a huge amount', { amount_cents: 100_000_001, reason: 'x' }, 'amount_cents', m.amountInvalid],
    ['fractional cents', { amount_cents: 2.5, reason: 'x' }, 'amount_cents', m.amountInvalid],
    ['another amount without a reason', { amount_cents: 200_000 }, 'reason', m.reasonRequired],
    ['a blank reason', { amount_cents: 200_000, reason: '   ' }, 'reason', m.reasonRequired],
  ])('refuses %s (400) and stores nothing', async (_name, body, field, message) => {
    const visit = await requestSchoolVisit()
    await t.database.db.delete(outboxEmails)
    const res = await sendQuote('school-bookings', visit.id, body)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().fields?.[field]).toBe(message)
    expect(await t.database.db.select().from(quotes)).toHaveLength(0)
    expect(await queuedEmails(t.database.db)).toHaveLength(0)
  })
})

describe('the school’s decision by the link', () => {
  it('accepts once: records who, when and from where, mails both sides, moves the request on', async () => {
    const visit = await requestSchoolVisit()
    const token = await sentQuoteToken('school-bookings', visit.id)
    await t.database.db.delete(outboxEmails)
    await t.database.db.delete(adminAuditLog)

    const res = await accept(token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'accepted',
      accepted_name: 'Mrs N. Dlamini, Principal',
      decided_at: expect.any(String),
    })
    const [row] = await t.database.db.select().from(quotes)
    expect(row).toMatchObject({ status: 'accepted', acceptedFromIp: '127.0.0.1' })
    const [request] = await t.database.db
      .select()
      .from(schoolBookings)
      .where(eq(schoolBookings.id, visit.id))
    expect(request!.status).toBe('in_progress')

    const emails = await queuedEmails(t.database.db)
    const toSchool = emails.find((e) => e.kind === 'quote.accepted')!
    const toOffice = emails.find((e) => e.kind === 'quote.accepted.notification')!
    expect(toSchool).toMatchObject({
      toAddress: 't.sithole@school.example',
      headers: { 'Reply-To': 'office@tutoring.example' },
    })
    expect(toSchool.subject).toContain(visit.reference)
    expect(toSchool.textBody).toContain(`Use ${visit.reference} as the payment reference`)
    expect(toOffice).toMatchObject({
      toAddress: 'office@tutoring.example',
      headers: { 'Reply-To': 't.sithole@school.example' },
    })
    expect(toOffice.subject).toContain(visit.reference)
    expect(toOffice.textBody).toContain('Mrs N. Dlamini, Principal')

    const [entry] = await t.database.db.select().from(adminAuditLog)
    expect(entry).toMatchObject({
      action: 'quote.accept',
      actorUserId: null,
      actorEmail: 't.sithole@school.example',
      subjectId: visit.id,
      after: expect.objectContaining({ status: 'accepted', request_status: 'in_progress' }),
    })

    // A second decision of either kind: 409, and nothing more is sent.
    await t.database.db.delete(outboxEmails)
    const again = await accept(token)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(m.alreadyAccepted)
    expect((await decline(token)).statusCode).toBe(409)
    expect(await queuedEmails(t.database.db)).toHaveLength(0)
    expect((await view(token)).json().status).toBe('accepted')
  })

  it('declines with a reason: tells the office, leaves the request’s status', async () => {
    const workshop = await requestWorkshop()
    const token = await sentQuoteToken('teacher-workshops', workshop.id)
    await t.database.db.delete(outboxEmails)
    const res = await decline(token, 'Our budget is R4,000')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().status).toBe('declined')
    const emails = await queuedEmails(t.database.db)
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({
      kind: 'quote.declined.notification',
      toAddress: 'office@tutoring.example',
      headers: { 'Reply-To': 'l.mahlangu@college.example' },
    })
    expect(emails[0]!.subject).toContain(workshop.reference)
    expect(emails[0]!.textBody).toContain('Our budget is R4,000')
    const [request] = await t.database.db.select().from(teacherWorkshops)
    expect(request!.status).toBe('new')
    const again = await accept(token)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(m.alreadyDeclined)
    const [entry] = (await t.database.db.select().from(adminAuditLog)).filter(
      (e) => e.action === 'quote.decline',
    )
    expect(entry).toMatchObject({ subjectType: 'teacher-workshops', actorUserId: null })
  })

  it('of two decisions at once exactly one wins (200) and the other is told (409)', async () => {
    const visit = await requestSchoolVisit()
    const token = await sentQuoteToken('school-bookings', visit.id)
    await t.database.db.delete(outboxEmails)
    const both = await Promise.all([accept(token, 'First'), accept(token, 'Second')])
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409])
    const mixed = await sentQuoteToken('school-bookings', visit.id)
    await t.database.db.delete(outboxEmails)
    const answers = await Promise.all([accept(mixed), decline(mixed), accept(mixed)])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409])
    // One decision, one set of mails.
    const kinds = (await queuedEmails(t.database.db)).map((e) => e.kind)
    expect(kinds.length === 2 || kinds.length === 1).toBe(true)
  })

  it('answers 410 for an expired quote and shows it expired', async () => {
    const visit = await requestSchoolVisit()
    const token = await sentQuoteToken('school-bookings', visit.id)
    await t.database.db
      .update(quotes)
      .set({ validUntil: inDays(-1), expiresAt: new Date(Date.now() - 1000) })
    expect((await view(token)).json().status).toBe('expired')
    const res = await accept(token)
    expect(res.statusCode).toBe(410)
    expect(res.json().error).toBe(m.expired)
    expect((await decline(token)).statusCode).toBe(410)
    const [row] = await t.database.db.select().from(quotes)
    expect(row!.status).toBe('sent')
  })

  it('answers 404 for an unknown link, and 400 for an acceptance without a name', async () => {
    const unknown = 'x'.repeat(43)
    for (const res of [await view(unknown), await accept(unknown), await decline(unknown)]) {
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toBe(m.notFound)
    }
    const visit = await requestSchoolVisit()
    const token = await sentQuoteToken('school-bookings', visit.id)
    const nameless = await accept(token, '  ')
    expect(nameless.statusCode).toBe(400)
    expect(nameless.json().fields?.name).toBe(m.nameRequired)
    expect((await view(token)).json().status).toBe('sent')
  })
})
