import { createHash } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import {
  firstSessionMinutes,
  nextBookingStatus,
  refundDueOnCancel,
  sessionHasStarted,
  studentMayCancel,
  type BookingAction,
} from '#shared/booking-rules.ts'
import { adminBookingMessages, adminMessages } from '#shared/admin.ts'
import { bookingMessages } from '#shared/messages.ts'
import { packageDurationMinutes } from '#shared/options.ts'
import { isFreePackage, packagePriceCents } from '#shared/pricing.ts'
import { sastSlotToInstant } from '#shared/sast.ts'
import type { Booking, BookingValues } from '#shared/schemas/booking.ts'
import type { Db } from '../../db/client.ts'
import { bookings, idempotencyKeys, mathematicsModules, tutors, users } from '../../db/schema.ts'
import { violatedUniqueConstraint } from '../../lib/db-errors.ts'
import { newPaymentReference } from '../../lib/payment-reference.ts'
import { Conflict, DomainError, Forbidden, Invalid, NotFound } from '../../lib/errors.ts'
import { enqueueEmails, type QueuedEmail } from '../../outbox/outbox.ts'
import type { FastifyBaseLogger } from 'fastify'
import type { MeetingLinkProvider } from '../../adapters/meetings/meeting-links.ts'
import { createJitsiMeetingLink, jitsiMeetings } from '../../adapters/meetings/jitsi.ts'
import type { CurrentUser } from '../accounts/sessions.service.ts'
import {
  assertCardPaymentsOffered,
  PaymentRequired,
  useSucceededIntent,
} from '../payments/payments.service.ts'
import { findActiveTutor } from '../tutors/tutors.service.ts'
import { assertMayBook } from './booking-eligibility.ts'
import {
  bookingCancelled,
  bookingCompleted,
  bookingConfirmed,
  bookingNotification,
  bookingPaymentReceived,
  bookingReceipt,
  bookingRefunded,
  bookingRescheduled,
  type BookingEmailContext,
} from './booking-emails.ts'
import { recordAudit, type AuditEntryInput } from '../../audit/record-audit.ts'

export interface BookingsContext extends BookingEmailContext {
  db: Db
  /** Creates the meeting link of a confirmed session (D18); Jitsi when absent. */
  meetings?: MeetingLinkProvider
  log?: Pick<FastifyBaseLogger, 'warn'>
  /** The name of the card gateway in use; null or absent: card payment is not offered. */
  cardGateway?: string | null
}

type BookingRow = typeof bookings.$inferSelect
type BookingWithNames = BookingRow & { moduleName: string; tutorName: string | null }

export function bookingForApi(row: BookingWithNames, now: Date = new Date()): Booking {
  return {
    id: row.id,
    status: row.status,
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    payment_reference: row.paymentReference,
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
    can_cancel: studentMayCancel(row, now),
    created_at: row.createdAt.toISOString(),
  }
}

const withNames = (db: Db) =>
  db
    .select({
      booking: bookings,
      moduleName: mathematicsModules.name,
      tutorName: tutors.name,
    })
    .from(bookings)
    .innerJoin(mathematicsModules, eq(mathematicsModules.id, bookings.mathematicsModuleId))
    .leftJoin(tutors, eq(tutors.id, bookings.tutorId))

const flatten = (row: { booking: BookingRow; moduleName: string; tutorName: string | null }) => ({
  ...row.booking,
  moduleName: row.moduleName,
  tutorName: row.tutorName,
})

/** The caller's own bookings only, soonest first. */
export async function listOwnBookings(db: Db, userId: string): Promise<Booking[]> {
  const rows = await withNames(db)
    .where(eq(bookings.userId, userId))
    .orderBy(asc(bookings.scheduledAt))
  const now = new Date()
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
 * Stores a booking (spec part 1 §3-§5, D15-D17) with its two emails in one transaction.
 * With an idempotency key, the key is claimed first in the same transaction: a retry, or
 * a concurrent duplicate that waited on the key, gets the first answer and nothing new
 * is created or charged.
 */
export async function createBooking(
  ctx: BookingsContext,
  user: CurrentUser,
  input: BookingValues,
  idempotency?: IdempotencyRequest,
): Promise<CreateBookingResult> {
  await assertMayBook(ctx.db, user)
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

      const booking = await insertBooking(tx, ctx, user, input)
      if (idempotency) {
        await tx
          .update(idempotencyKeys)
          .set({ responseStatus: 201, responseBody: booking })
          .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, idempotency.key)))
      }
      return { booking, replayed: false }
    })
  } catch (error) {
    const constraint = violatedUniqueConstraint(error)
    if (constraint === 'bookings_tutor_slot_held_idx') throw new Conflict(bookingMessages.slotTaken)
    if (constraint === 'bookings_one_open_free_consultation_idx')
      throw new Conflict(bookingMessages.freeConsultationOpen)
    if (constraint === 'bookings_payment_intent_id_unique')
      throw new Conflict(bookingMessages.paymentAlreadyUsed)
    throw error
  }
}

