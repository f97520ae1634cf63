import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminAuditLog, bookings, outboxEmails } from '#server/db/schema.ts'
import { adminBookingMessages as b, adminMessages as m } from '#shared/admin.ts'
import { accountMessages, bookingMessages } from '#shared/messages.ts'
import { todayInSast } from '#shared/sast.ts'
import { tutorSessionMessages } from '#shared/schemas/booking.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { clearBookingData } from '#tests/support/bookings.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, createTutor, type TestStudent } from '#tests/support/students.ts'

let t: TestApp
let moduleId: number
let admin: TestStudent
let student: TestStudent
beforeAll(async () => {
  t = await createTestApp()
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => {
  await clearBookingData(t.database.db)
  admin = await createStudent(t, { role: 'admin' })
  student = await createStudent(t)
})

const inDays = (days: number) => todayInSast(new Date(Date.now() + days * 86_400_000))

async function book(who: TestStudent = student, extra: Record<string, unknown> = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: who.cookie },
    payload: {
      session_type: 'one_to_one',
      mathematics_module_id: moduleId,
      package_type: '1_hour',
      preferred_date: inDays(4),
      preferred_time: '10:00',
      payment_method: 'bank_transfer',
      meeting_aim: 'Algebra revision',
      ...extra,
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: string; payment_reference: string }
}

const as = (who: TestStudent | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as string }),
  })
const act = (id: string, action: string, body: unknown = {}) =>
  as(admin, 'POST', `/api/admin/bookings/${id}/${action}`, body)

describe('GET /api/admin/bookings', () => {
  it('lists bookings with the student, newest first, and filters them', async () => {
    const other = await createStudent(t)
    const first = await book()
    const second = await book(other, { preferred_time: '12:00' })
    await act(first.id, 'confirm')
    const res = await as(admin, 'GET', '/api/admin/bookings')
    expect(res.statusCode, res.body).toBe(200)
    const list = res.json()
    expect(list.total).toBe(2)
    expect(list.bookings.map((x: { id: string }) => x.id)).toEqual([second.id, first.id])
    expect(list.bookings[1]).toMatchObject({
      student_email: student.email,
      status: 'confirmed',
      payment_status: 'pending',
      confirmed_at: expect.any(String),
    })
    const get = async (query: string) =>
      (await as(admin, 'GET', `/api/admin/bookings${query}`))
        .json()
        .bookings.map((x: { id: string }) => x.id)
    expect(await get('?status=confirmed')).toEqual([first.id])
    expect(await get(`?q=${encodeURIComponent(other.email.toUpperCase())}`)).toEqual([second.id])
    expect(await get(`?q=${first.payment_reference}`)).toEqual([first.id])
    expect(await get(`?from=${inDays(4)}&to=${inDays(4)}`)).toHaveLength(2)
    expect(await get(`?from=${inDays(5)}`)).toEqual([])
    expect(await get('?payment_status=completed')).toEqual([])
  })

  it('filters by tutor', async () => {
    const tutor = await createTutor(t.database.db)
    const withTutor = await book(student, { tutor_id: tutor.id })
    await book(student, { preferred_time: '12:00' })
    const res = await as(admin, 'GET', `/api/admin/bookings?tutor_id=${tutor.id}`)
    expect(res.json().bookings.map((x: { id: string }) => x.id)).toEqual([withTutor.id])
  })

  it('refuses a bad filter naming it', async () => {
    const res = await as(admin, 'GET', '/api/admin/bookings?status=lost')
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toHaveProperty('status')
  })
})

