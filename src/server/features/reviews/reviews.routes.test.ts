import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sessionReviews } from '#server/db/schema.ts'
import { TEST_CLOCK_HEADER } from '#server/plugins/test-clock.ts'
import { apiMessages } from '#shared/messages.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import { REVIEW_EDIT_DAYS, reviewMessages, type OwnReview } from '#shared/schemas/reviews.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { clearBookingData } from '#tests/support/bookings.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'
import { firstModuleId, pastSession, tutorRecord } from './reviews.test-support.ts'

// D28, issue 22: a review comes only from the student who had the session, once it is
// completed and attended, once per session, and may be changed for 14 days. Every refusal
// stores nothing.

const DAY = 24 * 3_600_000
let t: TestApp
let moduleId: number
let tutorId: number
let student: TestStudent

beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK: 'true' })
  moduleId = await firstModuleId(t)
})
afterAll(async () => t.close())
beforeEach(async () => {
  await clearBookingData(t.database.db)
  tutorId = (await tutorRecord(t)).id
  student = await createStudent(t)
})

const reviewUrl = (bookingId: string) => `/api/bookings/${bookingId}/review`

const send = (
  method: 'POST' | 'PUT',
  who: TestStudent | null,
  bookingId: string,
  payload: unknown,
  aheadMs = 0,
) =>
  t.request({
    method,
    url: reviewUrl(bookingId),
    headers: {
      ...(who ? { cookie: who.cookie } : {}),
      ...(aheadMs ? { [TEST_CLOCK_HEADER]: String(aheadMs) } : {}),
    },
    payload: payload as Record<string, unknown>,
  })

const post = (who: TestStudent | null, bookingId: string, payload: unknown) =>
  send('POST', who, bookingId, payload)

const getReview = (who: TestStudent | null, bookingId: string) =>
  t.request({
    method: 'GET',
    url: reviewUrl(bookingId),
    headers: who ? { cookie: who.cookie } : {},
  })

const storedReviews = () => t.database.db.select().from(sessionReviews)

