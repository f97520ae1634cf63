import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outboxEmails } from '#server/db/schema.ts'
import { TEST_PUBLIC_URL, createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { clearBookingData } from '#tests/support/bookings.ts'
import { linkIn, queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'
import { createTutorAccount, type TestTutor } from '../tutor-time/tutor-time.test-support.ts'
import { firstModuleId, pastSession, studentNamed } from './reviews.test-support.ts'

// D28, issue 22: completing an attended session mails its student once, asking for a review
// with a link straight to the form. A session is completed once (its transition), and the
// mail is queued in that transaction, so it is never sent twice.

let t: TestApp
let moduleId: number
let tutor: TestTutor
let student: TestStudent
let admin: TestStudent

beforeAll(async () => {
  t = await createTestApp()
  moduleId = await firstModuleId(t)
})
afterAll(async () => t.close())
beforeEach(async () => {
  await clearBookingData(t.database.db)
  tutor = await createTutorAccount(t)
  student = await studentNamed(t, 'Zanele Mthembu')
  admin = await createStudent(t, { role: 'admin' })
})

/** A confirmed session of the student's with the tutor that started an hour ago. */
const startedSession = () =>
  pastSession(t, moduleId, student, tutor.id, {
    status: 'confirmed',
    attendance: null,
    lessonNotes: null,
    scheduledAt: new Date(Date.now() - 3_600_000),
  })

const completeAsTutor = (bookingId: string, attendance = 'attended') =>
  t.request({
    method: 'POST',
    url: `/api/tutor/sessions/${bookingId}/complete`,
    headers: { cookie: tutor.account.cookie },
    payload: { attendance, lesson_notes: 'Worked through limits.' },
  })

const completeAsOffice = (bookingId: string, attendance: string) =>
  t.request({
    method: 'POST',
    url: `/api/admin/bookings/${bookingId}/complete`,
    headers: { cookie: admin.cookie },
    payload: { attendance },
  })

const mailsTo = async (address: string) =>
  (await queuedEmails(t.database.db)).filter((mail) => mail.toAddress === address)

describe('the review request mail', () => {
  it('is queued once when the tutor completes an attended session, linking to the form', async () => {
    const session = await startedSession()
    const res = await completeAsTutor(session.id)
    expect(res.statusCode, res.body).toBe(200)

    const mails = await mailsTo(student.email)
    expect(mails.map((mail) => mail.kind)).toEqual(['review.request'])
    const [mail] = mails
    expect(mail!.subject).toContain('How was your session with Thandi Mokoena?')
    expect(mail!.headers).toEqual({ 'Reply-To': t.config.mail.businessInbox })
    expect(mail!.textBody).toContain('Hello Zanele Mthembu,')
    const link = linkIn(mail!.textBody, `${TEST_PUBLIC_URL}/bookings/`)
    expect(link).toBe(`${TEST_PUBLIC_URL}/bookings/${session.id}/review`)
    expect(mail!.htmlBody).toContain(`href="${link}"`)

    // Completing it again is refused, and no second mail is queued.
    const again = await completeAsTutor(session.id)
    expect(again.statusCode).toBe(409)
    expect((await mailsTo(student.email)).map((m) => m.kind)).toEqual(['review.request'])

    // The link's form takes the student's review.
    const review = await t.request({
      method: 'POST',
      url: `/api/bookings/${session.id}/review`,
      headers: { cookie: student.cookie },
      payload: { rating: 5, comment: 'Limits finally make sense.' },
    })
    expect(review.statusCode, review.body).toBe(201)
  })

  it('is queued once when two completions of one session arrive together', async () => {
    const session = await startedSession()
    const answers = await Promise.all([completeAsTutor(session.id), completeAsTutor(session.id)])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
    expect((await mailsTo(student.email)).map((m) => m.kind)).toEqual(['review.request'])
  })

  it('is queued when the office completes an attended session too', async () => {
    const session = await startedSession()
    const res = await completeAsOffice(session.id, 'attended')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ can_review: true, review_id: null })
    expect((await mailsTo(student.email)).map((m) => m.kind)).toEqual(['review.request'])
  })

  it('is not sent for a session the student missed: the plain thank-you is', async () => {
    const tutorSession = await startedSession()
    expect((await completeAsTutor(tutorSession.id, 'student_absent')).statusCode).toBe(200)
    expect((await mailsTo(student.email)).map((m) => m.kind)).toEqual(['booking.completed'])
    await t.database.db.delete(outboxEmails)
    const officeSession = await pastSession(t, moduleId, student, tutor.id, {
      status: 'confirmed',
      attendance: null,
      scheduledAt: new Date(Date.now() - 5 * 3_600_000),
    })
    expect((await completeAsOffice(officeSession.id, 'tutor_absent')).statusCode).toBe(200)
    expect((await mailsTo(student.email)).map((m) => m.kind)).toEqual(['booking.completed'])
  })
})
