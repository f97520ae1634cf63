import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sessionReviews } from '#server/db/schema.ts'
import { accountMessages, apiMessages } from '#shared/messages.ts'
import { reviewMessages, type TutorOwnReview } from '#shared/schemas/reviews.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { clearBookingData } from '#tests/support/bookings.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'
import { createTutorAccount, type TestTutor } from '../tutor-time/tutor-time.test-support.ts'
import { firstModuleId, pastSession, storedReview, studentNamed } from './reviews.test-support.ts'

// D28, issue 22: a tutor reads the reviews of their own sessions in their portal (hidden
// ones marked) and replies once to each; another tutor's review is answered as missing.

let t: TestApp
let moduleId: number
let tutor: TestTutor
let otherTutor: TestTutor
let student: TestStudent

beforeAll(async () => {
  t = await createTestApp()
  moduleId = await firstModuleId(t)
})
afterAll(async () => t.close())
beforeEach(async () => {
  await clearBookingData(t.database.db)
  tutor = await createTutorAccount(t)
  otherTutor = await createTutorAccount(t)
  student = await studentNamed(t, 'Sipho Ndlovu')
})

async function review(
  tutorId: number,
  rating: number,
  values: { createdAt?: Date; hiddenAt?: Date } = {},
) {
  const session = await pastSession(t, moduleId, student, tutorId)
  return storedReview(t, {
    bookingId: session.id,
    tutorId,
    userId: student.id,
    rating,
    comment: `Rated ${rating}`,
    ...values,
  })
}

const list = (cookie?: string) =>
  t.request({ method: 'GET', url: '/api/tutor/reviews', headers: cookie ? { cookie } : {} })

const reply = (cookie: string | undefined, reviewId: string, payload: unknown) =>
  t.request({
    method: 'POST',
    url: `/api/tutor/reviews/${reviewId}/reply`,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  })

describe('GET /api/tutor/reviews', () => {
  it('refuses a visitor (401) and an account that is not a tutor’s (403)', async () => {
    expect((await list()).statusCode).toBe(401)
    const res = await list(student.cookie)
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe(accountMessages.tutorOnly)
  })

  it('lists the tutor’s own reviews newest first, hidden ones marked, the reviewer by first name', async () => {
    const older = await review(tutor.id, 5, { createdAt: new Date(Date.now() - 86_400_000) })
    const hidden = await review(tutor.id, 1, { hiddenAt: new Date() })
    await review(otherTutor.id, 3)
    const res = await list(tutor.account.cookie)
    expect(res.statusCode).toBe(200)
    const reviews = res.json<TutorOwnReview[]>()
    expect(reviews.map((r) => [r.id, r.hidden])).toEqual([
      [hidden.id, true],
      [older.id, false],
    ])
    expect(reviews[1]).toEqual({
      id: older.id,
      rating: 5,
      comment: 'Rated 5',
      reviewer_first_name: 'Sipho',
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
      reply: null,
      created_at: older.createdAt.toISOString(),
      hidden: false,
    })
    expect(res.body).not.toContain('Ndlovu')
    expect(res.body).not.toContain(student.email)
  })
})

describe('POST /api/tutor/reviews/:id/reply', () => {
  it('stores the tutor’s reply once, shown under the review on the public page', async () => {
    const row = await review(tutor.id, 4)
    const res = await reply(tutor.account.cookie, row.id, { reply: '  Thank you, Sipho!  ' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ id: row.id, reply: 'Thank you, Sipho!' })
    const publicPage = await t.request({ method: 'GET', url: `/api/tutors/${tutor.id}/reviews` })
    expect(publicPage.json().reviews[0].reply).toBe('Thank you, Sipho!')

    const again = await reply(tutor.account.cookie, row.id, { reply: 'Second thoughts' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(reviewMessages.alreadyReplied)
    const [stored] = await t.database.db.select().from(sessionReviews)
    expect(stored).toMatchObject({ reply: 'Thank you, Sipho!', repliedAt: expect.any(Date) })
  })

  it('stores one reply of two sent at the same moment: one 200, one 409', async () => {
    const row = await review(tutor.id, 4)
    const answers = await Promise.all([
      reply(tutor.account.cookie, row.id, { reply: 'One' }),
      reply(tutor.account.cookie, row.id, { reply: 'Two' }),
    ])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
    const [stored] = await t.database.db.select().from(sessionReviews)
    const winner = answers.find((res) => res.statusCode === 200)!.json().reply
    expect(stored!.reply).toBe(winner)
  })

  it('answers another tutor’s review, and one that does not exist, as missing (404)', async () => {
    const theirs = await review(otherTutor.id, 2)
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await reply(tutor.account.cookie, id, { reply: 'Not mine' })
      expect(res.statusCode, id).toBe(404)
      expect(res.json().error).toBe(reviewMessages.notFound)
    }
    const [stored] = await t.database.db.select().from(sessionReviews)
    expect(stored!.reply).toBeNull()
  })

  it('refuses a visitor (401), a student (403), an empty reply and one over 1,000 characters (400)', async () => {
    const row = await review(tutor.id, 4)
    const visitor = await reply(undefined, row.id, { reply: 'Hi' })
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json().error).toBe(apiMessages.notSignedIn)
    expect((await reply(student.cookie, row.id, { reply: 'Hi' })).statusCode).toBe(403)
    const cases = [
      [{ reply: '   ' }, reviewMessages.replyRequired],
      [{}, reviewMessages.replyRequired],
      [{ reply: 'x'.repeat(1001) }, reviewMessages.replyTooLong],
    ] as const
    for (const [payload, message] of cases) {
      const res = await reply(tutor.account.cookie, row.id, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().fields.reply).toBe(message)
    }
    const [stored] = await t.database.db.select().from(sessionReviews)
    expect(stored!.reply).toBeNull()
    const other = await createStudent(t)
    expect((await reply(other.cookie, row.id, { reply: 'x' })).statusCode).toBe(403)
  })
})
