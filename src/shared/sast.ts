// D3: the business runs on South African Standard Time. SAST is UTC+2 all year (South
// Africa has had no daylight saving since 1944), so converting between a SAST wall-clock
// slot and an instant is a fixed two-hour shift; it needs no time-zone database and
// gives the same answer in a browser set to any zone and on a server running in UTC.
import { lazy } from './lazy.ts'

export const sastTimeZone = 'Africa/Johannesburg'
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/

/** A real calendar date written 'YYYY-MM-DD' (so '2026-02-30' is not one). */
export function isIsoDate(value: string): boolean {
  const match = isoDatePattern.exec(value)
  if (!match) return false
  const [, year, month, day] = match.map(Number)
  if (year === undefined || month === undefined || day === undefined) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/** A 24-hour wall-clock time written 'HH:MM'. */
export function isTime(value: string): boolean {
  return timePattern.test(value)
}

/** The SAST calendar date of an instant, 'YYYY-MM-DD'. */
export function sastDateOf(instant: Date): string {
  return new Date(instant.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10)
}

/** The SAST wall-clock time of an instant, 'HH:MM'. */
export function sastTimeOf(instant: Date): string {
  return new Date(instant.getTime() + SAST_OFFSET_MS).toISOString().slice(11, 16)
}

/** Today's date in SAST, 'YYYY-MM-DD': the minimum of every date picker. */
export function todayInSast(now: Date = new Date()): string {
  return sastDateOf(now)
}

/**
 * "Earliest today" as the spec means it, with today in SAST (D3). A malformed date is
 * not accepted, so a schema can rely on this alone.
 */
export function isNotBeforeTodayInSast(date: string, now: Date = new Date()): boolean {
  // ISO dates of the same length compare correctly as strings.
  return isIsoDate(date) && date >= todayInSast(now)
}

/** The instant a SAST slot ('2026-11-22', '14:00') starts, for a timestamptz column. */
export function sastSlotToInstant(date: string, time: string): Date {
  if (!isIsoDate(date)) throw new RangeError(`Expected a date as YYYY-MM-DD, got '${date}'`)
  if (!isTime(time)) throw new RangeError(`Expected a time as HH:MM, got '${time}'`)
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return new Date(Date.UTC(year, month - 1, day, hours, minutes) - SAST_OFFSET_MS)
}

/** The SAST date and slot of an instant, the inverse of `sastSlotToInstant`. */
export function instantToSastSlot(instant: Date): { date: string; time: string } {
  return { date: sastDateOf(instant), time: sastTimeOf(instant) }
}

function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(value)}`)
  return date
}

/**
 * A date format in SAST, made on first use: making an `Intl.DateTimeFormat` loads its locale
 * data, which held a phone's main thread on pages that never show a date (issue 23).
 */
export const sastFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  lazy(() => new Intl.DateTimeFormat(locale, { timeZone: sastTimeZone, ...options }))

const dateTimeFormat = sastFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

const timeFormat = sastFormat('en-US', { hour: '2-digit', minute: '2-digit' })

const dateFormat = sastFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' })

// Some ICU versions put a narrow no-break space (U+202F) or a thin space before AM/PM
// and others a plain space; normalise so server-rendered emails, the browser and tests
// all read the same text.
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u2009\u00a0]/g, ' ')
}

/** '03:00 PM' in SAST: the time alone, as formatSastDateTime writes it (a session's end). */
export function formatSastTime(value: Date | string | number): string {
  return plainSpaces(timeFormat().format(toDate(value)))
}

/** 'Nov 22, 2026, 02:00 PM' in SAST, the spec's display format for dates with a time. */
export function formatSastDateTime(value: Date | string | number): string {
  return plainSpaces(dateTimeFormat().format(toDate(value)))
}

/**
 * 'Nov 22, 2026' in SAST, the spec's short US date. A bare 'YYYY-MM-DD' is read as UTC
 * midnight, which is 02:00 the same day in SAST, so it shows as the date it names.
 */
export function formatSastDate(value: Date | string | number): string {
  return plainSpaces(dateFormat().format(toDate(value)))
}

const weekdayDayMonthFormat = sastFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
})

/**
 * 'Tue 26 Nov' for a SAST date 'YYYY-MM-DD' or an instant (issue 20: the days of a tutor's
 * open times). A bare date is read at noon SAST, so no browser zone moves it a day.
 */
export function formatSastWeekdayDate(value: Date | string): string {
  const instant =
    typeof value === 'string' && isIsoDate(value) ? sastSlotToInstant(value, '12:00') : value
  return plainSpaces(weekdayDayMonthFormat().format(toDate(instant))).replace(',', '')
}

/** 'Tue 26 Nov, 14:00' in SAST: a tutor's next open time on cards and pages (issue 20). */
export function formatSastOpenTime(value: Date | string): string {
  const instant = toDate(value)
  return `${formatSastWeekdayDate(instant)}, ${sastTimeOf(instant)}`
}

const longDateFormat = sastFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/**
 * 'Tuesday 29 December 2026' for a SAST date 'YYYY-MM-DD' or an instant: a day written out
 * in full, as mails name it (issue 21: the last day a package's hours may be used). A bare
 * date is read at noon SAST, as in `formatSastWeekdayDate`.
 */
export function formatSastLongDate(value: Date | string): string {
  const instant =
    typeof value === 'string' && isIsoDate(value) ? sastSlotToInstant(value, '12:00') : value
  return plainSpaces(longDateFormat().format(toDate(instant))).replace(',', '')
}
