import { describe, expect, it } from 'vitest'
import { validUntilOf } from '#shared/package-hours.ts'
import { sastSlotToInstant } from '#shared/sast.ts'
import {
  lastDayOfUse,
  packageBoughtParagraphs,
  packageLapsedNotice,
  packageLapseReminder,
  packageReadyParagraphs,
  type PackageHours,
} from './package-emails.ts'

// Issue 21 (D26): what the package mails say, built without a database.

const ctx = {
  publicUrl: 'https://tutoring.example',
  businessName: 'Maths Tutoring',
  businessInbox: 'office@tutoring.example',
}
const student = { name: 'Lerato  Khumalo', email: 'lerato@example.com' }
// A week package whose first session is on Tuesday 22 December 2026: its last day is the 29th.
const validUntil = validUntilOf('1_week', sastSlotToInstant('2026-12-22', '10:00')).toISOString()
const bought: PackageHours = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  package_type: '1_week',
  minutes_total: 420,
  minutes_scheduled: 60,
  minutes_left: 360,
  valid_until: validUntil,
}

describe('lastDayOfUse', () => {
  it('names the SAST day the validity ends with, not the midnight after it', () => {
    expect(validUntil).toBe('2026-12-29T22:00:00.000Z')
    expect(lastDayOfUse(validUntil)).toBe('Tuesday 29 December 2026')
  })
})

describe('packageBoughtParagraphs', () => {
  it('tells a card purchase the hours in total, this session’s, those left and until when', () => {
    const text = packageBoughtParagraphs(bought, true).join('\n')
    expect(text).toContain(
      'Your 1 Week Package (7 hours): 7 h 0 min of tutoring in total. This first session takes 1 h 0 min, which leaves 6 h 0 min for you to schedule.',
    )
    expect(text).toContain('until the end of Tuesday 29 December 2026 (South African time)')
    expect(text).toContain('choose Schedule a session on your dashboard')
  })

  it('tells a bank-transfer purchase its hours are scheduled once the transfer is received', () => {
    const text = packageBoughtParagraphs(bought, false).join('\n')
    expect(text).toContain('6 h 0 min for you to schedule once your bank transfer is received.')
    expect(text).toContain('Tuesday 29 December 2026')
    expect(text).toContain('When your transfer has arrived, we will email you')
  })

  it('leaves out the last day while the validity is unknown', () => {
    const text = packageBoughtParagraphs({ ...bought, valid_until: null }, true).join('\n')
    expect(text).not.toContain('until the end')
    expect(text).toContain('6 h 0 min')
  })
})

describe('packageReadyParagraphs', () => {
  it('says the hours are ready to schedule, what is left and until when', () => {
    const text = packageReadyParagraphs(bought).join('\n')
    expect(text).toContain(
      'The hours of your 1 Week Package (7 hours) are now ready to schedule: 6 h 0 min left.',
    )
    expect(text).toContain('Tuesday 29 December 2026')
  })
})

describe('packageLapseReminder', () => {
  const mail = packageLapseReminder(
    ctx,
    { ...bought, valid_until: validUntil, minutes_scheduled: 120, minutes_left: 150 },
    student,
  )

  it('names the last day and the hours left in its subject', () => {
    expect(mail).toMatchObject({
      to: 'lerato@example.com',
      kind: 'package.lapse_reminder',
      subject:
        'Your package hours lapse on Tuesday 29 December 2026: 2 h 30 min left – Maths Tutoring',
      headers: { 'Reply-To': 'office@tutoring.example' },
    })
  })

  it('links to scheduling a session from the package, in the text and the HTML', () => {
    const link = `https://tutoring.example/book?package=${bought.id}`
    expect(mail.text).toContain(`Schedule a session: ${link}`)
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.text).toContain('Hello Lerato Khumalo,')
    expect(mail.text).toContain('has 2 h 30 min left to schedule')
  })
})

describe('packageLapsedNotice', () => {
  it('says the unused hours lapsed and how to buy more or ask the office', () => {
    const mail = packageLapsedNotice(
      ctx,
      { ...bought, valid_until: validUntil, minutes_left: 240 },
      student,
    )
    expect(mail.kind).toBe('package.lapsed')
    expect(mail.subject).toBe('Your package hours have lapsed – Maths Tutoring')
    expect(mail.text).toContain(
      'could be used until the end of Tuesday 29 December 2026 (South African time). The 4 h 0 min you had not scheduled have lapsed',
    )
    expect(mail.text).toContain('write to office@tutoring.example')
    expect(mail.text).toContain('Book a session: https://tutoring.example/book')
    expect(mail.html).toContain('The 4 h 0 min you had not scheduled have lapsed')
  })
})
