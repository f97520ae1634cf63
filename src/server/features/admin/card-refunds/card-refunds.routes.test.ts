import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { PaymentGateway } from '#server/adapters/payments/payment-gateway.ts'
import { createSandboxGateway } from '#server/adapters/payments/sandbox-gateway.ts'
import {
  adminAuditLog,
  adminVisits,
  bookings,
  outboxEmails,
  paymentIntents,
  users,
} from '#server/db/schema.ts'
import { refundEmailContextOf } from '#server/features/payments/refund-emails.ts'
import { refundUnattachedPayments } from '#server/features/payments/unattached-refunds.ts'
import { cardRefundMessages } from '#shared/schemas/admin-card-refunds.ts'
import { todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

// Issue 25 in the back office (decision 009): card payments no record took are listed
// among the refunds, refunded automatically or, refused by the gateway, needing the office.

const sandbox = createSandboxGateway()
/** Intents whose refund the gateway refuses. */
const refusedRefunds = new Set<string>()
const gateway: PaymentGateway = {
  name: sandbox.name,
  charge: (request) => sandbox.charge(request),
  refund: async (request) =>
    refusedRefunds.has(request.intentId)
      ? { status: 'failed', reason: 'cannot refund (refund volume exceeded)' }
      : sandbox.refund(request),
}

let t: TestApp
let admin: TestStudent
let student: TestStudent
beforeAll(async () => {
  t = await createTestApp({}, { paymentGateway: gateway })
})
afterAll(async () => t.close())
beforeEach(async () => {
  const { db } = t.database
  for (const table of [adminAuditLog, adminVisits, bookings, outboxEmails, paymentIntents, users]) {
    await db.delete(table)
  }
  refusedRefunds.clear()
  admin = await createStudent(t, { role: 'admin' })
  student = await createStudent(t)
})

const as = (who: TestStudent | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    payload: payload as string,
  })

async function paid(item: Record<string, unknown>, who: TestStudent | null = student) {
  const { id } = (await as(who, 'POST', '/api/payment-intents', item)).json()
  await as(who, 'POST', `/api/payment-intents/${id}/confirm`, { token: 'tok_sandbox_success' })
  return id as string
}

const sweep = () =>
  refundUnattachedPayments(
    { db: t.database.db, gateway, email: refundEmailContextOf(t.config), log: t.app.log },
    new Date(Date.now() + 31 * 60_000),
  )

/** A refunded booking payment, a visitor's gift whose refund failed, a used and a fresh one. */
async function refundsOfEachKind() {
  const refunded = await paid({ purpose: 'booking', package_type: '2_hours' })
  const failed = await paid({ purpose: 'video_order', number_of_chapters: 3 }, null)
  refusedRefunds.add(failed)
  const used = await paid({ purpose: 'booking', package_type: '1_hour' })
  const booked = await as(student, 'POST', '/api/bookings', {
    session_type: 'one_to_one',
    mathematics_module_id: (await as(null, 'GET', '/api/mathematics-modules')).json()[0].id,
    package_type: '1_hour',
    preferred_date: todayInSast(new Date(Date.now() + 3 * 86_400_000)),
    preferred_time: '09:00',
    payment_method: 'google_pay',
    payment_data: { payment_intent_id: used },
    meeting_aim: 'Geometry',
  })
  expect(booked.statusCode, booked.body).toBe(201)
  expect(await sweep()).toEqual({ refunded: 1, failed: 1, unanswered: 0 })
  await paid({ purpose: 'donation', amount_cents: 5_000 })
  return { refunded, failed }
}