describe('POST /api/bookings/:id/review', () => {
  it('stores a completed, attended session’s rating and comment for its student (201)', async () => {
    const session = await pastSession(t, moduleId, student, tutorId)
    const res = await post(student, session.id, { rating: 5, comment: 'Clear and patient.' })
    expect(res.statusCode, res.body).toBe(201)
    const review = res.json<OwnReview>()
    expect(review).toMatchObject({
      booking_id: session.id,
      rating: 5,
      comment: 'Clear and patient.',
      reply: null,
      hidden: false,
    })
    expect(new Date(review.editable_until).getTime()).toBe(
      new Date(review.created_at).getTime() + REVIEW_EDIT_DAYS * DAY,
    )
    expect(await storedReviews()).toEqual([
      expect.objectContaining({ bookingId: session.id, tutorId, userId: student.id, rating: 5 }),
    ])
  })

  it('keeps the comment byte-exact, markup and spaces included, and defaults it to empty', async () => {
    const comment = '  <b>hi</b>\n\u00e9 \u{1F600}\t'
    const first = await pastSession(t, moduleId, student, tutorId)
    const res = await post(student, first.id, { rating: 4, comment })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().comment).toBe(comment)
    expect((await getReview(student, first.id)).json().comment).toBe(comment)
    const [stored] = await storedReviews()
    expect(stored!.comment).toBe(comment)
    const publicPage = await t.request({ method: 'GET', url: `/api/tutors/${tutorId}/reviews` })
    expect(publicPage.json().reviews[0].comment).toBe(comment)

    const second = await pastSession(t, moduleId, student, tutorId)
    const bare = await post(student, second.id, { rating: 3 })
    expect(bare.statusCode, bare.body).toBe(201)
    expect(bare.json().comment).toBe('')
  })

  it('refuses a visitor (401) before anything else', async () => {
    const session = await pastSession(t, moduleId, student, tutorId)
    for (const payload of [{ rating: 5 }, { rating: 0 }]) {
      const res = await post(null, session.id, payload)
      expect(res.statusCode).toBe(401)
      expect(res.json().error).toBe(apiMessages.notSignedIn)
    }
    expect((await send('PUT', null, session.id, { rating: 5 })).statusCode).toBe(401)
    expect((await getReview(null, session.id)).statusCode).toBe(401)
    expect(await storedReviews()).toEqual([])
  })

  it('answers another student’s booking, and one that does not exist, as missing (404)', async () => {
    const other = await createStudent(t)
    const session = await pastSession(t, moduleId, other, tutorId)
    for (const id of [session.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await post(student, id, { rating: 5, comment: 'Mine?' })
      expect(res.statusCode, id).toBe(404)
      expect(res.json().error).toBe(reviewMessages.bookingNotFound)
    }
    expect((await send('PUT', student, session.id, { rating: 5 })).statusCode).toBe(404)
    expect((await getReview(student, session.id)).statusCode).toBe(404)
    expect(await storedReviews()).toEqual([])
  })

  it('refuses a session that has not taken place yet: pending, confirmed or cancelled (409)', async () => {
    for (const [day, status] of (['pending', 'confirmed', 'cancelled'] as const).entries()) {
      const session = await pastSession(t, moduleId, student, tutorId, {
        status,
        attendance: null,
        scheduledAt: new Date(Date.now() + (3 + day) * DAY),
      })
      const res = await post(student, session.id, { rating: 5 })
      expect(res.statusCode, status).toBe(409)
      expect(res.json().error).toBe(reviewMessages.notYet)
    }
    expect(await storedReviews()).toEqual([])
  })

  it('refuses a completed session the student did not attend, or whose attendance is unknown (409)', async () => {
    for (const attendance of ['student_absent', 'tutor_absent', null] as const) {
      const session = await pastSession(t, moduleId, student, tutorId, { attendance })
      const res = await post(student, session.id, { rating: 5 })
      expect(res.statusCode, String(attendance)).toBe(409)
      expect(res.json().error).toBe(reviewMessages.notAttended)
    }
    expect(await storedReviews()).toEqual([])
  })

  it('refuses a completed session that had no tutor (409)', async () => {
    const session = await pastSession(t, moduleId, student, null)
    const res = await post(student, session.id, { rating: 5 })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe(reviewMessages.noTutor)
    const booking = await t.request({
      method: 'GET',
      url: `/api/bookings/${session.id}`,
      headers: { cookie: student.cookie },
    })
    expect(booking.json().can_review).toBe(false)
  })

  it('refuses a rating outside 1–5, not whole or not a number, and a comment over 1,000 characters (400)', async () => {
    const session = await pastSession(t, moduleId, student, tutorId)
    for (const rating of [0, 6, 2.5, '5', null, -1]) {
      const res = await post(student, session.id, { rating, comment: 'x' })
      expect(res.statusCode, String(rating)).toBe(400)
      expect(res.json().fields.rating).toBe(reviewMessages.ratingRequired)
    }
    const missing = await post(student, session.id, { comment: 'No stars' })
    expect(missing.json().fields.rating).toBe(reviewMessages.ratingRequired)
    for (const comment of ['x'.repeat(1001), 42]) {
      const res = await post(student, session.id, { rating: 4, comment })
      expect(res.statusCode).toBe(400)
      expect(res.json().fields.comment).toBe(reviewMessages.commentTooLong)
    }
    expect(await storedReviews()).toEqual([])
    const longest = await post(student, session.id, { rating: 4, comment: 'é'.repeat(1000) })
    expect(longest.statusCode, longest.body).toBe(201)
  })

  it('takes one review per session: a second is refused (409) and the first kept', async () => {
    const session = await pastSession(t, moduleId, student, tutorId)
    expect((await post(student, session.id, { rating: 5, comment: 'First' })).statusCode).toBe(201)
    const again = await post(student, session.id, { rating: 1, comment: 'Second' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(reviewMessages.already)
    expect(await storedReviews()).toEqual([
      expect.objectContaining({ rating: 5, comment: 'First' }),
    ])
  })

  it('stores one review of two sent at the same moment: one 201, one 409', async () => {
    const session = await pastSession(t, moduleId, student, tutorId)
    const answers = await Promise.all([
      post(student, session.id, { rating: 5, comment: 'A' }),
      post(student, session.id, { rating: 2, comment: 'B' }),
    ])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409])
    expect(await storedReviews()).toHaveLength(1)
  })
})

