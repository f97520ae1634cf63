import { createHash, randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { bookingMessages } from '#shared/messages.ts'
import { tutoringTimeSlots } from '#shared/options.ts'
import { isFreePackage, packagePriceCents } from '#shared/pricing.ts'
import { sastSlotToInstant } from '#shared/sast.ts'
import { bookingFieldMessages, type Booking, type BookingValues } from '#shared/schemas/booking.ts'
import { tutorTimeMessages } from '#shared/schemas/tutor-time.ts'
import type { Db } from '../../db/client.ts'
import { idempotencyKeys, mathematicsModules, tutors } from '../../db/schema.ts'
import { now } from '../../lib/clock.ts'
import { violatedUniqueConstraint } from '../../lib/db-errors.ts'
import { newReference } from '../../lib/reference.ts'
import { createJitsiMeetingLink } from '../../adapters/meetings/jitsi.ts'
import { Conflict, DomainError, Invalid } from '../../lib/errors.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import type { CurrentUser } from '../accounts/sessions.service.ts'
import {
  assertCardPaymentsOffered,
  PaymentRequired,
  useSucceededIntent,
} from '../payments/payments.service.ts'
import { findHeldSession, takeHeldSession } from '../payments/card-holds.ts'
import { schedulePackageMinutes } from '../packages/packages.service.ts'
import { purchasedHoursParagraphs } from '../packages/package-emails.ts'
import { checkOpenStart } from '../tutor-time/open-times.service.ts'
import { findActiveTutor } from '../tutors/tutors.service.ts'
import { assertMayBook } from './booking-eligibility.ts'
import {
  bookingConfirmed,
  bookingHeldForTransfer,
  bookingNotification,
  bookingReceipt,
} from './booking-emails.ts'
import { bookingForTutor } from './tutor-session-emails.ts'
import { releaseLapsedCardHolds } from './booking-holds.ts'
import {
  activeModule,
  insertBookingInNewSession,
  insertBookingRow,
  type BookingInsert,
} from './booking-insert.ts'
import { bookedLength, openPurchasedPackage } from './booking-packages.ts'
import { createMeetingLink } from './booking-lifecycle.ts'
import { bookingForApi, type BookingRow, type BookingsContext } from './bookings.service.ts'
import { overlapConflict, sessionEndsAt } from './tutoring-sessions.ts'

export interface IdempotencyRequest {
  key: string
  /** sha256 of the parsed request, so the same key with another body is recognised. */
  requestHash: string
}

export function hashRequest(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex')
}

const ROUTE = 'POST /api/bookings'

export type CreateBookingResult = { booking: Booking; replayed: boolean }

/**
 * Stores a booking (spec part 1 §3-§5, D15-D17) with its session (D25) and its two emails
 * in one transaction. With an idempotency key, the key is claimed first in the same
 * transaction: a retry, or a concurrent duplicate that waited on the key, gets the first
 * answer and nothing new is created or charged. A time the database refuses (the tutor's
 * or the student's overlapping session) rolls back everything, the card payment's use too,
 * so that payment stays the student's to book with or to have refunded.
 */
export async function createBooking(
  ctx: BookingsContext,
  user: CurrentUser,
  input: BookingValues,
  idempotency?: IdempotencyRequest,
): Promise<CreateBookingResult> {
  await assertMayBook(ctx.db, user)
  const prepared = await prepareOpenTime(ctx, user, input)
  try {
    return await ctx.db.transaction(async (tx) => {
      if (idempotency) {
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({
            userId: user.id,
            key: idempotency.key,
            route: ROUTE,
            requestHash: idempotency.requestHash,
            responseStatus: 0,
            responseBody: {},
          })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key })
        if (claimed.length === 0) {
          const [earlier] = await tx
            .select()
            .from(idempotencyKeys)
            .where(
              and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, idempotency.key)),
            )
          if (
            !earlier ||
            earlier.route !== ROUTE ||
            earlier.requestHash !== idempotency.requestHash
          ) {
            throw new DomainError(422, bookingMessages.idempotencyKeyReused)
          }
          return { booking: earlier.responseBody as Booking, replayed: true }
        }
      }

      const booking = await insertBooking(tx, ctx, user, input, prepared)
      if (idempotency) {
        await tx
          .update(idempotencyKeys)
          .set({ responseStatus: 201, responseBody: booking })
          .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, idempotency.key)))
      }
      return { booking, replayed: false }
    })
  } catch (error) {
    const overlap = overlapConflict(error, 'student')
    if (overlap) throw overlap
    const constraint = violatedUniqueConstraint(error)
    if (constraint === 'bookings_one_open_free_consultation_idx')
      throw new Conflict(bookingMessages.freeConsultationOpen)
    if (constraint === 'bookings_payment_intent_id_unique')
      throw new Conflict(bookingMessages.paymentAlreadyUsed)
    throw error
  }
}

