import { sql } from 'drizzle-orm'
import { text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { submissionStatusValues } from '#shared/options.ts'
import { users } from './accounts.ts'

/** The id of a submitted form and the signed-in sender, if any (a user's deletion keeps it). */
export const submissionIdColumns = () => ({
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
})

/** What the back office keeps on every submission: its status, a note, and when. */
export const submissionTrackingColumns = () => ({
  status: text('status', { enum: submissionStatusValues }).notNull().default('new'),
  adminNote: text('admin_note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