describe('POST /api/admin/bookings/{id}/confirm', () => {
  it('sets the SAST time, tutor and link, emails the invite, and audits it', async () => {
    const tutor = await createTutor(t.database.db)
    const { id } = await book()
    await t.database.db.delete(outboxEmails)
    const res = await act(id, 'confirm', {
      date: inDays(6),
      time: '15:00',
      tutor_id: tutor.id,
      meeting_link: 'https://meet.google.com/abc-defg-hij',
    })
    expect(res.statusCode, res.body).toBe(200)
    const booking = res.json()
    expect(booking).toMatchObject({
      status: 'confirmed',
      tutor_id: tutor.id,
      meeting_link: 'https://meet.google.com/abc-defg-hij',
    })
    // 15:00 SAST is 13:00 UTC.
    expect(booking.scheduled_date).toBe(`${inDays(6)}T13:00:00.000Z`)
    const [email] = await queuedEmails(t.database.db)
    expect(email).toMatchObject({ toAddress: student.email, kind: 'booking.confirmed' })
    expect(JSON.stringify(email!.attachments)).toContain('text/calendar')
    const [entry] = await t.database.db.select().from(adminAuditLog)
    expect(entry).toMatchObject({
      actorEmail: admin.email,
      action: 'booking.confirm',
      subjectType: 'bookings',
      subjectId: id,
      before: expect.objectContaining({ status: 'pending', tutor_id: null }),
      after: expect.objectContaining({ status: 'confirmed', tutor_id: tutor.id }),
    })
  })

  it("says when the time differs from the one asked for, and names the link's own platform", async () => {
    const sameDay = await book(student, { meeting_platform: 'google_meet' })
    const otherDay = await book(student, { preferred_time: '12:00' })
    await t.database.db.delete(outboxEmails)
    expect((await act(sameDay.id, 'confirm', { date: inDays(4), time: '11:00' })).statusCode).toBe(
      200,
    )
    expect((await act(otherDay.id, 'confirm', { date: inDays(5), time: '09:00' })).statusCode).toBe(
      200,
    )
    const [first, second] = await queuedEmails(t.database.db)
    expect(first!.textBody).toContain('You asked for 10:00; your session is at 11:00 SAST.')
    // Asked for Google Meet; the link made is Jitsi Meet's, and the mail calls it that.
    expect(first!.textBody).toMatch(
      /Join it on Jitsi Meet with this link: https:\/\/meet\.jit\.si\//,
    )
    expect(first!.textBody).toContain('Meeting platform: Jitsi Meet')
    expect(first!.textBody).not.toContain('Google Meet')
    expect(second!.textBody).toMatch(
      /You asked for \w+ \d+, \d{4} at 12:00; your session is on \w+ \d+, \d{4} at 09:00 SAST\./,
    )
  })

  it('creates a meeting link when none was given (D18)', async () => {
    const { id } = await book()
    const res = await act(id, 'confirm')
    expect(res.json().meeting_link).toMatch(/^https:\/\/meet\.jit\.si\//)
  })

  it.each([
    ['a date without a time', { date: inDays(6) }, 'time', b.dateTimeTogether],
    ['a time in the past', { date: inDays(-1), time: '10:00' }, 'date', b.timeInPast],
    ['a bad time', { date: inDays(6), time: '25:00' }, 'time', b.timeInvalid],
    ['an http javascript link', { meeting_link: 'javascript:alert(1)' }, 'meeting_link', undefined],
  ])('refuses %s and changes nothing', async (_case, body, field, message) => {
    const { id } = await book()
    await t.database.db.delete(outboxEmails)
    const res = await act(id, 'confirm', body)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().fields).toHaveProperty(field)
    if (message) expect(res.json().fields[field]).toBe(message)
    const [row] = await t.database.db.select().from(bookings)
    expect(row!.status).toBe('pending')
    expect(await queuedEmails(t.database.db)).toHaveLength(0)
    expect(await t.database.db.select().from(adminAuditLog)).toHaveLength(0)
  })

  it('refuses a tutor slot another booking holds (409), the database deciding', async () => {
    const tutor = await createTutor(t.database.db)
    const held = await book(student, { tutor_id: tutor.id })
    const other = await book(student, { preferred_time: '12:00' })
    expect((await act(held.id, 'confirm')).statusCode).toBe(200)
    const res = await act(other.id, 'confirm', {
      date: inDays(4),
      time: '10:00',
      tutor_id: tutor.id,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe(bookingMessages.slotTaken)
  })
})

describe('POST /api/admin/bookings/{id}/reschedule', () => {
  async function confirmed(extra: Record<string, unknown> = {}) {
    const { id } = await book()
    const res = await act(id, 'confirm', { date: inDays(6), time: '15:00', ...extra })
    expect(res.statusCode, res.body).toBe(200)
    await t.database.db.delete(outboxEmails)
    await t.database.db.delete(adminAuditLog)
    return { id, booking: res.json() }
  }

  it('moves a confirmed session: the student gets an invite that updates the calendar entry', async () => {
    const tutor = await createTutor(t.database.db)
    const { id, booking } = await confirmed()
    await t.database.db
      .update(bookings)
      .set({ reminder24hSentAt: new Date() })
      .where(eq(bookings.id, id))
    const res = await act(id, 'reschedule', { date: inDays(8), time: '09:00', tutor_id: tutor.id })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      tutor_id: tutor.id,
      // The link stays when none is given.
      meeting_link: booking.meeting_link,
      scheduled_date: `${inDays(8)}T07:00:00.000Z`,
    })
    const [email] = await queuedEmails(t.database.db)
    expect(email).toMatchObject({ toAddress: student.email, kind: 'booking.rescheduled' })
    expect(email!.subject).toMatch(/^Session moved: /)
    const invite = email!.attachments[0]!
    expect(invite.content).toContain(`UID:booking-${id}@localhost`)
    expect(invite.content).toContain('SEQUENCE:1')
    expect(invite.content).toMatch(/DTSTART;TZID=Africa\/Johannesburg:\d{8}T090000/)
    // A new time: the reminders are due again.
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id))
    expect(row).toMatchObject({ reminder24hSentAt: null, inviteSequence: 1 })
    const [entry] = await t.database.db.select().from(adminAuditLog)
    expect(entry).toMatchObject({
      action: 'booking.reschedule',
      subjectId: id,
      before: expect.objectContaining({ scheduled_at: booking.scheduled_date, tutor_id: null }),
      after: expect.objectContaining({ scheduled_at: `${inDays(8)}T07:00:00.000Z` }),
    })

    // Only the link changes: "updated", the next SEQUENCE, the reminders untouched.
    await t.database.db.delete(outboxEmails)
    await t.database.db
      .update(bookings)
      .set({ reminder24hSentAt: new Date() })
      .where(eq(bookings.id, id))
    const link = await act(id, 'reschedule', { meeting_link: 'https://zoom.us/j/123456789' })
    expect(link.json().meeting_link).toBe('https://zoom.us/j/123456789')
    const [second] = await queuedEmails(t.database.db)
    expect(second!.subject).toMatch(/^Session updated: /)
    expect(second!.attachments[0]!.content).toContain('SEQUENCE:2')
    const [after] = await t.database.db.select().from(bookings).where(eq(bookings.id, id))
    expect(after!.reminder24hSentAt).not.toBeNull()
  })

  it.each([
    ['nothing changed', {}, undefined, b.nothingChanged],
    ['a time in the past', { date: inDays(-1), time: '10:00' }, 'date', b.timeInPast],
    ['a date without a time', { date: inDays(9) }, 'time', b.dateTimeTogether],
    ['a bad link', { meeting_link: 'javascript:alert(1)' }, 'meeting_link', undefined],
  ])('refuses %s and changes nothing', async (_case, body, field, message) => {
    const { id, booking } = await confirmed()
    const res = await act(id, 'reschedule', body)
    expect(res.statusCode, res.body).toBe(400)
    if (field) expect(res.json().fields).toHaveProperty(field)
    if (message) expect(field ? res.json().fields[field] : res.json().error).toBe(message)
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id))
    expect(row!.scheduledAt.toISOString()).toBe(booking.scheduled_date)
    expect(row!.inviteSequence).toBe(0)
    expect(await queuedEmails(t.database.db)).toHaveLength(0)
    expect(await t.database.db.select().from(adminAuditLog)).toHaveLength(0)
  })

  it('refuses a pending or finished booking, and a tutor slot another booking holds', async () => {
    // A student is in one session at a time (D25): off the 10:00 the bookings below ask for.
    const pending = await book(student, { preferred_time: '08:00' })
    const refused = await act(pending.id, 'reschedule', { date: inDays(9), time: '10:00' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toBe(bookingMessages.transitionRefused('reschedule', 'pending'))

    const tutor = await createTutor(t.database.db)
    await confirmed({ tutor_id: tutor.id })
    const { id } = await confirmed({ time: '16:00' })
    const clash = await act(id, 'reschedule', {
      time: '15:00',
      date: inDays(6),
      tutor_id: tutor.id,
    })
    expect(clash.statusCode).toBe(409)
    expect(clash.json().error).toBe(bookingMessages.slotTaken)
    expect(await queuedEmails(t.database.db)).toHaveLength(0)
  })
})

