import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { apiMessages } from '#shared/messages.ts'
import { contactFieldMessages } from '#shared/schemas/contact-message.ts'
import { dateMessages } from '#shared/schemas/dates.ts'
import { phoneMessages } from '#shared/schemas/fields.ts'
import { consultationFieldMessages } from '#shared/schemas/free-consultation.ts'
import { todayInSast } from '#shared/sast.ts'
import { contactMessages, freeConsultations, outboxEmails } from '#server/db/schema.ts'
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createTutor } from '#tests/support/students.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ BUSINESS_EMAIL: 'office@tutoring.example' })
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.database.db.delete(outboxEmails)
  await t.database.db.delete(freeConsultations)
  await t.database.db.delete(contactMessages)
})

const DAY_MS = 24 * 60 * 60 * 1000
const today = () => todayInSast()
const yesterday = () => todayInSast(new Date(Date.now() - DAY_MS))
const nextWeek = () => todayInSast(new Date(Date.now() + 7 * DAY_MS))

async function nothingStored() {
  expect(await t.database.db.select().from(freeConsultations)).toHaveLength(0)
  expect(await t.database.db.select().from(contactMessages)).toHaveLength(0)
  expect(await queuedEmails(t.database.db)).toHaveLength(0)
}

describe('POST /api/free-consultations', () => {
  const valid = () => ({
    name: '  Lerato Mokoena ',
    email: ' Lerato@Example.com',
    phone: '082 123 4567',
    preferred_date: nextWeek(),
    preferred_time: '14:00',
    meeting_topic: 'Grade 11 trigonometry: identities and the sine rule',
    google_meet_link: 'https://meet.google.com/abc-defg-hij',
  })
  const post = (body: unknown) => t.post('/api/free-consultations', body)

  it('stores the request and answers 201 with the record as stored', async () => {
    const res = await post(valid())
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      name: 'Lerato Mokoena',
      email: 'lerato@example.com',
      phone: '082 123 4567',
      preferred_date: nextWeek(),
      preferred_time: '14:00',
      meeting_topic: 'Grade 11 trigonometry: identities and the sine rule',
      google_meet_link: 'https://meet.google.com/abc-defg-hij',
      status: 'new',
    })
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(body.reference).toMatch(/^FC-[0-9A-HJKMNP-TV-Z]{8}$/)

    const [row] = await t.database.db.select().from(freeConsultations)
    expect(row).toMatchObject({ id: body.id, email: 'lerato@example.com', status: 'new' })
    // 14:00 SAST is 12:00 UTC (D3).
    expect(row!.preferredStartAt.toISOString()).toBe(`${nextWeek()}T12:00:00.000Z`)
  })

  it('queues a receipt in fixed words to the student and a notification with everything (D2)', async () => {
    const { id, reference } = (await post(valid())).json()
    const emails = await queuedEmails(t.database.db)
    expect(emails.map((email) => [email.kind, email.toAddress]).sort()).toEqual([
      ['consultation.notification', 'office@tutoring.example'],
      ['consultation.receipt', 'lerato@example.com'],
    ])
    const receipt = emails.find((email) => email.kind === 'consultation.receipt')!
    expect(receipt.textBody).toMatch(/^Hello,\n/)
    expect(receipt.textBody).toContain('You asked for: A free 30-minute consultation')
    expect(receipt.textBody).toContain('within 24 hours')
    expect(receipt.textBody).toContain('02:00 PM (SAST)')
    expect(receipt.textBody).toContain(`Reference: ${reference}`)
    expect(receipt.textBody).not.toContain(id)
    // Issue 25: nothing the sender typed goes to an address nobody has proven.
    for (const typed of ['Lerato', 'trigonometry', 'meet.google.com']) {
      expect(receipt.textBody).not.toContain(typed)
      expect(receipt.htmlBody).not.toContain(typed)
    }
    expect(receipt.headers['Reply-To']).toBe('office@tutoring.example')
    const notification = emails.find((email) => email.kind === 'consultation.notification')!
    expect(notification.headers['Reply-To']).toBe('lerato@example.com')
    expect(notification.textBody).toContain('Grade 11 trigonometry')
    expect(notification.textBody).toContain('https://meet.google.com/abc-defg-hij')
    expect(notification.textBody).toContain(`Reference: ${reference}`)
  })

  it('accepts today (in SAST) and leaves blank optional fields absent', async () => {
    const res = await post({ ...valid(), preferred_date: today(), phone: '', google_meet_link: '' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ phone: null, google_meet_link: null })
    const { phone: _phone, google_meet_link: _link, ...withoutOptional } = valid()
    expect((await post(withoutOptional)).statusCode).toBe(201)
  })

  it('keeps a name with line breaks on one line in the email subject', async () => {
    await post({ ...valid(), name: 'Thabo\r\nBcc: victim@example.com' })
    const [notification] = (await queuedEmails(t.database.db)).filter(
      (email) => email.kind === 'consultation.notification',
    )
    expect(notification!.subject).not.toMatch(/[\r\n]/)
  })

  const rejected: Array<[string, Record<string, unknown>, string, string]> = [
    ['a missing name', { name: undefined }, 'name', consultationFieldMessages.nameRequired],
    ['a blank name', { name: '   ' }, 'name', consultationFieldMessages.nameRequired],
    ['an over-long name', { name: 'x'.repeat(101) }, 'name', 'Must be at most 100 characters'],
    ['a missing email', { email: '' }, 'email', consultationFieldMessages.emailRequired],
    ['a malformed email', { email: 'lerato@' }, 'email', 'Please enter a valid email'],
    ['a malformed phone', { phone: 'call me' }, 'phone', phoneMessages.invalid],
    [
      'a missing date',
      { preferred_date: '' },
      'preferred_date',
      consultationFieldMessages.dateRequired,
    ],
    [
      'a date before today',
      { preferred_date: yesterday() },
      'preferred_date',
      dateMessages.beforeToday,
    ],
    [
      'an impossible date',
      { preferred_date: '2031-02-30' },
      'preferred_date',
      dateMessages.invalid,
    ],
    [
      'a missing time',
      { preferred_time: '' },
      'preferred_time',
      consultationFieldMessages.timeRequired,
    ],
    [
      'a time before 08:00',
      { preferred_time: '07:00' },
      'preferred_time',
      consultationFieldMessages.timeRequired,
    ],
    [
      'a time after 20:00',
      { preferred_time: '21:00' },
      'preferred_time',
      consultationFieldMessages.timeRequired,
    ],
    [
      'a time off the hour',
      { preferred_time: '14:30' },
      'preferred_time',
      consultationFieldMessages.timeRequired,
    ],
    [
      'a blank topic',
      { meeting_topic: ' ' },
      'meeting_topic',
      consultationFieldMessages.topicRequired,
    ],
    [
      'an over-long topic',
      { meeting_topic: 'x'.repeat(2001) },
      'meeting_topic',
      'Must be at most 2000 characters',
    ],
    [
      'a meeting link that is no URL',
      { google_meet_link: 'my meet link' },
      'google_meet_link',
      consultationFieldMessages.meetLinkInvalid,
    ],
    [
      'a javascript: meeting link',
      { google_meet_link: 'javascript:alert(1)' },
      'google_meet_link',
      consultationFieldMessages.meetLinkInvalid,
    ],
    [
      'a meeting link on another scheme',
      { google_meet_link: 'ftp://meet.example.com' },
      'google_meet_link',
      consultationFieldMessages.meetLinkInvalid,
    ],
  ]
  for (const [what, change, field, message] of rejected) {
    it(`rejects ${what} with 400 naming the field, and stores nothing`, async () => {
      const res = await post({ ...valid(), ...change })
      expect(res.statusCode).toBe(400)
      expect(res.json().fields[field]).toBe(message)
      await nothingStored()
    })
  }

  it('names every missing required field at once', async () => {
    const res = await post({})
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().fields).sort()).toEqual(
      ['email', 'meeting_topic', 'name', 'preferred_date', 'preferred_time'].sort(),
    )
    await nothingStored()
  })

  it('refuses a form body that is not JSON, or one posted from another site', async () => {
    const form = await t.request({
      method: 'POST',
      url: '/api/free-consultations',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x',
    })
    expect(form.statusCode).toBe(415)
    expect(form.json().error).toBe(apiMessages.unsupportedMediaType)
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/free-consultations',
      headers: { origin: 'https://evil.example' },
      payload: valid(),
    })
    expect(crossSite.statusCode).toBe(403)
    await nothingStored()
  })
})

