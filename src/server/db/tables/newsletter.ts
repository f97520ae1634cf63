import { sql } from 'drizzle-orm'
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { submissionStatusValues } from '#shared/options.ts'

/** Double opt-in (D22): only `confirmed` subscribers ever receive the newsletter. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  // Stored lower-cased; the unique index makes a second subscription a no-op.
  email: text('email').notNull().unique(),
  name: text('name'),
  status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
    .notNull()
    .default('pending'),
  confirmTokenHash: text('confirm_token_hash').unique(),
  confirmTokenExpiresAt: timestamp('confirm_token_expires_at', { withTimezone: true }),
  // Like every token, stored only as its SHA-256 (D22): the clear token exists only in the
  // emails' unsubscribe links, so a copy of the database cannot unsubscribe anyone.
  unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
  // The office's own follow-up (issue 8), apart from the subscription itself: e.g. a new
  // subscriber from a school, noted and passed to the outreach list.
  workStatus: text('work_status', { enum: submissionStatusValues }).notNull().default('new'),
  adminNote: text('admin_note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
})