describe('the booking as its student reads it', () => {
  it('says whether the session may be rated, and which review rates it', async () => {
    const session = await pastSession(t, moduleId, student, tutorId)
    const absent = await pastSession(t, moduleId, student, tutorId, {
      attendance: 'student_absent',
    })
    const read = async () =>
      (
        await t.request({
          method: 'GET',
          url: '/api/bookings',
          headers: { cookie: student.cookie },
        })
      ).json<Booking[]>()
    const byId = (list: Booking[], id: string) => list.find((booking) => booking.id === id)!
    let list = await read()
    expect(byId(list, session.id)).toMatchObject({ can_review: true, review_id: null })
    expect(byId(list, absent.id)).toMatchObject({ can_review: false, review_id: null })

    const review = (await post(student, session.id, { rating: 4 })).json<OwnReview>()
    list = await read()
    expect(byId(list, session.id)).toMatchObject({ can_review: false, review_id: review.id })
    const one = await t.request({
      method: 'GET',
      url: `/api/bookings/${session.id}`,
      headers: { cookie: student.cookie },
    })
    expect(one.json()).toMatchObject({ can_review: false, review_id: review.id })
  })
})

describe('GET /api/bookings/:id/review', () => {
  it('answers the student’s own review, and 404 before they rated', async () => {
    const session = await pastSession(t, moduleId, student, tutorId)
    const before = await getReview(student, session.id)
    expect(before.statusCode).toBe(404)
    expect(before.json().error).toBe(reviewMessages.notFound)
    const created = (await post(student, session.id, { rating: 3, comment: 'Okay' })).json()
    const res = await getReview(student, session.id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(created)
  })
})

describe('PUT /api/bookings/:id/review', () => {
  it('changes the review within 14 days of writing it, byte-exact', async () => {
    const session = await pastSession(t, moduleId, student, tutorId)
    const created = (await post(student, session.id, { rating: 2, comment: 'Hmm' })).json()
    const comment = ' Better on second thought.\n '
    const res = await send('PUT', student, session.id, { rating: 4, comment }, 13 * DAY)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      id: created.id,
      rating: 4,
      comment,
      created_at: created.created_at,
      editable_until: created.editable_until,
    })
    expect(await storedReviews()).toEqual([expect.objectContaining({ rating: 4, comment })])
  })

  it('refuses a change after 14 days (409) and keeps the review as it was', async () => {
    const session = await pastSession(t, moduleId, student, tutorId)
    await post(student, session.id, { rating: 2, comment: 'Hmm' })
    const res = await send('PUT', student, session.id, { rating: 5, comment: 'Later' }, 15 * DAY)
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe(reviewMessages.editClosed)
    expect(await storedReviews()).toEqual([expect.objectContaining({ rating: 2, comment: 'Hmm' })])
  })

  it('answers 404 when the session has no review, and 400 for an invalid one', async () => {
    const session = await pastSession(t, moduleId, student, tutorId)
    const missing = await send('PUT', student, session.id, { rating: 5 })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error).toBe(reviewMessages.notFound)
    await post(student, session.id, { rating: 2 })
    const invalid = await send('PUT', student, session.id, { rating: 7 })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().fields.rating).toBe(reviewMessages.ratingRequired)
    const [stored] = await t.database.db
      .select()
      .from(sessionReviews)
      .where(eq(sessionReviews.bookingId, session.id))
    expect(stored!.rating).toBe(2)
  })
})
