import { and, eq, getTableColumns, Param, sql, type SQLChunk } from 'drizzle-orm'
import { bookings, mathematicsModules } from '../../db/schema.ts'
import { placeholders, preparedStatement } from '../../db/prepared-statement.ts'
import type { BookingRow } from './bookings.service.ts'
import { openingSession } from './tutoring-sessions.ts'

/** What a new booking's row is given; every other column takes its default. */
export type BookingInsert = Omit<
  typeof bookings.$inferInsert,
  | 'overlapExempt'
  | 'seriesId'
  | 'confirmedAt'
  | 'completedAt'
  | 'cancelledAt'
  | 'cancelledBy'
  | 'cancelReason'
  | 'refundDue'
  | 'refundedAt'
  | 'attendance'
  | 'lessonNotes'
  | 'reminder24hSentAt'
  | 'reminder1hSentAt'
  | 'inviteSequence'
  | 'createdAt'
  | 'updatedAt'
> & { confirmsAtOnce: boolean }

/** The columns every new booking is given, in one order for both statements below. */
const GIVEN = [
  'id',
  'reference',
  'userId',
  'tutorId',
  'mathematicsModuleId',
  'sessionType',
  'packageType',
  'packageId',
  'preferredDate',
  'preferredTime',
  'scheduledAt',
  'durationMinutes',
  'endsAt',
  'meetingPlatform',
  'meetingLink',
  'notes',
  'meetingAim',
  'amountCents',
  'paymentMethod',
  'paymentStatus',
  'paymentIntentId',
  'paymentReference',
  'paidAt',
  'status',
  'holdExpiresAt',
] as const satisfies readonly Exclude<keyof BookingInsert, 'sessionId' | 'confirmsAtOnce'>[]

// Confirmed at once, a booking is confirmed at the transaction's time, as every other
// confirmation is.
const confirmedAt = sql`case when ${sql.placeholder('confirmsAtOnce')}::boolean then now() end`

/**
 * A booking that takes the place of a session opened before it (a card payment's hold).
 * Built once (prepared-statement.ts), as is the next: the busiest writes of all.
 */
export const insertBookingRow = preparedStatement<BookingRow, BookingInsert>(
  'bookings_create',
  getTableColumns(bookings),
  (db) =>
    db
      .insert(bookings)
      .values({ ...placeholders(...GIVEN, 'sessionId'), confirmedAt })
      .returning(),
)

const columns = getTableColumns(bookings)
const name = (key: keyof typeof columns) => sql.identifier(columns[key].name)
// A placeholder bound through its column's encoding, as drizzle's own insert binds it.
const value = (key: keyof typeof columns) => new Param(sql.placeholder(key), columns[key])
const list = (
  keys: readonly (keyof typeof columns)[],
  each: (key: keyof typeof columns) => SQLChunk,
) => sql.join(keys.map(each), sql`, `)

/**
 * A booking with the session it is the one place of (D25), in one statement: the session
 * opened for its tutor and time, then the booking. The database refuses the session when it
 * overlaps another of the tutor's, then the place when it overlaps another of the
 * student's, as when they were two statements — one round trip fewer on every booking.
 * The session's insert is openSession's own (its SQL: a query builder put in `sql` comes in
 * parentheses, which WITH refuses).
 */
export const insertBookingInNewSession = preparedStatement<
  BookingRow,
  Omit<BookingInsert, 'sessionId'>
>(
  'bookings_create_with_session',
  columns,
  (db) => sql`
    with opened as (${openingSession(db, {
      tutorId: sql.placeholder('tutorId'),
      sessionType: sql.placeholder('sessionType'),
      startsAt: sql.placeholder('scheduledAt'),
      endsAt: sql.placeholder('endsAt'),
    }).getSQL()})
    insert into ${bookings} (${list(GIVEN, name)}, session_id, confirmed_at)
    values (${list(GIVEN, value)}, (select id from opened), ${confirmedAt})
    returning ${list(Object.keys(columns) as (keyof typeof columns)[], name)}`,
)

/** The module a booking is for, while it is offered. */
export const activeModule = preparedStatement<
  typeof mathematicsModules.$inferSelect,
  { id: number }
>('mathematics_modules_active', getTableColumns(mathematicsModules), (db) =>
  db
    .select()
    .from(mathematicsModules)
    .where(
      and(eq(mathematicsModules.id, sql.placeholder('id')), eq(mathematicsModules.isActive, true)),
    ),
)
