import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminAuditLog, outboxEmails, quotes, schoolBookings } from '#server/db/schema.ts'
import { adminMessages } from '#shared/admin.ts'
import { quoteMessages as m } from '#shared/quotes.ts'
import { todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { linkIn, queuedEmails } from '#tests/support/outbox.ts'
import { schoolVisitRequest } from '#tests/support/school-visit-request.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

// The office withdraws an open quote without sending another (issue 27): the school is told
// and its link stops working; a quote already answered, lapsed or withdrawn is not open.

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
})

const inDays = (days: number) => todayInSast(new Date(Date.now() + days * 86_400_000))
const post = (who: TestStudent | null, url: string, payload: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url, headers: who ? { cookie: who.cookie } : {}, payload })

/** A school's visit request with a quote sent: its id, reference and the quote link's token. */
async function quotedVisit() {
  const asked = await t.post('/api/school-bookings', schoolVisitRequest())
  expect(asked.statusCode, asked.body).toBe(201)
  const visit = asked.json<{ id: string; reference: string }>()
  const sent = await post(admin, `/api/admin/submissions/school-bookings/${visit.id}/quote`, {
    valid_until: inDays(14),
  })
  expect(sent.statusCode, sent.body).toBe(201)
  const [mail] = (await queuedEmails(t.database.db)).filter((e) => e.kind === 'quote.sent')
  const link = linkIn(mail!.textBody, `${t.config.publicUrl}/quotes/`)
  await t.database.db.delete(outboxEmails)
  return { ...visit, token: decodeURIComponent(link.slice(link.lastIndexOf('/') + 1)) }
}

const withdrawPath = (id: string, kind = 'school-bookings') =>
  `/api/admin/submissions/${kind}/${id}/quote/withdraw`

describe('POST /api/admin/submissions/{kind}/{id}/quote/withdraw', () => {
  it('withdraws the open quote, tells the school with the reason, and the link then answers 410', async () => {
    const visit = await quotedVisit()
    const res = await post(admin, withdrawPath(visit.id), { reason: 'The venue is unavailable.' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().quotes).toMatchObject([{ number: 1, status: 'withdrawn' }])

    const [mail, ...others] = await queuedEmails(t.database.db)
    expect(others).toEqual([])
    expect(mail).toMatchObject({
      toAddress: 't.sithole@school.example',
      kind: 'quote.withdrawn',
      subject: expect.stringMatching(
        new RegExp(`^Quote 1 withdrawn: your school visit request ${visit.reference} – `),
      ),
    })
    expect(mail!.headers).toMatchObject({ 'Reply-To': 'office@tutoring.example' })
    expect(mail!.textBody).toContain('The venue is unavailable.')
    expect(mail!.textBody).toContain('Its link no longer works')

    const link = await t.request({ method: 'GET', url: `/api/quotes/${visit.token}` })
    expect(link.json().status).toBe('withdrawn')
    const accept = await post(null, `/api/quotes/${visit.token}/accept`, { name: 'Mrs Dlamini' })
    expect(accept.statusCode).toBe(410)

    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'quote.withdraw'))
    expect(audit).toMatchObject([
      {
        actorUserId: admin.id,
        subjectId: visit.id,
        after: { quote: 1, status: 'withdrawn', reason: 'The venue is unavailable.' },
      },
    ])
  })

  it('answers 409 when no quote is open: none sent, answered, lapsed or withdrawn already', async () => {
    const fresh = await t.post('/api/school-bookings', schoolVisitRequest())
    const none = await post(admin, withdrawPath(fresh.json().id))
    expect(none.statusCode).toBe(409)
    expect(none.json().error).toBe(m.noOpenQuote)

    const accepted = await quotedVisit()
    await post(null, `/api/quotes/${accepted.token}/accept`, { name: 'Mrs Dlamini' })
    expect((await post(admin, withdrawPath(accepted.id))).statusCode).toBe(409)

    const lapsed = await quotedVisit()
    await t.database.db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quotes.schoolBookingId, lapsed.id))
    expect((await post(admin, withdrawPath(lapsed.id))).statusCode).toBe(409)

    const twice = await quotedVisit()
    expect((await post(admin, withdrawPath(twice.id))).statusCode).toBe(200)
    expect((await post(admin, withdrawPath(twice.id))).statusCode).toBe(409)
    const sent = (await queuedEmails(t.database.db)).filter((e) => e.kind === 'quote.withdrawn')
    expect(sent).toHaveLength(1)
  })

  it('refuses a visitor (401), a student (403), another kind and an unknown id (404), a long reason (400)', async () => {
    const visit = await quotedVisit()
    expect((await post(null, withdrawPath(visit.id))).statusCode).toBe(401)
    expect((await post(student, withdrawPath(visit.id))).statusCode).toBe(403)
    const kind = await post(admin, withdrawPath(visit.id, 'contact-messages'))
    expect(kind.statusCode).toBe(404)
    const unknown = await post(admin, withdrawPath('00000000-0000-4000-8000-000000000000'))
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error).toBe(adminMessages.submissionNotFound)
    const long = await post(admin, withdrawPath(visit.id), { reason: 'x'.repeat(1001) })
    expect(long.statusCode).toBe(400)
    expect(long.json().fields.reason).toBe(m.declineReasonTooLong)
    const [quote] = await t.database.db.select().from(quotes)
    expect(quote!.status).toBe('sent')
    expect(await queuedEmails(t.database.db)).toEqual([])
  })
})
