import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sessionReviews } from '#server/db/schema.ts'
import { REVIEWS_PAGE_SIZE, type TutorReviewsPage } from '#shared/schemas/reviews.ts'
import type { PublicTutor } from '#shared/schemas/tutors.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { clearBookingData } from '#tests/support/bookings.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'
import {
  firstModuleId,
  pastSession,
  storedReview,
  studentNamed,
  tutorRecord,
} from './reviews.test-support.ts'

// D28, issue 22: the public reads a tutor's visible reviews, newest first, with the
// reviewer's first name and the month only; tutor cards and pages carry the average (one
// decimal) and count over visible reviews, and a hidden review leaves them at once.

let t: TestApp
let moduleId: number
let admin: TestStudent

beforeAll(async () => {
  t = await createTestApp()
  moduleId = await firstModuleId(t)
})
afterAll(async () => t.close())
beforeEach(async () => {
  await clearBookingData(t.database.db)
  admin = await createStudent(t, { role: 'admin' })
})

/** A review of a new attended session of the student's, stored as of `createdAt`. */
async function review(
  tutorId: number,
  student: TestStudent,
  rating: number,
  values: { createdAt?: Date; comment?: string; reply?: string; hidden?: boolean } = {},
) {
  const session = await pastSession(t, moduleId, student, tutorId)
  return storedReview(t, {
    bookingId: session.id,
    tutorId,
    userId: student.id,
    rating,
    comment: values.comment ?? `Rated ${rating}`,
    createdAt: values.createdAt,
    reply: values.reply ?? null,
    hiddenAt: values.hidden ? new Date() : null,
  })
}

