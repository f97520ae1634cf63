import { describe, it, expect } from 'vitest'
import {
  formatSastDate,
  formatSastDateTime,
  formatSastTime,
  formatSastLongDate,
  instantToSastSlot,
  isIsoDate,
  isNotBeforeTodayInSast,
  isTime,
  sastSlotToInstant,
  todayInSast,
} from './sast.ts'

describe('todayInSast', () => {
  it('is the same date as UTC before 22:00 UTC', () => {
    expect(todayInSast(new Date('2026-11-22T21:59:59Z'))).toBe('2026-11-22')
  })

  it('is already tomorrow from 22:00 UTC, which is midnight in SAST', () => {
    expect(todayInSast(new Date('2026-11-22T22:00:00Z'))).toBe('2026-11-23')
    expect(todayInSast(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23')
  })

  it('rolls over months and years', () => {
    expect(todayInSast(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01')
    expect(todayInSast(new Date('2028-02-28T23:00:00Z'))).toBe('2028-02-29')
  })

  it('has no daylight saving: the same shift in June as in December', () => {
    expect(todayInSast(new Date('2026-06-15T21:59:00Z'))).toBe('2026-06-15')
    expect(todayInSast(new Date('2026-06-15T22:00:00Z'))).toBe('2026-06-16')
  })
})

describe('isNotBeforeTodayInSast', () => {
  const lateEveningUtc = new Date('2026-11-22T22:30:00Z') // 00:30 on the 23rd in SAST

  it('accepts today and later dates', () => {
    expect(isNotBeforeTodayInSast('2026-11-23', lateEveningUtc)).toBe(true)
    expect(isNotBeforeTodayInSast('2027-01-01', lateEveningUtc)).toBe(true)
  })

  it('rejects the UTC date once it is yesterday in SAST', () => {
    expect(isNotBeforeTodayInSast('2026-11-22', lateEveningUtc)).toBe(false)
  })

  it('accepts the UTC date while it is still that day in SAST', () => {
    expect(isNotBeforeTodayInSast('2026-11-22', new Date('2026-11-22T21:59:00Z'))).toBe(true)
  })

  it('rejects malformed or impossible dates', () => {
    expect(isNotBeforeTodayInSast('', lateEveningUtc)).toBe(false)
    expect(isNotBeforeTodayInSast('2026-11-31', lateEveningUtc)).toBe(false)
    expect(isNotBeforeTodayInSast('23/11/2026', lateEveningUtc)).toBe(false)
    expect(isNotBeforeTodayInSast('2026-11-23T10:00', lateEveningUtc)).toBe(false)
  })
})

describe('isIsoDate and isTime', () => {
  it('knows real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2026-13-01')).toBe(false)
    expect(isIsoDate('2026-1-01')).toBe(false)
  })

  it('knows 24-hour times', () => {
    expect(isTime('08:00')).toBe(true)
    expect(isTime('23:59')).toBe(true)
    expect(isTime('24:00')).toBe(false)
    expect(isTime('8:00')).toBe(false)
    expect(isTime('14:60')).toBe(false)
  })
})

describe('sastSlotToInstant', () => {
  it('places a SAST slot two hours before the same UTC wall time', () => {
    expect(sastSlotToInstant('2026-11-22', '14:00').toISOString()).toBe('2026-11-22T12:00:00.000Z')
  })

  it('places an early-morning slot on the previous UTC day', () => {
    expect(sastSlotToInstant('2026-11-23', '00:30').toISOString()).toBe('2026-11-22T22:30:00.000Z')
    expect(sastSlotToInstant('2027-01-01', '01:00').toISOString()).toBe('2026-12-31T23:00:00.000Z')
  })

  it('round-trips with instantToSastSlot', () => {
    for (const [date, time] of [
      ['2026-11-22', '08:00'],
      ['2026-11-23', '00:00'],
      ['2026-06-15', '20:00'],
    ] as const) {
      expect(instantToSastSlot(sastSlotToInstant(date, time))).toEqual({ date, time })
    }
  })

  it('refuses a malformed date or time', () => {
    expect(() => sastSlotToInstant('2026-02-30', '10:00')).toThrow(RangeError)
    expect(() => sastSlotToInstant('2026-11-22', '25:00')).toThrow(RangeError)
    expect(() => sastSlotToInstant('2026-11-22', '')).toThrow(RangeError)
  })
})

describe('formatSastTime', () => {
  it('writes the time as formatSastDateTime does, in SAST', () => {
    expect(formatSastTime('2026-11-22T13:00:00.000Z')).toBe('03:00 PM')
    expect(formatSastTime(new Date('2026-11-22T22:30:00Z'))).toBe('12:30 AM')
  })
})

describe('formatSastDateTime', () => {
  it('shows the spec format in SAST', () => {
    expect(formatSastDateTime(new Date('2026-11-22T12:00:00Z'))).toBe('Nov 22, 2026, 02:00 PM')
  })

  it('shows the SAST date of an instant late in the UTC evening', () => {
    expect(formatSastDateTime(new Date('2026-11-22T22:30:00Z'))).toBe('Nov 23, 2026, 12:30 AM')
  })

  it('reads ISO strings as the API sends them', () => {
    expect(formatSastDateTime('2026-06-01T06:05:00.000Z')).toBe('Jun 1, 2026, 08:05 AM')
  })

  it('uses plain spaces only', () => {
    expect(formatSastDateTime(new Date('2026-11-22T12:00:00Z'))).not.toMatch(/[^\x20-\x7e]/)
  })

  it('refuses an invalid date', () => {
    expect(() => formatSastDateTime('not a date')).toThrow(RangeError)
  })
})

describe('formatSastDate', () => {
  it('shows a short US date in SAST', () => {
    expect(formatSastDate(new Date('2026-11-22T12:00:00Z'))).toBe('Nov 22, 2026')
    expect(formatSastDate(new Date('2026-11-22T22:30:00Z'))).toBe('Nov 23, 2026')
  })

  it('shows a plain calendar date as that date', () => {
    expect(formatSastDate('2026-11-22')).toBe('Nov 22, 2026')
  })
})

describe('formatSastLongDate', () => {
  it('writes the SAST day out in full', () => {
    expect(formatSastLongDate('2026-12-29')).toBe('Tuesday 29 December 2026')
  })

  it('names the SAST day of an instant late in the UTC evening', () => {
    // 22:30 UTC on 28 December is 00:30 on 29 December in SAST.
    expect(formatSastLongDate(new Date('2026-12-28T22:30:00Z'))).toBe('Tuesday 29 December 2026')
    expect(formatSastLongDate(new Date('2026-12-28T21:59:59.999Z'))).toBe('Monday 28 December 2026')
  })
})
