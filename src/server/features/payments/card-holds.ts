import { and, eq, sql } from 'drizzle-orm'
import { bookingMessages } from '#shared/messages.ts'
import type { SessionType } from '#shared/options.ts'
import { cardHoldMessages, CARD_HOLD_MINUTES } from '#shared/schemas/payments.ts'
import { tutorTimeMessages } from '#shared/schemas/tutor-time.ts'
import type { Db } from '../../db/client.ts'
import { paymentIntents, tutoringSessions, tutors } from '../../db/schema.ts'
import { now } from '../../lib/clock.ts'
import { violatedExclusionConstraint } from '../../lib/db-errors.ts'
import { Conflict, Invalid } from '../../lib/errors.ts'
import { releaseLapsedCardHolds } from '../bookings/booking-holds.ts'
import { openSession } from '../bookings/tutoring-sessions.ts'
import { checkOpenStart, type OpenTimesSettings } from '../tutor-time/open-times.service.ts'
import { findActiveTutor } from '../tutors/tutors.service.ts'

// D25 (issue 20): a card payment for a tutor's open time holds that time for
// CARD_HOLD_MINUTES, so two students cannot both pay for it. The hold is a session with
// `hold_expires_at` and no booking yet; the booking paid with the intent takes it.
//
// A student whose hold lapsed and whose time someone else then took is refused the booking
// and the intent stays unused: the sweep of unused succeeded intents
// (unattached-refunds.ts, `dueForRefund`: succeeded, `used_at` null, whatever its
// `session_id`) refunds it after 30 minutes. Decision record 012: refund, since the gateway
// captures at confirm; not an uncaptured authorisation.

export const CARD_HOLD_MS = CARD_HOLD_MINUTES * 60_000

export interface CardHoldRequest {
  tutorId: number
  userId: string
  startsAt: Date
  sessionMinutes: number
  sessionType: SessionType
}

/**
 * Locks the tutor (as a booking does), releases their lapsed card holds, and opens a held
 * session when `startsAt` is open for this student and length, with the same check the
 * booking uses. Answers the session's id, or null when the tutor publishes no availability
 * (the intent then holds nothing, as before D25). A time that is not open is 409 and the
 * caller's transaction rolls back. Runs inside that transaction.
 */
export async function holdOpenTime(
  tx: Db,
  settings: OpenTimesSettings,
  request: CardHoldRequest,
): Promise<string | null> {
  await findActiveTutor(tx, request.tutorId).catch(() => {
    throw new Invalid(bookingMessages.tutorUnknown, { tutor_id: bookingMessages.tutorUnknown })
  })
  await tx.execute(sql`select id from ${tutors} where ${tutors.id} = ${request.tutorId} for update`)
  const at = now()
  await releaseLapsedCardHolds(tx, request.tutorId, at)
  await releaseOwnEarlierHolds(tx, request, at)
  const verdict = await checkOpenStart(tx, settings, request)
  if (verdict === 'no-availability') return null
  if (verdict === 'not-open') throw new Conflict(tutorTimeMessages.notOpen)
  try {
    return await openSession(tx, {
      tutorId: request.tutorId,
      sessionType: request.sessionType,
      startsAt: request.startsAt,
      endsAt: new Date(request.startsAt.getTime() + request.sessionMinutes * 60_000),
      holdExpiresAt: new Date(at.getTime() + CARD_HOLD_MS),
    })
  } catch (error) {
    // A session the open times do not see (one kept from before the overlap rule, or the
    // office's) still holds the time: the database's refusal is the same answer.
    if (violatedExclusionConstraint(error)) throw new Conflict(tutorTimeMessages.notOpen)
    throw error
  }
}

/**
 * Every payment attempt starts its own intent (a declined card, a closed wallet sheet, a
 * retry after a lost answer), so the student's earlier holds of this tutor would refuse
 * their own next attempt. They are released now, as lapsed: all but one whose charge is
 * in flight (`processing`), which may still succeed. An earlier intent paid after all can
 * still book its time if it is free, or is refunded unused.
 */
async function releaseOwnEarlierHolds(tx: Db, request: CardHoldRequest, at: Date): Promise<void> {
  await tx.execute(sql`
    update tutoring_sessions s
       set held = false, hold_expires_at = ${at.toISOString()}::timestamptz, updated_at = now()
     where s.tutor_id = ${request.tutorId} and s.held and s.hold_expires_at is not null
       and exists (select 1 from payment_intents p
                    where p.session_id = s.id and p.user_id = ${request.userId}
                      and p.status <> 'processing')
       and not exists (select 1 from bookings b where b.session_id = s.id)`)
}

export type HeldSession = typeof tutoringSessions.$inferSelect

/**
 * The session the student's card payment holds, if the intent named is theirs and holds
 * one. Whether the intent is paid, unused and for this item is `useSucceededIntent`'s to say.
 */
export async function findHeldSession(
  db: Db,
  userId: string,
  intentId: string,
): Promise<HeldSession | null> {
  const [row] = await db
    .select({ session: tutoringSessions })
    .from(paymentIntents)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, paymentIntents.sessionId))
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.userId, userId)))
  return row?.session ?? null
}

/**
 * The booking paid with a holding intent takes its session: the same tutor, start and
 * length as the booking asks (else 409), the hold cleared and the time held for good. A hold
 * that lapsed (released by the tutor's next claim, or not yet) is taken again only if the
 * time is still free: the database's overlap rule decides, and a time someone else took
 * meanwhile is 409 with the booking's words, rolling back the booking and the intent's use.
 */
export async function takeHeldSession(
  tx: Db,
  held: HeldSession,
  booking: { tutorId: number | null; startsAt: Date; endsAt: Date; sessionType: SessionType },
): Promise<string> {
  const same =
    held.tutorId === booking.tutorId &&
    held.startsAt.getTime() === booking.startsAt.getTime() &&
    held.endsAt.getTime() === booking.endsAt.getTime()
  if (!same) throw new Conflict(cardHoldMessages.mismatch)
  try {
    await tx
      .update(tutoringSessions)
      .set({
        held: true,
        holdExpiresAt: null,
        sessionType: booking.sessionType,
        updatedAt: sql`now()`,
      })
      .where(eq(tutoringSessions.id, held.id))
  } catch (error) {
    if (violatedExclusionConstraint(error)) throw new Conflict(tutorTimeMessages.notOpen)
    throw error
  }
  return held.id
}
