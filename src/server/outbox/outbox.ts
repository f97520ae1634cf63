import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
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
  await tx.insert(outboxEmails).values(
    emails.map((email) => ({
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      kind: email.kind,
      headers: email.headers ?? {},
      attachments: email.attachments ?? [],
    })),
  )
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
