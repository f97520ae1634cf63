import { describe, expect, it } from 'vitest'
import {
  formatHoursAndMinutes,
  isHoursPackage,
  lastDayOf,
  lastDayOfValidity,
  minutesLeft,
  packageStatus,
  proRataRefundCents,
  validUntilOf,
  validUntilOfLastDay,
} from './package-hours.ts'
import { sastSlotToInstant } from './sast.ts'

const at = (date: string, time = '10:00') => sastSlotToInstant(date, time)

describe('package hours (D26)', () => {
  it('knows which packages are hours to spend', () => {
    expect(isHoursPackage('1_week')).toBe(true)
    expect(isHoursPackage('1_month')).toBe(true)
    expect(isHoursPackage('1_hour')).toBe(false)
    expect(isHoursPackage('free_consultation')).toBe(false)
  })

  it('leaves total − scheduled − used, never less than nothing', () => {
    expect(minutesLeft({ minutesTotal: 720, minutesScheduled: 60, minutesUsed: 120 })).toBe(540)
    expect(minutesLeft({ minutesTotal: 420, minutesScheduled: 300, minutesUsed: 120 })).toBe(0)
    expect(minutesLeft({ minutesTotal: 60, minutesScheduled: 60, minutesUsed: 60 })).toBe(0)
  })

  it('counts a week and a calendar month from the first session’s SAST day', () => {
    expect(lastDayOfValidity('1_week', at('2026-12-16'))).toBe('2026-12-23')
    expect(lastDayOfValidity('1_week', at('2026-12-28'))).toBe('2027-01-04')
    expect(lastDayOfValidity('1_month', at('2026-11-23'))).toBe('2026-12-23')
    expect(lastDayOfValidity('1_month', at('2026-12-15'))).toBe('2027-01-15')
    // A shorter next month ends on its last day.
    expect(lastDayOfValidity('1_month', at('2027-01-31'))).toBe('2027-02-28')
    expect(lastDayOfValidity('1_month', at('2028-01-30'))).toBe('2028-02-29')
    // 00:30 SAST is the previous day in UTC: the SAST day counts.
    expect(lastDayOfValidity('1_week', at('2026-12-16', '00:30'))).toBe('2026-12-23')
  })

  it('lapses at the end of the last SAST day', () => {
    expect(validUntilOf('1_week', at('2026-12-16', '18:00')).toISOString()).toBe(
      '2026-12-23T22:00:00.000Z',
    )
  })

  it('turns a last SAST day into the instant the hours lapse, and back', () => {
    expect(validUntilOfLastDay('2026-12-23').toISOString()).toBe('2026-12-23T22:00:00.000Z')
    expect(lastDayOf(new Date('2026-12-23T22:00:00.000Z'))).toBe('2026-12-23')
    // Any instant within a SAST day names that day.
    expect(lastDayOf(new Date('2026-12-23T22:00:00.001Z'))).toBe('2026-12-24')
    expect(lastDayOf(validUntilOf('1_month', at('2027-01-31')))).toBe('2027-02-28')
  })

  it('tells the status: cancelled, used up, lapsed, else active', () => {
    const base = {
      minutesTotal: 420,
      minutesScheduled: 60,
      minutesUsed: 0,
      validUntil: new Date('2026-12-23T22:00:00Z'),
      cancelledAt: null,
    }
    const before = new Date('2026-12-20T10:00:00Z')
    const after = new Date('2026-12-23T22:00:00Z')
    expect(packageStatus(base, before)).toBe('active')
    expect(packageStatus(base, after)).toBe('lapsed')
    expect(packageStatus({ ...base, validUntil: null }, after)).toBe('active')
    expect(packageStatus({ ...base, minutesScheduled: 0, minutesUsed: 420 }, after)).toBe('used_up')
    expect(packageStatus({ ...base, cancelledAt: before }, before)).toBe('cancelled')
  })

  it('refunds unused minutes pro rata, rounded down to the cent', () => {
    expect(proRataRefundCents({ minutesTotal: 720, minutesUsed: 0 }, 300_000)).toBe(300_000)
    expect(proRataRefundCents({ minutesTotal: 720, minutesUsed: 60 }, 300_000)).toBe(275_000)
    // 360 of 420 minutes of R1,750: 1,500.00 exactly; 50 of 420 used: 154,166.66… → 154,166.
    expect(proRataRefundCents({ minutesTotal: 420, minutesUsed: 60 }, 175_000)).toBe(150_000)
    expect(proRataRefundCents({ minutesTotal: 420, minutesUsed: 50 }, 175_000)).toBe(154_166)
    expect(proRataRefundCents({ minutesTotal: 420, minutesUsed: 420 }, 175_000)).toBe(0)
  })

  it('writes hours and minutes as the dashboard shows them', () => {
    expect(formatHoursAndMinutes(540)).toBe('9 h 0 min')
    expect(formatHoursAndMinutes(90)).toBe('1 h 30 min')
  })
})
