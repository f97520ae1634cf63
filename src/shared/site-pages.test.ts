import { describe, expect, it } from 'vitest'
import { publicPages, tutorPageMeta } from './site-pages.ts'

describe("a tutor page's title and description", () => {
  it('names the tutor, the subjects and the experience, and invites a booking', () => {
    expect(
      tutorPageMeta({ name: 'Thabo Nkosi', expertise_list: ['Calculus'], years_experience: 1 }),
    ).toEqual({
      title: 'Thabo Nkosi, mathematics tutor',
      description:
        'Thabo Nkosi tutors Calculus, with 1 year of experience. Book a free consultation or a session, online or in Gauteng.',
    })
    expect(
      tutorPageMeta({ name: 'Lerato', expertise_list: [], years_experience: 0 }).description,
    ).toBe(
      'Lerato is a mathematics tutor. Book a free consultation or a session, online or in Gauteng.',
    )
  })

  it('lists the subjects as Intl.ListFormat writes them in British English', () => {
    const list = new Intl.ListFormat('en-GB', { type: 'conjunction' })
    for (const subjects of [
      ['Algebra', 'Calculus'],
      ['Algebra', 'Calculus', 'Statistics'],
    ]) {
      expect(
        tutorPageMeta({ name: 'Sipho', expertise_list: subjects, years_experience: 0 }).description,
      ).toContain(`Sipho tutors ${list.format(subjects)}.`)
    }
  })

  it('keeps within the 160 characters a search result shows, cut at a word', () => {
    const subjects = ['Calculus', 'Linear Algebra', 'Differential Equations', 'Statistics']
    const { description } = tutorPageMeta({
      name: 'Nomvula Mahlangu-Dlamini',
      expertise_list: [...subjects, 'Real Analysis', 'Numerical Methods', 'Probability Theory'],
      years_experience: 23,
    })
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description).toMatch(/^Nomvula Mahlangu-Dlamini tutors Calculus, Linear Algebra, .*\S…$/)
  })

  it('keeps every public page description within 160 characters', () => {
    for (const [path, page] of Object.entries(publicPages)) {
      expect(page.description.length, path).toBeLessThanOrEqual(160)
    }
  })
})
