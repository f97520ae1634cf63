import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { campaignStatusValues } from '#shared/newsletter-campaigns.ts'
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

/**
 * A newsletter the office writes and sends (issue 27, decision 027). A draft can be edited;
 * sending moves it to `sending` in the transaction that lists its recipients, and to `sent`
 * once every recipient's mail was sent, given up or skipped.
 */
export const newsletterCampaigns = pgTable('newsletter_campaigns', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  status: text('status', { enum: campaignStatusValues }).notNull().default('draft'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  sendingStartedAt: timestamp('sending_started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
})

/**
 * One confirmed subscriber a campaign goes to, listed once (the unique pair) when it is
 * sent. `waiting` until the paced sender hands its mail to the outbox (`queued`, in the
 * same transaction); the outbox's trigger then writes `sent` or `failed` (migration 0032).
 * `skipped`: unsubscribed or deleted before their turn, or their queued mail deleted with
 * their account.
 */
export const newsletterCampaignRecipients = pgTable(
  'newsletter_campaign_recipients',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    // Kept without the person when their subscription is deleted with their account.
    subscriberId: uuid('subscriber_id').references(() => newsletterSubscribers.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: ['waiting', 'queued', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('waiting'),
    // The token of this mail's unsubscribe links, stored only as its hash (decision 004).
    unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    unique('newsletter_campaign_recipients_once').on(table.campaignId, table.subscriberId),
    index('newsletter_campaign_recipients_status_idx').on(table.status, table.campaignId),
    index('newsletter_campaign_recipients_queued_idx').on(table.queuedAt),
  ],
)
