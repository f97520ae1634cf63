import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  adminAuditLog,
  contactMessages,
  donations,
  outboxEmails,
  schoolBookings,
} from '#server/db/schema.ts'
import { ADMIN_PAGE_SIZE, adminMessages as m } from '#shared/admin.ts'
import { accountMessages } from '#shared/messages.ts'
import { todayInSast } from '#shared/sast.ts'
import { schoolVisitRequest } from '#tests/support/school-visit-request.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
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
  await db.delete(schoolBookings)
  await db.delete(donations)
  await db.delete(contactMessages)
})

const DAY_MS = 86_400_000
const inDays = (days: number) => todayInSast(new Date(Date.now() + days * DAY_MS))

const schoolBooking = (overrides: Record<string, unknown> = {}) =>
  schoolVisitRequest({
    special_requirements: 'Focus on Paper 2 geometry',
    budget_range: '2000_5000',
    ...overrides,
  })

async function submitSchoolBooking(overrides: Record<string, unknown> = {}) {
  const res = await t.post('/api/school-bookings', schoolBooking(overrides))
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ id: string }>().id
}

async function pledgeDonation(amount = 250) {
  const res = await t.request({
    method: 'POST',
    url: '/api/donations',
    headers: { cookie: student.cookie },
    payload: {
      donor_name: 'Mrs Zanele Dube',
      donor_email: 'zanele.dube@example.com',
      amount,
      donation_type: 'one_time',
      payment_method: 'bank_transfer',
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ id: string; payment_reference: string }>()
}

const as = (
  who: TestStudent | null,
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  payload?: unknown,
) =>
  t.request({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as string }),
  })
const list = (query = '', kind = 'school-bookings') =>
  as(admin, 'GET', `/api/admin/submissions/${kind}${query}`)

describe('GET /api/admin/submissions/{kind}', () => {
  it('lists a kind newest first with its summary', async () => {
    const first = await submitSchoolBooking({ school_name: 'Mamelodi High School' })
    const second = await submitSchoolBooking()
    const res = await list()
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json()
    expect(body).toMatchObject({ total: 2, page: 1, page_size: ADMIN_PAGE_SIZE })
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([second, first])
    expect(body.items[0]).toMatchObject({
      status: 'new',
      title: 'Atteridgeville Secondary School',
      email: 't.sithole@school.example',
      summary: expect.stringContaining('35 learners · Grade 12'),
      payment_status: null,
      amount_cents: null,
    })
  })

  it('searches names and emails case-insensitively, wildcards taken literally', async () => {
    await submitSchoolBooking({ school_name: 'Mamelodi High School' })
    await submitSchoolBooking()
    expect((await list('?q=mamelodi')).json().items).toHaveLength(1)
    expect((await list('?q=T.SITHOLE')).json().items).toHaveLength(2)
    expect((await list('?q=%25')).json().items).toHaveLength(0)
  })

  it('filters by status and by the SAST day it arrived', async () => {
    const id = await submitSchoolBooking()
    await submitSchoolBooking()
    await as(admin, 'PATCH', `/api/admin/submissions/school-bookings/${id}`, { status: 'done' })
    expect((await list('?status=done')).json().items.map((i: { id: string }) => i.id)).toEqual([id])
    expect((await list('?status=new')).json().total).toBe(1)
    const today = todayInSast()
    expect((await list(`?from=${today}&to=${today}`)).json().total).toBe(2)
    expect((await list(`?from=${inDays(1)}`)).json().total).toBe(0)
    expect((await list(`?to=${inDays(-1)}`)).json().total).toBe(0)
  })

  it('pages through a long list', async () => {
    const { db } = t.database
    const base = schoolBooking()
    await db.insert(schoolBookings).values(
      Array.from({ length: ADMIN_PAGE_SIZE + 3 }, (_, index) => ({
        schoolName: `School ${index}`,
        contactPersonName: base.contact_person_name,
        contactEmail: base.contact_email,
        contactPhone: base.contact_phone,
        schoolAddress: base.school_address,
        schoolProvince: 'gauteng',
        preferredDate: base.preferred_date,
        preferredTime: '09:00',
        preferredStartAt: new Date(),
        gradeLevel: 'Grade 12',
        venueDetails: 'Hall',
        numberOfLearners: 10,
        subject: 'mathematics',
        sessionDurationHours: 2,
        paymentMethod: 'transfer',
        hourlyRateCents: 100_000,
        subtotalCents: 200_000,
        discountPercent: 0,
        discountCents: 0,
        estimatedCostCents: 200_000,
        createdAt: new Date(Date.now() - index * 1000),
      })),
    )
    const second = (await list('?page=2')).json()
    expect(second).toMatchObject({ total: ADMIN_PAGE_SIZE + 3, page: 2 })
    expect(second.items).toHaveLength(3)
    expect(second.items[2].title).toBe(`School ${ADMIN_PAGE_SIZE + 2}`)
  })

  it('shows the payment of a donation', async () => {
    const pledge = await pledgeDonation(250)
    const [item] = (await list('', 'donations')).json().items
    expect(item).toMatchObject({
      id: pledge.id,
      title: 'Mrs Zanele Dube',
      summary: 'R250 · One-time',
      payment_status: 'pending',
      payment_method: 'bank_transfer',
      payment_reference: pledge.payment_reference,
      amount_cents: 25_000,
    })
    expect((await list('?payment_status=completed', 'donations')).json().total).toBe(0)
  })

  it.each([
    ['?status=archived', 'status'],
    ['?from=2026-02-30', 'from'],
    [`?from=${inDays(2)}&to=${inDays(1)}`, 'to'],
    ['?page=0', 'page'],
  ])('refuses %s naming the field', async (query, field) => {
    const res = await list(query)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().fields).toHaveProperty(field)
  })

  it('answers 404 for a kind it does not know', async () => {
    const res = await list('', 'invoices')
    expect([400, 404]).toContain(res.statusCode)
    expect(res.json().error).toBeTruthy()
  })
})

