import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminAuditLog, bookings, users } from '#server/db/schema.ts'
import { accountMessages, bookingMessages } from '#shared/messages.ts'
import { tutorSessionMessages, type TutorSession } from '#shared/schemas/booking.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import {
  clearBookingData,
  insertBookings,
  type StoredBookingValues,
} from '#tests/support/bookings.ts'
import { createStudent, createTutor, type TestStudent } from '#tests/support/students.ts'

// The tutor's portal (issue 20, D25, D28): a tutor reads and completes their own sessions
// only, and learns no more of the student than the session needs.

let t: TestApp
let moduleId: number
beforeAll(async () => {
  t = await createTestApp()
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => clearBookingData(t.database.db))

const HOUR = 3_600_000

/** A signed-in account linked to a new tutor record, as an accepted invitation leaves it. */
async function createTutorAccount(email: string) {
  const account = await createStudent(t)
  const tutor = await createTutor(t.database.db, { email, userId: account.id })
  return { ...account, tutorId: tutor.id }
}

async function studentNamed(name: string) {
  const student = await createStudent(t)
  await t.database.db.update(users).set({ name }).where(eq(users.id, student.id))
  return student
}

function booking(
  student: TestStudent,
  tutorId: number,
  startsInHours: number,
  values: Partial<StoredBookingValues> = {},
): StoredBookingValues {
  return {
    userId: student.id,
    tutorId,
    status: 'confirmed',
    paymentStatus: 'completed',
    paymentMethod: 'google_pay',
    amountCents: 25_000,
    scheduledAt: new Date(Date.now() + startsInHours * HOUR),
    preferredDate: '2026-12-01',
    preferredTime: '10:00',
    durationMinutes: 60,
    sessionType: 'one_to_one',
    packageType: '1_hour',
    mathematicsModuleId: moduleId,
    meetingPlatform: 'google_meet',
    meetingLink: 'https://meet.google.com/abc-defg-hij',
    meetingAim: 'Integration by parts',
    notes: 'Bring last week’s test',
    ...values,
  }
}

const sessions = async (cookie: string, when: string) =>
  t.request({ method: 'GET', url: `/api/tutor/sessions?when=${when}`, headers: { cookie } })

const complete = async (cookie: string, id: string, payload: unknown) =>
  t.request({
    method: 'POST',
    url: `/api/tutor/sessions/${id}/complete`,
    headers: { cookie },
    payload: payload as Record<string, unknown>,
  })

describe('GET /api/tutor/sessions', () => {
  it('refuses the signed out (401) and accounts that are not tutors (403)', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/tutor/sessions?when=upcoming' })).statusCode,
    ).toBe(401)
    const student = await createStudent(t)
    const res = await sessions(student.cookie, 'upcoming')
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe(accountMessages.tutorOnly)
  })

  it('requires when=upcoming or when=past', async () => {
    const tutor = await createTutorAccount('tutor-a@example.com')
    for (const url of ['/api/tutor/sessions', '/api/tutor/sessions?when=soon']) {
      const res = await t.request({ method: 'GET', url, headers: { cookie: tutor.cookie } })
      expect(res.statusCode).toBe(400)
      expect(res.json().fields.when).toBe(tutorSessionMessages.whenRequired)
    }
  })

  it('lists only the tutor’s own sessions, with the student’s first name and no contact details', async () => {
    const tutor = await createTutorAccount('tutor-a@example.com')
    const other = await createTutorAccount('tutor-b@example.com')
    const student = await studentNamed('Thandiwe  Mokoena-Smith')
    const [later, sooner, held, , done, , cancelledAhead] = await insertBookings(t.database.db, [
      booking(student, tutor.tutorId, 72),
      booking(student, tutor.tutorId, 24),
      booking(student, tutor.tutorId, 48, {
        status: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'bank_transfer',
      }),
      booking(student, other.tutorId, 30),
      booking(student, tutor.tutorId, -48, {
        status: 'completed',
        attendance: 'attended',
        lessonNotes: 'Good progress',
      }),
      booking(student, other.tutorId, -30, { status: 'completed' }),
      booking(student, tutor.tutorId, 96, { status: 'cancelled' }),
    ])
    const [overdue] = await insertBookings(t.database.db, [booking(student, tutor.tutorId, -3)])

    const upcoming = (await sessions(tutor.cookie, 'upcoming')).json() as TutorSession[]
    expect(upcoming.map((s) => s.id)).toEqual([sooner!.id, held!.id, later!.id])
    expect(upcoming.map((s) => s.held_for_bank_transfer)).toEqual([false, true, false])
    expect(upcoming[0]).toMatchObject({
      student_first_name: 'Thandiwe',
      mathematics_module_name: expect.any(String),
      meeting_aim: 'Integration by parts',
      notes: 'Bring last week’s test',
      meeting_link: 'https://meet.google.com/abc-defg-hij',
      can_complete: false,
    })
    const text = JSON.stringify(upcoming)
    expect(text).not.toContain(student.email)
    expect(text).not.toContain('Mokoena')
    expect(text).not.toContain(cancelledAhead!.id)

    const past = (await sessions(tutor.cookie, 'past')).json() as TutorSession[]
    expect(past.map((s) => s.id)).toEqual([overdue!.id, done!.id])
    expect(past[0]!.can_complete).toBe(true)
    expect(past[1]).toMatchObject({
      status: 'completed',
      attendance: 'attended',
      lesson_notes: 'Good progress',
      can_complete: false,
    })
  })
})

