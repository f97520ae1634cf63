import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outboxEmails } from '#server/db/schema.ts'
import { createSmtpTransport } from '#server/adapters/mail/smtp-transport.ts'
import { createFileTransport } from '#server/adapters/mail/file-transport.ts'
import type { MailTransport } from '#server/adapters/mail/mail-transport.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { startSmtpSink } from '#tests/support/smtp-sink.ts'
import { renderEmail } from '#server/lib/email-layout.ts'
import { enqueueEmails } from './outbox.ts'
import { createOutboxWorker, MAX_ATTEMPTS, retryDelayMs } from './outbox-worker.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.database.db.delete(outboxEmails)
})

const mailIdentity = {
  replyTo: 'office@example.com',
  business: { name: 'Tutoring', address: '1 Main Road, Pretoria' },
}

const email = (n: number) => ({
  to: `student${n}@example.com`,
  subject: `Subject ${n}`,
  text: `Body ${n} https://example.com/x`,
  kind: 'test',
})

const workerFor = (smtpUrl: string) =>
  createOutboxWorker({
    db: t.database.db,
    transport: createSmtpTransport(smtpUrl),
    from: 'Tutoring <no-reply@example.com>',
    ...mailIdentity,
    messageIdDomain: 'example.com',
    log: t.app.log,
    pollIntervalMs: 60_000,
  })

