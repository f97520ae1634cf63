// D17: the booking lifecycle, in one place for the service, the API and the tests.
//
//   pending ──confirm──▶ confirmed ──complete──▶ completed
//      │                  ↺ reschedule (time, tutor or link changed; still confirmed)
//      └──────cancel──────┴──cancel──▶ cancelled

import type { BookingStatus, PaymentStatus } from './options.ts'

export type BookingAction = 'confirm' | 'reschedule' | 'complete' | 'cancel'

const transitions: Record<BookingAction, { from: readonly BookingStatus[]; to: BookingStatus }> = {
  confirm: { from: ['pending'], to: 'confirmed' },
  reschedule: { from: ['confirmed'], to: 'confirmed' },
  complete: { from: ['confirmed'], to: 'completed' },
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled' },
}

/** The status an action leads to, or null when the action is not allowed from `from`. */
export function nextBookingStatus(
  from: BookingStatus,
  action: BookingAction,
): BookingStatus | null {
  const transition = transitions[action]
  return transition.from.includes(from) ? transition.to : null
}

/** A session is marked completed only once its time has come: it cannot have taken place before. */
export function sessionHasStarted(booking: { scheduledAt: Date }, now: Date = new Date()): boolean {
  return now.getTime() >= booking.scheduledAt.getTime()
}

/** A student may cancel their own session until this long before a confirmed time. */
export const studentCancelNoticeMs = 24 * 60 * 60 * 1000

/**
 * Whether the student may still cancel (D17): a pending request until its time comes, a
 * confirmed session until 24 hours before it. After that only the business can.
 */
export function studentMayCancel(
  booking: { status: BookingStatus; scheduledAt: Date },
  now: Date = new Date(),
): boolean {
  if (booking.status === 'pending') return now.getTime() < booking.scheduledAt.getTime()
  if (booking.status === 'confirmed') {
    return now.getTime() <= booking.scheduledAt.getTime() - studentCancelNoticeMs
  }
  return false
}

/** A cancelled booking is owed a refund when money was received for it (D17). */
export function refundDueOnCancel(booking: {
  paymentStatus: PaymentStatus
  amountCents: number
}): boolean {
  return booking.paymentStatus === 'completed' && booking.amountCents > 0
}

/**
 * How long the first session of a booking is: the package's time for an hour or two; a
 * week or month package is several sessions, the first an hour long.
 */
export function firstSessionMinutes(packageMinutes: number): number {
  return packageMinutes <= 120 ? packageMinutes : 60
}
