import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { sessionTypeValues } from '#shared/options.ts'
import { tutors } from './reference.ts'

/**
 * D25: the tutor's time a session holds, from `starts_at` up to (not including) `ends_at`.
 * A booking is one student's place in it (`bookings.session_id`); today every booking
 * opens its own session of one place, and a later decision lets a small group share one.
 * Not the sign-in `sessions` table.
 *
 * The overlap rule lives in migration 0022, because drizzle cannot express an exclusion
 * constraint (and drizzle-kit, which diffs its own snapshots, leaves it alone):
 *
 *   CONSTRAINT tutoring_sessions_tutor_no_overlap EXCLUDE USING gist
 *     (tutor_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&)
 *     WHERE (held AND tutor_id IS NOT NULL AND NOT overlap_exempt)
 *
 * so two held sessions of one tutor never overlap, whatever their session type, and two
 * concurrent requests cannot both win. Ranges are half-open: 10:00–11:00 and 11:00–12:00
 * do not overlap.
 */
export const tutoringSessions = pgTable(
  'tutoring_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // Null while the office has not yet chosen a tutor for a request (D17).
    tutorId: integer('tutor_id').references(() => tutors.id),
    sessionType: text('session_type', { enum: sessionTypeValues }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    places: integer('places').notNull().default(1),
    // True while any place in it is pending or confirmed: only then does it hold the time.
    held: boolean('held').notNull().default(true),
    // A session that already overlapped another of its tutor when the rule came in (D25):
    // left as it was, outside the rule, and listed in the back office until it is moved.
    overlapExempt: boolean('overlap_exempt').notNull().default(false),
    // D25: a time held for a card payment in progress, before any booking has a place in it:
    // held until then, released by the next claim of that tutor's time or the sweep after.
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A tutor's sessions by time: the tutor's agenda and the open times read them.
    index('tutoring_sessions_tutor_starts_idx').on(table.tutorId, table.startsAt),
    check('tutoring_sessions_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    check('tutoring_sessions_places_positive', sql`${table.places} >= 1`),
  ],
)
