import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import { bookings, mathematicsModules } from '../../db/schema.ts'
import { placeholders, preparedStatement } from '../../db/prepared-statement.ts'
import type { BookingRow } from './bookings.service.ts'

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

// The busiest write of all: built once (prepared-statement.ts). Confirmed at once, it is
// confirmed at the transaction's time, as every other confirmation is.
export const insertBookingRow = preparedStatement<BookingRow, BookingInsert>(
  'bookings_create',
  getTableColumns(bookings),
  (db) =>
    db
      .insert(bookings)
      .values({
        ...placeholders(
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
          'sessionId',
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
        ),
        confirmedAt: sql`case when ${sql.placeholder('confirmsAtOnce')}::boolean then now() end`,
      })
      .returning(),
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
