import { describe, expect, it } from 'vitest'
import type { OpenTime } from '#shared/open-times.ts'
import { formatSastOpenTime, formatSastWeekdayDate } from '#shared/sast.ts'
import {
  defaultDay,
  groupByDay,
  hasNextWeek,
  hasPreviousWeek,
  requestFrom,
  stepDay,
  weekRange,
  weekStartOf,
} from './open-times-week.ts'

const slot = (date: string, time: string, startsAt: string): OpenTime => ({
  date,
  time,
  starts_at: startsAt,
})

describe('the open times week (issue 20)', () => {
  it('starts a week on the Monday of the SAST date', () => {
    expect(weekStartOf('2026-11-25')).toBe('2026-11-23') // a Wednesday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23') // the Monday itself
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23') // the Sunday
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28') // across the year's end
    expect(weekRange('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' })
  })

  it('groups open times under their SAST day, Monday to Sunday, in time order', () => {
    const days = groupByDay('2026-11-23', [
      slot('2026-11-24', '15:00', '2026-11-24T13:00:00.000Z'),
      slot('2026-11-24', '09:30', '2026-11-24T07:30:00.000Z'),
      // 00:30 SAST on Sunday is still Saturday in UTC: it belongs to Sunday.
      slot('2026-11-29', '00:30', '2026-11-28T22:30:00.000Z'),
      slot('2026-12-01', '10:00', '2026-12-01T08:00:00.000Z'), // another week: left out
    ])
    expect(days.map((day) => day.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ])
    expect(days[1]!.times.map((time) => time.time)).toEqual(['09:30', '15:00'])
    expect(days[6]!.times.map((time) => time.time)).toEqual(['00:30'])
    expect(days.flatMap((day) => day.times)).toHaveLength(3)
  })

  it('pages weeks from the week of today up to 90 days ahead', () => {
    expect(hasPreviousWeek('2026-11-23', '2026-11-25')).toBe(false)
    expect(hasPreviousWeek('2026-11-30', '2026-11-25')).toBe(true)
    expect(hasNextWeek('2026-11-23', '2026-11-25')).toBe(true)
    // 90 days after 25 Nov is 23 Feb; the week after 16 Feb starts on 23 Feb.
    expect(hasNextWeek('2027-02-16', '2026-11-25')).toBe(true)
    expect(hasNextWeek('2027-02-23', '2026-11-25')).toBe(false)
    expect(requestFrom('2026-11-23', '2026-11-25')).toBe('2026-11-25')
    expect(requestFrom('2026-11-30', '2026-11-25')).toBe('2026-11-30')
  })

  it('pages a phone one day at a time, across weeks, never before today', () => {
    expect(stepDay('2026-11-29', 1, '2026-11-25')).toEqual({
      day: '2026-11-30',
      weekStart: '2026-11-30',
    })
    expect(stepDay('2026-11-30', -1, '2026-11-25')).toEqual({
      day: '2026-11-29',
      weekStart: '2026-11-23',
    })
    expect(stepDay('2026-11-25', -1, '2026-11-25')).toBeNull()
    expect(stepDay('2027-02-23', 1, '2026-11-25')).toBeNull()
  })

  it('shows a phone the first day with open times, not a day gone by', () => {
    const days = groupByDay('2026-11-23', [
      slot('2026-11-23', '10:00', '2026-11-23T08:00:00.000Z'),
      slot('2026-11-27', '10:00', '2026-11-27T08:00:00.000Z'),
    ])
    expect(defaultDay(days, '2026-11-25')).toBe('2026-11-27')
    expect(defaultDay(groupByDay('2026-11-23', []), '2026-11-25')).toBe('2026-11-25')
    expect(defaultDay(groupByDay('2026-11-30', []), '2026-11-25')).toBe('2026-11-30')
  })

  it('names days and open times in SAST', () => {
    expect(formatSastWeekdayDate('2026-11-24')).toBe('Tue 24 Nov')
    expect(formatSastOpenTime('2026-11-26T12:00:00.000Z')).toBe('Thu 26 Nov, 14:00')
    expect(formatSastOpenTime('2026-11-26T22:30:00.000Z')).toBe('Fri 27 Nov, 00:30')
  })
})
