import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import {
  adminAuditLog,
  bookings,
  bookingSeries,
  idempotencyKeys,
  outboxEmails,
  paymentIntents,
  sessionReviews,
  tutoringPackages,
  tutoringSessions,
  tutors,
  users,
} from '#server/db/schema.ts'
import { sessionEndsAt } from '#server/features/bookings/tutoring-sessions.ts'

type BookingRow = typeof bookings.$inferSelect

export type StoredBookingValues = Omit<typeof bookings.$inferInsert, 'sessionId' | 'endsAt'> & {
  /** The package's first session from `scheduledAt` when not given. */
  endsAt?: Date
  /** Whether the session is outside the tutor's overlap rule, as migration 0022 marks it. */
  sessionOverlapExempt?: boolean
}

/**
 * Bookings written straight to the database, each with the session of its own that the
 * booking paths open (D25), held while it is pending or confirmed: for tests that need
 * times or states the API would refuse or take long to reach.
 */
export async function insertBookings(db: Db, rows: StoredBookingValues[]): Promise<BookingRow[]> {
  const stored: BookingRow[] = []
  for (const { sessionOverlapExempt = false, ...values } of rows) {
    const endsAt = values.endsAt ?? sessionEndsAt(values.scheduledAt, values.durationMinutes)
    const status = values.status ?? 'pending'
    const [session] = await db
      .insert(tutoringSessions)
      .values({
        tutorId: values.tutorId ?? null,
        sessionType: values.sessionType,
        startsAt: values.scheduledAt,
        endsAt,
        held: status === 'pending' || status === 'confirmed',
        overlapExempt: sessionOverlapExempt,
      })
      .returning()
    const [row] = await db
      .insert(bookings)
      .values({ ...values, sessionId: session!.id, endsAt })
      .returning()
    stored.push(row!)
  }
  return stored
}

/**
 * Every booking whose session does not match it (D25): another tutor or time, or held
 * when the booking is no longer pending or confirmed (and the other way round). Empty when
 * the booking paths kept each session in step with its one place.
 */
export async function sessionsOutOfStep(db: Db): Promise<string[]> {
  const rows = await db
    .select({ booking: bookings, session: tutoringSessions })
    .from(bookings)
    .leftJoin(tutoringSessions, eq(tutoringSessions.id, bookings.sessionId))
  return rows.flatMap(({ booking, session }) => {
    const open = booking.status === 'pending' || booking.status === 'confirmed'
    const inStep =
      session !== null &&
      session.tutorId === booking.tutorId &&
      session.sessionType === booking.sessionType &&
      session.startsAt.getTime() === booking.scheduledAt.getTime() &&
      session.endsAt.getTime() === booking.endsAt.getTime() &&
      session.places === 1 &&
      session.held === open
    return inStep ? [] : [`booking ${booking.id} (${booking.status}) vs ${JSON.stringify(session)}`]
  })
}

/**
 * Empties what a booking test writes, children before parents: the audit log, reviews,
 * bookings, their sessions and payments, queued mail, tutors and accounts.
 */
export async function clearBookingData(db: Db): Promise<void> {
  for (const table of [
    adminAuditLog,
    // D28: a review names its booking, its tutor and its student.
    sessionReviews,
    bookings,
    bookingSeries,
    tutoringPackages,
    // A card payment's hold names its session (D25): the payment goes before the session.
    paymentIntents,
    tutoringSessions,
    idempotencyKeys,
    outboxEmails,
    tutors,
    users,
  ]) {
    await db.delete(table)
  }
}
