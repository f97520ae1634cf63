import { describe, expect, it } from 'vitest'
import { formatMonth } from './format-month.ts'

describe('formatMonth', () => {
  it('names the month and year of a YYYY-MM', () => {
    expect(formatMonth('2026-03')).toBe('March 2026')
    expect(formatMonth('2025-12')).toBe('December 2025')
    expect(formatMonth('2027-01')).toBe('January 2027')
  })

  it('shows anything else as it came', () => {
    expect(formatMonth('2026-13')).toBe('2026-13')
    expect(formatMonth('2026-00')).toBe('2026-00')
    expect(formatMonth('March 2026')).toBe('March 2026')
    expect(formatMonth('')).toBe('')
  })
})
