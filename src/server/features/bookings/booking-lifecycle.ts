import { now } from '../../lib/clock.ts'
import { eq, sql } from 'drizzle-orm'
import { refundDueOnCancel, sessionHasStarted, studentMayCancel } from '#shared/booking-rules.ts'
import { adminBookingMessages } from '#shared/admin.ts'
import { bookingMessages } from '#shared/messages.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import type { Attendance } from '#shared/options.ts'
import type { Db } from '../../db/client.ts'
import { bookings, tutors } from '../../db/schema.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors.ts'
import { createJitsiMeetingLink } from '../../adapters/meetings/jitsi.ts'
import { meetingLinkOrRoom } from '../../adapters/meetings/meeting-links.ts'
import type { CurrentUser } from '../accounts/sessions.service.ts'
import { findActiveTutor } from '../tutors/tutors.service.ts'
import { reviewRequest } from '../reviews/review-emails.ts'
import {
  bookingCancelled,
  bookingCompleted,
  bookingConfirmed,
  bookingRescheduled,
  type BookingEmailContext,
} from './booking-emails.ts'
import { sessionsCancelledForTutor } from './tutor-session-emails.ts'
import {
  assertTransition,
  auditBooking,
  bookingForApi,
  emailStudent,
  findBooking,
  lockBooking,
  studentOf,
  type BookingActor,
  type BookingRow,
  type BookingsContext,
} from './bookings.service.ts'
import {
  belongsToPackage,
  packageFirstSessionMoved,
  packageSessionCancelled,
  packageSessionCompleted,
} from './booking-packages.ts'
import {
  moveSession,
  overlapConflict,
  sessionEndsAt,
  syncSessionsHeld,
} from './tutoring-sessions.ts'

// D17, D18, D25: a booking's way from pending to confirmed, completed or cancelled, and
// the office moving it. Every change locks the row and keeps its session in step.

/** D17: the student cancels their own booking, up to 24 hours before a confirmed time. */
export async function cancelOwnBooking(
  ctx: BookingsContext,
  user: CurrentUser,
  id: string,
  reason: string | undefined,
): Promise<Booking> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockBooking(tx, id)
    if (!row || row.userId !== user.id) throw new NotFound(bookingMessages.notFound)
    assertTransition(row, 'cancel')
    if (!studentMayCancel(row, now())) throw new Forbidden(bookingMessages.tooLateToCancel)
    return cancelLockedBooking(tx, ctx, row, 'student', reason)
  })
}

/**
 * Cancels a booking whose row the caller has locked (`lockBooking`) and checked may be
 * cancelled: the place is freed (D25), a package's minutes return or are used (D26), the
 * refund owed is flagged (D17) and the student is mailed. The caller audits.
 */
export async function cancelLockedBooking(
  tx: Db,
  ctx: BookingEmailContext,
  row: BookingRow,
  by: 'student' | 'admin',
  reason: string | undefined,
  /** Off when the caller tells the student of several cancellations in one mail. */
  notify = true,
): Promise<Booking> {
  const inviteSequence = cancelledInviteSequence(row)
  await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      ...(inviteSequence === undefined ? {} : { inviteSequence }),
      cancelledAt: sql`now()`,
      cancelledBy: by,
      cancelReason: reason ?? null,
      // D26: a session of a package gives its hours back instead of money.
      refundDue: !belongsToPackage(row) && refundDueOnCancel(row),
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, row.id))
  await syncSessionsHeld(tx, [row.sessionId])
  await packageSessionCancelled(tx, row, by, now(), reason ?? 'The first session was cancelled.')
  const booking = bookingForApi((await findBooking(tx, row.id))!)
  if (notify) {
    const student = await studentOf(tx, row.userId)
    if (student) {
      await enqueueEmails(tx, bookingCancelled(ctx, booking, student, reason, inviteSequence))
    }
    if (inviteSequence !== undefined && row.tutorId !== null) {
      const tutor = await tutorContact(tx, row.tutorId)
      await enqueueEmails(tx, [
        sessionsCancelledForTutor(
          ctx,
          [{ booking, inviteSequence }],
          tutor,
          student?.name ?? 'A student',
        ),
      ])
    }
  }
  return booking
}

/**
 * The SEQUENCE of a cancelled booking's calendar update: one more than its last invite,
 * when it had one (it was confirmed); undefined when no calendar holds it.
 */
