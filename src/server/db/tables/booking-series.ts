import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
// A cycle with bookings.ts, harmless: drizzle reads the reference lazily.
import { paymentIntents } from './bookings.ts'
import { referenceColumn } from './reference-column.ts'
import { tutors } from './reference.ts'
import { tutoringPackages } from './tutoring-packages.ts'

/**
 * D27: a weekly series of sessions with one tutor, same weekday and SAST time, 2 to 12
 * weeks. Each week is an ordinary booking naming the series (`bookings.series_id`); the
 * series records what was asked so the student and the office see it as one.
 */
export const bookingSeries = pgTable(
  'booking_series',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reference: referenceColumn('BS'),
    // POPIA (D22): deleting the account keeps the record for the accounts, without the person.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    // SAST wall clock, HH:MM (D3).
    time: text('time').notNull(),
    weeks: integer('weeks').notNull(),
    sessionMinutes: integer('session_minutes').notNull(),
    // Paid from a package's hours, or per session by card (one payment for the total).
    packageId: uuid('package_id').references(() => tutoringPackages.id),
    paymentMethod: text('payment_method', { enum: ['card', 'package'] }).notNull(),
    // By card: the one payment for every week (a booking's own intent column is unique).
    paymentIntentId: uuid('payment_intent_id')
      .unique()
      .references(() => paymentIntents.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_series_user_idx').on(table.userId, table.createdAt),
    check('booking_series_weeks', sql`${table.weeks} between 2 and 12`),
  ],
)
