import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger as Logger } from 'fastify'
import type { Db } from '../db/client.ts'
import { outboxEmails } from '../db/schema.ts'
import { periodicTask } from '../lib/periodic-task.ts'
import { erasedBody } from './outbox.ts'

/** A sent email's row (recipient, subject, kind, times) is kept this long, then deleted. */
export const SENT_EMAIL_RETENTION_DAYS = 30
/** A failed email's row stays longer, so the office can follow up on an address that bounces. */
export const FAILED_EMAIL_RETENTION_DAYS = 90
const BATCH_SIZE = 500

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`

/**
 * One pass of the outbox's retention (D22). Bodies still present on rows that can no
 * longer be sent are erased (rows finished before erasing existed, or by an older
 * instance during a rolling deploy), then rows past their retention are deleted. Rows are
 * claimed with SKIP LOCKED in batches, so instances purging together never wait on each
 * other or on the worker; a pending email is never touched.
 */
export async function purgeOutbox(db: Db): Promise<{ erased: number; deleted: number }> {
  const unerased = and(
    ne(outboxEmails.status, 'pending'),
    or(
      ne(outboxEmails.textBody, ''),
      sql`${outboxEmails.htmlBody} is not null`,
      sql`${outboxEmails.headers} <> '{}'::jsonb`,
      sql`${outboxEmails.attachments} <> '[]'::jsonb`,
    ),
  )
  const expired = or(
    and(
      eq(outboxEmails.status, 'sent'),
      lt(outboxEmails.sentAt, daysAgo(SENT_EMAIL_RETENTION_DAYS)),
    ),
    and(
      eq(outboxEmails.status, 'failed'),
      lt(outboxEmails.createdAt, daysAgo(FAILED_EMAIL_RETENTION_DAYS)),
    ),
  )
  const claim = (where: typeof unerased) =>
    db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(where)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true })

  let erased = 0
  for (;;) {
    const rows = await db
      .update(outboxEmails)
      .set(erasedBody)
      .where(inArray(outboxEmails.id, claim(unerased)))
      .returning({ id: outboxEmails.id })
    erased += rows.length
    if (rows.length < BATCH_SIZE) break
  }
  let deleted = 0
  for (;;) {
    const rows = await db
      .delete(outboxEmails)
      .where(inArray(outboxEmails.id, claim(expired)))
      .returning({ id: outboxEmails.id })
    deleted += rows.length
    if (rows.length < BATCH_SIZE) break
  }
  return { erased, deleted }
}

/** Runs `purgeOutbox` every interval; overlapping runs are skipped, not stacked. */
export function createOutboxPurger(options: { db: Db; intervalMs: number; log: Logger }) {
  return periodicTask({
    intervalMs: options.intervalMs,
    run: async () => {
      const { erased, deleted } = await purgeOutbox(options.db)
      if (erased + deleted > 0) options.log.info({ erased, deleted }, 'outbox purged')
    },
    onError: (error) => options.log.error({ err: error }, 'outbox purge failed'),
  })
}
