import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import {
  adminAuditLog,
  bookings,
  donations,
  outboxEmails,
  sessions,
  users,
} from '#server/db/schema.ts'
import { adminUserMessages as m } from '#shared/admin.ts'
import { accountMessages } from '#shared/messages.ts'
import { todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

const LISTED_ADMIN = 'owner@tutoring.example'

let t: TestApp
let moduleId: number
let admin: TestStudent
let student: TestStudent
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: LISTED_ADMIN })
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => {
  const { db } = t.database
  for (const table of [adminAuditLog, bookings, donations, outboxEmails, users])
    await db.delete(table)
  admin = await createStudent(t, { role: 'admin' })
  student = await createStudent(t)
})

const inDays = (days: number) => todayInSast(new Date(Date.now() + days * 86_400_000))
const as = (
  who: TestStudent | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.request({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as string }),
  })

async function book(who: TestStudent, extra: Record<string, unknown> = {}) {
  const res = await as(who, 'POST', '/api/bookings', {
    session_type: 'one_to_one',
    mathematics_module_id: moduleId,
    package_type: '1_hour',
    preferred_date: inDays(4),
    preferred_time: '10:00',
    payment_method: 'bank_transfer',
    meeting_aim: 'Help with my exam on 3 December',
    notes: 'I am dyslexic; please send notes in advance.',
    ...extra,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: string; payment_reference: string }
}

describe('GET /api/admin/users', () => {
  it('lists accounts newest first with their bookings, searchable and by role', async () => {
    await book(student)
    const res = await as(admin, 'GET', '/api/admin/users')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().total).toBe(2)
    expect(res.json().users[0]).toMatchObject({
      id: student.id,
      email: student.email,
      role: 'student',
      email_verified: true,
      bookings: 1,
    })
    const admins = (await as(admin, 'GET', '/api/admin/users?role=admin')).json()
    expect(admins.users.map((u: { id: string }) => u.id)).toEqual([admin.id])
    const found = await as(
      admin,
      'GET',
      `/api/admin/users?q=${encodeURIComponent(student.email.toUpperCase())}`,
    )
    expect(found.json().users.map((u: { id: string }) => u.id)).toEqual([student.id])
  })

  it('exports the accounts as CSV', async () => {
    const res = await as(admin, 'GET', '/api/admin/users/export.csv?role=student')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Name,Email,Role')
    expect(res.body).toContain(student.email)
    expect(res.body).not.toContain(admin.email)
  })

  it('answers 404 for an account that does not exist', async () => {
    const res = await as(admin, 'GET', '/api/admin/users/00000000-0000-4000-8000-000000000000')
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toBe(m.notFound)
  })
})

