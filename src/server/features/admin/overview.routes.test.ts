import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  adminVisits,
  bookings,
  contactMessages,
  donations,
  newsletterSubscribers,
  outboxEmails,
  users,
  videoOrders,
} from '#server/db/schema.ts'
import { todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'
import { adminOverview, sastMonth } from './overview.service.ts'

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
  const { db } = t.database
  for (const table of [
    adminVisits,
    bookings,
    donations,
    videoOrders,
    contactMessages,
    newsletterSubscribers,
    outboxEmails,
    users,
  ]) {
    await db.delete(table)
  }
  admin = await createStudent(t, { role: 'admin' })
  student = await createStudent(t)
})

const inDays = (days: number) => todayInSast(new Date(Date.now() + days * 86_400_000))
const post = (url: string, payload: unknown, who: TestStudent | null = student) =>
  t.request({
    method: 'POST',
    url,
    headers: who ? { cookie: who.cookie } : {},
    payload: payload as string,
  })

// One student is in one session at a time (D25): each booking at its own time.
async function bookByTransfer(time = '10:00') {
  const res = await post('/api/bookings', {
    session_type: 'one_to_one',
    mathematics_module_id: moduleId,
    package_type: '1_hour',
    preferred_date: inDays(4),
    preferred_time: time,
    payment_method: 'bank_transfer',
    meeting_aim: 'Algebra revision',
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: string; payment_reference: string; amount_cents: number }
}

async function sendContactMessage() {
  const res = await post(
    '/api/contact-messages',
    {
      name: 'Sipho Dlamini',
      email: 'sipho@example.com',
      subject: 'Tutoring for my son',
      message: 'He struggles with functions.',
      meeting_type: 'face_to_face',
    },
    null,
  )
  expect(res.statusCode, res.body).toBe(201)
}

const overview = () =>
  t.request({ method: 'GET', url: '/api/admin/overview', headers: { cookie: admin.cookie } })

describe('GET /api/admin/overview', () => {
  it('shows what needs attention and the month’s paid revenue', async () => {
    const booking = await bookByTransfer()
    await bookByTransfer('12:00')
    await t.request({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/mark-paid`,
      headers: { cookie: admin.cookie },
      payload: { payment_reference: booking.payment_reference },
    })
    await sendContactMessage()
    const res = await overview()
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.attention).toEqual({
      pending_bookings: 2,
      refunds_due: 0,
      package_refunds_due: 0,
      card_refunds: { failed: 0, refunded_this_month: 0 },
      unpaid_bank_transfers: { bookings: 1, video_orders: 0, donations: 0 },
    })
    expect(body.submissions).toContainEqual({
      kind: 'contact-messages',
      new_count: 1,
      since_last_visit: 0,
    })
    expect(body.month).toMatchObject({
      label: sastMonth(new Date()).label,
      bookings: 2,
      revenue_cents: { bookings: booking.amount_cents, video_orders: 0 },
      donations_cents: 0,
    })
  })

  it('counts what arrived since the previous visit; reloads keep the same visit', async () => {
    const first = await overview()
    expect(first.json().previous_visit_at).toBeNull()
    // The last look was an hour ago: this look starts a new visit.
    await t.database.db
      .update(adminVisits)
      .set({ lastVisitAt: new Date(Date.now() - 60 * 60 * 1000) })
    await sendContactMessage()
    await t.database.db.insert(newsletterSubscribers).values({
      email: 'lerato@example.com',
      status: 'confirmed',
      confirmedAt: new Date(),
      unsubscribeTokenHash: 'overview-token',
    })
    const second = (await overview()).json()
    expect(second.previous_visit_at).not.toBeNull()
    expect(second.newsletter).toEqual({
      confirmed: 1,
      since_last_visit: 1,
      new_count: 1,
      new_since_last_visit: 1,
    })
    expect(second.submissions).toContainEqual({
      kind: 'contact-messages',
      new_count: 1,
      since_last_visit: 1,
    })
    const reload = (await overview()).json()
    expect(reload.previous_visit_at).toBe(second.previous_visit_at)
    expect(reload.submissions).toContainEqual(expect.objectContaining({ since_last_visit: 1 }))
  })

  it('refuses visitors and students', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(401)
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/overview',
      headers: { cookie: student.cookie },
    })
    expect(res.statusCode).toBe(403)
  })
})

describe('sastMonth', () => {
  it('starts the month at SAST midnight, across a year end', () => {
    // 31 Dec 2026 23:30 SAST is already 31 Dec 21:30 UTC: still December.
    const december = sastMonth(new Date('2026-12-31T21:30:00Z'))
    expect(december).toEqual({
      start: new Date('2026-11-30T22:00:00Z'),
      end: new Date('2026-12-31T22:00:00Z'),
      label: 'December 2026',
    })
    // 22:30 UTC on 31 Dec is 00:30 SAST on 1 Jan.
    expect(sastMonth(new Date('2026-12-31T22:30:00Z')).label).toBe('January 2027')
  })

  it('is what adminOverview reports', async () => {
    const result = await adminOverview(t.database.db, admin.id, new Date('2026-03-15T10:00:00Z'))
    expect(result.month.label).toBe('March 2026')
  })
})
