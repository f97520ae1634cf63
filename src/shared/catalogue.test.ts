import { describe, it, expect } from 'vitest'
import { mathematicsCatalogue, mathematicsModules } from './catalogue.ts'

const slugs = mathematicsModules.map((module) => module.slug)

describe('mathematics catalogue', () => {
  it('covers Grades 7-12, NCV and higher education', () => {
    expect(mathematicsCatalogue.map((section) => section.id)).toEqual([
      'grades-7-12',
      'ncv',
      'higher-education',
    ])
  })

  it('lists every grade from 7 to 12 in order', () => {
    const school = mathematicsCatalogue[0]
    expect(school?.levels.map((level) => level.title)).toEqual([
      'Grade 7',
      'Grade 8',
      'Grade 9',
      'Grade 10',
      'Grade 11',
      'Grade 12',
    ])
  })

  it('teaches the CAPS Grade 10 topics', () => {
    const grade10 = mathematicsCatalogue[0]?.levels.find((level) => level.title === 'Grade 10')
    expect(grade10?.modules[0]?.topics).toEqual([
      'Algebraic expressions',
      'Exponents',
      'Number patterns',
      'Equations and inequalities',
      'Trigonometry',
      'Functions',
      'Euclidean geometry',
      'Analytical geometry',
      'Finance and growth',
      'Statistics',
      'Probability',
      'Measurement',
    ])
  })

  it('offers Mathematics and Mathematical Literacy at every NCV level 1-4', () => {
    const ncv = mathematicsCatalogue.find((section) => section.id === 'ncv')
    expect(ncv?.levels.map((level) => level.title)).toEqual([
      'NCV Level 1',
      'NCV Level 2',
      'NCV Level 3',
      'NCV Level 4',
    ])
    for (const level of ncv?.levels ?? []) {
      expect(level.modules.map((module) => module.name)).toEqual([
        `${level.title} Mathematics`,
        `${level.title} Mathematical Literacy`,
      ])
    }
  })

  it('lists N1-N6, diploma, degree and postgraduate in higher education', () => {
    const higher = mathematicsCatalogue.find((section) => section.id === 'higher-education')
    expect(higher?.levels.map((level) => level.title)).toEqual([
      'TVET N1',
      'TVET N2',
      'TVET N3',
      'TVET N4',
      'TVET N5',
      'TVET N6',
      'Diploma (NQF 6)',
      'Degree (NQF 7-8)',
      'Postgraduate (NQF 9-10)',
    ])
  })

  it('gives every section, level and module some content', () => {
    for (const section of mathematicsCatalogue) {
      expect(section.title).not.toBe('')
      expect(section.description).not.toBe('')
      expect(section.levels.length).toBeGreaterThan(0)
      for (const level of section.levels) {
        expect(level.description).not.toBe('')
        expect(level.modules.length).toBeGreaterThan(0)
        for (const module of level.modules) {
          expect(module.topics.length).toBeGreaterThan(0)
          expect(new Set(module.topics).size).toBe(module.topics.length)
        }
      }
    }
  })
})

describe('bookable mathematics modules', () => {
  it('has a unique kebab-case slug for every module', () => {
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('has a unique name for every module', () => {
    const names = mathematicsModules.map((module) => module.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('places every module in a non-empty group', () => {
    for (const module of mathematicsModules) expect(module.group.trim()).not.toBe('')
    const groups = new Set(mathematicsModules.map((module) => module.group))
    expect([...groups]).toEqual([
      'High School (Grades 7-12)',
      'NCV (Levels 1-4)',
      'Higher Education',
    ])
  })

  // The server seeds its table from these slugs and bookings refer to them. Add a new
  // module's slug here once it ships; a failure means a published slug was renamed or
  // removed.
  it('keeps every slug ever published', () => {
    const published = [
      'grade-7-mathematics',
      'grade-8-mathematics',
      'grade-9-mathematics',
      'grade-10-mathematics',
      'grade-10-mathematical-literacy',
      'grade-11-mathematics',
      'grade-11-mathematical-literacy',
      'grade-12-mathematics',
      'grade-12-mathematical-literacy',
      'ncv-level-1-mathematics',
      'ncv-level-1-mathematical-literacy',
      'ncv-level-2-mathematics',
      'ncv-level-2-mathematical-literacy',
      'ncv-level-3-mathematics',
      'ncv-level-3-mathematical-literacy',
      'ncv-level-4-mathematics',
      'ncv-level-4-mathematical-literacy',
      'n1-mathematics',
      'n2-mathematics',
      'n3-mathematics',
      'n4-mathematics',
      'n5-mathematics',
      'n6-mathematics',
      'diploma-nqf-6',
      'degree-nqf-7-8',
      'postgraduate-nqf-9-10',
    ]
    expect(slugs).toEqual(expect.arrayContaining(published))
  })
})