export function cancelledInviteSequence(row: BookingRow): number | undefined {
  return row.status === 'confirmed' ? row.inviteSequence + 1 : undefined
}

/** Who a tutor is to mail, active or not: a cancelled session is still theirs to hear of. */
export async function tutorContact(tx: Db, tutorId: number) {
  const [tutor] = await tx
    .select({ name: tutors.name, email: tutors.email })
    .from(tutors)
    .where(eq(tutors.id, tutorId))
  if (!tutor) throw new Error(`no tutor ${tutorId}`)
  return tutor
}

export interface ConfirmBookingInput {
  /** A new time for the session (an instant); the asked-for slot when absent. */
  scheduledAt?: Date
  tutorId?: number | null
  meetingLink?: string
}

/**
 * D17, D18: the business confirms a booking, setting its time, tutor and meeting link;
 * without a link from the student or the administrator, the product creates one.
 * A new time or tutor moves the session too; the database refuses a time that overlaps
 * another session of the tutor or of the student (D25), and then nothing changes.
 */
export async function confirmBooking(
  ctx: BookingsContext,
  actor: BookingActor,
  id: string,
  input: ConfirmBookingInput = {},
): Promise<Booking> {
  // The link is made before the transaction: no row stays locked while Google answers.
  const createdLink = input.meetingLink ? undefined : await meetingLinkFor(ctx, id, input)
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await lockBooking(tx, id)
      if (!row) throw new NotFound(bookingMessages.notFound)
      assertTransition(row, 'confirm')
      if (input.tutorId) await findActiveTutor(tx, input.tutorId)
      const place = await moveSession(tx, row, {
        scheduledAt: input.scheduledAt ?? row.scheduledAt,
        tutorId: input.tutorId === undefined ? row.tutorId : input.tutorId,
      })
      if (input.scheduledAt) await packageFirstSessionMoved(tx, row, input.scheduledAt)
      await tx
        .update(bookings)
        .set({
          status: 'confirmed',
          confirmedAt: sql`now()`,
          ...place,
          meetingLink:
            input.meetingLink ?? row.meetingLink ?? createdLink ?? createJitsiMeetingLink(),
          updatedAt: sql`now()`,
        })
        .where(eq(bookings.id, id))
      const booking = bookingForApi((await findBooking(tx, id))!)
      await emailStudent(tx, row.userId, (student) => bookingConfirmed(ctx, booking, student))
      await auditBooking(tx, actor, 'booking.confirm', row, booking)
      return booking
    })
  } catch (error) {
    throw overlapConflict(error, 'office') ?? error
  }
}

/**
 * The office changes a confirmed session: a new SAST time, another tutor or another
 * meeting link. The student is emailed an invite that updates their calendar entry; a
 * new time resets the reminders. The session moves with it; the database refuses a time
 * that overlaps another session of the tutor or of the student (D25).
 */
export async function rescheduleBooking(
  ctx: BookingsContext,
  actor: BookingActor,
  id: string,
  input: ConfirmBookingInput,
): Promise<Booking> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await lockBooking(tx, id)
      if (!row) throw new NotFound(bookingMessages.notFound)
      assertTransition(row, 'reschedule')
      if (input.tutorId) await findActiveTutor(tx, input.tutorId)
      const scheduledAt = input.scheduledAt ?? row.scheduledAt
      const tutorId = input.tutorId === undefined ? row.tutorId : input.tutorId
      const meetingLink = input.meetingLink || row.meetingLink
      const moved = scheduledAt.getTime() !== row.scheduledAt.getTime()
      if (!moved && tutorId === row.tutorId && meetingLink === row.meetingLink) {
        throw new Invalid(adminBookingMessages.nothingChanged)
      }
      const sequence = row.inviteSequence + 1
      const place = await moveSession(tx, row, { scheduledAt, tutorId })
      if (moved) await packageFirstSessionMoved(tx, row, scheduledAt)
      await tx
        .update(bookings)
        .set({
          ...place,
          meetingLink,
          inviteSequence: sequence,
          ...(moved ? { reminder24hSentAt: null, reminder1hSentAt: null } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(bookings.id, id))
      const booking = bookingForApi((await findBooking(tx, id))!)
      await emailStudent(tx, row.userId, (student) =>
        bookingRescheduled(ctx, booking, student, { moved, sequence }),
      )
      await auditBooking(tx, actor, 'booking.reschedule', row, booking)
      return booking
    })
  } catch (error) {
    throw overlapConflict(error, 'office') ?? error
  }
}