describe('GET /api/admin/submissions/{kind}/{id}', () => {
  it('gives every field labelled and formatted', async () => {
    const id = await submitSchoolBooking()
    const res = await as(admin, 'GET', `/api/admin/submissions/school-bookings/${id}`)
    expect(res.statusCode, res.body).toBe(200)
    const detail = res.json()
    expect(detail).toMatchObject({ id, kind: 'school-bookings', status: 'new', admin_note: null })
    const fields = Object.fromEntries(
      detail.fields.map((f: { label: string; value: string }) => [f.label, f.value]),
    )
    expect(fields).toMatchObject({
      'School name': 'Atteridgeville Secondary School',
      'School province': 'Gauteng',
      'Number of learners': '35',
      'Discount percent': '15%',
      'Special requirements': 'Focus on Paper 2 geometry',
    })
    expect(fields['Estimated cost']).toMatch(/^R[\d,]+$/)
    expect(Object.keys(fields)).not.toContain('User id')
  })

  it('answers 404 for a missing or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await as(admin, 'GET', `/api/admin/submissions/school-bookings/${id}`)
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toBe(m.submissionNotFound)
    }
  })
})

describe('PATCH /api/admin/submissions/{kind}/{id}', () => {
  it('moves the status and keeps a note, with an audit entry of before and after', async () => {
    const id = await submitSchoolBooking()
    const res = await as(admin, 'PATCH', `/api/admin/submissions/school-bookings/${id}`, {
      status: 'in_progress',
      admin_note: '  Called Mr Sithole; hall booked.  ',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'in_progress',
      admin_note: 'Called Mr Sithole; hall booked.',
    })
    const [row] = await t.database.db.select().from(schoolBookings)
    expect(row).toMatchObject({
      status: 'in_progress',
      adminNote: 'Called Mr Sithole; hall booked.',
    })
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(row!.createdAt.getTime())

    const audit = await as(admin, 'GET', '/api/admin/audit')
    expect(audit.statusCode).toBe(200)
    expect(audit.json().entries).toEqual([
      expect.objectContaining({
        actor_email: admin.email,
        action: 'submission.update',
        subject_type: 'school-bookings',
        subject_id: id,
        before: { status: 'new', admin_note: null },
        after: { status: 'in_progress', admin_note: 'Called Mr Sithole; hall booked.' },
      }),
    ])
    const history = (url: string) => as(admin, 'GET', url).then((r) => r.json().total)
    expect(await history(`/api/admin/audit?subject_type=school-bookings&subject_id=${id}`)).toBe(1)
    expect(await history('/api/admin/audit?subject_type=school-bookings&subject_id=other')).toBe(0)
    const csv = await as(
      admin,
      'GET',
      `/api/admin/audit/export.csv?subject_type=school-bookings&subject_id=${id}`,
    )
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-disposition']).toMatch(/filename="audit-log-/)
    expect(csv.body).toContain('Time (SAST),Administrator,Action,Subject,Record id,Before,After')
    expect(csv.body).toContain(`${admin.email},submission.update,school-bookings,${id}`)
  })

  it('changes only what it is given; an empty note clears it', async () => {
    const id = await submitSchoolBooking()
    const url = `/api/admin/submissions/school-bookings/${id}`
    await as(admin, 'PATCH', url, { admin_note: 'First call done' })
    expect((await as(admin, 'PATCH', url, { status: 'done' })).json()).toMatchObject({
      status: 'done',
      admin_note: 'First call done',
    })
    expect((await as(admin, 'PATCH', url, { admin_note: '' })).json().admin_note).toBeNull()
  })

  it.each([
    ['nothing to change', {}, m.nothingToUpdate],
    ['an unknown status', { status: 'archived' }, m.statusInvalid],
    ['a note that is too long', { admin_note: 'x'.repeat(5001) }, m.noteTooLong],
  ])('refuses %s and changes nothing', async (_case, body, message) => {
    const id = await submitSchoolBooking()
    const res = await as(admin, 'PATCH', `/api/admin/submissions/school-bookings/${id}`, body)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.body).toContain(message)
    const [row] = await t.database.db.select().from(schoolBookings)
    expect(row).toMatchObject({ status: 'new', adminNote: null })
    expect(await t.database.db.select().from(adminAuditLog)).toHaveLength(0)
  })
})