async function insertBooking(
  tx: Db,
  ctx: BookingsContext,
  user: CurrentUser,
  input: BookingValues,
): Promise<Booking> {
  const [module] = await tx
    .select()
    .from(mathematicsModules)
    .where(
      and(
        eq(mathematicsModules.id, input.mathematics_module_id),
        eq(mathematicsModules.isActive, true),
      ),
    )
  if (!module) {
    throw new Invalid(bookingMessages.moduleUnknown, {
      mathematics_module_id: bookingMessages.moduleUnknown,
    })
  }
  if (input.tutor_id !== undefined) {
    await findActiveTutor(tx, input.tutor_id).catch(() => {
      throw new Invalid(bookingMessages.tutorUnknown, { tutor_id: bookingMessages.tutorUnknown })
    })
  }

  // One open free consultation per student: the database's partial unique index decides.
  const free = isFreePackage(input.package_type)

  const amountCents = packagePriceCents(input.package_type)
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
  } else if (input.payment_method === 'google_pay') {
    assertCardPaymentsOffered(ctx.cardGateway)
    if (!input.payment_data) throw new PaymentRequired(bookingMessages.paymentRequired)
    const intent = await useSucceededIntent(tx, {
      gateway: ctx.cardGateway,
      intentId: input.payment_data.payment_intent_id,
      userId: user.id,
      purpose: 'booking',
      item: { package_type: input.package_type },
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
      paymentReference: newPaymentReference('BK'),
      paidAt: null,
    }
  }

  const [created] = await tx
    .insert(bookings)
    .values({
      userId: user.id,
      tutorId: input.tutor_id ?? null,
      mathematicsModuleId: module.id,
      sessionType: input.session_type,
      packageType: input.package_type,
      preferredDate: input.preferred_date,
      preferredTime: input.preferred_time,
      scheduledAt: sastSlotToInstant(input.preferred_date, input.preferred_time),
      durationMinutes: packageDurationMinutes(input.package_type),
      meetingPlatform: input.meeting_platform,
      meetingLink: input.meeting_link ?? null,
      notes: input.notes ?? null,
      meetingAim: input.meeting_aim,
      amountCents,
      ...payment,
    })
    .returning()
  if (!created) throw new Error('insert into bookings returned no row')
  const tutorName =
    input.tutor_id === undefined ? null : (await findActiveTutor(tx, input.tutor_id)).name
  const booking = bookingForApi({ ...created, moduleName: module.name, tutorName })
  const student = { name: user.name, email: user.email }
  await enqueueEmails(tx, [
    bookingReceipt(ctx, booking, student),
    bookingNotification(ctx, booking, student),
  ])
  return booking
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
async function emailStudent(
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
async function lockBooking(tx: Db, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update')
  return row
}

function assertTransition(row: BookingRow, action: BookingAction) {
  const to = nextBookingStatus(row.status, action)
  if (!to) throw new Conflict(bookingMessages.transitionRefused(action, row.status))
  return to
}

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
    if (!studentMayCancel(row)) throw new Forbidden(bookingMessages.tooLateToCancel)
    return cancel(tx, ctx, row, 'student', reason)
  })
}

async function cancel(
  tx: Db,
  ctx: BookingEmailContext,
  row: BookingRow,
  by: 'student' | 'admin',
  reason: string | undefined,
): Promise<Booking> {
  await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: sql`now()`,
      cancelledBy: by,
      cancelReason: reason ?? null,
      refundDue: refundDueOnCancel(row),
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, row.id))
  const booking = bookingForApi((await findBooking(tx, row.id))!)
  await emailStudent(tx, row.userId, (student) => bookingCancelled(ctx, booking, student, reason))
  return booking
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

