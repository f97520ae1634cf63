import { eq, sql } from 'drizzle-orm'
import { adminBookingMessages, adminMessages } from '#shared/admin.ts'
import { bookingMessages } from '#shared/messages.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import { bookings } from '../../db/schema.ts'
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts'
import { recordAudit } from '../../audit/record-audit.ts'
import { bookingPaymentReceived, bookingRefunded } from './booking-emails.ts'
import {
  auditBooking,
  bookingForApi,
  emailStudent,
  findBooking,
  lockBooking,
  type BookingActor,
  type BookingsContext,
} from './bookings.service.ts'

// D15, D17: the office records a booking's bank transfer arriving and its refund paid.

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
