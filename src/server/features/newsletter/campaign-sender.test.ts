import { eq } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { MailTransport, OutgoingEmail } from '#server/adapters/mail/mail-transport.ts'
import { createSmtpTransport } from '#server/adapters/mail/smtp-transport.ts'
import {
  newsletterCampaignRecipients,
  newsletterCampaigns,
  newsletterSubscribers,
  outboxEmails,
  users,
} from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { eventually } from '#tests/support/eventually.ts'
import { startSmtpSink } from '#tests/support/smtp-sink.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'
import { queueCampaignMails } from './campaign-sender.ts'

// Issue 27 (decision 027): a newsletter reaches each confirmed subscriber exactly once,
// however many instances send it and whatever restarts happen, at the configured pace.

let t: TestApp
let admin: TestStudent
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())
beforeEach(async () => {
  const { db } = t.database
  for (const table of [
    outboxEmails,
    newsletterCampaignRecipients,
    newsletterCampaigns,
    newsletterSubscribers,
    users,
  ])
    await db.delete(table)
  admin = await createStudent(t, { role: 'admin' })
})

const MINUTE = 60_000
const confirmed = (n: number) => Array.from({ length: n }, (_, i) => `reader${i + 1}@example.com`)

/** `count` confirmed subscribers, plus one pending and one unsubscribed who get nothing. */
async function subscribers(count: number): Promise<string[]> {
  const emails = confirmed(count)
  await t.database.db.insert(newsletterSubscribers).values([
    ...emails.map((email) => ({
      email,
      status: 'confirmed' as const,
      unsubscribeTokenHash: `hash-${email}`,
      confirmedAt: new Date(),
    })),
    { email: 'pending@example.com', status: 'pending', unsubscribeTokenHash: 'hash-pending' },
    { email: 'left@example.com', status: 'unsubscribed', unsubscribeTokenHash: 'hash-left' },
  ])
  return emails
}

async function sendNewsletter(app: TestApp = t): Promise<string> {
  const created = await app.request({
    method: 'POST',
    url: '/api/admin/newsletter/campaigns',
    headers: { cookie: admin.cookie },
    payload: { subject: 'Exam season', body: 'Good luck!\n\nhttps://example.com/tips' },
  })
  expect(created.statusCode, created.body).toBe(201)
  const { id } = created.json()
  const sent = await app.request({
    method: 'POST',
    url: `/api/admin/newsletter/campaigns/${id}/send`,
    headers: { cookie: admin.cookie },
  })
  expect(sent.statusCode, sent.body).toBe(202)
  return id
}

const campaignOf = async (id: string, app: TestApp = t) =>
  (
    await app.request({
      method: 'GET',
      url: `/api/admin/newsletter/campaigns/${id}`,
      headers: { cookie: admin.cookie },
    })
  ).json()

const ctx = () => ({
  publicUrl: t.config.publicUrl,
  businessName: t.config.business.name,
  businessInbox: t.config.business.email,
})

const queuedCount = async () =>
  (await t.database.db.select().from(outboxEmails)).filter(
    (mail) => mail.kind === 'newsletter.campaign',
  ).length

/** A transport that keeps what it is given, as a mail server would. */
function capturingTransport(): MailTransport & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = []
  return {
    name: 'capture',
    sent,
    send: async (email) => {
      sent.push(email)
    },
    close: async () => undefined,
  }
}

describe('the newsletter’s pace', () => {
  it('hands at most NEWSLETTER_SEND_PER_MINUTE mails to the outbox in any minute', async () => {
    await subscribers(7)
    const id = await sendNewsletter()
    const start = Date.now()
    const at = (ms: number) => new Date(start + ms)
    expect(await queueCampaignMails(t.database.db, ctx(), 3, at(0))).toBe(3)
    expect(await queueCampaignMails(t.database.db, ctx(), 3, at(0))).toBe(0)
    expect(await queueCampaignMails(t.database.db, ctx(), 3, at(59_000))).toBe(0)
    expect(await queuedCount()).toBe(3)
    expect(await queueCampaignMails(t.database.db, ctx(), 3, at(MINUTE + 1000))).toBe(3)
    expect(await queueCampaignMails(t.database.db, ctx(), 3, at(2 * MINUTE + 2000))).toBe(1)
    expect(await queuedCount()).toBe(7)
    expect((await campaignOf(id)).status).toBe('sending')
    await t.app.outbox.drain()
    await queueCampaignMails(t.database.db, ctx(), 3, at(3 * MINUTE))
    expect(await campaignOf(id)).toMatchObject({ status: 'sent', recipients: 7, sent: 7 })
  })
})

