import { rm, writeFile } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminAuditLog, backupRuns, outboxEmails } from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

// GET /api/ready for a monitor, and the back office's backups (issue 28).

let t: TestApp
let admin: TestStudent
beforeAll(async () => {
  t = await createTestApp()
  admin = await createStudent(t, { role: 'admin' })
})
afterAll(async () => t?.close())
beforeEach(async () => {
  await t.database.db.delete(backupRuns)
  await t.database.db.delete(outboxEmails)
})

const ready = () => t.request({ method: 'GET', url: '/api/ready' })
const queueMail = (values: Partial<typeof outboxEmails.$inferInsert>) =>
  t.database.db.insert(outboxEmails).values({
    toAddress: 'someone@example.com',
    subject: 'Hello',
    textBody: 'Hello',
    kind: 'test',
    ...values,
  })

describe('GET /api/ready', () => {
  it('reports each check without a secret, and warns of a missing backup', async () => {
    const res = await ready()
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'ready',
      checks: {
        database: { ok: true, kind: t.database.kind, ms: expect.any(Number) },
        storage: { ok: true, kind: 'local' },
        mail: { ok: true, transport: 'file', retrying: 0 },
        outbox: { ok: true, pending: 0, oldest_pending_seconds: null, failed_last_day: 0 },
        backup: {
          ok: false,
          interval_hours: 24,
          last_success_at: null,
          age_hours: null,
          last_status: null,
        },
      },
    })
    expect(res.body).not.toContain(t.config.dataDir)
  })

  it('says when mail is failing or stuck, and when the backup is fine', async () => {
    await queueMail({ attempts: 2, lastError: 'connection refused' })
    await queueMail({ createdAt: new Date(Date.now() - 20 * 60_000) })
    await t.app.backups.take('office')
    const { checks } = (await ready()).json()
    expect(checks.mail).toEqual({ ok: false, transport: 'file', retrying: 1 })
    expect(checks.outbox).toMatchObject({ ok: false, pending: 2 })
    expect(checks.outbox.oldest_pending_seconds).toBeGreaterThanOrEqual(20 * 60)
    expect(checks.backup).toMatchObject({ ok: true, last_status: 'succeeded', age_hours: 0 })
  })

  it('answers 503 when files cannot be stored', async () => {
    // The uploads folder's place taken by a file: nothing can be written under it.
    await rm(t.config.uploadsDir, { recursive: true, force: true })
    await writeFile(t.config.uploadsDir, '')
    try {
      const res = await ready()
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({
        error: 'Not ready: the file storage not answering.',
        status: 'unavailable',
        checks: { database: { ok: true }, storage: { ok: false, kind: 'local' } },
      })
    } finally {
      await rm(t.config.uploadsDir, { force: true })
    }
  })
})

describe('the back office’s backups', () => {
  const asAdmin = (method: 'GET' | 'POST', who: TestStudent | null = admin) =>
    t.request({ method, url: '/api/admin/backups', headers: who ? { cookie: who.cookie } : {} })

  it('is for administrators only', async () => {
    const student = await createStudent(t)
    expect((await asAdmin('GET', null)).statusCode).toBe(401)
    expect((await asAdmin('POST', null)).statusCode).toBe(401)
    expect((await asAdmin('GET', student)).statusCode).toBe(403)
    expect((await asAdmin('POST', student)).statusCode).toBe(403)
    expect(await t.database.db.select().from(backupRuns)).toEqual([])
  })

  it('takes a backup now, audited, and lists it as the last one', async () => {
    expect((await asAdmin('GET')).json().status.warning).toMatchObject({ kind: 'none' })
    const res = await asAdmin('POST')
    expect(res.statusCode, res.body).toBe(201)
    const run = res.json()
    expect(run).toMatchObject({ trigger: 'office', status: 'succeeded', copied_to_bucket: false })
    expect(run.size_bytes).toBeGreaterThan(0)
    const list = (await asAdmin('GET')).json()
    expect(list.status).toMatchObject({ warning: null, last: { id: run.id } })
    expect(list.runs.map((r: { id: string }) => r.id)).toEqual([run.id])
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(sql`action = 'backup.take'`)
    expect(entry).toMatchObject({ actorEmail: admin.email, subjectId: run.id })
  })

  it('answers a failed backup with its reason, and warns of it', async () => {
    // BACKUP_DIR's place taken by a file: the archive cannot be written.
    await rm(t.config.backup.dir, { recursive: true, force: true })
    await writeFile(t.config.backup.dir, '')
    try {
      const res = await asAdmin('POST')
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({ status: 'failed', error: expect.any(String) })
      const { status } = (await asAdmin('GET')).json()
      expect(status.warning).toMatchObject({
        kind: 'failed',
        message: expect.stringMatching(/^The last backup failed/),
      })
    } finally {
      await rm(t.config.backup.dir, { force: true })
    }
  })

  it('refuses a second backup while one is being taken', async () => {
    await t.database.db.insert(backupRuns).values({ trigger: 'scheduled', instance: 'other:1' })
    const res = await asAdmin('POST')
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toMatch(/still being taken/)
  })
})
