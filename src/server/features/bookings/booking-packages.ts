import { studentCancelNoticeMs } from '#shared/booking-rules.ts'
import { packageDurationMinutes, type PackageType } from '#shared/options.ts'
import { isHoursPackage } from '#shared/package-hours.ts'
import type { BookingValues } from '#shared/schemas/booking.ts'
import type { Db } from '../../db/client.ts'
import {
  cancelUnpaidPackage,
  followFirstSession,
  markPackagePaid,
  openPackage,
  releasePackageMinutes,
} from '../packages/packages.service.ts'
import { packageSessionMinutes } from '../tutor-time/open-times.service.ts'
import type { BookingRow } from './bookings.service.ts'

// D26: what a session's way through its lifecycle does to its package's hours. Each runs in
// the transaction that changes the booking, with the booking's row locked.

type PackageSession = Pick<
  BookingRow,
  | 'packageId'
  | 'packageType'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'scheduledAt'
  | 'endsAt'
  | 'cancelReason'
>

/** The minutes a session takes of its package: its own length. */
function sessionMinutes(row: PackageSession): number {
  return Math.round((row.endsAt.getTime() - row.scheduledAt.getTime()) / 60_000)
}

/** The package's purchase (its first session), as against a session scheduled from it. */
function isPurchase(row: PackageSession): boolean {
  return row.paymentMethod !== 'package'
}

/** A session of a package is not refunded on its own: its hours return to the balance. */
export function belongsToPackage(row: Pick<BookingRow, 'packageId'>): boolean {
  return row.packageId !== null
}

/**
 * Cancelled: the minutes return when the office (or the system) cancels, or the student
 * does 24 hours or more ahead; later, by the student, they are used. A purchase cancelled
 * before it was paid closes its package: nothing was bought.
 */
export async function packageSessionCancelled(
  tx: Db,
  row: PackageSession,
  by: 'student' | 'admin' | 'system',
  at: Date,
  reason: string,
): Promise<void> {
  if (!row.packageId) return
  if (isPurchase(row) && row.paymentStatus !== 'completed') {
    await cancelUnpaidPackage(tx, row.packageId, reason)
    return
  }
  const inTime = row.scheduledAt.getTime() - at.getTime() >= studentCancelNoticeMs
  const outcome = by !== 'student' || inTime ? 'returned' : 'used'
  await releasePackageMinutes(tx, row.packageId, sessionMinutes(row), outcome)
}

/** Completed: its minutes move from scheduled to used. */
export async function packageSessionCompleted(tx: Db, row: PackageSession): Promise<void> {
  if (!row.packageId) return
  await releasePackageMinutes(tx, row.packageId, sessionMinutes(row), 'used')
}

/** The purchase's bank transfer arrived: the package's hours may be scheduled. */
export async function packagePurchasePaid(tx: Db, row: PackageSession): Promise<void> {
  if (row.packageId && isPurchase(row)) await markPackagePaid(tx, row.packageId)
}

/** The office moved the purchase's session: the hours count from its new day. */
export async function packageFirstSessionMoved(
  tx: Db,
  row: PackageSession,
  scheduledAt: Date,
): Promise<void> {
  if (!row.packageId || !isPurchase(row) || !isHoursPackage(row.packageType)) return
  await followFirstSession(tx, row.packageId, row.packageType, scheduledAt)
}

/**
 * What a booking request books: a package type paid for (its first session's length and
 * the time it buys), or a session of 1 h or 2 h from a package's hours (D26), whose type
 * the package decides once it is read.
 */
export interface BookedLength {
  /** The package type paid for; undefined for a session from a package's hours. */
  packageType: PackageType | undefined
  /** How long the session holds the tutor's and the student's time. */
  sessionMinutes: number
  /** The booking's `duration_minutes`: the time bought, or the session's from a package. */
  durationMinutes: number
}

export function bookedLength(input: BookingValues): BookedLength {
  if (input.payment_method === 'package') {
    // The schema requires a length with the package; 60 only satisfies the type checker.
    const minutes = input.duration_minutes ?? 60
    return { packageType: undefined, sessionMinutes: minutes, durationMinutes: minutes }
  }
  const packageType = input.package_type ?? '1_hour'
  return {
    packageType,
    sessionMinutes: packageSessionMinutes(packageType),
    durationMinutes: packageDurationMinutes(packageType),
  }
}

/**
 * D26: a week or month package bought with this booking opens its balance (the first
 * session scheduled), spendable once paid.
 */
export async function openPurchasedPackage(
  tx: Db,
  purchase: {
    userId: string
    packageType: PackageType
    amountCents: number
    paid: boolean
    startsAt: Date
    sessionMinutes: number
  },
): Promise<string | null> {
  if (!isHoursPackage(purchase.packageType)) return null
  return openPackage(tx, {
    userId: purchase.userId,
    packageType: purchase.packageType,
    amountCents: purchase.amountCents,
    paid: purchase.paid,
    firstSessionAt: purchase.startsAt,
    firstSessionMinutes: purchase.sessionMinutes,
  })
}