async function auditBooking(
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

export interface ConfirmBookingInput {
  /** A new time for the session (an instant); the asked-for slot when absent. */
  scheduledAt?: Date
  tutorId?: number | null
  meetingLink?: string
}

/**
 * D17, D18: the business confirms a booking, setting its time, tutor and meeting link;
 * without a link from the student or the administrator, the product creates one.
 * The partial unique index refuses a tutor's slot that is already held.
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
      await tx
        .update(bookings)
        .set({
          status: 'confirmed',
          confirmedAt: sql`now()`,
          scheduledAt: input.scheduledAt ?? row.scheduledAt,
          tutorId: input.tutorId === undefined ? row.tutorId : input.tutorId,
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
    if (violatedUniqueConstraint(error) === 'bookings_tutor_slot_held_idx') {
      throw new Conflict(bookingMessages.slotTaken)
    }
    throw error
  }
}

/**
 * The office changes a confirmed session: a new SAST time, another tutor or another
 * meeting link. The student is emailed an invite that updates their calendar entry; a
 * new time resets the reminders. The partial unique index refuses a tutor's held slot.
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
      await tx
        .update(bookings)
        .set({
          scheduledAt,
          tutorId,
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
    if (violatedUniqueConstraint(error) === 'bookings_tutor_slot_held_idx') {
      throw new Conflict(bookingMessages.slotTaken)
    }
    throw error
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
  const provider = ctx.meetings ?? jitsiMeetings
  const start = input.scheduledAt ?? booking.scheduledAt
  try {
    return await provider.createMeetingLink({
      requestId: `booking-${booking.id}`,
      summary: `${booking.moduleName} – tutoring`,
      description: booking.meetingAim,
      start,
      end: new Date(start.getTime() + firstSessionMinutes(booking.durationMinutes) * 60_000),
      attendeeEmail: (await studentOf(ctx.db, booking.userId))?.email,
    })
  } catch (error) {
    ctx.log?.warn({ err: error, bookingId: id }, 'meeting link not created; using a Jitsi room')
    return createJitsiMeetingLink()
  }
}

export async function completeBooking(
  ctx: BookingsContext,
  actor: BookingActor,
  id: string,
): Promise<Booking> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockBooking(tx, id)
    if (!row) throw new NotFound(bookingMessages.notFound)
    assertTransition(row, 'complete')
    if (!sessionHasStarted(row)) throw new Conflict(bookingMessages.notStartedYet)
    await tx
      .update(bookings)
      .set({ status: 'completed', completedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(bookings.id, id))
    const booking = bookingForApi((await findBooking(tx, id))!)
    await emailStudent(tx, row.userId, (student) => bookingCompleted(ctx, booking, student))
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
    const booking = await cancel(tx, ctx, row, 'admin', reason)
    await auditBooking(tx, actor, 'booking.cancel', row, booking)
    return booking
  })
}

/**
 * D15: the student's bank transfer has arrived. The reference on the statement must be
 * this booking's; the student is emailed and the action recorded, in one transaction.
 */
export async function markBookingPaid(
  ctx: BookingsContext,
  actor: BookingActor,
  id: string,
  reference: string,
): Promise<Booking> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockBooking(tx, id)
    if (!row) throw new NotFound(bookingMessages.notFound)
    if (row.paymentMethod !== 'bank_transfer' || row.paymentStatus !== 'pending') {
      throw new Conflict(adminMessages.notBankTransfer)
    }
    if (row.status === 'cancelled') throw new Conflict(adminBookingMessages.cancelledNotPayable)
    if (
      reference.replace(/\s+/g, '').toUpperCase() !== (row.paymentReference ?? '').toUpperCase()
    ) {
      throw new Invalid(adminMessages.referenceMismatch, {
        payment_reference: adminMessages.referenceMismatch,
      })
    }
    await tx
      .update(bookings)
      .set({ paymentStatus: 'completed', paidAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(bookings.id, id))
    const booking = bookingForApi((await findBooking(tx, id))!)
    await emailStudent(tx, row.userId, (student) => bookingPaymentReceived(ctx, booking, student))
    await auditBooking(tx, actor, 'booking.mark_paid', row, booking)
    return booking
  })
}

/** D17: the refund owed for a cancelled paid booking has been paid; the student hears. */
export async function recordBookingRefund(
  ctx: BookingsContext,
  actor: BookingActor,
  id: string,
): Promise<Booking> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockBooking(tx, id)
    if (!row) throw new NotFound(bookingMessages.notFound)
    if (!row.refundDue) throw new Conflict(adminBookingMessages.noRefundDue)
    await tx
      .update(bookings)
      .set({ refundDue: false, refundedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(bookings.id, id))
    const booking = bookingForApi((await findBooking(tx, id))!)
    await emailStudent(tx, row.userId, (student) => bookingRefunded(ctx, booking, student))
    await recordAudit(tx, {
      actor,
      action: 'booking.refund',
      subjectType: 'bookings',
      subjectId: id,
      before: { refund_due: true },
      after: { refund_due: false, amount_cents: row.amountCents },
    })
    return booking
  })
}
