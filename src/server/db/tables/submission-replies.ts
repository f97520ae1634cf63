import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { submissionKindValues } from '#shared/admin.ts'
import { users } from './accounts.ts'

// Issue 27: the office answers every kind of submission from the back office. A reply is
// mailed to the sender and kept here, in the record's history. The submission lives in one
// of eight tables (its `kind`), so there is no foreign key: a submission is never deleted
// (account deletion keeps it without the person, D22), so its replies never dangle.
export const submissionReplies = pgTable(
  'submission_replies',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind', { enum: submissionKindValues }).notNull(),
    submissionId: uuid('submission_id').notNull(),
    message: text('message').notNull(),
    // Who wrote it: their name as it was then, kept when their account is gone.
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('submission_replies_submission_idx').on(table.kind, table.submissionId, table.sentAt),
  ],
)

// The office's reusable texts, per kind of submission, to start a reply from.
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind', { enum: submissionKindValues }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One title once per kind, whatever its case: the picker lists them by title.
  (table) => [
    uniqueIndex('saved_replies_kind_title_idx').on(table.kind, sql`lower(${table.title})`),
  ],
)
