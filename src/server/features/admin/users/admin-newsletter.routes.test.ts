import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminAuditLog, newsletterSubscribers, outboxEmails, users } from '#server/db/schema.ts'
import { adminUserMessages as m } from '#shared/admin.ts'
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
      unsubscribeToken: 'token-1',
      confirmedAt: new Date(),
    },
    { email: '=cmd@example.com', name: null, status: 'pending', unsubscribeToken: 'token-2' },
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
    expect(res.body).toContain('Email,Name,Status')
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

  it('refuses visitors and students', async () => {
    for (const url of ['/api/admin/newsletter', '/api/admin/newsletter/export.csv']) {
      expect((await get(url, null)).statusCode).toBe(401)
      expect((await get(url, student)).statusCode).toBe(403)
    }
  })
})
