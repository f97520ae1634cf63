import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outboxEmails } from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import {
  FAILED_EMAIL_RETENTION_DAYS,
  purgeOutbox,
  SENT_EMAIL_RETENTION_DAYS,
} from './outbox-retention.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.database.db.delete(outboxEmails)
})

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)

/** A row as the outbox holds it, with its body (as rows finished before erasing do). */
async function row(
  subject: string,
  status: 'pending' | 'sent' | 'failed',
  ageDays: number,
  body = 'Reset: https://example.com/reset-password/secret-token',
) {
  await t.database.db.insert(outboxEmails).values({
    toAddress: 'student@example.com',
    subject,
    kind: 'test',
    textBody: body,
    htmlBody: `<p>${body}</p>`,
    headers: { 'List-Unsubscribe': '<https://example.com/u?token=secret>' },
    attachments: [{ filename: 'invite.ics', contentType: 'text/calendar', content: 'X' }],
    status,
    createdAt: daysAgo(ageDays),
    sentAt: status === 'sent' ? daysAgo(ageDays) : null,
  })
}

const subjects = async () => (await queuedEmails(t.database.db)).map((r) => r.subject).sort()

describe('outbox retention (D22)', () => {
  it(`deletes sent emails after ${SENT_EMAIL_RETENTION_DAYS} days and failed ones after ${FAILED_EMAIL_RETENTION_DAYS}, never a pending one`, async () => {
    await row('sent recently', 'sent', SENT_EMAIL_RETENTION_DAYS - 1)
    await row('sent long ago', 'sent', SENT_EMAIL_RETENTION_DAYS + 1)
    await row('failed recently', 'failed', SENT_EMAIL_RETENTION_DAYS + 1)
    await row('failed long ago', 'failed', FAILED_EMAIL_RETENTION_DAYS + 1)
    await row('pending for ages', 'pending', FAILED_EMAIL_RETENTION_DAYS + 1)

    expect((await purgeOutbox(t.database.db)).deleted).toBe(2)
    expect(await subjects()).toEqual(['failed recently', 'pending for ages', 'sent recently'])
  })

  it('erases the bodies left on emails finished before erasing, and no pending body', async () => {
    await row('sent', 'sent', 1)
    await row('failed', 'failed', 1)
    await row('pending', 'pending', 0)

    expect(await purgeOutbox(t.database.db)).toEqual({ erased: 2, deleted: 0 })
    const rows = await queuedEmails(t.database.db)
    for (const r of rows.filter((r) => r.status !== 'pending')) {
      expect(r).toMatchObject({ textBody: '', htmlBody: null, headers: {}, attachments: [] })
      expect(r).toMatchObject({ toAddress: 'student@example.com', kind: 'test' })
    }
    const pending = rows.find((r) => r.status === 'pending')
    expect(pending!.textBody).toContain('secret-token')
    expect(pending!.attachments).toHaveLength(1)
    // A second pass finds nothing left to do.
    expect(await purgeOutbox(t.database.db)).toEqual({ erased: 0, deleted: 0 })
  })

  it('purges each row once when instances purge at the same time', async () => {
    for (let i = 0; i < 30; i++) await row(`old ${i}`, 'sent', SENT_EMAIL_RETENTION_DAYS + 2)
    await t.database.db.update(outboxEmails).set({ textBody: sql`'kept body'` })
    const results = await Promise.all([purgeOutbox(t.database.db), purgeOutbox(t.database.db)])
    expect(results.reduce((sum, r) => sum + r.deleted, 0)).toBe(30)
    expect(await queuedEmails(t.database.db)).toHaveLength(0)
  })
})
