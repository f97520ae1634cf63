import { formatSastWeekdayDate, sastFormat } from '#shared/sast.ts'
import type { BookingSeries } from '#shared/schemas/booking-series.ts'

const weekdayFormat = sastFormat('en-GB', { weekday: 'long' })

/** 'every Thursday at 15:00' (SAST) */
export function seriesRhythm(series: Pick<BookingSeries, 'sessions' | 'time' | 'first_date'>) {
  const first = series.sessions[0]?.scheduled_date ?? `${series.first_date}T12:00:00+02:00`
  return `every ${weekdayFormat().format(new Date(first))} at ${series.time}`
}

/** 'Weekly with Thandi Mokoena, every Thursday at 15:00 · 3 of 4 weeks left · next Thu 10 Dec' */
export function seriesLine(series: BookingSeries): string {
  const next = series.next_session_at
    ? ` · next ${formatSastWeekdayDate(series.next_session_at)}`
    : ''
  return `${seriesRhythm(series)} · ${series.sessions_left} of ${series.weeks} weeks left${next}`
}
