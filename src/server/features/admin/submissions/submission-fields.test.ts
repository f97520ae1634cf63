import { describe, expect, it } from 'vitest'
import { neutraliseFormula } from '../csv.ts'
import { describeSubmission, fieldLabel, fieldValue } from './submission-fields.ts'
import { submissionKindDefinitions } from './submission-kinds.ts'

const workshops = submissionKindDefinitions['teacher-workshops']

describe('fieldLabel', () => {
  it('reads a column name as words, without the cents', () => {
    expect(fieldLabel(workshops, 'contactPersonName')).toBe('Contact person name')
    expect(fieldLabel(workshops, 'estimatedCostCents')).toBe('Estimated cost')
    expect(fieldLabel(submissionKindDefinitions.partnerships, 'howHeardAboutUs')).toBe(
      'How they heard about us',
    )
  })
})

describe('fieldValue', () => {
  it('shows option labels, rand, percentages, SAST dates and lists', () => {
    expect(fieldValue(workshops, 'deliveryMethod', 'face_to_face')).toMatch(/face/i)
    expect(fieldValue(workshops, 'deliveryMethod', 'face_to_face')).not.toBe('face_to_face')
    expect(fieldValue(workshops, 'estimatedCostCents', 300_000)).toBe('R3,000')
    expect(fieldValue(workshops, 'discountPercent', 15)).toBe('15%')
    expect(fieldValue(workshops, 'preferredDate', '2026-12-03')).toBe('Dec 3, 2026')
    expect(fieldValue(workshops, 'specialRequirements', null)).toBe('')
    expect(fieldValue(workshops, 'subjects', ['Algebra', 'Calculus'])).toBe('Algebra, Calculus')
  })
})

describe('describeSubmission', () => {
  it('leaves out ids, tracking columns and empty answers', () => {
    const fields = describeSubmission(workshops, {
      id: 'x',
      userId: 'y',
      status: 'new',
      institutionName: 'Tshwane Teachers’ Centre',
      venueDetails: null,
      numberOfTeachers: 20,
    })
    expect(fields).toEqual([
      { label: 'Institution name', value: 'Tshwane Teachers’ Centre' },
      { label: 'Number of teachers', value: '20' },
    ])
  })
})

describe('neutraliseFormula', () => {
  it.each(['=1+1', '+27 12 345', '-2', '@SUM(A1)', '\t=1', '\r=1'])(
    'makes %j text for a spreadsheet',
    (cell) => {
      expect(neutraliseFormula(cell)).toBe(`'${cell}`)
    },
  )

  it.each(['Mamelodi', 'R1,750', '', ' =not at start'])('leaves %j as it is', (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell)
  })
})
