import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { newsletterCampaignRecipients } from './newsletter.ts'

export interface EmailAttachment {
  filename: string
  contentType: string
  content: string
}

/**
 * Emails waiting to be sent (D2). A row is written in the same transaction as the
 * record that causes it; the outbox worker sends it, so a crash or a mail-server
 * outage delays an email but never loses it.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    // Small text attachments such as a calendar invite (.ics); files never go through here.
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    // What caused the email, for the back office and for tests (e.g. 'newsletter.confirm').
    kind: text('kind').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // A claimed row is invisible to other workers until this passes; a worker that dies
    // mid-send releases it by simply not coming back.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // A newsletter's mail: its recipient row follows this row's status (migration 0032).
    campaignRecipientId: uuid('campaign_recipient_id').references(
      () => newsletterCampaignRecipients.id,
      { onDelete: 'set null' },
    ),
  },
  (table) => [index('outbox_emails_due_idx').on(table.status, table.nextAttemptAt)],
)
