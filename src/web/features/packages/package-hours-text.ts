import { labelOf, packageTypes } from '#shared/options.ts'
import { formatHoursAndMinutes } from '#shared/package-hours.ts'
import { formatSastWeekdayDate } from '#shared/sast.ts'
import type { TutoringPackage } from '#shared/schemas/packages.ts'

/** The last day the hours may be used: the day before `valid_until` (a SAST midnight). */
export function lastDayOf(pkg: Pick<TutoringPackage, 'valid_until'>): string | null {
  if (!pkg.valid_until) return null
  return formatSastWeekdayDate(new Date(Date.parse(pkg.valid_until) - 1))
}

/** "9 h 0 min left · use by Wed 23 Dec", as the dashboard and the booking form say it. */
export function hoursLeftLine(pkg: TutoringPackage): string {
  const left = `${formatHoursAndMinutes(pkg.minutes_left)} left`
  const lastDay = lastDayOf(pkg)
  return lastDay ? `${left} · use by ${lastDay}` : left
}

export function packageTitle(pkg: Pick<TutoringPackage, 'package_type'>): string {
  return labelOf(packageTypes, pkg.package_type)
}

/** Whether a session can be scheduled from it now: paid, active, with an hour left. */
export function canSchedule(pkg: TutoringPackage): boolean {
  return pkg.status === 'active' && pkg.paid && pkg.minutes_left >= 60
}
