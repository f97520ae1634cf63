import { describe, expect, it } from 'vitest'
import { addSastDays } from '#shared/open-times.ts'
import { seriesDates } from '#shared/schemas/booking-series.ts'
import { todayInSast } from '#shared/sast.ts'
import {
  allWeeksOpen,
  canRepeatWeekly,
  seriesCheckInput,
  seriesWeekOptions,
} from './weekly-repeat.ts'

const day = addSastDays(todayInSast(), 3)
const values = {
  tutor_id: '4',
  preferred_date: day,
  preferred_time: '15:30',
  package_type: '2_hours',
  duration_minutes: '',
}

describe('weekly lessons in the booking form (D27)', () => {
  it('offers a repeat beside a chosen open time of a 1 or 2 hour session or package hours', () => {
    expect(canRepeatWeekly(values, { openTimePicked: true, fromPackage: false })).toBe(true)
    expect(canRepeatWeekly(values, { openTimePicked: false, fromPackage: false })).toBe(false)
    for (const package_type of ['1_week', '1_month', 'free_consultation']) {
      expect(
        canRepeatWeekly({ ...values, package_type }, { openTimePicked: true, fromPackage: false }),
      ).toBe(false)
    }
    expect(
      canRepeatWeekly({ ...values, package_type: '' }, { openTimePicked: true, fromPackage: true }),
    ).toBe(true)
  })

  it('asks the check only for a whole series: weeks, tutor, time and length', () => {
    expect(seriesCheckInput(values, 0, undefined)).toBeUndefined()
    expect(seriesCheckInput({ ...values, tutor_id: '' }, 4, undefined)).toBeUndefined()
    expect(seriesCheckInput(values, 4, undefined)).toEqual({
      tutor_id: 4,
      first_date: day,
      time: '15:30',
      count: 4,
      package_type: '2_hours',
    })
    const packageId = '5f0c6a52-8e1b-4c56-9a43-0b7d2f1e3a11'
    expect(seriesCheckInput({ ...values, duration_minutes: '120' }, 3, packageId)).toMatchObject({
      package_id: packageId,
      duration_minutes: 120,
      count: 3,
    })
    expect(seriesCheckInput({ ...values, duration_minutes: '' }, 3, packageId)).toBeUndefined()
  })

  it('offers 2 to 12 weeks, and counts the weeks a week apart across a month end', () => {
    expect(seriesWeekOptions.map((option) => option.value)).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ])
    expect(seriesDates('2026-12-24', 3)).toEqual(['2026-12-24', '2026-12-31', '2027-01-07'])
  })

  it('lets the student pay only when every week is open', () => {
    const week = (problem: 'not_open' | null) => ({
      date: day,
      starts_at: '',
      problem,
      message: null,
    })
    expect(allWeeksOpen(undefined)).toBe(false)
    const check = { amount_cents: 0, package_minutes: 0 }
    expect(allWeeksOpen({ ...check, dates: [week(null), week(null)] })).toBe(true)
    expect(allWeeksOpen({ ...check, dates: [week(null), week('not_open')] })).toBe(false)
  })
})