/**
 * D18: a meeting for a pending booking that has no link, from the configured provider.
 * Confirming must not fail because Google is unreachable: the fallback is a Jitsi room.
 */
async function meetingLinkFor(
  ctx: BookingsContext,
  id: string,
  input: ConfirmBookingInput,
): Promise<string | undefined> {
  const booking = await findBooking(ctx.db, id)
  if (!booking || booking.meetingLink || booking.status !== 'pending') return undefined
  const start = input.scheduledAt ?? booking.scheduledAt
  return createMeetingLink(ctx, {
    bookingId: booking.id,
    moduleName: booking.moduleName,
    meetingAim: booking.meetingAim,
    start,
    end: sessionEndsAt(start, booking.durationMinutes),
    attendeeEmail: (await studentOf(ctx.db, booking.userId))?.email,
  })
}

/**
 * D18: a meeting from the configured provider, or a Jitsi room when it fails (confirming
 * must not fail because Google is unreachable). The office's confirm and a booking of a
 * tutor's open time (confirmed at once, D25) both make their link here.
 */
export async function createMeetingLink(
  ctx: Pick<BookingsContext, 'meetings' | 'log'>,
  session: {
    bookingId: string
    moduleName: string
    meetingAim: string
    start: Date
    end: Date
    attendeeEmail: string | undefined
  },
): Promise<string> {
  return meetingLinkOrRoom(
    ctx.meetings,
    {
      requestId: `booking-${session.bookingId}`,
      summary: `${session.moduleName} – tutoring`,
      description: session.meetingAim,
      start: session.start,
      end: session.end,
      attendeeEmail: session.attendeeEmail,
    },
    ctx.log,
  )
}

export interface CompleteBookingInput {
  /** D28: how the session went, recorded with the completion when given. */
  attendance?: Attendance
  lessonNotes?: string
  /** A tutor completes only their own sessions: another tutor's is answered as missing. */
  tutorId?: number
}

/**
 * D17: the session has taken place; its session no longer holds the tutor's time (D25).
 * The office or the session's tutor may record attendance and lesson notes with it (D28);
 * an attended session's student is mailed the link to review it.
 */
export async function completeBooking(
  ctx: BookingsContext,
  actor: BookingActor,
  id: string,
  input: CompleteBookingInput = {},
): Promise<Booking> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockBooking(tx, id)
    if (!row) throw new NotFound(bookingMessages.notFound)
    if (input.tutorId !== undefined && row.tutorId !== input.tutorId) {
      throw new NotFound(bookingMessages.notFound)
    }
    assertTransition(row, 'complete')
    if (!sessionHasStarted(row, now())) throw new Conflict(bookingMessages.notStartedYet)
    await tx
      .update(bookings)
      .set({
        status: 'completed',
        completedAt: sql`now()`,
        ...(input.attendance ? { attendance: input.attendance } : {}),
        ...(input.lessonNotes !== undefined ? { lessonNotes: input.lessonNotes || null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(bookings.id, id))
    await syncSessionsHeld(tx, [row.sessionId])
    await packageSessionCompleted(tx, row)
    const booking = bookingForApi((await findBooking(tx, id))!)
    // D28: an attended session's student is asked for a review (with the thanks): once,
    // as the transition above lets a session be completed once.
    await emailStudent(tx, row.userId, (student) =>
      booking.can_review
        ? reviewRequest(ctx, booking, student)
        : bookingCompleted(ctx, booking, student),
    )
    await auditBooking(tx, actor, 'booking.complete', row, booking)
    return booking
  })
}

/** An administrator may cancel any pending or confirmed booking at any time (D17). */
export async function cancelBookingAsAdmin(
  ctx: BookingsContext,
  actor: BookingActor,
  id: string,
  reason: string | undefined,
): Promise<Booking> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockBooking(tx, id)
    if (!row) throw new NotFound(bookingMessages.notFound)
    assertTransition(row, 'cancel')
    const booking = await cancelLockedBooking(tx, ctx, row, 'admin', reason)
    await auditBooking(tx, actor, 'booking.cancel', row, booking)
    return booking
  })
}
