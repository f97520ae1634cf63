import { now as clockNow } from '../../lib/clock.ts'
import { asc, eq, sql } from 'drizzle-orm'
import { nextBookingStatus, studentMayCancel, type BookingAction } from '#shared/booking-rules.ts'
import { bookingMessages } from '#shared/messages.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { bookings, mathematicsModules, sessionReviews, tutors, users } from '../../db/schema.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import { enqueueEmails, type QueuedEmail } from '../../outbox/outbox.ts'
import type { MeetingLinkProvider } from '../../adapters/meetings/meeting-links.ts'
import type { BookingEmailContext } from './booking-emails.ts'
import { recordAudit, type AuditEntryInput } from '../../audit/record-audit.ts'

// The bookings as the student and the office read them, and what every change shares:
// the row lock, the transition check, the student's emails and the audit entry. Creating
// a booking is in booking-create.ts, its lifecycle in booking-lifecycle.ts, its payment in
// booking-payments.ts, and its session (D25) in tutoring-sessions.ts.

export interface BookingsContext extends BookingEmailContext {
  db: Db
  /** Creates the meeting link of a confirmed session (D18); Jitsi when absent. */
  meetings?: MeetingLinkProvider
  log?: Pick<FastifyBaseLogger, 'warn'>
  /** The name of the card gateway in use; null or absent: card payment is not offered. */
  cardGateway?: string | null
}

export type BookingRow = typeof bookings.$inferSelect
/** A booking with what its API shape names: module, tutor and the student's review (D28). */
export type BookingWithNames = BookingRow & {
  moduleName: string
  tutorName: string | null
  reviewId: string | null
}

/** D28: its student may rate it: completed, attended, with a tutor, and not rated yet. */
export function mayReview(
  row: Pick<BookingRow, 'status' | 'attendance' | 'tutorId'> & { reviewId: string | null },
): boolean {
  return (
    row.status === 'completed' &&
    row.attendance === 'attended' &&
    row.tutorId !== null &&
    row.reviewId === null
  )
}

export function bookingForApi(row: BookingWithNames, now: Date = clockNow()): Booking {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    payment_reference: row.paymentReference,
    pay_by:
      row.paymentMethod === 'bank_transfer' &&
      row.paymentStatus === 'pending' &&
      row.status !== 'cancelled'
        ? (row.holdExpiresAt ?? row.scheduledAt).toISOString()
        : null,
    amount_cents: row.amountCents,
    scheduled_date: row.scheduledAt.toISOString(),
    preferred_date: row.preferredDate,
    preferred_time: row.preferredTime,
    duration_minutes: row.durationMinutes,
    session_type: row.sessionType,
    package_type: row.packageType,
    mathematics_module_id: row.mathematicsModuleId,
    mathematics_module_name: row.moduleName,
    tutor_id: row.tutorId,
    tutor_name: row.tutorName,
    meeting_platform: row.meetingPlatform,
    meeting_link: row.meetingLink,
    notes: row.notes,
    meeting_aim: row.meetingAim,
    refund_due: row.refundDue,
    package_id: row.packageId,
    series_id: row.seriesId,
    attendance: row.attendance,
    lesson_notes: row.lessonNotes,
    can_cancel: studentMayCancel(row, now),
    can_review: mayReview(row),
    review_id: row.reviewId,
    created_at: row.createdAt.toISOString(),
  }
}

const withNames = (db: Db) =>
  db
    .select({
      booking: bookings,
      moduleName: mathematicsModules.name,
      tutorName: tutors.name,
      reviewId: sessionReviews.id,
    })
    .from(bookings)
    .innerJoin(mathematicsModules, eq(mathematicsModules.id, bookings.mathematicsModuleId))
    .leftJoin(tutors, eq(tutors.id, bookings.tutorId))
    // D28: at most one review per booking (its unique booking_id), so no row is repeated.
    .leftJoin(sessionReviews, eq(sessionReviews.bookingId, bookings.id))

