import { and, asc, desc, eq } from 'drizzle-orm'
import { studentMayCancel } from '#shared/booking-rules.ts'
import {
  seriesMessages,
  type BookingSeries,
  type SeriesCancelResult,
} from '#shared/schemas/booking-series.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import type { Db } from '../../db/client.ts'
import { bookings, bookingSeries, tutors } from '../../db/schema.ts'
import { now } from '../../lib/clock.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import {
  cancelLockedBooking,
  cancelledInviteSequence,
  tutorContact,
} from '../bookings/booking-lifecycle.ts'
import { sessionsCancelledForTutor } from '../bookings/tutor-session-emails.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import {
  studentOf,
  listSeriesBookings,
  type BookingsContext,
} from '../bookings/bookings.service.ts'
import { seriesCancelled } from './series-emails.ts'

// D27: a student's weekly series as one thing: read, listed on the dashboard, and
// cancelled from a date on under the 24 h rule per week.

type SeriesRow = typeof bookingSeries.$inferSelect

async function seriesForApi(db: Db, row: SeriesRow, tutorName: string): Promise<BookingSeries> {
  const sessions = await listSeriesBookings(db, row.id)
  const at = now().getTime()
  const ahead = sessions.filter(
    (session) =>
      (session.status === 'confirmed' || session.status === 'pending') &&
      new Date(session.scheduled_date).getTime() > at,
  )
  return {
    id: row.id,
    reference: row.reference,
    tutor_id: row.tutorId,
    tutor_name: tutorName,
    first_date: row.firstDate,
    time: row.time,
    weeks: row.weeks,
    session_minutes: row.sessionMinutes,
    payment_method: row.paymentMethod,
    package_id: row.packageId,
    next_session_at: ahead[0]?.scheduled_date ?? null,
    sessions_left: ahead.length,
    sessions,
    created_at: row.createdAt.toISOString(),
  }
}

const withTutor = (db: Db) =>
  db
    .select({ series: bookingSeries, tutorName: tutors.name })
    .from(bookingSeries)
    .innerJoin(tutors, eq(tutors.id, bookingSeries.tutorId))

/** Another student's series is answered exactly as a missing one. */
export async function getOwnSeries(db: Db, userId: string, id: string): Promise<BookingSeries> {
  const [found] = await withTutor(db).where(
    and(eq(bookingSeries.id, id), eq(bookingSeries.userId, userId)),
  )
  if (!found) throw new NotFound(seriesMessages.notFound)
  return seriesForApi(db, found.series, found.tutorName)
}

/** The signed-in student's series, newest first. */
export async function listOwnSeries(db: Db, userId: string): Promise<BookingSeries[]> {
  const rows = await withTutor(db)
    .where(eq(bookingSeries.userId, userId))
    .orderBy(desc(bookingSeries.createdAt))
  const list: BookingSeries[] = []
  for (const row of rows) list.push(await seriesForApi(db, row.series, row.tutorName))
  return list
}

/**
 * Cancels the week of `fromDate` and every later one still booked. A week 24 hours or more
 * away is cancelled (its package minutes return, or its card payment is owed back, D17,
 * D26); a nearer one stays booked and is named in the answer. One mail tells the student.
 */
export async function cancelSeriesFrom(
  ctx: BookingsContext,
  userId: string,
  id: string,
  fromDate: string,
): Promise<SeriesCancelResult> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await withTutor(tx).where(
      and(eq(bookingSeries.id, id), eq(bookingSeries.userId, userId)),
    )
    if (!found) throw new NotFound(seriesMessages.notFound)
    const weeks = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.seriesId, id))
      .orderBy(asc(bookings.scheduledAt))
      .for('update')
    if (!weeks.some((row) => row.preferredDate === fromDate)) {
      throw new Conflict(seriesMessages.fromDateUnknown)
    }
    const open = weeks.filter(
      (row) =>
        row.preferredDate >= fromDate && (row.status === 'pending' || row.status === 'confirmed'),
    )
    if (open.length === 0) throw new Conflict(seriesMessages.nothingToCancel)
    const at = now()
    const cancelled: Booking[] = []
    // The confirmed weeks, which calendars hold: each gets its METHOD:CANCEL update.
    const inCalendars: { booking: Booking; inviteSequence: number }[] = []
    const keptIds: string[] = []
    for (const row of open) {
      if (!studentMayCancel(row, at)) {
        keptIds.push(row.id)
        continue
      }
      const inviteSequence = cancelledInviteSequence(row)
      const booking = await cancelLockedBooking(
        tx,
        ctx,
        row,
        'student',
        'The weekly series was cancelled.',
        false,
      )
      cancelled.push(booking)
      if (inviteSequence !== undefined) inCalendars.push({ booking, inviteSequence })
    }
    if (cancelled.length === 0) throw new Conflict(seriesMessages.tooLateToCancel)
    const series = await seriesForApi(tx, found.series, found.tutorName)
    const kept = series.sessions.filter((session) => keptIds.includes(session.id))
    if (cancelled.length > 0) {
      const student = await studentOf(tx, userId)
      if (student) {
        await enqueueEmails(tx, seriesCancelled(ctx, series, cancelled, kept, student, inCalendars))
      }
      if (inCalendars.length > 0) {
        const tutor = await tutorContact(tx, found.series.tutorId)
        await enqueueEmails(tx, [
          sessionsCancelledForTutor(ctx, inCalendars, tutor, student?.name ?? 'A student'),
        ])
      }
    }
    return {
      series,
      cancelled: cancelled.map((session) => session.preferred_date),
      kept: kept.map((session) => ({
        date: session.preferred_date,
        reason: 'Less than 24 hours away: it stays booked.',
      })),
    }
  })
}
