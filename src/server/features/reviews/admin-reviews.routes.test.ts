import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminAuditLog, sessionReviews } from '#server/db/schema.ts'
import { ADMIN_PAGE_SIZE } from '#shared/admin.ts'
import { accountMessages } from '#shared/messages.ts'
import { reviewMessages, type AdminReview, type AdminReviewList } from '#shared/schemas/reviews.ts'
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

// D28, issue 22: the office lists every review with filters (tutor, rating, hidden), hides
// one with a reason and shows it again; both audited with before and after.

let t: TestApp
let moduleId: number
let admin: TestStudent
let student: TestStudent

beforeAll(async () => {
  t = await createTestApp()
  moduleId = await firstModuleId(t)
})
afterAll(async () => t.close())
beforeEach(async () => {
  await clearBookingData(t.database.db)
  admin = await createStudent(t, { role: 'admin' })
  student = await studentNamed(t, 'Ayanda Zulu')
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

const list = async (query = '') => {
  const res = await t.request({
    method: 'GET',
    url: `/api/admin/reviews${query}`,
    headers: { cookie: admin.cookie },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<AdminReviewList>()
}

const act = (
  who: TestStudent | null,
  reviewId: string,
  action: 'hide' | 'unhide',
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.request({
    method: 'POST',
    url: `/api/admin/reviews/${reviewId}/${action}`,
    headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })

describe('GET /api/admin/reviews', () => {
  it('lists every review newest first with its tutor and student, filtered by tutor, rating and hidden', async () => {
    const naledi = await tutorRecord(t, { name: 'Naledi Dlamini' })
    const bongani = await tutorRecord(t, { name: 'Bongani Nkosi' })
    const hour = 3_600_000
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour)
    const a = await review(naledi.id, 5, { createdAt: at(4) })
    const b = await review(naledi.id, 1, { createdAt: at(3), hiddenAt: at(1) })
    const c = await review(bongani.id, 5, { createdAt: at(2) })
    const d = await review(bongani.id, 3, { createdAt: at(1) })

    const all = await list()
    expect(all).toMatchObject({ page: 1, page_size: ADMIN_PAGE_SIZE, total: 4 })
    expect(all.items.map((r) => r.id)).toEqual([d.id, c.id, b.id, a.id])
    expect(all.items[2]).toEqual<AdminReview>({
      id: b.id,
      booking_id: b.bookingId,
      tutor_id: naledi.id,
      tutor_name: 'Naledi Dlamini',
      rating: 1,
      comment: 'Rated 1',
      reply: null,
      student_name: 'Ayanda Zulu',
      student_email: student.email,
      created_at: b.createdAt.toISOString(),
      updated_at: b.updatedAt.toISOString(),
      hidden: true,
      hidden_at: b.hiddenAt!.toISOString(),
      hidden_reason: null,
    })

    const ids = (page: AdminReviewList) => page.items.map((r) => r.id)
    expect(ids(await list(`?tutor_id=${naledi.id}`))).toEqual([b.id, a.id])
    expect(ids(await list('?rating=5'))).toEqual([c.id, a.id])
    expect(ids(await list('?hidden=true'))).toEqual([b.id])
    expect(ids(await list('?hidden=false'))).toEqual([d.id, c.id, a.id])
    const combined = await list(`?tutor_id=${bongani.id}&rating=5&hidden=false`)
    expect(combined).toMatchObject({ total: 1, items: [expect.objectContaining({ id: c.id })] })
  })

  it('pages the list', async () => {
    const tutor = await tutorRecord(t)
    for (let index = 0; index < ADMIN_PAGE_SIZE + 2; index++) {
      await review(tutor.id, 4, { createdAt: new Date(Date.now() - index * 60_000) })
    }
    const first = await list()
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE)
    const second = await list('?page=2')
    expect(second).toMatchObject({ page: 2, total: ADMIN_PAGE_SIZE + 2 })
    expect(second.items).toHaveLength(2)
  })

  it('refuses a visitor (401), a student (403) and filters that are not ones (400)', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(401)
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/reviews',
      headers: { cookie: student.cookie },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe(accountMessages.adminOnly)
    for (const query of ['?rating=6', '?rating=x', '?hidden=maybe', '?page=0', '?tutor_id=-1']) {
      const bad = await t.request({
        method: 'GET',
        url: `/api/admin/reviews${query}`,
        headers: { cookie: admin.cookie },
      })
      expect(bad.statusCode, query).toBe(400)
    }
  })
})

describe('POST /api/admin/reviews/:id/hide and /unhide', () => {
  it('hides a review with the reason and shows it again, each audited with before and after', async () => {
    const tutor = await tutorRecord(t)
    const row = await review(tutor.id, 1)
    const hidden = await act(admin, row.id, 'hide', { reason: '  Names another student  ' })
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(hidden.json()).toMatchObject({
      id: row.id,
      hidden: true,
      hidden_at: expect.any(String),
      hidden_reason: 'Names another student',
    })
    const own = await t.request({
      method: 'GET',
      url: `/api/bookings/${row.bookingId}/review`,
      headers: { cookie: student.cookie },
    })
    expect(own.json().hidden).toBe(true)

    const twice = await act(admin, row.id, 'hide', { reason: 'Again' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error).toBe(reviewMessages.alreadyHidden)

    const shown = await act(admin, row.id, 'unhide')
    expect(shown.statusCode, shown.body).toBe(200)
    expect(shown.json()).toMatchObject({ hidden: false, hidden_at: null, hidden_reason: null })
    const again = await act(admin, row.id, 'unhide')
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(reviewMessages.notHidden)

    const entries = await t.database.db
      .select()
      .from(adminAuditLog)
      .orderBy(asc(adminAuditLog.createdAt), asc(adminAuditLog.id))
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'review.hide',
        actorEmail: admin.email,
        subjectType: 'session_reviews',
        subjectId: row.id,
        before: { hidden: false, hidden_reason: null, rating: 1, tutor_id: tutor.id },
        after: {
          hidden: true,
          hidden_reason: 'Names another student',
          rating: 1,
          tutor_id: tutor.id,
        },
      }),
      expect.objectContaining({
        action: 'review.unhide',
        actorEmail: admin.email,
        subjectId: row.id,
        before: {
          hidden: true,
          hidden_reason: 'Names another student',
          rating: 1,
          tutor_id: tutor.id,
        },
        after: { hidden: false, hidden_reason: null, rating: 1, tutor_id: tutor.id },
      }),
    ])
    const history = await t.request({
      method: 'GET',
      url: `/api/admin/audit?subject_type=session_reviews&subject_id=${row.id}`,
      headers: { cookie: admin.cookie },
    })
    expect(history.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'review.unhide',
      'review.hide',
    ])
  })

  it('answers who may act before what was sent: 401, 403, then 415 and 400', async () => {
    const tutor = await tutorRecord(t)
    const row = await review(tutor.id, 2)
    const textBody = { 'content-type': 'text/plain' }
    expect((await act(null, row.id, 'hide', 'x', textBody)).statusCode).toBe(401)
    expect((await act(student, row.id, 'hide', 'x', textBody)).statusCode).toBe(403)
    expect((await act(student, row.id, 'unhide')).statusCode).toBe(403)
    expect((await act(admin, row.id, 'hide', 'x', textBody)).statusCode).toBe(415)
    for (const [payload, message] of [
      [{ reason: '   ' }, reviewMessages.reasonRequired],
      [{}, reviewMessages.reasonRequired],
      [{ reason: 'x'.repeat(501) }, reviewMessages.reasonTooLong],
    ] as const) {
      const res = await act(admin, row.id, 'hide', payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().fields.reason).toBe(message)
    }
    const [stored] = await t.database.db.select().from(sessionReviews)
    expect(stored!.hiddenAt).toBeNull()
    expect(await t.database.db.select().from(adminAuditLog)).toEqual([])
  })

  it('answers an unknown review as missing (404)', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-review']) {
      const res = await act(admin, id, 'hide', { reason: 'Spam' })
      expect(res.statusCode, id).toBe(404)
      expect(res.json().error).toBe(reviewMessages.notFound)
      expect((await act(admin, id, 'unhide')).statusCode).toBe(404)
    }
  })
})
