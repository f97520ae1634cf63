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
