// D25: a tutor's open start times, computed from plain data so the server (slots, next open,
// the booking check) and the tests share one answer. SAST arithmetic goes through sast.ts:
// nothing here reads the zone of the machine it runs on.

import { sastDateOf, sastSlotToInstant } from './sast.ts'

/** One weekly interval in SAST: ISO weekday (Monday 1), minutes after midnight, [start, end). */
export interface WeeklyInterval {
  weekday: number
  startMinute: number
  endMinute: number
}

/** A stretch of time that blocks a start, [startsAt, endsAt). */
export interface BusyRange {
  startsAt: Date
  endsAt: Date
}

export interface OpenTime {
  date: string
  time: string
  starts_at: string
}

export interface OpenTimesRules {
  /** An open start is at least this long after `now`. */
  minNoticeMs: number
  /** ... and at most this long after it. */
  maxAheadMs: number
}

export const OPEN_TIME_STEP_MINUTES = 30
export const OPEN_TIMES_MAX_AHEAD_DAYS = 90
const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

/** ISO weekday (Monday 1 … Sunday 7) of a SAST calendar date 'YYYY-MM-DD'. */
export function isoWeekdayOf(date: string): number {
  // Noon SAST is the same calendar day in UTC, so the UTC weekday is the SAST one.
  const day = new Date(sastSlotToInstant(date, '12:00')).getUTCDay()
  return day === 0 ? 7 : day
}

/** The SAST date `days` after `date`. */
export function addSastDays(date: string, days: number): string {
  return sastDateOf(new Date(sastSlotToInstant(date, '12:00').getTime() + days * DAY_MS))
}

/** 'HH:MM' for minutes after midnight (1440 is written '24:00', an interval's end). */
export function minutesToTime(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** Minutes after midnight of 'HH:MM' ('24:00' is 1440); NaN when it is not such a time. */
export function timeToMinutes(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) return Number.NaN
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return Number.NaN
  return hours * 60 + minutes
}

/** The days of a range of SAST dates, `from` to `to` inclusive. */
export function sastDatesBetween(from: string, to: string): string[] {
  const dates: string[] = []
  for (let date = from; date <= to; date = addSastDays(date, 1)) dates.push(date)
  return dates
}

/**
 * Open starts on the SAST dates `from`..`to` (inclusive), in time order: every 30 minutes
 * where [start, start + length) lies inside one weekly interval of that day, overlaps no
 * busy range (half-open: a session ending at 11:00 leaves 11:00 open), and starts between
 * now + notice and now + the horizon.
 */
export function openTimes(input: {
  weekly: readonly WeeklyInterval[]
  busy: readonly BusyRange[]
  from: string
  to: string
  sessionMinutes: number
  now: Date
  rules: OpenTimesRules
  /** Stop after this many (the next open time needs one). */
  limit?: number
}): OpenTime[] {
  const { weekly, sessionMinutes, rules } = input
  const earliest = input.now.getTime() + rules.minNoticeMs
  const latest = input.now.getTime() + rules.maxAheadMs
  const lengthMs = sessionMinutes * MINUTE_MS
  const busy = input.busy
    .map((range) => ({ start: range.startsAt.getTime(), end: range.endsAt.getTime() }))
    .sort((a, b) => a.start - b.start)
  const open: OpenTime[] = []
  for (const date of sastDatesBetween(input.from, input.to)) {
    const dayStart = sastSlotToInstant(date, '00:00').getTime()
    if (dayStart > latest) break
    const weekday = isoWeekdayOf(date)
    const intervals = weekly
      .filter((interval) => interval.weekday === weekday)
      .sort((a, b) => a.startMinute - b.startMinute)
    for (const interval of intervals) {
      for (
        let minute = interval.startMinute;
        minute + sessionMinutes <= interval.endMinute;
        minute += OPEN_TIME_STEP_MINUTES
      ) {
        const start = dayStart + minute * MINUTE_MS
        if (start < earliest || start > latest) continue
        const end = start + lengthMs
        if (busy.some((range) => range.start < end && start < range.end)) continue
        open.push({
          date,
          time: minutesToTime(minute),
          starts_at: new Date(start).toISOString(),
        })
        if (input.limit !== undefined && open.length >= input.limit) return open
      }
    }
  }
  return open
}

/** Whether `startsAt` is one of the open starts (the booking check, D25). */
export function isOpenStart(
  input: Omit<Parameters<typeof openTimes>[0], 'from' | 'to' | 'limit'> & { startsAt: Date },
): boolean {
  const date = sastDateOf(input.startsAt)
  const iso = input.startsAt.toISOString()
  return openTimes({ ...input, from: date, to: date }).some((open) => open.starts_at === iso)
}

/** The SAST dates from today to the horizon: the window the next open time is looked for in. */
export function horizonDates(now: Date, rules: OpenTimesRules): { from: string; to: string } {
  return {
    from: sastDateOf(new Date(now.getTime() + rules.minNoticeMs)),
    to: sastDateOf(new Date(now.getTime() + rules.maxAheadMs)),
  }
}

export const defaultMaxAheadMs = OPEN_TIMES_MAX_AHEAD_DAYS * DAY_MS
