import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminAuditLog, newsletterSubscribers, outboxEmails, users } from '#server/db/schema.ts'
import { adminMessages, adminUserMessages as m } from '#shared/admin.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

let t: TestApp
let admin: TestStudent
let student: TestStudent
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())
beforeEach(async () => {
  const { db } = t.database
  for (const table of [adminAuditLog, newsletterSubscribers, outboxEmails, users])
    await db.delete(table)
  admin = await createStudent(t, { role: 'admin' })
  student = await createStudent(t)
  await db.insert(newsletterSubscribers).values([
    {
      email: 'thandi@example.com',
      name: 'Thandi',
      status: 'confirmed',
      unsubscribeTokenHash: 'token-1',
      confirmedAt: new Date(),
    },
    { email: '=cmd@example.com', name: null, status: 'pending', unsubscribeTokenHash: 'token-2' },
  ])
})

const get = (url: string, who: TestStudent | null = admin) =>
  t.request({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} })

describe('the newsletter in the back office', () => {
  it('lists subscribers, searchable and by status', async () => {
    const all = (await get('/api/admin/newsletter')).json()
    expect(all.total).toBe(2)
    const confirmed = (await get('/api/admin/newsletter?status=confirmed')).json()
    expect(confirmed.subscribers).toEqual([
      expect.objectContaining({ email: 'thandi@example.com', status: 'confirmed' }),
    ])
    expect((await get('/api/admin/newsletter?q=THANDI')).json().total).toBe(1)
  })

  it('exports them as CSV with formulas neutralised', async () => {
    const res = await get('/api/admin/newsletter/export.csv')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Email,Name,Subscription,Subscribed at')
    expect(res.body).toContain('Status,Internal note')
    expect(res.body).toContain("'=cmd@example.com")
  })

  it('unsubscribes someone who asked the office, once, with an audit entry', async () => {
    const [row] = await t.database.db.select().from(newsletterSubscribers)
    const url = `/api/admin/newsletter/${row!.id}/unsubscribe`
    const post = () => t.request({ method: 'POST', url, headers: { cookie: admin.cookie } })
    const res = await post()
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'unsubscribed',
      unsubscribed_at: expect.any(String),
    })
    expect((await post()).statusCode).toBe(200)
    expect(await t.database.db.select().from(adminAuditLog)).toHaveLength(1)
    const missing = await t.request({
      method: 'POST',
      url: '/api/admin/newsletter/00000000-0000-4000-8000-000000000000/unsubscribe',
      headers: { cookie: admin.cookie },
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error).toBe(m.subscriberNotFound)
  })

  it('shows one subscriber, and says so when there is none', async () => {
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'thandi@example.com'))
    const res = await get(`/api/admin/newsletter/${row!.id}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      email: 'thandi@example.com',
      status: 'confirmed',
      work_status: 'new',
      admin_note: null,
    })
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await get(`/api/admin/newsletter/${id}`)
      expect(missing.statusCode).toBe(404)
      expect(missing.json().error).toBe(m.subscriberNotFound)
    }
  })

  describe('the office’s status and note', () => {
    const patch = (id: string, payload: unknown, who: TestStudent | null = admin) =>
      t.request({
        method: 'PATCH',
        url: `/api/admin/newsletter/${id}`,
        headers: who ? { cookie: who.cookie } : {},
        payload: payload as Record<string, unknown>,
      })
    const thandi = async () =>
      (
        await t.database.db
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, 'thandi@example.com'))
      )[0]!

    it('moves the status and keeps a note, audited before and after', async () => {
      const { id } = await thandi()
      const res = await patch(id, {
        work_status: 'in_progress',
        admin_note: '  Teacher at Soshanguve High: send the workshop flyer.  ',
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({
        work_status: 'in_progress',
        admin_note: 'Teacher at Soshanguve High: send the workshop flyer.',
        status: 'confirmed',
      })
      const [entry] = await t.database.db.select().from(adminAuditLog)
      expect(entry).toMatchObject({
        action: 'newsletter.update',
        subjectType: 'newsletter',
        subjectId: id,
        before: { work_status: 'new', admin_note: null },
        after: {
          work_status: 'in_progress',
          admin_note: 'Teacher at Soshanguve High: send the workshop flyer.',
        },
      })
      // An empty note clears it; the status stays.
      const cleared = await patch(id, { admin_note: '' })
      expect(cleared.json()).toMatchObject({ work_status: 'in_progress', admin_note: null })
      // The list filters by it.
      const inProgress = (await get('/api/admin/newsletter?work_status=in_progress')).json()
      expect(inProgress.subscribers.map((s: { email: string }) => s.email)).toEqual([
        'thandi@example.com',
      ])
      expect((await get('/api/admin/newsletter?work_status=new')).json().total).toBe(1)
    })

    it('refuses bad input and changes nothing', async () => {
      const { id } = await thandi()
      const nothing = await patch(id, {})
      expect(nothing.statusCode).toBe(400)
      expect(nothing.json().error).toBe(adminMessages.nothingToUpdate)
      const badStatus = await patch(id, { work_status: 'archived' })
      expect(badStatus.statusCode).toBe(400)
      expect(badStatus.json().fields.work_status).toBe(adminMessages.statusInvalid)
      const longNote = await patch(id, { admin_note: 'x'.repeat(5001) })
      expect(longNote.statusCode).toBe(400)
      expect(longNote.json().fields.admin_note).toBe(adminMessages.noteTooLong)
      expect((await get('/api/admin/newsletter?work_status=archived')).statusCode).toBe(400)
      expect(await thandi()).toMatchObject({ workStatus: 'new', adminNote: null })
      expect(await t.database.db.select().from(adminAuditLog)).toHaveLength(0)
      const missing = await patch('00000000-0000-4000-8000-000000000000', { work_status: 'done' })
      expect(missing.statusCode).toBe(404)
    })

    it('is refused to visitors and students', async () => {
      const { id } = await thandi()
      expect((await patch(id, { work_status: 'done' }, null)).statusCode).toBe(401)
      expect((await patch(id, { work_status: 'done' }, student)).statusCode).toBe(403)
      expect(await thandi()).toMatchObject({ workStatus: 'new' })
    })
  })

  it('refuses visitors and students', async () => {
    const [row] = await t.database.db.select().from(newsletterSubscribers)
    for (const url of [
      '/api/admin/newsletter',
      '/api/admin/newsletter/export.csv',
      `/api/admin/newsletter/${row!.id}`,
    ]) {
      expect((await get(url, null)).statusCode).toBe(401)
      expect((await get(url, student)).statusCode).toBe(403)
    }
  })
})