describe('outbox worker over SMTP', () => {
  it('delivers queued emails to the SMTP server and marks them sent', async () => {
    const sink = await startSmtpSink()
    try {
      await enqueueEmails(t.database.db, [email(1), email(2)])
      const worker = workerFor(sink.url)
      expect(await worker.drain()).toBe(2)
      expect(sink.received.map((m) => m.to[0]).sort()).toEqual([
        'student1@example.com',
        'student2@example.com',
      ])
      expect(sink.received[0]!.raw).toMatch(/Message-ID: <[0-9a-f-]{36}@example\.com>/i)
      const rows = await queuedEmails(t.database.db)
      expect(rows.every((r) => r.status === 'sent' && r.sentAt instanceof Date)).toBe(true)
    } finally {
      await sink.close()
    }
  })

  it('sends each body in the business layout, with Reply-To the business inbox', async () => {
    const sink = await startSmtpSink()
    try {
      const body = renderEmail({
        greeting: 'Hello,',
        paragraphs: ['Your session is confirmed.'],
        signature: 'Kind regards',
      })
      await enqueueEmails(t.database.db, [
        { ...email(20), subject: 'Confirmed <soon>', ...body },
        // A mail that names its own Reply-To keeps it.
        { ...email(21), ...body, headers: { 'Reply-To': 'tutor@example.com' } },
        // Queued before the layout existed: a whole document, sent as it is.
        { ...email(22), html: '<!doctype html><html><body><p>Old</p></body></html>' },
      ])
      await workerFor(sink.url).drain()
      const parsed = await Promise.all(sink.received.map((m) => simpleParser(m.raw)))
      const [inLayout, ownReplyTo, old] = [20, 21, 22].map((n) =>
        parsed.find((m) => m.to && 'text' in m.to && m.to.text === `student${n}@example.com`),
      )
      expect(inLayout?.replyTo?.text).toBe('office@example.com')
      expect(inLayout?.html).toMatch(/^<!doctype html>\n<html lang="en">/)
      expect(inLayout?.html).toContain('<title>Confirmed &lt;soon&gt;</title>')
      expect(inLayout?.html).toContain('Tutoring<br>1 Main Road, Pretoria')
      expect(inLayout?.text).toMatch(/Tutoring\n1 Main Road, Pretoria\s*$/)
      expect(ownReplyTo?.replyTo?.text).toBe('tutor@example.com')
      expect(old?.html).toBe('<!doctype html><html><body><p>Old</p></body></html>')
    } finally {
      await sink.close()
    }
  })

  it('sends one calendar invite as a text/calendar alternative too, as Outlook needs', async () => {
    const sink = await startSmtpSink()
    try {
      const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n'
      const invite = {
        filename: 'tutoring-session.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        content: ics,
      }
      await enqueueEmails(t.database.db, [
        { ...email(30), attachments: [invite] },
        // A weekly series' several invites stay attachments.
        { ...email(31), attachments: [invite, { ...invite, filename: 'week-2.ics' }] },
      ])
      await workerFor(sink.url).drain()
      const raw = (n: number) =>
        sink.received.find((m) => m.to[0] === `student${n}@example.com`)!.raw
      const one = await simpleParser(raw(30))
      expect(raw(30)).toMatch(/multipart\/alternative/)
      expect(raw(30)).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/)
      expect(one.attachments.map((a) => a.contentType).sort()).toEqual([
        'application/ics',
        'text/calendar',
      ])
      expect(one.attachments.every((a) => a.content.toString() === ics)).toBe(true)
      const several = await simpleParser(raw(31))
      expect(several.attachments.map((a) => a.filename)).toEqual([
        'tutoring-session.ics',
        'week-2.ics',
      ])
    } finally {
      await sink.close()
    }
  })

  it("erases a sent email's body, headers and attachments, keeping what the office sees", async () => {
    const sink = await startSmtpSink()
    try {
      await enqueueEmails(t.database.db, [
        {
          ...email(8),
          text: 'Reset: https://example.com/reset-password/secret-token',
          html: '<a href="https://example.com/reset-password/secret-token">Reset</a>',
          headers: { 'List-Unsubscribe': '<https://example.com/unsubscribe?token=secret>' },
          attachments: [{ filename: 'invite.ics', contentType: 'text/calendar', content: 'X' }],
        },
      ])
      await workerFor(sink.url).drain()
      expect(sink.received[0]!.raw).toContain('secret-token')
      const [row] = await queuedEmails(t.database.db)
      expect(row).toMatchObject({
        toAddress: 'student8@example.com',
        subject: 'Subject 8',
        kind: 'test',
        status: 'sent',
        textBody: '',
        htmlBody: null,
        headers: {},
        attachments: [],
      })
      expect(row!.sentAt).toBeInstanceOf(Date)
      expect(JSON.stringify(row)).not.toContain('secret')
    } finally {
      await sink.close()
    }
  })

  it('keeps an email through an SMTP outage and sends it once the server is back', async () => {
    const sink = await startSmtpSink()
    const port = sink.port
    await sink.close()
    await enqueueEmails(t.database.db, [email(3)])
    const worker = workerFor(`smtp://127.0.0.1:${port}`)
    await worker.drain()
    let [row] = await queuedEmails(t.database.db)
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row!.lastError).toBeTruthy()
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())

    const back = await startSmtpSink(port)
    try {
      // Nothing is due before its backoff has passed.
      expect(await worker.drain()).toBe(0)
      await t.database.db.update(outboxEmails).set({ nextAttemptAt: sql`now()` })
      await worker.drain()
      ;[row] = await queuedEmails(t.database.db)
      expect(row).toMatchObject({ status: 'sent', attempts: 2 })
      expect(back.received).toHaveLength(1)
    } finally {
      await back.close()
    }
  })

  it('gives up after the last attempt and marks the email failed', async () => {
    const sink = await startSmtpSink()
    await sink.close()
    await enqueueEmails(t.database.db, [email(4)])
    await t.database.db.update(outboxEmails).set({ attempts: MAX_ATTEMPTS - 1 })
    await workerFor(sink.url).drain()
    const [row] = await queuedEmails(t.database.db)
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
    // Never to be sent now: its body goes too; the recipient and the error stay.
    expect(row).toMatchObject({ toAddress: 'student4@example.com', textBody: '', htmlBody: null })
    expect(row!.lastError).toBeTruthy()
  })

  it('sends each email once when two workers run at the same time', async () => {
    const sink = await startSmtpSink()
    try {
      await enqueueEmails(
        t.database.db,
        Array.from({ length: 25 }, (_, i) => email(100 + i)),
      )
      const [a, b] = [workerFor(sink.url), workerFor(sink.url)]
      await Promise.all([a.drain(), b.drain()])
      expect(sink.received).toHaveLength(25)
      expect(new Set(sink.received.map((m) => m.to[0])).size).toBe(25)
    } finally {
      await sink.close()
    }
  })

  it('queues nothing when the transaction that wrote the record rolls back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueEmails(tx, [email(5)])
        throw new Error('the record could not be stored')
      }),
    ).rejects.toThrow()
    expect(await queuedEmails(t.database.db)).toHaveLength(0)
  })
})