describe('GET /api/admin/card-refunds', () => {
  it('lists the payments refunded automatically and, first, those whose refund failed', async () => {
    const { refunded, failed } = await refundsOfEachKind()
    const res = await as(admin, 'GET', '/api/admin/card-refunds')
    expect(res.statusCode, res.body).toBe(200)
    const list = res.json()
    expect(list).toMatchObject({ total: 2, page: 1, page_size: 25 })
    expect(list.refunds).toEqual([
      {
        id: failed,
        purpose: 'video_order',
        purchase: 'Video order: 3 chapters',
        amount_cents: 285_000,
        status: 'refund_failed',
        paid_at: expect.any(String),
        refunded_at: null,
        refunded_by: null,
        payer_name: null,
        payer_email: null,
        gateway: 'sandbox',
        payment_reference: `sandbox_${failed}`,
        refund_reference: null,
        refund_failure: 'cannot refund (refund volume exceeded)',
      },
      {
        id: refunded,
        purpose: 'booking',
        purchase: 'Tutoring booking: 2 Hour Session',
        amount_cents: 50_000,
        status: 'refunded',
        paid_at: expect.any(String),
        refunded_at: expect.any(String),
        refunded_by: 'gateway',
        payer_name: expect.stringMatching(/^Student /),
        payer_email: student.email,
        gateway: 'sandbox',
        payment_reference: `sandbox_${refunded}`,
        refund_reference: `sandbox_refund_${refunded}`,
        refund_failure: null,
      },
    ])

    const onlyFailed = (
      await as(admin, 'GET', '/api/admin/card-refunds?status=refund_failed')
    ).json()
    expect(onlyFailed.refunds.map((refund: { id: string }) => refund.id)).toEqual([failed])
    const byPayer = (await as(admin, 'GET', `/api/admin/card-refunds?q=${student.email}`)).json()
    expect(byPayer.refunds.map((refund: { id: string }) => refund.id)).toEqual([refunded])
    expect(byPayer.total).toBe(1)
    expect((await as(admin, 'GET', '/api/admin/card-refunds?status=succeeded')).statusCode).toBe(
      400,
    )
  })

  it('is for administrators only', async () => {
    expect((await as(null, 'GET', '/api/admin/card-refunds')).statusCode).toBe(401)
    expect((await as(student, 'GET', '/api/admin/card-refunds')).statusCode).toBe(403)
    expect((await as(student, 'GET', '/api/admin/card-refunds/export.csv')).statusCode).toBe(403)
  })

  it('exports them as CSV', async () => {
    await refundsOfEachKind()
    const res = await as(admin, 'GET', '/api/admin/card-refunds/export.csv')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^Status,For,Amount,/)
    expect(lines[1]).toMatch(/^Refund failed,Video order: 3 chapters,"R2,850",/)
    expect(lines[2]).toMatch(/^Refunded,Tutoring booking: 2 Hour Session,R500,.*,Automatically,/)
  })
})

describe('the overview counts card refunds', () => {
  it('shows failed card refunds as needing attention, and those refunded this month', async () => {
    await refundsOfEachKind()
    const overview = (await as(admin, 'GET', '/api/admin/overview')).json()
    expect(overview.attention.card_refunds).toEqual({ failed: 1, refunded_this_month: 1 })
  })
})

describe('POST /api/admin/card-refunds/{id}/refunded', () => {
  it('records a refund the office made by hand: audited, the payer emailed, no longer needing attention', async () => {
    const failed = await paid({ purpose: 'booking', package_type: '1_week' })
    refusedRefunds.add(failed)
    await sweep()
    expect(await queuedEmails(t.database.db)).toHaveLength(0)

    const url = `/api/admin/card-refunds/${failed}/refunded`
    expect((await as(admin, 'POST', url, { refund_reference: ' ' })).json().fields).toEqual({
      refund_reference: cardRefundMessages.referenceRequired,
    })
    expect((await as(student, 'POST', url, { refund_reference: 'PEACH-RF-1' })).statusCode).toBe(
      403,
    )
    const res = await as(admin, 'POST', url, { refund_reference: 'PEACH-RF-1' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      id: failed,
      status: 'refunded',
      refunded_by: 'office',
      refund_reference: 'PEACH-RF-1',
      refund_failure: 'cannot refund (refund volume exceeded)',
    })
    expect((await as(admin, 'POST', url, { refund_reference: 'again' })).statusCode).toBe(409)
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect(
      (
        await as(admin, 'POST', `/api/admin/card-refunds/${unknown}/refunded`, {
          refund_reference: 'x',
        })
      ).statusCode,
    ).toBe(404)

    const mails = await queuedEmails(t.database.db)
    expect(mails.map((mail) => [mail.toAddress, mail.kind])).toEqual([
      [student.email, 'payment.refunded.by_hand'],
    ])
    expect(mails[0]!.textBody).toContain('Refund reference: PEACH-RF-1')
    const [audit] = await t.database.db.select().from(adminAuditLog)
    expect(audit).toMatchObject({
      actorEmail: admin.email,
      action: 'card_refund.record',
      subjectType: 'payment_intents',
      subjectId: failed,
    })
    const overview = (await as(admin, 'GET', '/api/admin/overview')).json()
    expect(overview.attention.card_refunds).toEqual({ failed: 0, refunded_this_month: 1 })
  })

  it('refuses to record by hand a refund the gateway made', async () => {
    const refunded = await paid({ purpose: 'booking', package_type: '1_hour' })
    await sweep()
    const res = await as(admin, 'POST', `/api/admin/card-refunds/${refunded}/refunded`, {
      refund_reference: 'x',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe(cardRefundMessages.notFailed)
  })
})