/** D25's booking rules when the configuration leaves them out (tests). */
export const defaultBookingRules = {
  minNoticeMs: 12 * 60 * 60_000,
  bankTransferHoldMs: 48 * 60 * 60_000,
}

/** What is settled before the transaction for a booking that may take a tutor's open time. */
interface PreparedBooking {
  id: string
  /** D18: made before any row is locked, so no lock waits on Google; only for a confirmation. */
  meetingLink?: string
}

/**
 * D25: a booking of a tutor who publishes availability, confirmed at once when free or
 * paid by card, needs its meeting link. A first look without locks tells whether the time
 * is open; if so the link is made now, before the transaction, so no lock waits on Google.
 * The transaction decides (and refuses) under the tutor's lock; a link made for a time
 * refused there is simply not used.
 */
async function prepareOpenTime(
  ctx: BookingsContext,
  user: CurrentUser,
  input: BookingValues,
): Promise<PreparedBooking> {
  const prepared: PreparedBooking = { id: randomUUID() }
  const { packageType, sessionMinutes } = bookedLength(input)
  const confirmsAtOnce =
    (packageType !== undefined && isFreePackage(packageType)) ||
    input.payment_method !== 'bank_transfer'
  if (input.tutor_id === undefined || input.meeting_link || !confirmsAtOnce) return prepared
  const startsAt = sastSlotToInstant(input.preferred_date, input.preferred_time)
  // The student's own card hold keeps the time from looking open to them: it is theirs.
  const held = input.payment_data
    ? await findHeldSession(ctx.db, user.id, input.payment_data.payment_intent_id)
    : null
  const verdict = held
    ? 'open'
    : await checkOpenStart(ctx.db, ctx.bookingRules ?? defaultBookingRules, {
        tutorId: input.tutor_id,
        userId: user.id,
        startsAt,
        sessionMinutes,
      })
  if (verdict !== 'open') return prepared
  const [module] = await ctx.db
    .select({ name: mathematicsModules.name })
    .from(mathematicsModules)
    .where(eq(mathematicsModules.id, input.mathematics_module_id))
  prepared.meetingLink = await createMeetingLink(ctx, {
    bookingId: prepared.id,
    moduleName: module?.name ?? 'Mathematics',
    meetingAim: input.meeting_aim,
    start: startsAt,
    end: new Date(startsAt.getTime() + sessionMinutes * 60_000),
    attendeeEmail: user.email,
  })
  return prepared
}

