import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { hoursPackageTypes } from '#shared/package-hours.ts'
import { users } from './accounts.ts'
import { referenceColumn } from './reference-column.ts'

/**
 * D26: a week or month package is hours to spend. Its purchase books the first session
 * and opens this balance; every further session is a booking with `package_id` that
 * schedules minutes from it. The balance can never go below zero: every spend is one
 * conditional `UPDATE … WHERE minutes left >= wanted`, and the check constraint refuses
 * what a wrong statement would still try.
 */
export const tutoringPackages = pgTable(
  'tutoring_packages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reference: referenceColumn('PK'),
    // POPIA (D22): deleting the account keeps the record for the accounts, without the person.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageType: text('package_type', { enum: hoursPackageTypes }).notNull(),
    minutesTotal: integer('minutes_total').notNull(),
    // Booked and not yet taken place (pending or confirmed sessions of the package).
    minutesScheduled: integer('minutes_scheduled').notNull().default(0),
    // Taken place, or cancelled too late to be returned.
    minutesUsed: integer('minutes_used').notNull().default(0),
    // What the student paid for it (the purchase booking's amount), for a pro-rata refund.
    amountCents: integer('amount_cents').notNull(),
    // Spendable once paid: at once by card, when the office marks the transfer paid.
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // The end of the last SAST day of validity, counted from the first session.
    validUntil: timestamp('valid_until', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    // D26: the pro-rata refund of unused hours owed when the office cancels a paid package,
    // until the office records it paid (as a cancelled booking's refund, D17).
    refundDueCents: integer('refund_due_cents'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    // Mails about the hours lapsing, each sent once (claimed by a conditional update).
    lapseReminderSentAt: timestamp('lapse_reminder_sent_at', { withTimezone: true }),
    lapsedNoticeSentAt: timestamp('lapsed_notice_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tutoring_packages_user_idx').on(table.userId, table.createdAt),
    check(
      'tutoring_packages_balance',
      sql`${table.minutesScheduled} >= 0 and ${table.minutesUsed} >= 0 and ${table.minutesScheduled} + ${table.minutesUsed} <= ${table.minutesTotal}`,
    ),
  ],
)