describe('file transport (the default)', () => {
  it('writes each email to DATA_DIR/mail as an .eml file', async () => {
    const dir = path.join(t.config.dataDir, 'mail-test')
    const worker = createOutboxWorker({
      db: t.database.db,
      transport: createFileTransport(dir, t.app.log),
      from: 'Tutoring <no-reply@example.com>',
      ...mailIdentity,
      messageIdDomain: 'example.com',
      log: t.app.log,
      pollIntervalMs: 60_000,
    })
    await enqueueEmails(t.database.db, [email(6)])
    await worker.drain()
    const files = await readdir(dir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.eml$/)
    const raw = await readFile(path.join(dir, files[0]!), 'utf8')
    expect(raw).toContain('To: student6@example.com')
    expect(raw).toContain('Subject: Subject 6')
  })

  it("logs the mail file's path but never the email's one-time links", async () => {
    const dir = path.join(t.config.dataDir, 'mail-log-test')
    const lines: string[] = []
    const log = pino(
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk))
          done()
        },
      }),
    )
    const worker = createOutboxWorker({
      db: t.database.db,
      transport: createFileTransport(dir, log),
      from: 'Tutoring <no-reply@example.com>',
      ...mailIdentity,
      messageIdDomain: 'example.com',
      log,
      pollIntervalMs: 60_000,
    })
    const link = `${t.config.publicUrl}/reset-password/secret-reset-token`
    await enqueueEmails(t.database.db, [
      { ...email(7), text: `Reset your password: ${link}`, html: `<a href="${link}">Reset</a>` },
    ])
    await worker.drain()
    const [file] = await readdir(dir)
    const logged = lines.join('')
    expect(logged).toContain(path.join(dir, file!))
    expect(logged).not.toContain('secret-reset-token')
  })
})

describe('stopping', () => {
  it('ends its run after the batch in hand while more mail keeps being queued', async () => {
    // Each send queues another email, as a second instance busy with sign-ups would: a run
    // "until nothing is due" would never end, and the server's stop would wait for it.
    let sent = 0
    let next = 100
    let queueing = true
    const transport: MailTransport = {
      name: 'busy',
      async send() {
        sent++
        if (queueing) await enqueueEmails(t.database.db, [email(++next)])
        // A real transport waits on the network; PGlite alone would never let a timer run.
        await new Promise((resolve) => setImmediate(resolve))
      },
      async close() {},
    }
    await enqueueEmails(t.database.db, [email(next)])
    const worker = createOutboxWorker({
      db: t.database.db,
      transport,
      from: 'Tutoring <no-reply@example.com>',
      ...mailIdentity,
      messageIdDomain: 'example.com',
      log: t.app.log,
      pollIntervalMs: 60_000,
    })
    worker.start()
    while (sent < 3) await new Promise((resolve) => setTimeout(resolve, 10))
    const stopping = worker.stop().then(() => 'stopped')
    const bound = new Promise((resolve) => setTimeout(() => resolve('still running'), 5000))
    const outcome = await Promise.race([stopping, bound])
    queueing = false // so a run that did not stop ends too, and leaves nothing behind
    await stopping
    expect(outcome).toBe('stopped')
    const rows = await queuedEmails(t.database.db)
    expect(rows.some((row) => row.status === 'pending')).toBe(true)
  })
})

describe('retry backoff', () => {
  it('doubles from 30 seconds and stops growing at 6 hours', () => {
    const mid = () => 0.5
    expect(retryDelayMs(1, mid)).toBe(30_000)
    expect(retryDelayMs(2, mid)).toBe(60_000)
    expect(retryDelayMs(3, mid)).toBe(120_000)
    expect(retryDelayMs(30, mid)).toBe(6 * 60 * 60_000)
  })
})