async function insertBooking(
  tx: Db,
  ctx: BookingsContext,
  user: CurrentUser,
  input: BookingValues,
  prepared: PreparedBooking,
): Promise<Booking> {
  const length = bookedLength(input)
  const [module] = await activeModule(tx, { id: input.mathematics_module_id })
  if (!module) {
    throw new Invalid(bookingMessages.moduleUnknown, {
      mathematics_module_id: bookingMessages.moduleUnknown,
    })
  }
  // D25: the session the card payment holds (card-holds.ts), if any. Only its tutor, start
  // and end are used, which nothing changes while no booking has a place in it.
  const held =
    input.payment_method === 'google_pay' && input.payment_data
      ? await findHeldSession(tx, user.id, input.payment_data.payment_intent_id)
      : null
  // Held for this student: not checked again (the notice may have run out while they
  // paid); the session is taken below, or refused when it lapsed and was taken meanwhile.
  let verdict: Awaited<ReturnType<typeof checkOpenStart>> = held ? 'open' : 'no-availability'
  if (input.tutor_id !== undefined) {
    await findActiveTutor(tx, input.tutor_id).catch(() => {
      throw new Invalid(bookingMessages.tutorUnknown, { tutor_id: bookingMessages.tutorUnknown })
    })
    // D25: the tutor's row is locked before the open-time check, so two bookings of one
    // tutor decide one after the other: the check and the insert are one decision.
    await tx.execute(
      sql`select id from ${tutors} where ${tutors.id} = ${input.tutor_id} for update`,
    )
    await releaseLapsedCardHolds(tx, input.tutor_id, now())
    if (!held) {
      verdict = await checkOpenStart(tx, ctx.bookingRules ?? defaultBookingRules, {
        tutorId: input.tutor_id,
        userId: user.id,
        startsAt: sastSlotToInstant(input.preferred_date, input.preferred_time),
        sessionMinutes: length.sessionMinutes,
      })
    }
  }
  const openTime = verdict === 'open'
  // D17's request flow keeps the form's hourly slots; only an open time may be on the half hour.
  if (
    verdict === 'no-availability' &&
    !(tutoringTimeSlots as readonly string[]).includes(input.preferred_time)
  ) {
    throw new Invalid(bookingFieldMessages.timeRequired, {
      preferred_time: bookingFieldMessages.timeRequired,
    })
  }

  // One open free consultation per student: the database's partial unique index decides.
  const free = length.packageType !== undefined && isFreePackage(length.packageType)
  // A session from a package's hours costs nothing more: the package decides its type (D26).
  let packageType = length.packageType
  let packageId: string | null = null
  const amountCents = packageType ? packagePriceCents(packageType) : 0
  const tutorId = input.tutor_id ?? null
  const scheduledAt = sastSlotToInstant(input.preferred_date, input.preferred_time)
  const endsAt = sessionEndsAt(scheduledAt, length.durationMinutes)
  // A bank transfer's payment reference is the booking's own reference (decision 021).
  const reference = newReference('BK')
  let payment: Pick<
    BookingRow,
    'paymentMethod' | 'paymentStatus' | 'paymentIntentId' | 'paymentReference' | 'paidAt'
  >
  if (free) {
    payment = {
      paymentMethod: null,
      paymentStatus: 'completed',
      paymentIntentId: null,
      paymentReference: null,
      paidAt: null,
    }
  } else if (input.payment_method === 'package') {
    const spent = await schedulePackageMinutes(tx, {
      packageId: input.package_id ?? '',
      userId: user.id,
      minutes: length.sessionMinutes,
      endsAt,
    })
    packageType = spent.packageType
    packageId = spent.id
    payment = {
      paymentMethod: 'package',
      paymentStatus: 'completed',
      paymentIntentId: null,
      paymentReference: null,
      paidAt: now(),
    }
  } else if (input.payment_method === 'google_pay') {
    assertCardPaymentsOffered(ctx.cardGateway)
    if (!input.payment_data) throw new PaymentRequired(bookingMessages.paymentRequired)
    const intent = await useSucceededIntent(tx, {
      gateway: ctx.cardGateway,
      intentId: input.payment_data.payment_intent_id,
      userId: user.id,
      purpose: 'booking',
      item: { package_type: packageType ?? '' },
      amountCents,
    })
    payment = {
      paymentMethod: 'google_pay',
      paymentStatus: 'completed',
      paymentIntentId: intent.id,
      paymentReference: null,
      paidAt: intent.updatedAt,
    }
  } else {
    if (!ctx.bankDetails) {
      throw new Invalid(bookingMessages.bankTransferUnavailable, {
        payment_method: bookingMessages.bankTransferUnavailable,
      })
    }
    payment = {
      paymentMethod: 'bank_transfer',
      paymentStatus: 'pending',
      paymentIntentId: null,
      paymentReference: reference,
      paidAt: null,
    }
  }

  // What was sent is checked first (400, 402), then the time (409). A refused time rolls
  // back the whole transaction, the card payment's use too, so nothing is charged.
  if (verdict === 'not-open') throw new Conflict(tutorTimeMessages.notOpen)
  if (!packageType) throw new Error('a booking without a package type')

  // D26: a week or month package bought here opens its balance, this session its first hour.
  packageId ??= await openPurchasedPackage(tx, {
    userId: user.id,
    packageType,
    amountCents,
    paid: payment.paymentStatus === 'completed',
    startsAt: scheduledAt,
    sessionMinutes: length.sessionMinutes,
  })

  // D25: an open time is confirmed at once when free or paid by card; a bank transfer holds
  // it as pending until paid or until the hold lapses (booking-holds.ts).
  const confirmsAtOnce = openTime && payment.paymentStatus === 'completed'
  const holdExpiresAt =
    openTime && !confirmsAtOnce
      ? new Date(now().getTime() + (ctx.bookingRules ?? defaultBookingRules).bankTransferHoldMs)
      : null
  const row: Omit<BookingInsert, 'sessionId'> = {
    id: prepared.id,
    reference,
    userId: user.id,
    tutorId,
    mathematicsModuleId: module.id,
    sessionType: input.session_type,
    packageType,
    packageId,
    preferredDate: input.preferred_date,
    preferredTime: input.preferred_time,
    scheduledAt,
    durationMinutes: length.durationMinutes,
    endsAt,
    meetingPlatform: input.meeting_platform,
    meetingLink:
      input.meeting_link ??
      (confirmsAtOnce ? (prepared.meetingLink ?? createJitsiMeetingLink()) : null),
    notes: input.notes ?? null,
    meetingAim: input.meeting_aim,
    amountCents,
    ...payment,
    status: confirmsAtOnce ? 'confirmed' : 'pending',
    confirmsAtOnce,
    holdExpiresAt,
  }
  // The session first: the database refuses it when it overlaps another of the tutor's,
  // then the place when it overlaps another of the student's (D25).
  const [created] = held
    ? await insertBookingRow(tx, {
        ...row,
        sessionId: await takeHeldSession(tx, held, {
          tutorId,
          startsAt: scheduledAt,
          endsAt,
          sessionType: input.session_type,
        }),
      })
    : await insertBookingInNewSession(tx, row)
  if (!created) throw new Error('insert into bookings returned no row')
  const tutor = tutorId === null ? null : await findActiveTutor(tx, tutorId)
  const booking = bookingForApi({
    ...created,
    moduleName: module.name,
    tutorName: tutor?.name ?? null,
    reviewId: null,
  })
  const student = { name: user.name, email: user.email }
  // D26: the student's mail of a week or month purchase tells the hours it gives.
  const hours = await purchasedHoursParagraphs(tx, booking, 'bought')
  if (confirmsAtOnce && tutor) {
    // Confirmed at once: the student's confirmation and the tutor's notice, each with the
    // invite (D18, D25); the office has nothing to confirm.
    await enqueueEmails(tx, [
      bookingConfirmed(ctx, booking, student, hours),
      bookingForTutor(ctx, booking, { name: tutor.name, email: tutor.email }, user.name),
    ])
  } else if (holdExpiresAt) {
    await enqueueEmails(tx, [
      bookingHeldForTransfer(ctx, booking, student, holdExpiresAt, hours),
      bookingNotification(ctx, booking, student),
    ])
  } else {
    await enqueueEmails(tx, [
      bookingReceipt(ctx, booking, student, hours),
      bookingNotification(ctx, booking, student),
    ])
  }
  return booking
}