describe('complete, cancel and mark paid', () => {
  it('completes a confirmed session and thanks the student', async () => {
    const { id } = await book()
    expect((await act(id, 'complete')).statusCode).toBe(409)
    // Confirmed for tomorrow: not completed before it has taken place.
    await act(id, 'confirm', { date: inDays(1), time: '10:00' })
    const early = await act(id, 'complete')
    expect(early.statusCode).toBe(409)
    expect(early.json().error).toBe(bookingMessages.notStartedYet)
    // The session's time passes: now it may be.
    await t.database.db
      .update(bookings)
      .set({ scheduledAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(bookings.id, id))
    await t.database.db.delete(outboxEmails)
    const badAttendance = await act(id, 'complete', { attendance: 'late' })
    expect(badAttendance.statusCode).toBe(400)
    expect(badAttendance.json().fields.attendance).toBe(tutorSessionMessages.attendanceRequired)
    // D28: the office may record the attendance with it.
    const res = await act(id, 'complete', { attendance: 'student_absent' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'completed',
      completed_at: expect.any(String),
      attendance: 'student_absent',
      lesson_notes: null,
    })
    expect(await queuedEmails(t.database.db)).toEqual([
      expect.objectContaining({ toAddress: student.email, kind: 'booking.completed' }),
    ])
  })

  it('cancels with the reason the student reads; a paid one is flagged for refund', async () => {
    const { id, payment_reference } = await book()
    await act(id, 'mark-paid', { payment_reference })
    await t.database.db.delete(outboxEmails)
    expect((await act(id, 'cancel', { reason: '  ' })).json().fields).toEqual({
      reason: b.reasonRequired,
    })
    const res = await act(id, 'cancel', { reason: 'The tutor is ill this week' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'admin',
      cancel_reason: 'The tutor is ill this week',
      refund_due: true,
    })
    const emails = await queuedEmails(t.database.db)
    const toStudent = emails.find((email) => email.toAddress === student.email)
    expect(toStudent!.textBody).toContain('The tutor is ill this week')
    expect(toStudent!.textBody).toContain('refund')

    await t.database.db.delete(outboxEmails)
    const refunded = await act(id, 'refunded')
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect(refunded.json()).toMatchObject({ refund_due: false, refunded_at: expect.any(String) })
    expect(await queuedEmails(t.database.db)).toEqual([
      expect.objectContaining({ toAddress: student.email, kind: 'booking.refunded' }),
    ])
    const again = await act(id, 'refunded')
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(b.noRefundDue)
  })

  it('marks a bank transfer paid by its reference, emails the student, audits it', async () => {
    const { id, payment_reference } = await book()
    // Asked for a time (nothing held): the student pays before the session starts.
    const payBy = async () => (await as(student, 'GET', `/api/bookings/${id}`)).json().pay_by
    expect(await payBy()).toBe(`${inDays(4)}T08:00:00.000Z`)
    await t.database.db.delete(outboxEmails)
    const wrong = await act(id, 'mark-paid', { payment_reference: 'BK-NOTTHIS1' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fields).toEqual({ payment_reference: m.referenceMismatch })
    const res = await act(id, 'mark-paid', { payment_reference: payment_reference.toLowerCase() })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ payment_status: 'completed', paid_at: expect.any(String) })
    expect(await payBy()).toBeNull()
    const emails = await queuedEmails(t.database.db)
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({ toAddress: student.email, kind: 'booking.payment_received' })
    expect(emails[0]!.textBody).toContain('paid by bank transfer')
    expect((await act(id, 'mark-paid', { payment_reference })).statusCode).toBe(409)
    const actions = (await t.database.db.select().from(adminAuditLog)).map((e) => e.action)
    expect(actions).toEqual(['booking.mark_paid'])
  })

  it('a cancelled unpaid booking is no longer awaited: not listed as unpaid, not marked paid', async () => {
    const { id, payment_reference } = await book()
    await act(id, 'cancel', { reason: 'The student changed plans' })
    const unpaid = await as(admin, 'GET', '/api/admin/bookings?payment_status=pending')
    expect(unpaid.json().total).toBe(0)
    const res = await act(id, 'mark-paid', { payment_reference })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe(b.cancelledNotPayable)
  })

  it('lists the refunds still owed', async () => {
    const { id, payment_reference } = await book()
    await book(student, { preferred_time: '12:00' })
    await act(id, 'mark-paid', { payment_reference })
    await act(id, 'cancel', { reason: 'The tutor is ill' })
    const owed = async () =>
      (await as(admin, 'GET', '/api/admin/bookings?refund_due=true'))
        .json()
        .bookings.map((x: { id: string }) => x.id)
    expect(await owed()).toEqual([id])
    await act(id, 'refunded')
    expect(await owed()).toEqual([])
  })

  it('answers 404 for a booking that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await act(id, 'complete')
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toBe(bookingMessages.notFound)
    }
  })
})

