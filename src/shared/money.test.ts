import { describe, it, expect } from 'vitest'
import { centsToRand, formatZar, randToCents } from './money.ts'

describe('formatZar', () => {
  it('shows zero as R0', () => {
    expect(formatZar(0)).toBe('R0')
    expect(formatZar(-0)).toBe('R0')
  })

  it('shows a few cents with two decimals', () => {
    expect(formatZar(5)).toBe('R0.05')
    expect(formatZar(50)).toBe('R0.50')
    expect(formatZar(99)).toBe('R0.99')
  })

  it('shows whole rand without decimals', () => {
    expect(formatZar(100)).toBe('R1')
    expect(formatZar(25_000)).toBe('R250')
    expect(formatZar(95_000)).toBe('R950')
  })

  it('separates thousands with commas as the spec writes prices', () => {
    expect(formatZar(100_000)).toBe('R1,000')
    expect(formatZar(175_000)).toBe('R1,750')
    expect(formatZar(250_000)).toBe('R2,500')
    expect(formatZar(10_000_000)).toBe('R100,000')
    expect(formatZar(100_000_000)).toBe('R1,000,000')
  })

  it('keeps the cents of a fractional amount', () => {
    expect(formatZar(175_050)).toBe('R1,750.50')
    expect(formatZar(99_999_999)).toBe('R999,999.99')
  })

  it('puts the minus sign before the currency symbol', () => {
    expect(formatZar(-2_000)).toBe('-R20')
    expect(formatZar(-175_050)).toBe('-R1,750.50')
  })

  it('refuses fractional or unsafe cents', () => {
    expect(() => formatZar(1.5)).toThrow(RangeError)
    expect(() => formatZar(Number.NaN)).toThrow(RangeError)
    expect(() => formatZar(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError)
  })
})

describe('randToCents', () => {
  it('converts whole and fractional rand', () => {
    expect(randToCents(0)).toBe(0)
    expect(randToCents(10)).toBe(1_000)
    expect(randToCents(1750)).toBe(175_000)
    expect(randToCents(1750.5)).toBe(175_050)
    expect(randToCents(999_999.99)).toBe(99_999_999)
  })

  it('is not fooled by binary floating point', () => {
    expect(randToCents(0.29)).toBe(29)
    expect(randToCents(19.99)).toBe(1_999)
    expect(randToCents(1.1 + 2.2)).toBe(330)
  })

  it('rounds to the nearest cent, halves away from zero', () => {
    expect(randToCents(1.005)).toBe(101)
    expect(randToCents(1.004)).toBe(100)
    expect(randToCents(-1.005)).toBe(-101)
    expect(randToCents(-0.001)).toBe(0)
    expect(Object.is(randToCents(-0.001), 0)).toBe(true)
  })

  it('refuses amounts that are not finite or too large', () => {
    expect(() => randToCents(Number.NaN)).toThrow(RangeError)
    expect(() => randToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => randToCents(Number.MAX_SAFE_INTEGER)).toThrow(RangeError)
  })
})

describe('centsToRand', () => {
  it('converts cents back to rand', () => {
    expect(centsToRand(0)).toBe(0)
    expect(centsToRand(5)).toBe(0.05)
    expect(centsToRand(175_000)).toBe(1750)
    expect(centsToRand(99_999_999)).toBe(999_999.99)
  })

  it('round-trips with randToCents', () => {
    for (const cents of [0, 1, 5, 99, 100, 12_345, 99_999_999]) {
      expect(randToCents(centsToRand(cents))).toBe(cents)
    }
  })

  it('refuses fractional cents', () => {
    expect(() => centsToRand(0.5)).toThrow(RangeError)
  })
})
