// D26: a week or month package is hours to spend. The balance arithmetic, its validity and
// the pro-rata refund of unused hours, shared by the server (which decides) and the client
// (which shows). Money in cents, time in minutes, instants as Dates.
import type { PackageType } from './options.ts'
import { sastDateOf, sastSlotToInstant } from './sast.ts'

/** The packages that are hours to spend; the others book one session. */
export const hoursPackageTypes = ['1_week', '1_month'] as const
export type HoursPackageType = (typeof hoursPackageTypes)[number]

export function isHoursPackage(packageType: PackageType): packageType is HoursPackageType {
  return (hoursPackageTypes as readonly string[]).includes(packageType)
}

/** The session lengths a student schedules against a package: 1 h or 2 h. */
export const packageSessionLengths = [60, 120] as const
export type PackageSessionLength = (typeof packageSessionLengths)[number]

export const packageStatuses = ['active', 'lapsed', 'used_up', 'cancelled'] as const
export type PackageStatus = (typeof packageStatuses)[number]

export interface PackageBalance {
  minutesTotal: number
  minutesScheduled: number
  minutesUsed: number
}

/** What the student may still schedule: total − scheduled − used, never below zero. */
export function minutesLeft(balance: PackageBalance): number {
  return Math.max(0, balance.minutesTotal - balance.minutesScheduled - balance.minutesUsed)
}

/** The last SAST date on which a package's hours may be used, counted from its first session. */
export function lastDayOfValidity(packageType: HoursPackageType, firstSessionAt: Date): string {
  const [year, month, day] = sastDateOf(firstSessionAt).split('-').map(Number) as [
    number,
    number,
    number,
  ]
  if (packageType === '1_week') return isoDate(new Date(Date.UTC(year, month - 1, day + 7)))
  // One calendar month: the same day next month, or that month's last day when it is shorter
  // (31 January → 28 or 29 February).
  const lastOfNextMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return isoDate(new Date(Date.UTC(year, month, Math.min(day, lastOfNextMonth))))
}

/**
 * The instant the hours lapse: the end of the last SAST day of validity, so "use by
 * 23 Dec" means the whole of 23 December. A session must end by then.
 */
export function validUntilOf(packageType: HoursPackageType, firstSessionAt: Date): Date {
  return validUntilOfLastDay(lastDayOfValidity(packageType, firstSessionAt))
}

/** The instant hours whose last SAST day is `lastDay` ('YYYY-MM-DD') lapse: the next midnight. */
export function validUntilOfLastDay(lastDay: string): Date {
  return new Date(sastSlotToInstant(lastDay, '00:00').getTime() + 24 * 60 * 60_000)
}

/** The last SAST day ('YYYY-MM-DD') of hours that lapse at `validUntil`: its day before. */
export function lastDayOf(validUntil: Date): string {
  return sastDateOf(new Date(validUntil.getTime() - 1))
}

export interface PackageState extends PackageBalance {
  validUntil: Date | null
  cancelledAt: Date | null
}

/**
 * `cancelled` by the office (or never paid), `used_up` when every minute is used,
 * `lapsed` once its validity ended with minutes unused, otherwise `active`.
 */
export function packageStatus(state: PackageState, now: Date): PackageStatus {
  if (state.cancelledAt) return 'cancelled'
  if (state.minutesUsed >= state.minutesTotal) return 'used_up'
  if (state.validUntil && now.getTime() >= state.validUntil.getTime()) return 'lapsed'
  return 'active'
}

/**
 * D26: unused hours of a cancelled package are refunded pro rata — unused minutes ÷ the
 * package's minutes × the price — rounded down to the cent. Scheduled minutes count as
 * unused: cancelling the package cancels its sessions still to come.
 */
export function proRataRefundCents(
  balance: Pick<PackageBalance, 'minutesTotal' | 'minutesUsed'>,
  priceCents: number,
): number {
  const unused = Math.max(0, balance.minutesTotal - balance.minutesUsed)
  // Integer arithmetic: the product stays far below 2^53 for any price we charge.
  return Math.floor((unused * priceCents) / balance.minutesTotal)
}

/** '9 h 0 min' for a dashboard's "left" line. */
export function formatHoursAndMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}
