import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { schoolBookings, teacherWorkshops } from './institutions.ts'

/**
 * A price the office offers a school for its visit or workshop request (issue 27), which
 * the contact accepts or declines on the page behind the emailed link (`/quotes/{token}`;
 * only the token's hash is kept). It answers exactly one request. It keeps the estimate's
 * parts as they were when it was sent, so a later price change never rewrites it.
 *
 * The database decides what two requests could race on:
 * - one `sent` quote per request (partial unique indexes): sending a new one withdraws the
 *   old in the same transaction, and two sends at once cannot leave two open;
 * - a decision is a conditional UPDATE … WHERE status = 'sent', so of two clicks one wins.
 * `expired` is not stored: a `sent` quote past `expires_at` reads as expired.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    schoolBookingId: uuid('school_booking_id').references(() => schoolBookings.id, {
      onDelete: 'cascade',
    }),
    teacherWorkshopId: uuid('teacher_workshop_id').references(() => teacherWorkshops.id, {
      onDelete: 'cascade',
    }),
    /** 1, 2, 3… per request: "quote 2 for SB-2XFHZ5E8" on a call. */
    number: integer('number').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the link went to: the request's contact. */
    sentTo: text('sent_to').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['sent', 'accepted', 'declined', 'withdrawn'] })
      .notNull()
      .default('sent'),
    hourlyRateCents: integer('hourly_rate_cents').notNull(),
    hours: integer('hours').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    discountCents: integer('discount_cents').notNull(),
    estimateCents: integer('estimate_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    message: text('message'),
    /** The last SAST day it is valid, and the first instant it no longer is. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    /** The client address the acceptance came from (TRUST_PROXY decides how it is read). */
    acceptedFromIp: text('accepted_from_ip'),
    declineReason: text('decline_reason'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'quotes_one_request',
      sql`num_nonnulls(${table.schoolBookingId}, ${table.teacherWorkshopId}) = 1`,
    ),
    check(
      'quotes_status_known',
      sql`${table.status} in ('sent', 'accepted', 'declined', 'withdrawn')`,
    ),
    check('quotes_amount_range', sql`${table.amountCents} between 100 and 100000000`),
    check(
      'quotes_reason_for_other_amount',
      sql`${table.amountCents} = ${table.estimateCents} or ${table.reason} is not null`,
    ),
    check(
      'quotes_accepted_by_name',
      sql`${table.status} <> 'accepted' or (${table.acceptedName} is not null and ${table.decidedAt} is not null)`,
    ),
    uniqueIndex('quotes_one_sent_per_school_booking')
      .on(table.schoolBookingId)
      .where(sql`${table.status} = 'sent'`),
    uniqueIndex('quotes_one_sent_per_teacher_workshop')
      .on(table.teacherWorkshopId)
      .where(sql`${table.status} = 'sent'`),
    unique('quotes_school_booking_number').on(table.schoolBookingId, table.number),
    unique('quotes_teacher_workshop_number').on(table.teacherWorkshopId, table.number),
    index('quotes_created_idx').on(table.createdAt),
  ],
)