describe('POST /api/admin/users/{id}/role', () => {
  it('grants and revokes the role, ending the sessions of a revoked administrator', async () => {
    const granted = await as(admin, 'POST', `/api/admin/users/${student.id}/role`, {
      role: 'admin',
    })
    expect(granted.statusCode, granted.body).toBe(200)
    expect(granted.json().role).toBe('admin')
    expect((await as(student, 'GET', '/api/admin/users')).statusCode).toBe(200)
    const revoked = await as(admin, 'POST', `/api/admin/users/${student.id}/role`, {
      role: 'student',
    })
    expect(revoked.json().role).toBe('student')
    expect((await as(student, 'GET', '/api/admin/users')).statusCode).toBe(401)
    const actions = (await t.database.db.select().from(adminAuditLog)).map((e) => e.action).sort()
    expect(actions).toEqual(['user.grant_admin', 'user.revoke_admin'])
  })

  it('never leaves the product without an administrator', async () => {
    const res = await as(admin, 'POST', `/api/admin/users/${admin.id}/role`, { role: 'student' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe(m.lastAdmin)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id))
    expect(row!.role).toBe('admin')
  })

  it('refuses an unverified account and an address ADMIN_EMAILS lists', async () => {
    const unverified = await createStudent(t, { verified: false })
    const res = await as(admin, 'POST', `/api/admin/users/${unverified.id}/role`, { role: 'admin' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe(m.verifyFirst)
    const listed = await createStudent(t, { role: 'admin' })
    await t.database.db.update(users).set({ email: LISTED_ADMIN }).where(eq(users.id, listed.id))
    const revoke = await as(admin, 'POST', `/api/admin/users/${listed.id}/role`, {
      role: 'student',
    })
    expect(revoke.statusCode).toBe(409)
    expect(revoke.json().error).toBe(m.listedInConfig)
  })

  it('refuses a role it does not know', async () => {
    const res = await as(admin, 'POST', `/api/admin/users/${student.id}/role`, { role: 'tutor' })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toEqual({ role: m.roleInvalid })
  })
})

describe('POPIA data requests (D22)', () => {
  it('exports everything held about the person, bookings and forms included, and audits it', async () => {
    await book(student)
    const res = await as(admin, 'GET', `/api/admin/users/${student.id}/export`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toContain('attachment')
    const data = res.json()
    expect(data.account.email).toBe(student.email)
    expect(data.bookings).toHaveLength(1)
    expect(data.bookings[0].notes).toContain('dyslexic')
    const [entry] = await t.database.db.select().from(adminAuditLog)
    expect(entry).toMatchObject({ action: 'user.export', subjectId: student.id })
  })

  it('deletes the person but keeps their bookings anonymised, cancelling upcoming ones', async () => {
    const paid = await book(student)
    await as(admin, 'POST', `/api/admin/bookings/${paid.id}/mark-paid`, {
      payment_reference: paid.payment_reference,
    })
    const wrong = await as(admin, 'DELETE', `/api/admin/users/${student.id}`, {
      confirm_email: 'someone@example.com',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fields).toEqual({ confirm_email: m.confirmDelete })

    const res = await as(admin, 'DELETE', `/api/admin/users/${student.id}`, {
      confirm_email: student.email.toUpperCase(),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await t.database.db.select().from(users).where(eq(users.id, student.id))).toHaveLength(0)
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, student.id)),
    ).toHaveLength(0)
    const [kept] = await t.database.db.select().from(bookings)
    expect(kept).toMatchObject({
      userId: null,
      status: 'cancelled',
      refundDue: true,
      notes: null,
      meetingAim: '',
      paymentStatus: 'completed',
    })
    const list = (await as(admin, 'GET', '/api/admin/bookings')).json()
    expect(list.bookings[0]).toMatchObject({ student_name: 'Deleted account', refund_due: true })
    const actions = (await t.database.db.select().from(adminAuditLog)).map((e) => e.action)
    expect(actions).toContain('user.delete')
    expect(JSON.stringify(await t.database.db.select().from(adminAuditLog))).not.toContain(
      student.email,
    )
  })

  it("deletes the person's emails from the outbox with the account (D22)", async () => {
    await book(student)
    await t.app.outbox.drain()
    await book(student, { preferred_time: '14:00' })
    const to = async (address: string) =>
      (await t.database.db.select().from(outboxEmails)).filter(
        (e) => e.toAddress.toLowerCase() === address,
      )
    const theirs = await to(student.email)
    expect(theirs.map((e) => e.status).sort()).toEqual(expect.arrayContaining(['pending', 'sent']))

    const res = await as(admin, 'DELETE', `/api/admin/users/${student.id}`, {
      confirm_email: student.email,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await to(student.email)).toHaveLength(0)
    // The office's own notifications are not the person's mail: they stay until purged.
    expect(await to(t.config.mail.businessInbox)).not.toHaveLength(0)
  })

  it('will not delete one’s own account here', async () => {
    const own = await as(admin, 'DELETE', `/api/admin/users/${admin.id}`, {
      confirm_email: admin.email,
    })
    expect(own.statusCode).toBe(403)
    expect(own.json().error).toBe(m.deleteOwn)
  })
})

describe('who may manage accounts', () => {
  const id = '00000000-0000-4000-8000-000000000000'
  it.each([
    ['GET', '/api/admin/users', undefined],
    ['GET', `/api/admin/users/${id}`, undefined],
    ['POST', `/api/admin/users/${id}/role`, {}],
    ['GET', `/api/admin/users/${id}/export`, undefined],
    ['DELETE', `/api/admin/users/${id}`, {}],
  ] as const)('%s %s: 401 for a visitor, 403 for a student', async (method, url, body) => {
    expect((await as(null, method, url, body)).statusCode).toBe(401)
    const refused = await as(student, method, url, body)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe(accountMessages.adminOnly)
  })
})