const reviewsPage = async (tutorId: number, query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/tutors/${tutorId}/reviews${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<TutorReviewsPage>()
}

const listed = async (tutorId: number) => {
  const res = await t.request({ method: 'GET', url: '/api/tutors' })
  return res.json<PublicTutor[]>().find((tutor) => tutor.id === tutorId)!
}
const page = async (tutorId: number) =>
  (await t.request({ method: 'GET', url: `/api/tutors/${tutorId}` })).json<PublicTutor>()

const act = (reviewId: string, action: 'hide' | 'unhide', payload?: unknown) =>
  t.request({
    method: 'POST',
    url: `/api/admin/reviews/${reviewId}/${action}`,
    headers: { cookie: admin.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })

describe('GET /api/tutors/:id/reviews', () => {
  it('pages the visible reviews newest first, with the first name and the SAST month only', async () => {
    const tutor = await tutorRecord(t)
    const student = await studentNamed(t, 'Thandiwe  Mokoena-Smith')
    const start = Date.UTC(2026, 0, 1, 12)
    const day = 24 * 3_600_000
    const written = []
    for (let index = 0; index < REVIEWS_PAGE_SIZE + 2; index++) {
      written.push(
        await review(tutor.id, student, (index % 5) + 1, {
          createdAt: new Date(start + index * day),
        }),
      )
    }
    // 23:30 UTC on 31 March is 1 April in SAST.
    const lateNight = await review(tutor.id, student, 5, {
      createdAt: new Date(Date.UTC(2026, 2, 31, 23, 30)),
      reply: 'Thank you!',
    })
    await review(tutor.id, student, 1, { hidden: true, comment: 'Hidden words' })

    const first = await reviewsPage(tutor.id)
    expect(first).toMatchObject({ page: 1, page_size: REVIEWS_PAGE_SIZE, total: 13 })
    expect(first.rating_count).toBe(13)
    expect(first.reviews).toHaveLength(REVIEWS_PAGE_SIZE)
    expect(first.reviews[0]).toEqual({
      id: lateNight.id,
      rating: 5,
      comment: 'Rated 5',
      reviewer_first_name: 'Thandiwe',
      month: '2026-04',
      reply: 'Thank you!',
    })
    const expectedOrder = [lateNight, ...written.toReversed()].map((row) => row.id)
    expect(first.reviews.map((r) => r.id)).toEqual(expectedOrder.slice(0, REVIEWS_PAGE_SIZE))

    const second = await reviewsPage(tutor.id, '?page=2')
    expect(second.page).toBe(2)
    expect(second.reviews.map((r) => r.id)).toEqual(expectedOrder.slice(REVIEWS_PAGE_SIZE))
    expect(second.reviews.at(-1)!.month).toBe('2026-01')
    expect((await reviewsPage(tutor.id, '?page=3')).reviews).toEqual([])

    const text = JSON.stringify([first, second])
    expect(text).not.toContain('Mokoena')
    expect(text).not.toContain(student.email)
    expect(text).not.toContain('Hidden words')
  })

  it('answers 404 for an unknown or inactive tutor, and 400 for a page that is not one', async () => {
    const inactive = await tutorRecord(t, { isActive: false })
    for (const url of [`/api/tutors/${inactive.id}/reviews`, '/api/tutors/999999/reviews']) {
      const res = await t.request({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.json().error).toBe('Tutor not found')
    }
    const tutor = await tutorRecord(t)
    for (const query of ['?page=0', '?page=abc', '?page=1.5']) {
      const res = await t.request({ method: 'GET', url: `/api/tutors/${tutor.id}/reviews${query}` })
      expect(res.statusCode, query).toBe(400)
    }
  })

  it('keeps a deleted account’s review, from "A former student"; the export listed it before', async () => {
    const tutor = await tutorRecord(t)
    const student = await studentNamed(t, 'Lerato Khumalo')
    const written = await review(tutor.id, student, 4, { comment: 'Helpful' })
    const exported = await t.request({
      method: 'GET',
      url: '/api/users/me/export',
      headers: { cookie: student.cookie },
    })
    expect(exported.json().reviews).toEqual([
      expect.objectContaining({
        id: written.id,
        booking_id: written.bookingId,
        rating: 4,
        comment: 'Helpful',
        hidden: false,
      }),
    ])
    const res = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { cookie: student.cookie },
      payload: { confirm: true },
    })
    expect(res.statusCode, res.body).toBe(200)
    const [stored] = await t.database.db.select().from(sessionReviews)
    expect(stored).toMatchObject({ userId: null, comment: 'Helpful', rating: 4 })
    const list = await reviewsPage(tutor.id)
    expect(list.reviews).toEqual([
      expect.objectContaining({ reviewer_first_name: 'A former student', comment: 'Helpful' }),
    ])
    expect(list).toMatchObject({ rating_average: 4, rating_count: 1 })
    const office = await t.request({
      method: 'GET',
      url: '/api/admin/reviews',
      headers: { cookie: admin.cookie },
    })
    expect(office.json().items[0]).toMatchObject({ student_name: null, student_email: null })
  })
})

describe('the rating on GET /api/tutors and GET /api/tutors/:id', () => {
  it('averages the visible reviews to one decimal, and a hidden one leaves it at once', async () => {
    const tutor = await tutorRecord(t, { name: 'Rated Tutor' })
    const unrated = await tutorRecord(t, { name: 'New Tutor' })
    const student = await createStudent(t)
    await review(tutor.id, student, 5)
    await review(tutor.id, student, 4)
    const low = await review(tutor.id, student, 1)

    const rated = { rating_average: 3.3, rating_count: 3 }
    expect(await listed(tutor.id)).toMatchObject(rated)
    expect(await page(tutor.id)).toMatchObject(rated)
    expect(await reviewsPage(tutor.id)).toMatchObject({ ...rated, total: 3 })
    const none = { rating_average: null, rating_count: 0 }
    expect(await listed(unrated.id)).toMatchObject(none)
    expect(await page(unrated.id)).toMatchObject(none)
    expect(await reviewsPage(unrated.id)).toMatchObject({ ...none, total: 0, reviews: [] })

    expect((await act(low.id, 'hide', { reason: 'Abusive language' })).statusCode).toBe(200)
    const hidden = { rating_average: 4.5, rating_count: 2 }
    expect(await listed(tutor.id)).toMatchObject(hidden)
    expect(await page(tutor.id)).toMatchObject(hidden)
    expect(await reviewsPage(tutor.id)).toMatchObject({ ...hidden, total: 2 })

    expect((await act(low.id, 'unhide')).statusCode).toBe(200)
    expect(await page(tutor.id)).toMatchObject(rated)
  })

  it('rounds half up at one decimal (4, 4, 5, 4 is 4.3)', async () => {
    const tutor = await tutorRecord(t)
    const student = await createStudent(t)
    for (const rating of [4, 4, 5, 4]) await review(tutor.id, student, rating)
    expect(await page(tutor.id)).toMatchObject({ rating_average: 4.3, rating_count: 4 })
  })

  it('gives each tutor of the list their own rating, a tutor with none included', async () => {
    const student = await createStudent(t)
    const tutors = []
    for (let index = 0; index < 5; index++) tutors.push(await tutorRecord(t))
    for (const [index, tutor] of tutors.entries()) {
      for (let count = 0; count < index; count++) await review(tutor.id, student, 5 - count)
    }
    for (const [index, tutor] of tutors.entries()) {
      expect(await listed(tutor.id)).toMatchObject({ rating_count: index })
    }
    expect((await listed(tutors[4]!.id)).rating_average).toBe(3.5)
  })
})
