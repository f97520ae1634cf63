import { eq, sql } from 'drizzle-orm'
import { adminBookingMessages, adminMessages } from '#shared/admin.ts'
import { bookingMessages } from '#shared/messages.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import { bookings } from '../../db/schema.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import { assertStatementNames } from '../../lib/statement-reference.ts'
import { recordAudit } from '../../audit/record-audit.ts'
import { createJitsiMeetingLink } from '../../adapters/meetings/jitsi.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import { bookingConfirmed, bookingPaymentReceived, bookingRefunded } from './booking-emails.ts'
import { bookingForTutor } from './tutor-session-emails.ts'
import { createMeetingLink } from './booking-lifecycle.ts'
import { packagePurchasePaid } from './booking-packages.ts'
import { purchasedHoursParagraphs } from '../packages/package-emails.ts'
import {
  auditBooking,
  bookingForApi,
  emailStudent,
  findBooking,
  lockBooking,
  studentOf,
  type BookingActor,
  type BookingsContext,
} from './bookings.service.ts'
import { tutors } from '../../db/schema.ts'

// D15, D17: the office records a booking's bank transfer arriving and its refund paid.

/**
 * D15: the student's bank transfer has arrived. The reference on the statement must be
 * this booking's; the student is emailed and the action recorded, in one transaction.
 * D25: a booking holding a tutor's open time for the transfer is confirmed with it (its
 * session still holds the time while it is pending): the hold is cleared, the meeting link
 * made, and the student and the tutor get the invite.
 */
export async function markBookingPaid(
  ctx: BookingsContext,
  actor: BookingActor,
  id: string,
  reference: string,
): Promise<Booking> {
  // The link is made before the transaction: no row stays locked while Google answers.
  const held = await findBooking(ctx.db, id)
  const createdLink =
    held?.holdExpiresAt && held.status === 'pending' && !held.meetingLink
      ? await createMeetingLink(ctx, {
          bookingId: held.id,
          moduleName: held.moduleName,
          meetingAim: held.meetingAim,
          start: held.scheduledAt,
          end: held.endsAt,
          attendeeEmail: (await studentOf(ctx.db, held.userId))?.email,
        })
      : undefined
  return ctx.db.transaction(async (tx) => {
    const row = await lockBooking(tx, id)
    if (!row) throw new NotFound(bookingMessages.notFound)
    if (row.paymentMethod !== 'bank_transfer' || row.paymentStatus !== 'pending') {
      throw new Conflict(adminMessages.notBankTransfer)
    }
    if (row.status === 'cancelled') throw new Conflict(adminBookingMessages.cancelledNotPayable)
    assertStatementNames(reference, row.paymentReference)
    const confirms = row.holdExpiresAt !== null && row.status === 'pending'
    await tx
      .update(bookings)
      .set({
        paymentStatus: 'completed',
        paidAt: sql`now()`,
        holdExpiresAt: null,
        ...(confirms
          ? {
              status: 'confirmed' as const,
              confirmedAt: sql`now()`,
              meetingLink: row.meetingLink ?? createdLink ?? createJitsiMeetingLink(),
            }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(bookings.id, id))
    await packagePurchasePaid(tx, row)
    const booking = bookingForApi((await findBooking(tx, id))!)
    // D26: a week or month package's hours are ready to schedule now.
    const hours = await purchasedHoursParagraphs(tx, booking, 'paid')
    if (confirms) {
      await emailStudent(tx, row.userId, (student) =>
        bookingConfirmed(ctx, booking, student, hours),
      )
      const [tutor] = row.tutorId
        ? await tx
            .select({ name: tutors.name, email: tutors.email })
            .from(tutors)
            .where(eq(tutors.id, row.tutorId))
        : []
      const student = await studentOf(tx, row.userId)
      if (tutor) {
        await enqueueEmails(tx, [
          bookingForTutor(ctx, booking, tutor, student?.name ?? 'A student'),
        ])
      }
    } else {
      await emailStudent(tx, row.userId, (student) =>
        bookingPaymentReceived(ctx, booking, student, hours),
      )
    }
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
