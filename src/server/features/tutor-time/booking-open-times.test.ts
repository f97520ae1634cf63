import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookings, paymentIntents, tutoringSessions } from '#server/db/schema.ts'
import { bookingEmailContextOf } from '#server/features/bookings/booking-emails.ts'
import { holdLapsedReason, lapseUnpaidHolds } from '#server/features/bookings/booking-holds.ts'
import { addSastDays } from '#shared/open-times.ts'
import { todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'
import {
  clearTutorTime,
  createTutorAccount,
  publishEveryDay,
  type TestTutor,
} from './tutor-time.test-support.ts'

// D25: booking a tutor who publishes availability — only open times, confirmed at once when
// free or paid by card, a bank transfer held until paid or lapsed.

let t: TestApp
let moduleId: number
let tutor: TestTutor
const day = addSastDays(todayInSast(), 3)
const HOUR = 60 * 60_000

beforeAll(async () => {
  t = await createTestApp()
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => {
  await clearTutorTime(t)
  tutor = await createTutorAccount(t)
  await publishEveryDay(t, tutor.id, 14 * 60, 18 * 60)
})

const book = (student: TestStudent, overrides: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: student.cookie },
    payload: {
      session_type: 'one_to_one',
      mathematics_module_id: moduleId,
      package_type: '1_hour',
      tutor_id: tutor.id,
      preferred_date: day,
      preferred_time: '14:00',
      meeting_platform: 'google_meet',
      meeting_link: '',
      payment_method: 'bank_transfer',
      notes: '',
      meeting_aim: 'Prepare for the June calculus test',
      ...overrides,
    },
  })

async function paidIntent(student: TestStudent, packageType = '1_hour') {
  const created = await t.request({
    method: 'POST',
    url: '/api/payment-intents',
    headers: { cookie: student.cookie },
    payload: { purpose: 'booking', package_type: packageType },
  })
  const id = created.json().id as string
  await t.request({
    method: 'POST',
    url: `/api/payment-intents/${id}/confirm`,
    headers: { cookie: student.cookie },
    payload: { token: 'tok_sandbox_success' },
  })
  return id
}

