import { formatZar } from '#shared/money.ts'
import { formatHoursAndMinutes } from '#shared/package-hours.ts'
import { adminPackageMessages, type AdminPackageDetail } from '#shared/schemas/admin-packages.ts'
import { packagePageMessages as t } from './messages.ts'

// What the package page works out before an action: the earliest new last day, and what
// cancelling would owe and cancel.

/** The SAST day after `day` ('YYYY-MM-DD'). */
export function dayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10)
}

/** The earliest new last day the server accepts: after the current one, and not before today. */
export function earliestNewLastDay(lastDay: string | null, today: string): string {
  if (!lastDay) return today
  const next = dayAfter(lastDay)
  return next > today ? next : today
}

/** What cancelling would owe, as the office reads it before confirming. */
export function refundPreview(pkg: AdminPackageDetail): string {
  if (!pkg.paid) return t.noRefund
  const cents = pkg.refund_if_cancelled_cents ?? 0
  if (cents === 0) return t.nothingUnused
  return adminPackageMessages.refundOwed(
    formatZar(cents),
    formatHoursAndMinutes(pkg.unused_minutes_if_cancelled ?? 0),
  )
}

/** The package's sessions cancelling it would cancel: pending or confirmed, not started. */
export const sessionsToCome = (pkg: AdminPackageDetail, now = Date.now()) =>
  pkg.sessions.filter(
    (session) =>
      (session.status === 'pending' || session.status === 'confirmed') &&
      new Date(session.scheduled_at).getTime() > now,
  ).length