// Issue 27: a visitor's "Free Call" on a tutor's card or page names the tutor in the form.
describe('POST /api/free-consultations with the tutor of a Free Call', () => {
  const request = (tutor_id: unknown) =>
    t.post('/api/free-consultations', {
      name: 'Lerato Mokoena',
      email: 'lerato@example.com',
      preferred_date: nextWeek(),
      preferred_time: '14:00',
      meeting_topic: 'Grade 11 trigonometry',
      google_meet_link: '',
      tutor_id,
    })

  it('records the tutor and names them in the receipt and the notification', async () => {
    const tutor = await createTutor(t.database.db, { name: 'Zanele Mthembu' })
    const res = await request(tutor.id)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().tutor_id).toBe(tutor.id)
    const [stored] = await t.database.db.select().from(freeConsultations)
    expect(stored!.tutorId).toBe(tutor.id)
    const emails = await queuedEmails(t.database.db)
    for (const kind of ['consultation.receipt', 'consultation.notification']) {
      expect(emails.find((email) => email.kind === kind)!.textBody).toContain(
        'Tutor: Zanele Mthembu',
      )
    }
  })

  it('takes none, null or blank as any tutor', async () => {
    for (const tutorId of [undefined, null, '']) {
      const res = await request(tutorId)
      expect(res.statusCode, res.body).toBe(201)
      expect(res.json().tutor_id).toBeNull()
    }
  })

  it('refuses a tutor the site does not list (unknown or inactive), and stores nothing', async () => {
    const inactive = await createTutor(t.database.db, { name: 'Gone Tutor', isActive: false })
    for (const tutorId of [999_999, inactive.id, 'three', -1]) {
      const res = await request(tutorId)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().fields.tutor_id).toBe(consultationFieldMessages.tutorUnknown)
      await nothingStored()
    }
  })
})

