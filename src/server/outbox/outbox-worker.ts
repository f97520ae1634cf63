import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger as Logger } from 'fastify'
import type { MailTransport } from '../adapters/mail/mail-transport.ts'
import type { Db } from '../db/client.ts'
import { outboxEmails, type EmailAttachment } from '../db/schema.ts'
import {
  emailDocument,
  isWholeDocument,
  textWithFooter,
  type MailBusiness,
} from '../lib/email-document.ts'
import { erasedBody } from './outbox.ts'

export const MAX_ATTEMPTS = 12
const BATCH_SIZE = 10
// How long a claimed email stays invisible to other workers; a send takes far less.
const CLAIM_SECONDS = 120

/** 30 s, 1 min, 2 min … capped at 6 h, with jitter so retries from many rows spread out. */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000)
  return Math.round(base * (0.8 + 0.4 * random()))
}

interface ClaimedRow {
  id: string
  to_address: string
  subject: string
  text_body: string
  html_body: string | null
  headers: Record<string, string> | string
  attachments: EmailAttachment[] | string
  attempts: number
}

export interface OutboxWorkerOptions {
  db: Db
  transport: MailTransport
  from: string
  /** Where a reply goes (the business inbox): the sender is a no-reply address. */
  replyTo: string
  /** Named at the foot of every mail. */
  business: MailBusiness
  messageIdDomain: string
  log: Logger
  pollIntervalMs: number
}

/**
 * Sends queued emails. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so any
 * number of instances can run a worker and each email is sent by one of them; a failed
 * send is retried with backoff until MAX_ATTEMPTS, then marked failed for the back office.
 * Once sent or failed, the email's body is erased in the same update (D22).
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, transport, log } = options
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  let again = false
  let stopped = true
  // Set by stop() only (a worker never started still drains in tests): a run in progress
  // ends after its batch. Other instances may keep queueing mail, so "until nothing is
  // due" could hold a shutdown open until its deadline.
  let stopping = false

  async function claimBatch(): Promise<ClaimedRow[]> {
    const result = await db.execute(sql`
      update outbox_emails
         set locked_until = now() + make_interval(secs => ${CLAIM_SECONDS}),
             attempts = attempts + 1
       where id in (
         select id from outbox_emails
          where status = 'pending'
            and next_attempt_at <= now()
            and (locked_until is null or locked_until < now())
          order by next_attempt_at
          limit ${BATCH_SIZE}
          for update skip locked)
      returning id, to_address, subject, text_body, html_body, headers, attachments, attempts`)
    return (result as unknown as { rows: ClaimedRow[] }).rows
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    try {
      const html = row.html_body
      // A body queued before the layout existed is a whole document already.
      const inLayout = html !== null && !isWholeDocument(html)
      const headers: Record<string, string> =
        typeof row.headers === 'string' ? JSON.parse(row.headers) : row.headers
      await transport.send({
        messageId: `<${row.id}@${options.messageIdDomain}>`,
        from: options.from,
        ...(Object.keys(headers).some((name) => name.toLowerCase() === 'reply-to')
          ? {}
          : { replyTo: options.replyTo }),
        to: row.to_address,
        subject: row.subject,
        text: inLayout ? textWithFooter(row.text_body, options.business) : row.text_body,
        html: inLayout ? emailDocument(row.subject, html, options.business) : (html ?? undefined),
        headers,
        attachments:
          typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments,
      })
      await db
        .update(outboxEmails)
        .set({
          status: 'sent',
          sentAt: new Date(),
          lockedUntil: null,
          lastError: null,
          ...erasedBody,
        })
        .where(eq(outboxEmails.id, row.id))
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const giveUp = row.attempts >= MAX_ATTEMPTS
      log.warn(
        { emailId: row.id, attempts: row.attempts, err: message, giveUp },
        'email send failed',
      )
      await db
        .update(outboxEmails)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: message.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)),
          // Never to be sent now: its body goes as a sent one's does.
          ...(giveUp ? erasedBody : {}),
        })
        .where(and(eq(outboxEmails.id, row.id), eq(outboxEmails.status, 'pending')))
    }
  }

  /** Sends everything due now; resolves with how many emails it handled. */
  async function runOnce(): Promise<number> {
    let handled = 0
    for (;;) {
      if (stopping) return handled
      const batch = await claimBatch()
      if (batch.length === 0) return handled
      for (const row of batch) await deliver(row)
      handled += batch.length
    }
  }

  function tick(): Promise<number> {
    if (running) {
      again = true
      return running
    }
    running = runOnce()
      .catch((error: unknown) => {
        log.error({ err: error }, 'outbox worker run failed')
        return 0
      })
      .finally(() => {
        running = undefined
        if (again && !stopped) {
          again = false
          void tick()
        }
      })
    return running
  }

  return {
    start() {
      stopped = false
      stopping = false
      timer = setInterval(() => void tick(), options.pollIntervalMs)
      timer.unref()
      void tick()
    },
    /** Ask for a run soon, e.g. right after a request queued an email. */
    nudge() {
      if (!stopped) void tick()
    },
    /** Runs until nothing is due (tests, shutdown). */
    async drain(): Promise<number> {
      let total = 0
      for (;;) {
        if (running) await running
        const handled = await tick()
        total += handled
        if (handled === 0 && !running) return total
      }
    },
    async stop() {
      stopped = true
      stopping = true
      if (timer) clearInterval(timer)
      if (running) await running
    },
  }
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>
