import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  adminAuditLog,
  bookings,
  consultationAppointments,
  freeConsultations,
  outboxEmails,
  tutorTimeOff,
  tutoringSessions,
} from '#server/db/schema.ts'
import { adminMessages } from '#shared/admin.ts'
import { accountMessages, apiMessages } from '#shared/messages.ts'
import { consultationScheduleMessages as m } from '#shared/schemas/consultation-appointments.ts'
import { sastSlotToInstant, todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { insertBookings } from '#tests/support/bookings.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, createTutor, type TestStudent } from '#tests/support/students.ts'

// Decision 026: the office schedules, moves and cancels a free consultation.

let t: TestApp
let admin: TestStudent
let student: TestStudent
let tutor: { id: number; name: string; email: string }
let otherTutor: { id: number; name: string; email: string }
let inactiveTutor: { id: number }
let moduleId: number
beforeAll(async () => {
  t = await createTestApp({ BUSINESS_EMAIL: 'office@tutoring.example' })
  admin = await createStudent(t, { role: 'admin' })
  student = await createStudent(t)
  tutor = await createTutor(t.database.db, {
    name: 'Zanele "Z" Mthembu',
    email: 'zanele@tutors.example',
  })
  otherTutor = await createTutor(t.database.db, {
    name: 'Sipho Nkosi',
    email: 'sipho@tutors.example',
  })
  inactiveTutor = await createTutor(t.database.db, { name: 'Gone Tutor', isActive: false })
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => {
  const { db } = t.database
  await db.delete(outboxEmails)
  await db.delete(adminAuditLog)
  await db.delete(consultationAppointments)
  await db.delete(freeConsultations)
  await db.delete(bookings)
  await db.delete(tutoringSessions)
})

const DAY_MS = 86_400_000
const inDays = (days: number) => todayInSast(new Date(Date.now() + days * DAY_MS))
const NIL = '00000000-0000-4000-8000-000000000000'

async function requestConsultation(overrides: Record<string, unknown> = {}) {
  const res = await t.post('/api/free-consultations', {
    name: 'Lerato Mokoena',
    email: 'lerato@example.com',
    preferred_date: inDays(7),
    preferred_time: '10:00',
    meeting_topic: 'Grade 11 trigonometry',
    google_meet_link: '',
    ...overrides,
  })
  expect(res.statusCode, res.body).toBe(201)
  await t.database.db.delete(outboxEmails)
  return res.json<{ id: string; reference: string }>()
}

const call = (who: TestStudent | null, url: string, payload?: unknown) =>
  t.request({
    method: 'POST',
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as string }),
  })
const schedulePath = (id: string, kind = 'consultations') =>
  `/api/admin/submissions/${kind}/${id}/schedule`
const schedule = (id: string, body: Record<string, unknown>, who: TestStudent | null = admin) =>
  call(who, schedulePath(id), body)
const cancel = (id: string, body?: Record<string, unknown>, who: TestStudent | null = admin) =>
  call(who, `${schedulePath(id)}/cancel`, body)

const slot = (days = 7, time = '10:00') => ({ date: inDays(days), time })

async function nothingChanged() {
  expect(await t.database.db.select().from(consultationAppointments)).toHaveLength(0)
  expect(await queuedEmails(t.database.db)).toHaveLength(0)
  expect(await t.database.db.select().from(adminAuditLog)).toHaveLength(0)
}

/** The mail of a kind to an address, and its one invite as ical.js reads it. */
async function inviteMail(kind: string, to: string) {
  const emails = (await queuedEmails(t.database.db)).filter(
    (email) => email.kind === kind && email.toAddress === to,
  )
  expect(emails, `${kind} to ${to}`).toHaveLength(1)
  const email = emails[0]!
  expect(email.headers['Reply-To']).toBe('office@tutoring.example')
  expect(email.attachments).toHaveLength(1)
  const [attachment] = email.attachments
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content))
  expect(attachment!.content.endsWith('END:VCALENDAR\r\n')).toBe(true)
  expect(attachment!.contentType).toBe(
    `text/calendar; charset=utf-8; method=${String(calendar.getFirstPropertyValue('method'))}`,
  )
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  return { email, calendar, event, method: calendar.getFirstPropertyValue('method') }
}