describe('POST /api/contact-messages', () => {
  const valid = () => ({
    name: 'Sipho Dlamini',
    email: 'sipho@example.com',
    phone: '+27 71 234 5678',
    subject: 'Tutoring for my son in Grade 10',
    message: 'He struggles with functions and graphs.\nCan we meet on Saturdays?',
    meeting_type: 'face_to_face',
    preferred_date: nextWeek(),
    preferred_time: '10:00',
  })
  const post = (body: unknown) => t.post('/api/contact-messages', body)

  it('stores the message and answers 201 with the record as stored', async () => {
    const res = await post(valid())
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      ...valid(),
      status: 'new',
    })
    const [row] = await t.database.db.select().from(contactMessages)
    expect(row).toMatchObject({
      subject: 'Tutoring for my son in Grade 10',
      meetingType: 'face_to_face',
    })
  })

  it('queues a receipt without the message and a notification to the business with it (D2)', async () => {
    const { id, reference } = (await post(valid())).json()
    const emails = await queuedEmails(t.database.db)
    const receipt = emails.find((email) => email.kind === 'contact.receipt')!
    const notification = emails.find((email) => email.kind === 'contact.notification')!
    expect(receipt.toAddress).toBe('sipho@example.com')
    expect(receipt.textBody).toMatch(/^Hello,\n/)
    expect(receipt.textBody).toContain('Meeting preference: Face-to-face')
    expect(receipt.textBody).toContain(`Reference: ${reference}`)
    expect(receipt.textBody).not.toContain(id)
    expect(receipt.subject).toBe(`We received your message – ${t.config.business.name}`)
    for (const typed of ['Sipho', 'Tutoring for my son', 'He struggles with functions']) {
      expect(receipt.textBody).not.toContain(typed)
      expect(receipt.htmlBody).not.toContain(typed)
    }
    expect(notification.toAddress).toBe('office@tutoring.example')
    expect(notification.subject).toBe(
      'Contact message: Tutoring for my son in Grade 10 (Sipho Dlamini)',
    )
    expect(notification.headers['Reply-To']).toBe('sipho@example.com')
    expect(notification.htmlBody).toContain('He struggles with functions and graphs.')
  })

  it('defaults the meeting type to online and leaves optional fields absent', async () => {
    const res = await post({
      name: 'Sipho',
      email: 'sipho@example.com',
      subject: 'Hello',
      message: 'Hi',
      phone: '',
      preferred_date: '',
      preferred_time: '',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      meeting_type: 'online',
      phone: null,
      preferred_date: null,
      preferred_time: null,
    })
  })

  const rejected: Array<[string, Record<string, unknown>, string, string]> = [
    ['a blank name', { name: '' }, 'name', contactFieldMessages.nameRequired],
    ['a missing email', { email: undefined }, 'email', contactFieldMessages.emailRequired],
    ['a malformed email', { email: 'sipho.example.com' }, 'email', 'Please enter a valid email'],
    ['a blank subject', { subject: '  ' }, 'subject', contactFieldMessages.subjectRequired],
    ['a blank message', { message: '' }, 'message', contactFieldMessages.messageRequired],
    [
      'an over-long message',
      { message: 'x'.repeat(5001) },
      'message',
      'Must be at most 5000 characters',
    ],
    [
      'an unknown meeting type',
      { meeting_type: 'carrier_pigeon' },
      'meeting_type',
      contactFieldMessages.meetingTypeInvalid,
    ],
    [
      'a date before today',
      { preferred_date: yesterday() },
      'preferred_date',
      dateMessages.beforeToday,
    ],
    [
      'a time outside the list',
      { preferred_time: '22:00' },
      'preferred_time',
      contactFieldMessages.timeInvalid,
    ],
    ['a malformed phone', { phone: '12' }, 'phone', phoneMessages.invalid],
  ]
  for (const [what, change, field, message] of rejected) {
    it(`rejects ${what} with 400 naming the field, and stores nothing`, async () => {
      const res = await post({ ...valid(), ...change })
      expect(res.statusCode).toBe(400)
      expect(res.json().fields[field]).toBe(message)
      await nothingStored()
    })
  }
})

describe('public form limits (D12)', () => {
  it('answers 429 with Retry-After once a client has posted too often, and stores no more', async () => {
    const limited = await createTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '2' })
    try {
      const body = {
        name: 'Sipho',
        email: 'sipho@example.com',
        subject: 'Hello',
        message: 'Hi',
      }
      const post = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/contact-messages',
          headers: { origin: TEST_PUBLIC_URL },
          payload: body,
        })
      expect((await post()).statusCode).toBe(201)
      expect((await post()).statusCode).toBe(201)
      const third = await post()
      expect(third.statusCode).toBe(429)
      expect(third.headers['retry-after']).toBeDefined()
      expect(third.json().error).toBe(apiMessages.rateLimited)
      expect(await limited.database.db.select().from(contactMessages)).toHaveLength(2)
    } finally {
      await limited.close()
    }
  })
})
