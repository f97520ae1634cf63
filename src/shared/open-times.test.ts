import { describe, expect, it } from 'vitest'
import {
  addSastDays,
  defaultMaxAheadMs,
  isOpenStart,
  isoWeekdayOf,
  minutesToTime,
  openTimes,
  timeToMinutes,
} from './open-times.ts'

const HOUR = 60 * 60_000
// Monday 2 Nov 2026, 08:00 SAST.
const now = new Date('2026-11-02T06:00:00Z')
const rules = { minNoticeMs: 12 * HOUR, maxAheadMs: defaultMaxAheadMs }
// Tuesday 14:00–18:00 SAST.
const tuesdayAfternoon = [{ weekday: 2, startMinute: 14 * 60, endMinute: 18 * 60 }]

function times(options: Partial<Parameters<typeof openTimes>[0]> = {}) {
  return openTimes({
    weekly: tuesdayAfternoon,
    busy: [],
    from: '2026-11-03',
    to: '2026-11-03',
    sessionMinutes: 60,
    now,
    rules,
    ...options,
  }).map((open) => open.time)
}

describe('calendar helpers', () => {
  it('names ISO weekdays of SAST dates, Monday 1 and Sunday 7', () => {
    expect(isoWeekdayOf('2026-11-02')).toBe(1)
    expect(isoWeekdayOf('2026-11-08')).toBe(7)
  })

  it('adds days across a month end', () => {
    expect(addSastDays('2026-11-30', 1)).toBe('2026-12-01')
  })

  it('writes and reads times, 24:00 as the end of a day', () => {
    expect(minutesToTime(1440)).toBe('24:00')
    expect(timeToMinutes('24:00')).toBe(1440)
    expect(timeToMinutes('14:30')).toBe(870)
    expect(timeToMinutes('24:30')).toBeNaN()
    expect(timeToMinutes('9:00')).toBeNaN()
  })
})

describe('openTimes', () => {
  it('offers every half hour at which the whole session fits inside an interval', () => {
    expect(times()).toEqual(['14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00'])
  })

  it('answers the instant of each start in UTC, two hours before SAST', () => {
    const [first] = openTimes({
      weekly: tuesdayAfternoon,
      busy: [],
      from: '2026-11-03',
      to: '2026-11-03',
      sessionMinutes: 60,
      now,
      rules,
    })
    expect(first).toEqual({
      date: '2026-11-03',
      time: '14:00',
      starts_at: '2026-11-03T12:00:00.000Z',
    })
  })

  it('fits the length of the package: two hours, or half an hour', () => {
    expect(times({ sessionMinutes: 120 })).toEqual(['14:00', '14:30', '15:00', '15:30', '16:00'])
    expect(times({ sessionMinutes: 30 })).toHaveLength(8)
  })

  it('offers nothing on a day without weekly hours', () => {
    expect(times({ from: '2026-11-04', to: '2026-11-04' })).toEqual([])
  })

  it('does not join two touching intervals into one', () => {
    const weekly = [
      { weekday: 2, startMinute: 14 * 60, endMinute: 15 * 60 },
      { weekday: 2, startMinute: 15 * 60, endMinute: 16 * 60 },
    ]
    expect(times({ weekly, sessionMinutes: 120 })).toEqual([])
    expect(times({ weekly })).toEqual(['14:00', '15:00'])
  })

  it('leaves out time off, and starts whose session would run into it', () => {
    const busy = [
      { startsAt: new Date('2026-11-03T13:00:00Z'), endsAt: new Date('2026-11-03T14:00:00Z') },
    ]
    // 15:00–16:00 SAST is off: 14:30 would run into it, 16:00 starts as it ends.
    expect(times({ busy })).toEqual(['14:00', '16:00', '16:30', '17:00'])
  })

  it('treats ranges as half-open: back to back is not an overlap', () => {
    const busy = [
      { startsAt: new Date('2026-11-03T12:00:00Z'), endsAt: new Date('2026-11-03T13:00:00Z') },
    ]
    expect(times({ busy })[0]).toBe('15:00')
  })

  it('keeps the notice: nothing sooner than 12 hours after now', () => {
    // Tuesday 03:00 SAST: 14:00 is 11 hours away, 15:00 is 12.
    const early = new Date('2026-11-03T01:00:00Z')
    expect(times({ now: early })[0]).toBe('15:00')
  })

  it('looks no further than 90 days ahead', () => {
    const far = openTimes({
      weekly: tuesdayAfternoon,
      busy: [],
      from: '2027-01-26',
      to: '2027-02-09',
      sessionMinutes: 60,
      now,
      rules,
    })
    // 90 days after 2 Nov 08:00 is 31 Jan 08:00: 26 Jan is open, 2 and 9 Feb are not.
    expect(new Set(far.map((open) => open.date))).toEqual(new Set(['2027-01-26']))
  })

  it('offers a session ending at midnight when the interval runs to 24:00', () => {
    const weekly = [{ weekday: 2, startMinute: 23 * 60, endMinute: 1440 }]
    expect(times({ weekly })).toEqual(['23:00'])
  })

  it('stops after the limit', () => {
    expect(times({ limit: 1 })).toEqual(['14:00'])
  })

  it('tells whether an instant is an open start', () => {
    const base = { weekly: tuesdayAfternoon, busy: [], sessionMinutes: 60, now, rules }
    expect(isOpenStart({ ...base, startsAt: new Date('2026-11-03T12:30:00Z') })).toBe(true)
    expect(isOpenStart({ ...base, startsAt: new Date('2026-11-03T12:15:00Z') })).toBe(false)
    expect(isOpenStart({ ...base, startsAt: new Date('2026-11-03T15:30:00Z') })).toBe(false)
  })
})