const flatten = (row: {
  booking: BookingRow
  moduleName: string
  tutorName: string | null
  reviewId: string | null
}) => ({
  ...row.booking,
  moduleName: row.moduleName,
  tutorName: row.tutorName,
  reviewId: row.reviewId,
})

const prepareOwnBookings = (db: Db) =>
  withNames(db)
    .where(eq(bookings.userId, sql.placeholder('userId')))
    .orderBy(asc(bookings.scheduledAt))
    .prepare('own_bookings')

// A student's dashboard reads their bookings on every visit: the query is built once per
// database and prepared (on PostgreSQL, parsed once per connection), rather than built
// anew by drizzle for each request (issue 23: a third of a signed-in read's time).
const ownBookingsQueries = new WeakMap<Db, ReturnType<typeof prepareOwnBookings>>()

/** The caller's own bookings only, soonest first. */
export async function listOwnBookings(db: Db, userId: string): Promise<Booking[]> {
  let query = ownBookingsQueries.get(db)
  if (!query) ownBookingsQueries.set(db, (query = prepareOwnBookings(db)))
  const rows = await query.execute({ userId })
  const now = clockNow()
  return rows.map((row) => bookingForApi(flatten(row), now))
}

/** The weeks of a series, in order (D27). */
export async function listSeriesBookings(db: Db, seriesId: string): Promise<Booking[]> {
  const rows = await withNames(db)
    .where(eq(bookings.seriesId, seriesId))
    .orderBy(asc(bookings.scheduledAt))
  const now = clockNow()
  return rows.map((row) => bookingForApi(flatten(row), now))
}

export async function findBooking(db: Db, id: string): Promise<BookingWithNames | undefined> {
  const [row] = await withNames(db).where(eq(bookings.id, id))
  return row ? flatten(row) : undefined
}

/** Another student's booking is answered exactly as a missing one. */
export async function getOwnBooking(db: Db, userId: string, id: string): Promise<Booking> {
  const row = await findBooking(db, id)
  if (!row || row.userId !== userId) throw new NotFound(bookingMessages.notFound)
  return bookingForApi(row)
}

/** The booking's student, or null once their account is deleted (D22). */
export async function studentOf(tx: Db, userId: string | null) {
  if (!userId) return null
  const [student] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
  return student ?? null
}

/** Emails the booking's student, unless their account is gone. */
export async function emailStudent(
  tx: Db,
  userId: string | null,
  compose: (student: { name: string; email: string }) => QueuedEmail | QueuedEmail[],
) {
  const student = await studentOf(tx, userId)
  if (!student) return
  const emails = compose(student)
  await enqueueEmails(tx, Array.isArray(emails) ? emails : [emails])
}

/** Locks the booking row for a status change, so two changes cannot interleave. */
export async function lockBooking(tx: Db, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update')
  return row
}

export function assertTransition(row: BookingRow, action: BookingAction) {
  const to = nextBookingStatus(row.status, action)
  if (!to) throw new Conflict(bookingMessages.transitionRefused(action, row.status))
  return to
}

/** The administrator who acts; each action is recorded in its own transaction. */
export type BookingActor = AuditEntryInput['actor']

/** What the audit log keeps of a booking before and after an action. */
function auditedFields(
  row: Pick<BookingRow, 'status' | 'scheduledAt' | 'tutorId' | 'meetingLink' | 'paymentStatus'>,
) {
  return {
    status: row.status,
    scheduled_at: row.scheduledAt.toISOString(),
    tutor_id: row.tutorId,
    meeting_link: row.meetingLink,
    payment_status: row.paymentStatus,
  }
}

export async function auditBooking(
  tx: Db,
  actor: BookingActor,
  action: string,
  before: BookingRow,
  after: Booking,
) {
  await recordAudit(tx, {
    actor,
    action,
    subjectType: 'bookings',
    subjectId: before.id,
    before: auditedFields(before),
    after: {
      status: after.status,
      scheduled_at: after.scheduled_date,
      tutor_id: after.tutor_id,
      meeting_link: after.meeting_link,
      payment_status: after.payment_status,
    },
  })
}
