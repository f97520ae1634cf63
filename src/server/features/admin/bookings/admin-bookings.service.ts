import { now as clockNow } from '../../../lib/clock.ts'
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL } from 'drizzle-orm'
import { ADMIN_EXPORT_MAX_ROWS, ADMIN_PAGE_SIZE } from '#shared/admin.ts'
import { formatZar } from '#shared/money.ts'
import { bookingMessages } from '#shared/messages.ts'
import {
  bookingStatuses,
  labelOf,
  packageTypes,
  paymentStatuses,
  sessionTypes,
} from '#shared/options.ts'
import { formatSastDateTime, sastSlotToInstant } from '#shared/sast.ts'
import type {
  AdminBooking,
  AdminBookingFilters,
  AdminBookingList,
} from '#shared/schemas/admin-bookings.ts'
import type { Db } from '../../../db/client.ts'
import {
  bookings,
  mathematicsModules,
  sessionReviews,
  tutoringSessions,
  tutors,
  users,
} from '../../../db/schema.ts'
import { NotFound } from '../../../lib/errors.ts'
import { containsPattern } from '../../../lib/like-pattern.ts'
import { matchesReference } from '../../../lib/reference-search.ts'
import { bookingForApi } from '../../bookings/bookings.service.ts'
import { csvTime, toCsv } from '../csv.ts'

const DAY_MS = 24 * 60 * 60 * 1000

const selectBookings = (db: Db) =>
  db
    .select({
      booking: bookings,
      moduleName: mathematicsModules.name,
      tutorName: tutors.name,
      studentName: users.name,
      studentEmail: users.email,
      sessionOverlapExempt: tutoringSessions.overlapExempt,
      reviewId: sessionReviews.id,
    })
    .from(bookings)
    .innerJoin(mathematicsModules, eq(mathematicsModules.id, bookings.mathematicsModuleId))
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, bookings.sessionId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(tutors, eq(tutors.id, bookings.tutorId))
    // D28: the student's review, at most one per booking.
    .leftJoin(sessionReviews, eq(sessionReviews.bookingId, bookings.id))

// D25: a place outside the student's rule, or in a session outside the tutor's.
const overlapExempt = or(
  eq(bookings.overlapExempt, true),
  eq(tutoringSessions.overlapExempt, true),
)!

type Selected = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number]

function adminBookingOf(row: Selected, now = clockNow()): AdminBooking {
  const { booking } = row
  const iso = (value: Date | null) => (value ? value.toISOString() : null)
  return {
    ...bookingForApi(
      { ...booking, moduleName: row.moduleName, tutorName: row.tutorName, reviewId: row.reviewId },
      now,
    ),
    // A deleted account's bookings stay for the accounts, without the person (D22).
    student_name: row.studentName ?? 'Deleted account',
    student_email: row.studentEmail ?? '',
    paid_at: iso(booking.paidAt),
    confirmed_at: iso(booking.confirmedAt),
    completed_at: iso(booking.completedAt),
    cancelled_at: iso(booking.cancelledAt),
    cancelled_by: booking.cancelledBy,
    cancel_reason: booking.cancelReason,
    refunded_at: iso(booking.refundedAt),
    overlap_exempt: booking.overlapExempt || row.sessionOverlapExempt,
  }
}

function conditions(filters: AdminBookingFilters): SQL[] {
  const where: SQL[] = []
  if (filters.q) {
    const pattern = containsPattern(filters.q)
    where.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        matchesReference(filters.q, bookings.reference),
      )!,
    )
  }
  if (filters.status) where.push(eq(bookings.status, filters.status))
  if (filters.payment_status) {
    where.push(eq(bookings.paymentStatus, filters.payment_status))
    // A cancelled booking's unpaid transfer is no longer awaited.
    if (filters.payment_status === 'pending') where.push(ne(bookings.status, 'cancelled'))
  }
  if (filters.refund_due === 'true') where.push(eq(bookings.refundDue, true))
  // The overlaps left from before the rule that still hold time: what the office resolves.
  if (filters.overlap === 'true') {
    where.push(overlapExempt, inArray(bookings.status, ['pending', 'confirmed']))
  }
  if (filters.tutor_id) where.push(eq(bookings.tutorId, filters.tutor_id))
  // Session days are SAST days (D3).
  if (filters.from) where.push(gte(bookings.scheduledAt, sastSlotToInstant(filters.from, '00:00')))
  if (filters.to) {
    where.push(
      lt(bookings.scheduledAt, new Date(sastSlotToInstant(filters.to, '00:00').getTime() + DAY_MS)),
    )
  }
  return where
}

/**
 * One page of bookings matching the filters. Upcoming work first: sessions soonest
 * first when a status, the overlaps or a date range narrow the list, else the newest
 * bookings first.
 */
export async function listBookingsForAdmin(
  db: Db,
  filters: AdminBookingFilters,
): Promise<AdminBookingList> {
  const where = and(...conditions(filters))
  const soonestFirst =
    filters.status === 'pending' ||
    filters.status === 'confirmed' ||
    filters.overlap === 'true' ||
    Boolean(filters.from)
  const [rows, [total]] = await Promise.all([
    selectBookings(db)
      .where(where)
      .orderBy(
        soonestFirst ? asc(bookings.scheduledAt) : desc(bookings.createdAt),
        desc(bookings.id),
      )
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ value: count() })
      .from(bookings)
      .innerJoin(tutoringSessions, eq(tutoringSessions.id, bookings.sessionId))
      .leftJoin(users, eq(users.id, bookings.userId))
      .where(where),
  ])
  const now = clockNow()
  return {
    bookings: rows.map((row) => adminBookingOf(row, now)),
    total: total?.value ?? 0,
    page: filters.page,
    page_size: ADMIN_PAGE_SIZE,
  }
}

export async function getBookingForAdmin(db: Db, id: string): Promise<AdminBooking> {
  const [row] = await selectBookings(db).where(eq(bookings.id, id))
  if (!row) throw new NotFound(bookingMessages.notFound)
  return adminBookingOf(row)
}

/** The filtered bookings as CSV, formulas neutralised (see submissions' export). */
export async function exportBookings(db: Db, filters: AdminBookingFilters): Promise<string> {
  const rows = await selectBookings(db)
    .where(and(...conditions(filters)))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(ADMIN_EXPORT_MAX_ROWS)
  const header = [
    'Booking reference',
    'Booked at',
    'Student',
    'Student email',
    'Session',
    'Module',
    'Tutor',
    'Session time (SAST)',
    'Status',
    'Amount',
    'Payment method',
    'Payment status',
    'Payment reference',
    'Meeting link',
    'Refund due',
    'Cancel reason',
  ]
  const body = rows.map(({ booking, moduleName, tutorName, studentName, studentEmail }) => [
    booking.reference,
    csvTime(booking.createdAt),
    studentName ?? 'Deleted account',
    studentEmail ?? '',
    `${labelOf(packageTypes, booking.packageType)}, ${labelOf(sessionTypes, booking.sessionType)}`,
    moduleName,
    tutorName ?? '',
    formatSastDateTime(booking.scheduledAt),
    labelOf(bookingStatuses, booking.status),
    formatZar(booking.amountCents),
    booking.paymentMethod ?? '',
    labelOf(paymentStatuses, booking.paymentStatus),
    booking.paymentReference ?? '',
    booking.meetingLink ?? '',
    booking.refundDue ? 'Yes' : 'No',
    booking.cancelReason ?? '',
  ])
  return toCsv([header, ...body])
}
