import { and, asc, desc, eq, gt, inArray, lte, not } from 'drizzle-orm'
import { sessionHasStarted } from '#shared/booking-rules.ts'
import type {
  CompleteSessionValues,
  TutorSession,
  TutorSessionsQuerySchema,
} from '#shared/schemas/booking.ts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { bookings, mathematicsModules, users } from '../../db/schema.ts'
import { now as clockNow } from '../../lib/clock.ts'
import type { CurrentUser } from '../accounts/sessions.service.ts'
import { completeBooking } from '../bookings/booking-lifecycle.ts'
import type { BookingRow, BookingsContext } from '../bookings/bookings.service.ts'

// The tutor's agenda (issue 20): their own sessions only, with what the session needs of
// the student (first name, aim, notes) and nothing more.

/** A past list long enough for a term of weekly lessons; older ones are the office's. */
export const PAST_SESSIONS_LIMIT = 100

type When = z.infer<typeof TutorSessionsQuerySchema>['when']

/** The first word of a name: the tutor greets the student, never learns the surname. */
export function firstNameOf(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0]
  return first ? first : null
}

function sessionForTutor(
  row: BookingRow & { moduleName: string; studentName: string | null },
  now: Date,
): TutorSession {
  return {
    id: row.id,
    starts_at: row.scheduledAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    status: row.status,
    held_for_bank_transfer:
      row.status === 'pending' &&
      row.paymentMethod === 'bank_transfer' &&
      row.paymentStatus === 'pending',
    student_first_name: firstNameOf(row.studentName),
    mathematics_module_name: row.moduleName,
    session_type: row.sessionType,
    package_type: row.packageType,
    meeting_aim: row.meetingAim,
    notes: row.notes,
    meeting_platform: row.meetingPlatform,
    meeting_link: row.meetingLink,
    attendance: row.attendance,
    lesson_notes: row.lessonNotes,
    can_complete: row.status === 'confirmed' && sessionHasStarted(row, now),
  }
}

/**
 * Upcoming: pending or confirmed and not yet over, soonest first (a session in progress
 * is still upcoming, and may already be completed). Past: the rest that have started —
 * completed, confirmed ones whose time is over, and those cancelled or lapsed after their
 * start was reached — newest first. Cancelled sessions that never came are in neither.
 */
export async function listTutorSessions(
  db: Db,
  tutorId: number,
  when: When,
): Promise<TutorSession[]> {
  const now = clockNow()
  const open = and(inArray(bookings.status, ['pending', 'confirmed']), gt(bookings.endsAt, now))
  const rows =
    when === 'upcoming'
      ? await withStudent(db)
          .where(and(eq(bookings.tutorId, tutorId), open))
          .orderBy(asc(bookings.scheduledAt))
      : await withStudent(db)
          .where(and(eq(bookings.tutorId, tutorId), lte(bookings.scheduledAt, now), not(open!)))
          .orderBy(desc(bookings.scheduledAt))
          .limit(PAST_SESSIONS_LIMIT)
  return rows.map((row) => sessionForTutor(flatten(row), now))
}

const withStudent = (db: Db) =>
  db
    .select({ booking: bookings, moduleName: mathematicsModules.name, studentName: users.name })
    .from(bookings)
    .innerJoin(mathematicsModules, eq(mathematicsModules.id, bookings.mathematicsModuleId))
    .leftJoin(users, eq(users.id, bookings.userId))

const flatten = (row: { booking: BookingRow; moduleName: string; studentName: string | null }) => ({
  ...row.booking,
  moduleName: row.moduleName,
  studentName: row.studentName,
})

/** D28: the session's tutor records attendance and notes and completes it, audited as them. */
export async function completeTutorSession(
  ctx: BookingsContext,
  user: CurrentUser,
  id: string,
  input: CompleteSessionValues,
): Promise<TutorSession> {
  await completeBooking(ctx, { id: user.id, email: user.email }, id, {
    attendance: input.attendance,
    lessonNotes: input.lesson_notes,
    tutorId: user.tutorId!,
  })
  const [row] = await withStudent(ctx.db).where(eq(bookings.id, id))
  return sessionForTutor(flatten(row!), clockNow())
}
