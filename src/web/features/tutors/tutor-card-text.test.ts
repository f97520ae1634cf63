import { describe, expect, it } from 'vitest'
import {
  bioPreview,
  expertiseTags,
  initialsOf,
  nextOpenText,
  yearsOfExperience,
} from './tutor-card-text.ts'

describe('tutor card text (spec part 1 §2, §9)', () => {
  it('cuts bios at 120 characters and marks the cut', () => {
    const long = 'a'.repeat(130)
    expect(bioPreview(long)).toBe(`${'a'.repeat(120)}...`)
    expect(bioPreview('b'.repeat(120))).toBe('b'.repeat(120))
    expect(bioPreview('  Short bio.  ')).toBe('Short bio.')
  })

  it('shows up to three expertise tags and counts the rest', () => {
    expect(expertiseTags(['A', 'B'])).toEqual({ shown: ['A', 'B'], more: 0 })
    expect(expertiseTags(['A', 'B', 'C', 'D', 'E'])).toEqual({ shown: ['A', 'B', 'C'], more: 2 })
  })

  it('makes initials from the first and last name', () => {
    expect(initialsOf('Thandiwe Mokoena')).toBe('TM')
    expect(initialsOf('Sipho')).toBe('S')
    expect(initialsOf('Lerato van der Merwe')).toBe('LM')
    expect(initialsOf('  ')).toBe('?')
  })

  it('says "year" for one year of experience and "years" otherwise', () => {
    expect(yearsOfExperience(1)).toBe('1 year')
    expect(yearsOfExperience(14)).toBe('14 years')
    expect(yearsOfExperience(0)).toBe('0 years')
  })

  it("shows a tutor's next open time in SAST, and nothing without one (issue 20)", () => {
    expect(nextOpenText('2026-11-26T12:00:00.000Z')).toBe('Next open: Thu 26 Nov, 14:00')
    expect(nextOpenText(null)).toBeNull()
    expect(nextOpenText(undefined)).toBeNull()
  })
})