describe('POST /api/tutor/sessions/{id}/complete', () => {
  it('refuses the signed out, students and another tutor’s session, changing nothing', async () => {
    const tutor = await createTutorAccount('tutor-a@example.com')
    const other = await createTutorAccount('tutor-b@example.com')
    const student = await studentNamed('Lerato Nkosi')
    const [row] = await insertBookings(t.database.db, [booking(student, tutor.tutorId, -2)])
    const body = { attendance: 'attended', lesson_notes: 'Covered limits' }
    const signedOut = await t.request({
      method: 'POST',
      url: `/api/tutor/sessions/${row!.id}/complete`,
      payload: body,
    })
    expect(signedOut.statusCode).toBe(401)
    expect((await complete(student.cookie, row!.id, body)).statusCode).toBe(403)
    const theirs = await complete(other.cookie, row!.id, body)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().error).toBe(bookingMessages.notFound)
    const unknown = await complete(tutor.cookie, '00000000-0000-4000-8000-000000000000', body)
    expect(unknown.statusCode).toBe(404)
    const [stored] = await t.database.db.select().from(bookings).where(eq(bookings.id, row!.id))
    expect(stored).toMatchObject({ status: 'confirmed', attendance: null, lessonNotes: null })
  })

  it('refuses a session before its start and one that is not confirmed (409)', async () => {
    const tutor = await createTutorAccount('tutor-a@example.com')
    const student = await studentNamed('Lerato Nkosi')
    const [ahead, pending] = await insertBookings(t.database.db, [
      booking(student, tutor.tutorId, 5),
      booking(student, tutor.tutorId, -5, { status: 'pending', paymentStatus: 'pending' }),
    ])
    const body = { attendance: 'attended', lesson_notes: 'Covered limits' }
    const early = await complete(tutor.cookie, ahead!.id, body)
    expect(early.statusCode).toBe(409)
    expect(early.json().error).toBe(bookingMessages.notStartedYet)
    const notConfirmed = await complete(tutor.cookie, pending!.id, body)
    expect(notConfirmed.statusCode).toBe(409)
    expect(notConfirmed.json().error).toBe(bookingMessages.transitionRefused('complete', 'pending'))
    const stored = await t.database.db.select().from(bookings)
    expect(stored.map((b) => b.status).sort()).toEqual(['confirmed', 'pending'])
  })

  it('refuses a bad attendance, missing notes for an attended lesson and notes too long (400)', async () => {
    const tutor = await createTutorAccount('tutor-a@example.com')
    const student = await studentNamed('Lerato Nkosi')
    const [row] = await insertBookings(t.database.db, [booking(student, tutor.tutorId, -2)])
    const cases: [unknown, string, string][] = [
      [
        { attendance: 'late', lesson_notes: 'x' },
        'attendance',
        tutorSessionMessages.attendanceRequired,
      ],
      [{ lesson_notes: 'x' }, 'attendance', tutorSessionMessages.attendanceRequired],
      [
        { attendance: 'attended', lesson_notes: '   ' },
        'lesson_notes',
        tutorSessionMessages.notesRequired,
      ],
      [
        { attendance: 'attended', lesson_notes: 'x'.repeat(5001) },
        'lesson_notes',
        'Must be at most 5000 characters',
      ],
    ]
    for (const [payload, field, message] of cases) {
      const res = await complete(tutor.cookie, row!.id, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().fields[field]).toBe(message)
    }
    const [stored] = await t.database.db.select().from(bookings).where(eq(bookings.id, row!.id))
    expect(stored!.status).toBe('confirmed')
  })

  it('completes with attendance and notes, audited as the tutor; the student reads them', async () => {
    const tutor = await createTutorAccount('tutor-a@example.com')
    const student = await studentNamed('Lerato Nkosi')
    const [row, absent] = await insertBookings(t.database.db, [
      booking(student, tutor.tutorId, -2),
      booking(student, tutor.tutorId, -26),
    ])
    const res = await complete(tutor.cookie, row!.id, {
      attendance: 'attended',
      lesson_notes: '  Covered limits; practise exercise 4.2  ',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'completed',
      attendance: 'attended',
      lesson_notes: 'Covered limits; practise exercise 4.2',
      can_complete: false,
    })
    // Notes may be left out when the lesson did not take place.
    const noShow = await complete(tutor.cookie, absent!.id, { attendance: 'student_absent' })
    expect(noShow.statusCode, noShow.body).toBe(200)
    expect(noShow.json()).toMatchObject({ attendance: 'student_absent', lesson_notes: null })

    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.subjectId, row!.id))
    expect(audit).toMatchObject({
      action: 'booking.complete',
      actorUserId: tutor.id,
      actorEmail: tutor.email,
    })

    const own = await t.request({
      method: 'GET',
      url: `/api/bookings/${row!.id}`,
      headers: { cookie: student.cookie },
    })
    expect(own.json()).toMatchObject({
      status: 'completed',
      attendance: 'attended',
      lesson_notes: 'Covered limits; practise exercise 4.2',
    })
    const list = await t.request({
      method: 'GET',
      url: '/api/bookings',
      headers: { cookie: student.cookie },
    })
    expect(list.json().find((b: { id: string }) => b.id === absent!.id)).toMatchObject({
      attendance: 'student_absent',
      lesson_notes: null,
    })
    // Completing twice is refused by the lifecycle.
    const again = await complete(tutor.cookie, row!.id, {
      attendance: 'attended',
      lesson_notes: 'x',
    })
    expect(again.statusCode).toBe(409)
  })
})
