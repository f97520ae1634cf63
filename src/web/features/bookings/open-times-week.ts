import {
  addSastDays,
  isoWeekdayOf,
  OPEN_TIMES_MAX_AHEAD_DAYS,
  sastDatesBetween,
  type OpenTime,
} from '#shared/open-times.ts'

// The open-times picker on /book (issue 20) shows a tutor's open times a week at a time
// (Monday to Sunday, SAST), and on a phone one day of it at a time. Everything here works
// on SAST calendar dates 'YYYY-MM-DD', never on the browser's zone.

export interface OpenTimesDay {
  date: string
  times: OpenTime[]
}

/** The Monday of the SAST week `date` falls in. */
export function weekStartOf(date: string): string {
  return addSastDays(date, 1 - isoWeekdayOf(date))
}

/** The week's first and last day, as the slots request asks for them. */
export function weekRange(weekStart: string): { from: string; to: string } {
  return { from: weekStart, to: addSastDays(weekStart, 6) }
}

/**
 * The seven days of the week, each with its open times in time order. A time whose date
 * is not in the week (the server answers the range asked for, but a stale answer may not)
 * is left out rather than shown under the wrong day.
 */
export function groupByDay(weekStart: string, slots: readonly OpenTime[]): OpenTimesDay[] {
  const { from, to } = weekRange(weekStart)
  const days = sastDatesBetween(from, to).map((date) => ({ date, times: [] as OpenTime[] }))
  for (const slot of slots) {
    days.find((day) => day.date === slot.date)?.times.push(slot)
  }
  for (const day of days) day.times.sort((a, b) => a.starts_at.localeCompare(b.starts_at))
  return days
}

/** Whether there is an earlier week to show: not before the week of today. */
export function hasPreviousWeek(weekStart: string, today: string): boolean {
  return weekStart > weekStartOf(today)
}

/** Whether there is a later week to show: open times lie at most 90 days ahead (D25). */
export function hasNextWeek(weekStart: string, today: string): boolean {
  return addSastDays(weekStart, 7) <= addSastDays(today, OPEN_TIMES_MAX_AHEAD_DAYS)
}

/** The day shown on a phone when none was chosen: the first with open times, else the first not past. */
export function defaultDay(days: readonly OpenTimesDay[], today: string): string {
  const upcoming = days.filter((day) => day.date >= today)
  return (upcoming.find((day) => day.times.length > 0) ?? upcoming[0] ?? days[0])?.date ?? today
}

/**
 * The day before or after `day` on a phone, with the week it falls in (stepping past
 * Sunday shows the next week's Monday); null where that day is before today or beyond
 * the 90 days open times reach.
 */
export function stepDay(
  day: string,
  step: -1 | 1,
  today: string,
): { day: string; weekStart: string } | null {
  const next = addSastDays(day, step)
  if (next < today || next > addSastDays(today, OPEN_TIMES_MAX_AHEAD_DAYS)) return null
  return { day: next, weekStart: weekStartOf(next) }
}

/** The request's first day: the week's Monday, or today when the week has begun. */
export function requestFrom(weekStart: string, today: string): string {
  return weekStart < today ? today : weekStart
}