describe('POST /api/admin/submissions/consultations/{id}/schedule: refusals', () => {
  it('answers a visitor 401 and a student 403, to schedule and to cancel', async () => {
    const { id } = await requestConsultation()
    for (const [who, status, error] of [
      [null, 401, apiMessages.notSignedIn],
      [student, 403, accountMessages.adminOnly],
    ] as const) {
      expect((await schedule(id, slot(), who)).statusCode).toBe(status)
      expect((await schedule(id, slot(), who)).json()).toEqual({ error })
      expect((await cancel(id, {}, who)).statusCode).toBe(status)
    }
    await nothingChanged()
  })

  it('refuses another kind of submission (400) and an unknown consultation (404)', async () => {
    const { id } = await requestConsultation()
    const other = await call(admin, schedulePath(id, 'contact-messages'), slot())
    expect(other.statusCode, other.body).toBe(400)
    expect(other.json().error).toContain(m.onlyConsultations)
    for (const unknown of [NIL, 'not-an-id']) {
      const res = await schedule(unknown, slot())
      expect(res.statusCode, res.body).toBe(404)
      expect(res.json()).toEqual({ error: adminMessages.submissionNotFound })
      expect((await cancel(unknown)).statusCode).toBe(404)
    }
    await nothingChanged()
  })

  it('refuses a badly formed date, time or link, and a time in the past (400)', async () => {
    const { id } = await requestConsultation()
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ time: '10:00' }, 'date', m.dateRequired],
      [{ date: '2026-02-30', time: '10:00' }, 'date', m.dateInvalid],
      [{ date: inDays(7) }, 'time', m.timeRequired],
      [{ date: inDays(7), time: '25:00' }, 'time', m.timeRequired],
      [{ ...slot(), meeting_link: 'javascript:alert(1)' }, 'meeting_link', ''],
      [{ ...slot(), tutor_id: 'one' }, 'tutor_id', m.tutorInvalid],
      [{ date: inDays(-1), time: '10:00' }, 'date', m.timeInPast],
      [{ date: todayInSast(), time: '00:00' }, 'date', m.timeInPast],
    ]
    for (const [body, field, message] of refusals) {
      const res = await schedule(id, body)
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400)
      expect(res.json().fields?.[field], JSON.stringify(body)).toBeTruthy()
      if (message) expect(res.json().fields[field]).toBe(message)
    }
    await nothingChanged()
  })

  it('refuses an unknown or inactive tutor (400)', async () => {
    const { id } = await requestConsultation()
    for (const tutorId of [inactiveTutor.id, 999_999]) {
      const res = await schedule(id, { ...slot(), tutor_id: tutorId })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json()).toEqual({ error: m.tutorInvalid, fields: { tutor_id: m.tutorInvalid } })
    }
    await nothingChanged()
  })

  it('refuses a tutor who has a session at that time (409), and changes nothing', async () => {
    const { id } = await requestConsultation()
    const student = await createStudent(t)
    // A confirmed one-hour session 10:00–11:00; the consultation asked for is 10:30–11:00.
    const at = sastSlotToInstant(inDays(7), '10:00')
    await insertBookings(t.database.db, [
      {
        userId: student.id,
        tutorId: tutor.id,
        mathematicsModuleId: moduleId,
        sessionType: 'one_to_one',
        packageType: '1_hour',
        preferredDate: inDays(7),
        preferredTime: '10:00',
        scheduledAt: at,
        durationMinutes: 60,
        meetingPlatform: 'google_meet',
        meetingAim: 'Revision',
        amountCents: 25_000,
        paymentStatus: 'completed',
        status: 'confirmed',
        confirmedAt: new Date(),
      },
    ])
    const res = await schedule(id, { ...slot(7, '10:30'), tutor_id: tutor.id })
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json()).toEqual({ error: m.tutorBusy })
    await nothingChanged()
    const [consultation] = await t.database.db.select().from(freeConsultations)
    expect(consultation!.status).toBe('new')
    // Right after the session, the tutor is free.
    expect((await schedule(id, { ...slot(7, '11:00'), tutor_id: tutor.id })).statusCode).toBe(200)
  })

  it('refuses a tutor who has time off then (409), and changes nothing', async () => {
    const { id } = await requestConsultation()
    await t.database.db.insert(tutorTimeOff).values({
      tutorId: otherTutor.id,
      startsAt: sastSlotToInstant(inDays(9), '00:00'),
      endsAt: sastSlotToInstant(inDays(10), '00:00'),
      reason: 'Leave',
    })
    try {
      const res = await schedule(id, { ...slot(9, '23:30'), tutor_id: otherTutor.id })
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json()).toEqual({ error: m.tutorAway })
      await nothingChanged()
      expect((await schedule(id, { ...slot(10), tutor_id: otherTutor.id })).statusCode).toBe(200)
      // Time off taken later: a new link for the time already given is no new claim on it.
      await t.database.db.insert(tutorTimeOff).values({
        tutorId: otherTutor.id,
        startsAt: sastSlotToInstant(inDays(10), '00:00'),
        endsAt: sastSlotToInstant(inDays(11), '00:00'),
      })
      const relinked = await schedule(id, {
        ...slot(10),
        tutor_id: otherTutor.id,
        meeting_link: 'https://meet.jit.si/new-room-for-this-consultation',
      })
      expect(relinked.statusCode, relinked.body).toBe(200)
      const moved = await schedule(id, { ...slot(10, '11:00'), tutor_id: otherTutor.id })
      expect(moved.statusCode).toBe(409)
      expect(moved.json()).toEqual({ error: m.tutorAway })
    } finally {
      await t.database.db.delete(tutorTimeOff)
    }
  })

  it('lets one of two schedules of one tutor at the same time win, decided by the database', async () => {
    const [first, second] = [await requestConsultation(), await requestConsultation()]
    const answers = await Promise.all(
      [first, second].map(({ id }) => schedule(id, { ...slot(8, '15:00'), tutor_id: tutor.id })),
    )
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
    expect(answers.find((res) => res.statusCode === 409)!.json()).toEqual({ error: m.tutorBusy })
    const held = await t.database.db
      .select()
      .from(tutoringSessions)
      .where(eq(tutoringSessions.tutorId, tutor.id))
    expect(held).toHaveLength(1)
    expect(await t.database.db.select().from(consultationAppointments)).toHaveLength(1)
  })
})

