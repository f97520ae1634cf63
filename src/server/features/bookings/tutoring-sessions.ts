import { inArray, eq, sql, type Placeholder } from 'drizzle-orm'
import { adminBookingMessages } from '#shared/admin.ts'
import { firstSessionMinutes } from '#shared/booking-rules.ts'
import { bookingMessages } from '#shared/messages.ts'
import type { SessionType } from '#shared/options.ts'
import type { Db } from '../../db/client.ts'
import { bookings, tutoringSessions } from '../../db/schema.ts'
import { placeholders, preparedStatement } from '../../db/prepared-statement.ts'
import { violatedExclusionConstraint } from '../../lib/db-errors.ts'
import { Conflict } from '../../lib/errors.ts'

// D25: the tutor's time is held by a session and a booking is one student's place in it.
// Every booking path keeps the two in step here, in its own transaction, and the database
// refuses overlaps: a tutor's held sessions (tutoring_sessions_tutor_no_overlap) and a
// student's open places (bookings_student_no_overlap), both over half-open time ranges.

export const TUTOR_OVERLAP = 'tutoring_sessions_tutor_no_overlap'
const STUDENT_OVERLAP = 'bookings_student_no_overlap'

/**
 * When a booking's session ends: a package of several hours holds only its first session
 * (firstSessionMinutes), the hour or two it is booked for, not the whole package.
 */
export function sessionEndsAt(startsAt: Date, packageMinutes: number): Date {
  return new Date(startsAt.getTime() + firstSessionMinutes(packageMinutes) * 60_000)
}

/**
 * The insert of a session that holds its tutor's time for one place (D25), its values given
 * as placeholders (prepared-statement.ts): openSession's statement, and the first half of a
 * booking's own (booking-insert.ts), which opens its session with its place.
 */
export function openingSession(
  db: Db,
  values: Record<'tutorId' | 'sessionType' | 'startsAt' | 'endsAt', Placeholder> & {
    holdExpiresAt?: Placeholder
  },
) {
  return db
    .insert(tutoringSessions)
    .values({ ...values, places: 1, held: true })
    .returning({ id: tutoringSessions.id })
}

// A card payment's hold, each week of a series and a consultation open one this way.
const insertSession = preparedStatement<{ id: string }>(
  'tutoring_sessions_open',
  { id: tutoringSessions.id },
  (db) =>
    openingSession(
      db,
      placeholders('tutorId', 'sessionType', 'startsAt', 'endsAt', 'holdExpiresAt'),
    ),
)

/**
 * Opens the session a new booking takes the one place of; it holds the time at once. A card
 * payment's hold opens one with `holdExpiresAt` before any booking exists (card-holds.ts).
 */
export async function openSession(
  tx: Db,
  session: {
    tutorId: number | null
    sessionType: SessionType
    startsAt: Date
    endsAt: Date
    holdExpiresAt?: Date
  },
): Promise<string> {
  const [opened] = await insertSession(tx, {
    ...session,
    holdExpiresAt: session.holdExpiresAt ?? null,
  })
  if (!opened) throw new Error('insert into tutoring_sessions returned no row')
  return opened.id
}

/** What a place and its session share: who teaches it and when. */
type Place = Pick<
  typeof bookings.$inferSelect,
  'sessionId' | 'tutorId' | 'scheduledAt' | 'endsAt' | 'durationMinutes'
>

export interface PlaceTime {
  tutorId: number | null
  scheduledAt: Date
  endsAt: Date
  /** Present when the time moved: a moved place comes back under the student rule. */
  overlapExempt?: false
}

/**
 * The office gives a booking another time or tutor: the session moves with it (the
 * database refuses a time that overlaps another session of the tutor), and the answer is
 * what the booking must then hold. A session or place that overlapped before the rule
 * came in is under the rule again once moved, so moving it is how the office resolves it.
 */
export async function moveSession(
  tx: Db,
  place: Place,
  to: { tutorId: number | null; scheduledAt: Date },
): Promise<PlaceTime> {
  const moved = to.scheduledAt.getTime() !== place.scheduledAt.getTime()
  const reassigned = to.tutorId !== place.tutorId
  const endsAt = moved ? sessionEndsAt(to.scheduledAt, place.durationMinutes) : place.endsAt
  if (moved || reassigned) {
    await tx
      .update(tutoringSessions)
      .set({
        tutorId: to.tutorId,
        startsAt: to.scheduledAt,
        endsAt,
        overlapExempt: false,
        updatedAt: sql`now()`,
      })
      .where(eq(tutoringSessions.id, place.sessionId))
  }
  return {
    tutorId: to.tutorId,
    scheduledAt: to.scheduledAt,
    endsAt,
    ...(moved ? { overlapExempt: false as const } : {}),
  }
}

/**
 * A session holds its tutor's time while any place in it is pending or confirmed: read
 * again after places were cancelled or completed, in the same transaction.
 */
export async function syncSessionsHeld(tx: Db, sessionIds: string[]): Promise<void> {
  if (sessionIds.length === 0) return
  await tx
    .update(tutoringSessions)
    .set({
      held: sql`exists (select 1 from ${bookings} where ${bookings.sessionId} = ${tutoringSessions.id} and ${bookings.status} in ('pending', 'confirmed'))`,
      updatedAt: sql`now()`,
    })
    .where(inArray(tutoringSessions.id, [...new Set(sessionIds)]))
}

/**
 * The 409 for a time the database refused as an overlap, worded for who asked (the
 * student booking, or the office confirming or moving a session); undefined for any other
 * error, which the caller rethrows.
 */
export function overlapConflict(error: unknown, by: 'student' | 'office'): Conflict | undefined {
  const constraint = violatedExclusionConstraint(error)
  if (constraint === TUTOR_OVERLAP) return new Conflict(bookingMessages.slotTaken)
  if (constraint === STUDENT_OVERLAP) {
    return new Conflict(
      by === 'student' ? bookingMessages.studentBusy : adminBookingMessages.studentBusy,
    )
  }
  return undefined
}