describe('GET /api/admin/bookings/export.csv', () => {
  it('exports the filtered bookings', async () => {
    await book()
    const res = await as(admin, 'GET', '/api/admin/bookings/export.csv?status=pending')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    const [header, row] = res.body.replace(/^\ufeff/, '').split('\r\n')
    expect(header).toContain('Booking reference,Booked at,Student,Student email')
    expect(row).toContain(student.email)
    expect(row).toContain('Awaiting payment')
  })
})

describe('who may use the bookings back office', () => {
  const id = '00000000-0000-4000-8000-000000000000'
  it.each([
    ['GET', '/api/admin/bookings'],
    ['POST', `/api/admin/bookings/${id}/reschedule`],
    ['GET', '/api/admin/bookings/export.csv'],
    ['GET', `/api/admin/bookings/${id}`],
    ['POST', `/api/admin/bookings/${id}/confirm`],
    ['POST', `/api/admin/bookings/${id}/complete`],
    ['POST', `/api/admin/bookings/${id}/cancel`],
    ['POST', `/api/admin/bookings/${id}/mark-paid`],
    ['POST', `/api/admin/bookings/${id}/refunded`],
  ] as const)('%s %s: 401 for a visitor, 403 for a student', async (method, url) => {
    const body = method === 'POST' ? {} : undefined
    expect((await as(null, method, url, body)).statusCode).toBe(401)
    const refused = await as(student, method, url, body)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe(accountMessages.adminOnly)
  })
})
