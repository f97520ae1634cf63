import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { bookings } from './bookings.ts'
import { tutors } from './reference.ts'

/**
 * D28: a review comes only from the student who had the session: one per booking (the
 * unique booking_id decides, not a check before the insert), once the session is completed
 * with attendance 'attended'. Editable by its student for 14 days; the tutor replies once
 * (a conditional update on `reply is null`); the office hides it with a reason, and a
 * hidden review leaves the tutor's average at once.
 */
export const sessionReviews = pgTable(
  'session_reviews',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id),
    // POPIA (D22): deleting the account keeps the review without the person.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    // Byte-exact as the student wrote it (up to 1,000 characters), shown as text only.
    comment: text('comment').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('session_reviews_tutor_idx').on(table.tutorId, table.createdAt),
    check('session_reviews_rating', sql`${table.rating} between 1 and 5`),
  ],
)
