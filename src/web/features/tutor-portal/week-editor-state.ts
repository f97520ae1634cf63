import { minutesToTime, timeToMinutes } from '#shared/open-times.ts'

// The week editor's pure parts: the half-hour choices, a new interval's default, and
// which interval a server field error names.

export interface EditedInterval {
  /** A stable React key: intervals are added and removed while the form is open. */
  key: number
  weekday: number
  start: string
  end: string
}

const DAY = 24 * 60
const halfHours = Array.from({ length: DAY / 30 + 1 }, (_, index) => minutesToTime(index * 30))

/** A start is 00:00 to 23:30; an end 00:30 to 24:00 (the end of the day). */
export const startChoices = halfHours.slice(0, -1).map((value) => ({ value, label: value }))
export const endChoices = halfHours.slice(1).map((value) => ({ value, label: value }))

/**
 * A new interval on that day: 09:00–17:00 on an empty day, else the two hours after the
 * day's last end (as much as is left before midnight); null when the day is full.
 */
export function nextInterval(
  day: readonly Pick<EditedInterval, 'end'>[],
): { start: string; end: string } | null {
  if (day.length === 0) return { start: '09:00', end: '17:00' }
  const lastEnd = Math.max(...day.map((interval) => timeToMinutes(interval.end)))
  if (lastEnd >= DAY) return null
  return { start: minutesToTime(lastEnd), end: minutesToTime(Math.min(lastEnd + 120, DAY)) }
}

/**
 * The server's field errors ('weekly.3.end') by the interval they name, in the order the
 * intervals were sent.
 */
export function errorsByInterval(
  fields: Record<string, string> | undefined,
  sent: readonly EditedInterval[],
): Map<number, string> {
  const errors = new Map<number, string>()
  for (const [name, message] of Object.entries(fields ?? {})) {
    const match = /^weekly\.(\d+)(?:\.|$)/.exec(name)
    const interval = match ? sent[Number(match[1])] : undefined
    if (interval && !errors.has(interval.key)) errors.set(interval.key, message)
  }
  return errors
}