describe('exactly once', () => {
  it('reaches each confirmed subscriber once with two instances on one database both sending', async () => {
    const sink = await startSmtpSink()
    const env = { NEWSLETTER_SEND_PER_MINUTE: '1000', MAIL_POLL_INTERVAL_MS: '50' }
    const running = {
      startNewsletterSender: true,
      startOutboxWorker: true,
      backgroundWorkAfterMs: 0,
    }
    const one = await createTestApp(env, {
      ...running,
      database: t.database,
      mailTransport: createSmtpTransport(sink.url),
    })
    const two = await createTestApp(env, {
      ...running,
      database: t.database,
      mailTransport: createSmtpTransport(sink.url),
    })
    try {
      const emails = await subscribers(12)
      const id = await sendNewsletter(one)
      await eventually(async () => expect((await campaignOf(id, two)).status).toBe('sent'), 30_000)
      expect(await campaignOf(id, two)).toMatchObject({ recipients: 12, sent: 12, failed: 0 })
      const newsletters = sink.received.filter((mail) => mail.raw.includes('Exam season'))
      expect(newsletters.flatMap((mail) => mail.to).sort()).toEqual([...emails].sort())

      // As a mail service reads it: both headers, the mailto to the office, the https address.
      const parsed = await simpleParser(newsletters[0]!.raw)
      const header = (name: string) =>
        parsed.headerLines
          .find((line) => line.key === name)
          ?.line.replace(/\r?\n[ \t]+/g, ' ')
          .replace(/^[^:]+:\s*/, '')
      expect(header('list-unsubscribe')).toMatch(
        new RegExp(
          `^<${t.config.publicUrl}/api/newsletter/one-click\\?token=[\\w-]+>, <mailto:${t.config.business.email}\\?subject=Unsubscribe%20reader\\d+%40example\\.com%20from%20the%20newsletter>$`,
        ),
      )
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
      expect(parsed.replyTo?.text).toBe(t.config.business.email)
      expect(parsed.html).toContain('<a href="https://example.com/tips"')
      expect(parsed.html).toContain(t.config.business.address)
      expect(parsed.text).toContain(t.config.business.address)
    } finally {
      await two.close()
      await one.close()
      await sink.close()
    }
  })

  it('keeps the pace over two instances both sending', async () => {
    const env = { NEWSLETTER_SEND_PER_MINUTE: '4', MAIL_POLL_INTERVAL_MS: '50' }
    const running = {
      startNewsletterSender: true,
      startOutboxWorker: true,
      backgroundWorkAfterMs: 0,
    }
    const transports = [capturingTransport(), capturingTransport()]
    const apps = [
      await createTestApp(env, { ...running, database: t.database, mailTransport: transports[0] }),
      await createTestApp(env, { ...running, database: t.database, mailTransport: transports[1] }),
    ]
    try {
      await subscribers(10)
      const id = await sendNewsletter(apps[0])
      await eventually(async () => expect((await campaignOf(id)).sent).toBe(4), 10_000)
      // Many more runs of both senders within the same minute hand out nothing more.
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(await queuedCount()).toBe(4)
      expect(transports.flatMap((transport) => transport.sent)).toHaveLength(4)
    } finally {
      for (const app of apps) await app.close()
    }
  })

  it('loses and repeats nothing when instances restart mid-send', async () => {
    const emails = await subscribers(7)
    const start = Date.now()
    const at = (ms: number) => new Date(start + ms)
    const before = capturingTransport()
    const first = await createTestApp({}, { database: t.database, mailTransport: before })
    const id = await sendNewsletter(first)
    expect(await queueCampaignMails(t.database.db, ctx(), 3, at(0))).toBe(3)
    await first.app.outbox.drain()
    // Three more handed to the outbox, then the instance stops before sending them.
    expect(await queueCampaignMails(t.database.db, ctx(), 3, at(MINUTE + 1000))).toBe(3)
    await first.close()

    const after = capturingTransport()
    const second = await createTestApp({}, { database: t.database, mailTransport: after })
    try {
      await second.app.outbox.drain()
      expect(await queueCampaignMails(t.database.db, ctx(), 3, at(MINUTE + 2000))).toBe(0)
      expect(await queueCampaignMails(t.database.db, ctx(), 3, at(2 * MINUTE + 2000))).toBe(1)
      await second.app.outbox.drain()
      await queueCampaignMails(t.database.db, ctx(), 3, at(3 * MINUTE))
      expect(before.sent).toHaveLength(3)
      expect(after.sent).toHaveLength(4)
      const all = [...before.sent, ...after.sent].map((mail) => mail.to).sort()
      expect(all).toEqual([...emails].sort())
      expect(await campaignOf(id, second)).toMatchObject({ status: 'sent', sent: 7 })
    } finally {
      await second.close()
    }
  })

  it('skips a queued mail deleted with its account, and the newsletter still finishes', async () => {
    await subscribers(2)
    const id = await sendNewsletter()
    await queueCampaignMails(t.database.db, ctx(), 10)
    // As deleting an account does (profile.service.ts): its subscription and unsent mail go.
    await t.database.db
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'reader1@example.com'))
    await t.database.db
      .delete(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'reader1@example.com'))
    await t.app.outbox.drain()
    await queueCampaignMails(t.database.db, ctx(), 10)
    expect(await campaignOf(id)).toMatchObject({
      status: 'sent',
      recipients: 2,
      sent: 1,
      skipped: 1,
    })
  })
})
