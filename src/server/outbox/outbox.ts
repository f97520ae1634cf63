import { sql, type Placeholder } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { preparedStatement } from '../db/prepared-statement.ts'
import { outboxEmails, type EmailAttachment } from '../db/schema.ts'

export interface QueuedEmail {
  to: string
  subject: string
  text: string
  html?: string
  /** What caused it, e.g. 'newsletter.confirm'. */
  kind: string
  headers?: Record<string, string>
  attachments?: EmailAttachment[]
}

/**
 * Queues emails for the worker. Call it with the transaction that writes the record the
 * emails are about: both commit together or neither does (D2).
 */
export async function enqueueEmails(tx: Db, emails: QueuedEmail[]): Promise<void> {
  if (emails.length === 0) return
  const rows = emails.map(outboxRow)
  if (rows.length > PREPARED_UP_TO) {
    await tx.insert(outboxEmails).values(rows)
    return
  }
  const values: Record<string, unknown> = {}
  rows.forEach((row, i) => {
    for (const key of ROW_KEYS) values[`${key}${i}`] = row[key]
  })
  await queueStatement(rows.length)(tx, values)
}

/** An email's row in the outbox, as it is queued. */
export const outboxRow = (email: QueuedEmail) => ({
  toAddress: email.to,
  subject: email.subject,
  textBody: email.text,
  htmlBody: email.html ?? null,
  kind: email.kind,
  headers: email.headers ?? {},
  attachments: email.attachments ?? [],
})

type OutboxRow = ReturnType<typeof outboxRow>
// Each column outboxRow gives, checked to be all of them: the prepared statements bind these.
const ROW_KEYS = Object.keys({
  toAddress: true,
  subject: true,
  textBody: true,
  htmlBody: true,
  kind: true,
  headers: true,
  attachments: true,
} satisfies Record<keyof OutboxRow, true>) as (keyof OutboxRow)[]

// Almost every request that mails queues one or two: those statements are built once
// (prepared-statement.ts); a larger batch is built as it comes.
const PREPARED_UP_TO = 4
const queueStatements = new Map<number, ReturnType<typeof preparedStatement>>()

function queueStatement(count: number) {
  let statement = queueStatements.get(count)
  if (!statement) {
    statement = preparedStatement(`outbox_emails_queue_${count}`, {}, (db) =>
      db
        .insert(outboxEmails)
        .values(
          Array.from(
            { length: count },
            (_, i) =>
              Object.fromEntries(
                ROW_KEYS.map((key) => [key, sql.placeholder(`${key}${i}`)]),
              ) as Record<keyof OutboxRow, Placeholder>,
          ),
        ),
    )
    queueStatements.set(count, statement)
  }
  return statement
}

/**
 * What is kept of an email once it can no longer be sent (sent, or given up): its text,
 * HTML, headers (List-Unsubscribe carries a token) and attachments are erased, so a copy
 * of the database holds no working link and no one's booking details. The recipient,
 * subject, kind, status and times stay for the back office (D22).
 */
export const erasedBody = {
  textBody: '',
  htmlBody: null,
  headers: {},
  attachments: [],
} satisfies Partial<typeof outboxEmails.$inferInsert>

/**
 * With a deleted account (D22): every email to its address, sent or not, goes in the same
 * transaction. Rows carry only the recipient, compared case-insensitively.
 */
export async function deleteEmailsTo(tx: Db, address: string): Promise<void> {
  await tx.delete(outboxEmails).where(sql`lower(${outboxEmails.toAddress}) = lower(${address})`)
}