describe('POST /api/bookings with a tutor who publishes availability', () => {
  it.each([
    ['outside the weekly hours', { preferred_time: '10:00' }],
    ['starting as the interval ends', { preferred_time: '18:00' }],
    ['running past the interval', { preferred_time: '17:00', package_type: '2_hours' }],
  ])('refuses a time %s with 409, storing and charging nothing', async (_name, overrides) => {
    const student = await createStudent(t)
    const packageType = 'package_type' in overrides ? overrides.package_type : '1_hour'
    const intentId = await paidIntent(student, packageType)
    const res = await book(student, {
      ...overrides,
      payment_method: 'google_pay',
      payment_data: { payment_intent_id: intentId },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe('That time is no longer open. Choose another time.')
    expect(await t.database.db.select().from(bookings)).toHaveLength(0)
    expect(await t.database.db.select().from(tutoringSessions)).toHaveLength(0)
    const [intent] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intentId))
    expect(intent?.usedAt).toBeNull()
    expect(await queuedEmails(t.database.db)).toHaveLength(0)
  })

  it('refuses a time the tutor is already in a session for, by its whole duration', async () => {
    const first = await createStudent(t)
    expect((await book(first, { package_type: 'free_consultation' })).statusCode).toBe(201)
    const second = await createStudent(t)
    const clash = await book(second, { preferred_time: '13:30', package_type: '2_hours' })
    // 13:30 is outside the hours anyway; 14:00 for an hour overlaps the consultation.
    expect(clash.statusCode).toBe(409)
    expect((await book(second, { preferred_time: '14:00' })).statusCode).toBe(409)
    expect((await book(second, { preferred_time: '14:30' })).statusCode).toBe(201)
  })

  it('confirms a card-paid booking at once, with the link and both mails carrying the invite', async () => {
    const student = await createStudent(t)
    const intentId = await paidIntent(student)
    const res = await book(student, {
      payment_method: 'google_pay',
      payment_data: { payment_intent_id: intentId },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ status: 'confirmed', payment_status: 'completed' })
    expect(res.json().meeting_link).toMatch(/^https:\/\//)
    const [row] = await t.database.db.select().from(bookings)
    expect(row?.confirmedAt).toBeInstanceOf(Date)
    expect(row?.holdExpiresAt).toBeNull()
    const emails = await queuedEmails(t.database.db)
    expect(emails.map((email) => [email.kind, email.toAddress])).toEqual([
      ['booking.confirmed', student.email],
      ['booking.tutor_confirmed', tutor.account.email],
    ])
    for (const email of emails) {
      expect(email.attachments[0]?.filename).toBe('tutoring-session.ics')
      expect(email.attachments[0]?.content).toContain('BEGIN:VEVENT')
    }
    const tutorMail = emails[1]!
    expect(tutorMail.textBody).toContain('Student: Student')
    expect(tutorMail.textBody).toContain('Prepare for the June calculus test')
    expect(tutorMail.textBody).toContain(res.json().meeting_link)
    expect(tutorMail.textBody).not.toContain(student.email)
  })

  it('releases a card payment’s lapsed hold on the time and books it', async () => {
    const startsAt = new Date(Date.parse(`${day}T12:00:00Z`))
    await t.database.db.insert(tutoringSessions).values({
      tutorId: tutor.id,
      sessionType: 'one_to_one',
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      holdExpiresAt: new Date(Date.now() - 60_000),
    })
    const student = await createStudent(t)
    const res = await book(student, { package_type: 'free_consultation' })
    expect(res.statusCode, res.body).toBe(201)
    const held = await t.database.db
      .select()
      .from(tutoringSessions)
      .where(eq(tutoringSessions.held, true))
    expect(held).toHaveLength(1)
    expect(held[0]?.holdExpiresAt).toBeNull()
  })

  it('confirms a free consultation at once too', async () => {
    const student = await createStudent(t)
    const res = await book(student, { package_type: 'free_consultation', preferred_time: '17:30' })
    expect(res.statusCode).toBe(201)
    expect(res.json().status).toBe('confirmed')
  })

  it('takes a cancelled session out of both calendars: METHOD:CANCEL, the same UID, a higher SEQUENCE', async () => {
    const student = await createStudent(t)
    const booked = await book(student, { package_type: 'free_consultation' })
    expect(booked.json().status).toBe('confirmed')
    const invites = await queuedEmails(t.database.db)
    const eventOf = (content: string) =>
      new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent')!
    const sent = eventOf(invites[0]!.attachments[0]!.content)
    expect(sent.getFirstPropertyValue('sequence')).toBe(0)

    const res = await t.request({
      method: 'POST',
      url: `/api/bookings/${booked.json().id}/cancel`,
      headers: { cookie: student.cookie },
      payload: {},
    })
    expect(res.statusCode, res.body).toBe(200)
    const emails = (await queuedEmails(t.database.db)).slice(invites.length)
    const update = (kind: string, to: string) => {
      const email = emails.find((candidate) => candidate.kind === kind)!
      expect(email.toAddress).toBe(to)
      expect(email.attachments).toHaveLength(1)
      expect(email.attachments[0]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL')
      const calendar = new ICAL.Component(ICAL.parse(email.attachments[0]!.content))
      expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
      return { email, event: calendar.getFirstSubcomponent('vevent')! }
    }
    for (const { event } of [
      update('booking.cancelled', student.email),
      update('booking.tutor_cancelled', tutor.account.email),
    ]) {
      expect(event.getFirstPropertyValue('uid')).toBe(sent.getFirstPropertyValue('uid'))
      expect(event.getFirstPropertyValue('sequence')).toBe(1)
      expect(event.getFirstPropertyValue('status')).toBe('CANCELLED')
    }
    expect(update('booking.tutor_cancelled', tutor.account.email).email.textBody).toContain(
      'The session with Student on',
    )
  })

  it('lets exactly one of 20 concurrent bookings win when every pair overlaps', async () => {
    const students = await Promise.all(Array.from({ length: 20 }, () => createStudent(t)))
    // Two-hour sessions starting 14:30–16:00 all cover 15:30–16:00: any two overlap.
    const times = ['14:30', '15:00', '15:30', '16:00']
    const answers = await Promise.all(
      students.map((student, index) =>
        book(student, { package_type: '2_hours', preferred_time: times[index % times.length] }),
      ),
    )
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1)
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(19)
    expect(await t.database.db.select().from(bookings)).toHaveLength(1)
  })
})

describe('bank transfer holds (D25)', () => {
  it('holds the time as pending, then confirms it when the transfer is marked paid', async () => {
    const student = await createStudent(t)
    const res = await book(student)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ status: 'pending', payment_status: 'pending' })
    const [row] = await t.database.db.select().from(bookings)
    const holdMs = row!.holdExpiresAt!.getTime() - Date.now()
    expect(holdMs).toBeGreaterThan(48 * HOUR - 60_000)
    expect(holdMs).toBeLessThanOrEqual(48 * HOUR)
    // The student is told to pay before the hold lapses.
    expect(res.json().pay_by).toBe(row!.holdExpiresAt!.toISOString())
    expect((await queuedEmails(t.database.db)).map((email) => email.kind)).toEqual([
      'booking.held',
      'booking.notification',
    ])
    // The held time is not open to anyone else.
    const other = await createStudent(t)
    expect((await book(other)).statusCode).toBe(409)

    const admin = await createStudent(t, { role: 'admin' })
    const paid = await t.request({
      method: 'POST',
      url: `/api/admin/bookings/${row!.id}/mark-paid`,
      headers: { cookie: admin.cookie },
      payload: { payment_reference: row!.paymentReference },
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const [after] = await t.database.db.select().from(bookings)
    expect(after).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
      holdExpiresAt: null,
    })
    expect(after?.meetingLink).toMatch(/^https:\/\//)
    const kinds = (await queuedEmails(t.database.db)).map((email) => email.kind)
    expect(kinds.slice(2)).toEqual(['booking.confirmed', 'booking.tutor_confirmed'])
    // Paid: the sweep leaves it alone, however late.
    const ctx = bookingEmailContextOf(t.config)
    expect(await lapseUnpaidHolds(t.database.db, ctx, new Date(Date.now() + 100 * HOUR))).toBe(0)
  })

  it('lapses an unpaid hold exactly once, even with two sweeps at once, and frees the time', async () => {
    const student = await createStudent(t)
    expect((await book(student)).statusCode).toBe(201)
    const ctx = bookingEmailContextOf(t.config)
    // Not yet: the hold has a while to go.
    expect(await lapseUnpaidHolds(t.database.db, ctx)).toBe(0)
    const later = new Date(Date.now() + 49 * HOUR)
    const counts = await Promise.all([
      lapseUnpaidHolds(t.database.db, ctx, later),
      lapseUnpaidHolds(t.database.db, ctx, later),
    ])
    expect(counts.sort()).toEqual([0, 1])
    const [row] = await t.database.db.select().from(bookings)
    expect(row).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
      cancelReason: holdLapsedReason,
      holdExpiresAt: null,
    })
    const [session] = await t.database.db.select().from(tutoringSessions)
    expect(session?.held).toBe(false)
    const lapsedMails = (await queuedEmails(t.database.db)).filter(
      (email) => email.kind === 'booking.hold_lapsed',
    )
    expect(lapsedMails).toHaveLength(1)
    expect(lapsedMails[0]?.toAddress).toBe(student.email)
    expect(lapsedMails[0]?.textBody).toContain('did not receive your bank transfer in time')
    // The time is open again.
    const other = await createStudent(t)
    expect((await book(other)).statusCode).toBe(201)
  })
})