describe('POST /api/admin/submissions/{kind}/{id}/mark-paid', () => {
  it('marks a bank transfer paid when the reference matches, emails the donor, audits it', async () => {
    const pledge = await pledgeDonation(500)
    await t.database.db.delete(outboxEmails)
    const res = await as(admin, 'POST', `/api/admin/submissions/donations/${pledge.id}/mark-paid`, {
      payment_reference: ` ${pledge.payment_reference.toLowerCase()} `,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ payment_status: 'completed' })
    const [row] = await t.database.db.select().from(donations)
    expect(row!.paymentStatus).toBe('completed')
    expect(row!.paidAt).toBeInstanceOf(Date)
    const emails = await queuedEmails(t.database.db)
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({
      toAddress: 'zanele.dube@example.com',
      kind: 'donations.payment_received',
    })
    expect(emails[0]!.textBody).toContain('R500')
    // The payment reference is the donation's own reference (decision 021), not its id.
    expect(emails[0]!.textBody).toContain(`Reference: ${pledge.payment_reference}`)
    expect(emails[0]!.textBody).not.toContain(pledge.id)
    // The address was typed into a form: no typed name in what we send to it.
    expect(emails[0]!.textBody).toMatch(/^Hello,\n/)
    expect(emails[0]!.textBody).not.toContain('Zanele')
    const [entry] = await t.database.db.select().from(adminAuditLog)
    expect(entry).toMatchObject({ action: 'submission.mark_paid', subjectId: pledge.id })
  })

  it('refuses a reference that does not match and changes nothing', async () => {
    const pledge = await pledgeDonation()
    await t.database.db.delete(outboxEmails)
    const res = await as(admin, 'POST', `/api/admin/submissions/donations/${pledge.id}/mark-paid`, {
      payment_reference: 'DN-WRONG123',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toEqual({ payment_reference: m.referenceMismatch })
    const [row] = await t.database.db.select().from(donations)
    expect(row!.paymentStatus).toBe('pending')
    expect(await queuedEmails(t.database.db)).toHaveLength(0)
  })

  it('refuses to mark a paid one twice (409) and kinds without payments (404)', async () => {
    const pledge = await pledgeDonation()
    const url = `/api/admin/submissions/donations/${pledge.id}/mark-paid`
    const body = { payment_reference: pledge.payment_reference }
    expect((await as(admin, 'POST', url, body)).statusCode).toBe(200)
    const again = await as(admin, 'POST', url, body)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(m.notBankTransfer)
    const id = await submitSchoolBooking()
    const res = await as(
      admin,
      'POST',
      `/api/admin/submissions/school-bookings/${id}/mark-paid`,
      body,
    )
    expect(res.statusCode).toBe(404)
  })

  it('asks for the reference', async () => {
    const pledge = await pledgeDonation()
    const res = await as(admin, 'POST', `/api/admin/submissions/donations/${pledge.id}/mark-paid`, {
      payment_reference: '  ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toEqual({ payment_reference: m.referenceRequired })
  })
})

describe('GET /api/admin/submissions/{kind}/export.csv', () => {
  it('exports the filtered rows as CSV with quoting and formulas neutralised', async () => {
    await submitSchoolBooking({
      school_name: '=HYPERLINK("http://evil.example","Click")',
      special_requirements: 'Bring "Paper 2", rulers, and\ncalculators',
    })
    await submitSchoolBooking({ school_name: 'Mamelodi High School' })
    const res = await as(admin, 'GET', '/api/admin/submissions/school-bookings/export.csv?q=evil')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="school-bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const csv = res.body
    expect(csv.startsWith('\ufeffReference id,')).toBe(true)
    const lines = csv.split('\r\n')
    expect(lines[0]).toContain('School name')
    expect(lines[0]).toContain('Estimated cost')
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
    expect(csv).toContain('"Bring ""Paper 2"", rulers, and\ncalculators"')
    expect(csv).not.toContain('Mamelodi')
  })

  it('neutralises every formula lead character', async () => {
    for (const lead of ['+', '-', '@']) {
      await submitSchoolBooking({ school_name: `${lead}1+1 School` })
    }
    const csv = (await as(admin, 'GET', '/api/admin/submissions/school-bookings/export.csv')).body
    for (const lead of ['+', '-', '@']) expect(csv).toContain(`'${lead}1+1 School`)
  })
})

describe('who may use the back office', () => {
  const routes: Array<[method: 'GET' | 'PATCH' | 'POST', path: string, body?: unknown]> = [
    ['GET', '/api/admin/submissions/school-bookings'],
    ['GET', '/api/admin/submissions/school-bookings/export.csv'],
    ['GET', '/api/admin/submissions/school-bookings/00000000-0000-4000-8000-000000000000'],
    [
      'PATCH',
      '/api/admin/submissions/school-bookings/00000000-0000-4000-8000-000000000000',
      { status: 'done' },
    ],
    [
      'POST',
      '/api/admin/submissions/donations/00000000-0000-4000-8000-000000000000/mark-paid',
      { payment_reference: 'DN-1' },
    ],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/audit/export.csv'],
    // An empty body still gets 401/403, not a description of the fields.
    ['PATCH', '/api/admin/submissions/school-bookings/00000000-0000-4000-8000-000000000000', {}],
  ]

  it.each(routes)('%s %s: 401 for a visitor, 403 for a student', async (method, path, body) => {
    const visitor = await as(null, method, path, body)
    expect(visitor.statusCode).toBe(401)
    const refused = await as(student, method, path, body)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe(accountMessages.adminOnly)
  })
})