describe('scheduling, moving and cancelling a free consultation', () => {
  it('schedules it: the detail shows the appointment, the requester and the tutor get the invite in SAST', async () => {
    const { id, reference } = await requestConsultation({ tutor_id: tutor.id })
    const res = await schedule(id, { ...slot(7, '11:30'), tutor_id: tutor.id })
    expect(res.statusCode, res.body).toBe(200)
    const detail = res.json()
    expect(detail.status).toBe('in_progress')
    expect(detail.consultation).toMatchObject({
      preferred_date: inDays(7),
      preferred_time: '10:00',
      requested_tutor: { id: tutor.id, name: tutor.name },
      appointment: {
        status: 'scheduled',
        date: inDays(7),
        time: '11:30',
        starts_at: sastSlotToInstant(inDays(7), '11:30').toISOString(),
        ends_at: sastSlotToInstant(inDays(7), '12:00').toISOString(),
        tutor: { id: tutor.id, name: tutor.name },
        meeting_link: expect.stringMatching(/^https:\/\/meet\.jit\.si\/MathsTutoring-/),
      },
    })
    // The same as the detail route reads it.
    const read = await t.request({
      method: 'GET',
      url: `/api/admin/submissions/consultations/${id}`,
      headers: { cookie: admin.cookie },
    })
    expect(read.json().consultation).toEqual(detail.consultation)

    const link = detail.consultation.appointment.meeting_link as string
    const mine = await inviteMail('consultation.scheduled', 'lerato@example.com')
    expect(mine.email.subject).toContain(reference)
    expect(mine.email.subject).toMatch(/^Free consultation booked: /)
    expect(mine.email.textBody).toContain(`Join it on Jitsi Meet with this link: ${link}`)
    expect(mine.email.textBody).toContain(
      'You asked for 10:00 AM; your consultation is at 11:30 AM SAST.',
    )
    expect(mine.email.textBody).toContain(`You will meet ${tutor.name}.`)
    expect(mine.method).toBe('REQUEST')
    expect(mine.event.uid).toBe(`consultation-${id}@localhost`)
    expect(mine.event.sequence).toBe(0)
    // DTSTART names the zone and gives SAST wall clock: 11:30 in Africa/Johannesburg.
    const dtstart = mine.event.component.getFirstProperty('dtstart')!
    expect(dtstart.getParameter('tzid')).toBe('Africa/Johannesburg')
    expect([mine.event.startDate.hour, mine.event.startDate.minute]).toEqual([11, 30])
    expect(mine.event.startDate.toJSDate().toISOString()).toBe(
      sastSlotToInstant(inDays(7), '11:30').toISOString(),
    )
    expect(mine.event.endDate.toJSDate().toISOString()).toBe(
      sastSlotToInstant(inDays(7), '12:00').toISOString(),
    )
    expect(mine.event.location).toBe(link)

    const theirs = await inviteMail('consultation.tutor_scheduled', tutor.email)
    expect(theirs.email.subject).toContain(reference)
    expect(theirs.email.textBody).toContain('Grade 11 trigonometry')
    expect(theirs.event.uid).toBe(mine.event.uid)
    expect(theirs.event.attendees[0]!.getParameter('cn')).toBe("Zanele 'Z' Mthembu")

    const [audit] = await t.database.db.select().from(adminAuditLog)
    expect(audit).toMatchObject({
      action: 'consultation.schedule',
      subjectType: 'consultations',
      subjectId: id,
      actorEmail: admin.email,
    })
  })

  it('uses the link the requester gave, or the one the office gives; without a tutor no tutor mail', async () => {
    const given = await requestConsultation({
      google_meet_link: 'https://meet.google.com/abc-defg-hij',
    })
    const office = await requestConsultation()
    const own = await schedule(given.id, slot())
    expect(own.json().consultation.appointment.meeting_link).toBe(
      'https://meet.google.com/abc-defg-hij',
    )
    const set = await schedule(office.id, { ...slot(9), meeting_link: 'https://zoom.us/j/123' })
    expect(set.json().consultation.appointment).toMatchObject({
      meeting_link: 'https://zoom.us/j/123',
      tutor: null,
    })
    const kinds = (await queuedEmails(t.database.db)).map((email) => email.kind)
    expect(kinds).toEqual(['consultation.scheduled', 'consultation.scheduled'])
    const texts = (await queuedEmails(t.database.db)).map((email) => email.textBody).join('\n')
    expect(texts).toContain('Join it on Google Meet with this link')
    expect(texts).toContain('Join it on Zoom with this link')
  })

  it('moves it: the same UID with a higher SEQUENCE to the requester and the tutor; a new tutor gets it, the old one the cancel', async () => {
    const { id } = await requestConsultation()
    await schedule(id, { ...slot(7, '10:00'), tutor_id: tutor.id })
    await t.database.db.delete(outboxEmails)

    const moved = await schedule(id, { ...slot(7, '14:00'), tutor_id: tutor.id })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().consultation.appointment).toMatchObject({ time: '14:00' })
    const mine = await inviteMail('consultation.moved', 'lerato@example.com')
    expect(mine.email.subject).toMatch(/^Free consultation moved: /)
    expect(mine.method).toBe('REQUEST')
    expect(mine.event.uid).toBe(`consultation-${id}@localhost`)
    expect(mine.event.sequence).toBe(1)
    expect([mine.event.startDate.hour, mine.event.startDate.minute]).toEqual([14, 0])
    const theirs = await inviteMail('consultation.tutor_moved', tutor.email)
    expect(theirs.event.sequence).toBe(1)

    // The old time is free again for the tutor; the new one is held.
    const held = await t.database.db
      .select()
      .from(tutoringSessions)
      .where(eq(tutoringSessions.tutorId, tutor.id))
    expect(held.map((s) => s.startsAt.toISOString())).toEqual([
      sastSlotToInstant(inDays(7), '14:00').toISOString(),
    ])

    await t.database.db.delete(outboxEmails)
    const reassigned = await schedule(id, { ...slot(7, '14:00'), tutor_id: otherTutor.id })
    expect(reassigned.statusCode, reassigned.body).toBe(200)
    expect((await inviteMail('consultation.moved', 'lerato@example.com')).event.sequence).toBe(2)
    const gone = await inviteMail('consultation.tutor_cancelled', tutor.email)
    expect(gone.method).toBe('CANCEL')
    expect(gone.event.sequence).toBe(2)
    const added = await inviteMail('consultation.tutor_scheduled', otherTutor.email)
    expect(added.method).toBe('REQUEST')
    expect(added.event.sequence).toBe(2)

    const same = await schedule(id, { ...slot(7, '14:00'), tutor_id: otherTutor.id })
    expect(same.statusCode).toBe(400)
    expect(same.json().error).toBe(m.nothingChanged)
    const actions = (await t.database.db.select().from(adminAuditLog)).map((e) => e.action)
    expect(actions.sort()).toEqual([
      'consultation.move',
      'consultation.move',
      'consultation.schedule',
    ])
  })

  it('cancels it: METHOD:CANCEL with the same UID and a higher SEQUENCE, the tutor’s time freed, once', async () => {
    const { id, reference } = await requestConsultation()
    await schedule(id, { ...slot(7, '10:00'), tutor_id: tutor.id })
    await t.database.db.delete(outboxEmails)

    const res = await cancel(id, { reason: 'The tutor is ill.' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().consultation.appointment).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'The tutor is ill.',
    })
    const mine = await inviteMail('consultation.cancelled', 'lerato@example.com')
    expect(mine.email.subject).toBe(
      `Free consultation cancelled (${reference}) – ${t.config.business.name}`,
    )
    expect(mine.email.textBody).toContain('The reason: The tutor is ill.')
    expect(mine.method).toBe('CANCEL')
    expect(mine.event.uid).toBe(`consultation-${id}@localhost`)
    expect(mine.event.sequence).toBe(1)
    expect(mine.event.component.getFirstPropertyValue('status')).toBe('CANCELLED')
    const theirs = await inviteMail('consultation.tutor_cancelled', tutor.email)
    expect(theirs.method).toBe('CANCEL')
    expect(theirs.event.sequence).toBe(1)

    const again = await cancel(id)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ error: m.notScheduled })

    // The time is free: another consultation takes the same tutor at the same time.
    const other = await requestConsultation()
    expect((await schedule(other.id, { ...slot(7, '10:00'), tutor_id: tutor.id })).statusCode).toBe(
      200,
    )
    // And the cancelled one can be scheduled again, its invite still one entry.
    await t.database.db.delete(outboxEmails)
    expect((await schedule(id, slot(7, '16:00'))).statusCode).toBe(200)
    expect((await inviteMail('consultation.scheduled', 'lerato@example.com')).event.sequence).toBe(
      2,
    )
  })

  it('refuses to cancel a consultation that was never scheduled (409)', async () => {
    const { id } = await requestConsultation()
    const res = await cancel(id)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ error: m.notScheduled })
  })

  it('shows no consultation facts on other kinds and none scheduled on a new request', async () => {
    const { id } = await requestConsultation()
    const read = await t.request({
      method: 'GET',
      url: `/api/admin/submissions/consultations/${id}`,
      headers: { cookie: admin.cookie },
    })
    expect(read.json().consultation).toEqual({
      preferred_date: inDays(7),
      preferred_time: '10:00',
      requested_tutor: null,
      appointment: null,
    })
    expect(read.json().fields.map((f: { label: string }) => f.label)).not.toContain(
      'Tutor asked for (id)',
    )
  })
})
