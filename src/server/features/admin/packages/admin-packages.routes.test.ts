import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  adminAuditLog,
  bookings,
  outboxEmails,
  tutoringPackages,
  tutoringSessions,
} from '#server/db/schema.ts'
import { accountMessages, apiMessages } from '#shared/messages.ts'
import { lastDayOf, validUntilOfLastDay } from '#shared/package-hours.ts'
import { formatSastDate, todayInSast } from '#shared/sast.ts'
import { adminPackageMessages as m } from '#shared/schemas/admin-packages.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { clearBookingData, sessionsOutOfStep } from '#tests/support/bookings.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

// Issue 21 (D26): the office's package tools — the list, one package, extending its
// validity, cancelling it with the pro-rata refund of its unused hours, recording the refund.

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

const dayAhead = (days: number) => todayInSast(new Date(Date.now() + days * 86_400_000))

const as = (who: TestStudent | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as string }),
  })
const act = (id: string, action: string, body: unknown = {}) =>
  as(admin, 'POST', `/api/admin/packages/${id}/${action}`, body)
const detail = async (id: string) => {
  const res = await as(admin, 'GET', `/api/admin/packages/${id}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

const session = {
  session_type: 'one_to_one',
  meeting_platform: 'google_meet',
  meeting_aim: 'Work through the calculus past papers',
}

/** A package bought by card: its first hour scheduled `days` ahead at 10:00. */
async function buyByCard(who: TestStudent, packageType: '1_week' | '1_month', days = 3) {
  const intent = await as(who, 'POST', '/api/payment-intents', {
    purpose: 'booking',
    package_type: packageType,
  })
  const id = intent.json().id as string
  await as(who, 'POST', `/api/payment-intents/${id}/confirm`, { token: 'tok_sandbox_success' })
  const bought = await as(who, 'POST', '/api/bookings', {
    ...session,
    mathematics_module_id: moduleId,
    package_type: packageType,
    preferred_date: dayAhead(days),
    preferred_time: '10:00',
    payment_method: 'google_pay',
    payment_data: { payment_intent_id: id },
  })
  expect(bought.statusCode, bought.body).toBe(201)
  return bought.json() as { id: string; package_id: string }
}

/** A 1 Week Package booked for a bank transfer that has not arrived. */
async function buyByTransfer(who: TestStudent) {
  const bought = await as(who, 'POST', '/api/bookings', {
    ...session,
    mathematics_module_id: moduleId,
    package_type: '1_week',
    preferred_date: dayAhead(3),
    preferred_time: '10:00',
    payment_method: 'bank_transfer',
  })
  expect(bought.statusCode, bought.body).toBe(201)
  return bought.json() as { id: string; package_id: string }
}

/** A session of `minutes` scheduled from the package, `days` ahead at 14:00. */
async function spend(who: TestStudent, packageId: string, days: number, minutes = 60) {
  const res = await as(who, 'POST', '/api/bookings', {
    ...session,
    mathematics_module_id: moduleId,
    package_id: packageId,
    payment_method: 'package',
    duration_minutes: minutes,
    preferred_date: dayAhead(days),
    preferred_time: '14:00',
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: string }
}

/** Moves a booking and its session to start `hours` from now. */
async function startIn(bookingId: string, hours: number) {
  const startsAt = new Date(Date.now() + hours * 3_600_000)
  const [row] = await t.database.db
    .update(bookings)
    .set({
      scheduledAt: startsAt,
      endsAt: sql`${startsAt.toISOString()}::timestamptz + (${bookings.endsAt} - ${bookings.scheduledAt})`,
    })
    .where(eq(bookings.id, bookingId))
    .returning()
  await t.database.db
    .update(tutoringSessions)
    .set({ startsAt: row!.scheduledAt, endsAt: row!.endsAt })
    .where(eq(tutoringSessions.id, row!.sessionId))
}

/** The office confirms a session, it takes place and is completed: its minutes are used. */
async function takePlace(bookingId: string) {
  expect((await as(admin, 'POST', `/api/admin/bookings/${bookingId}/confirm`, {})).statusCode).toBe(
    200,
  )
  await startIn(bookingId, -2)
  const done = await as(admin, 'POST', `/api/admin/bookings/${bookingId}/complete`, {})
  expect(done.statusCode, done.body).toBe(200)
}

const setPackage = (id: string, values: Partial<typeof tutoringPackages.$inferInsert>) =>
  t.database.db.update(tutoringPackages).set(values).where(eq(tutoringPackages.id, id))
const packageRow = async (id: string) =>
  (await t.database.db.select().from(tutoringPackages).where(eq(tutoringPackages.id, id)))[0]!
const auditOf = (id: string) =>
  t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.subjectId, id))
const ids = (list: { packages: { id: string }[] }) => list.packages.map((p) => p.id)
const clearMail = () => t.database.db.delete(outboxEmails)

describe('who may use the packages back office', () => {
  const id = '00000000-0000-4000-8000-000000000000'
  it.each([
    ['GET', '/api/admin/packages'],
    ['GET', '/api/admin/packages/export.csv'],
    ['GET', `/api/admin/packages/${id}`],
    ['POST', `/api/admin/packages/${id}/extend`],
    ['POST', `/api/admin/packages/${id}/cancel`],
    ['POST', `/api/admin/packages/${id}/refunded`],
  ] as const)('%s %s: 401 for a visitor, 403 for a student', async (method, url) => {
    const body = method === 'POST' ? {} : undefined
    expect((await as(null, method, url, body)).statusCode).toBe(401)
    const refused = await as(student, method, url, body)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe(accountMessages.adminOnly)
  })

  it('judges who calls before what was sent: 401, 403, then 415 and 400', async () => {
    const url = `/api/admin/packages/${id}/cancel`
    const send = (who: TestStudent | null, type: string, payload: string) =>
      t.request({
        method: 'POST',
        url,
        headers: { 'content-type': type, ...(who ? { cookie: who.cookie } : {}) },
        payload,
      })
    expect((await send(null, 'text/plain', 'x')).statusCode).toBe(401)
    expect((await send(student, 'text/plain', 'x')).statusCode).toBe(403)
    const wrongType = await send(admin, 'text/plain', 'reason=x')
    expect(wrongType.statusCode).toBe(415)
    expect(wrongType.json().error).toBe(apiMessages.unsupportedMediaType)
    const malformed = await send(admin, 'application/json', '{"reason":')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error).toBe(apiMessages.malformedJson)
  })

  it('answers 404 for a package that does not exist, however its id is written', async () => {
    for (const missing of [id, 'nope']) {
      const res = await as(admin, 'GET', `/api/admin/packages/${missing}`)
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toBe(m.notFound)
      expect((await act(missing, 'cancel', { reason: 'Gone' })).statusCode).toBe(404)
    }
  })
})

describe('GET /api/admin/packages', () => {
  it('lists every package newest first with its student, hours and money', async () => {
    const other = await createStudent(t)
    const first = await buyByCard(student, '1_week')
    const second = await buyByCard(other, '1_month')
    const res = await as(admin, 'GET', '/api/admin/packages')
    expect(res.statusCode, res.body).toBe(200)
    const list = res.json()
    expect(list).toMatchObject({ total: 2, page: 1, page_size: 25 })
    expect(ids(list)).toEqual([second.package_id, first.package_id])
    const row = await packageRow(first.package_id)
    expect(list.packages[1]).toEqual({
      id: first.package_id,
      reference: expect.stringMatching(/^PK-[0-9A-HJKMNP-TV-Z]{8}$/),
      package_type: '1_week',
      student: { id: student.id, name: expect.any(String), email: student.email },
      minutes_total: 420,
      minutes_scheduled: 60,
      minutes_used: 0,
      minutes_left: 360,
      valid_until: row.validUntil!.toISOString(),
      last_day: lastDayOf(row.validUntil!),
      status: 'active',
      paid: true,
      amount_cents: 175_000,
      refund_due_cents: null,
      refunded_at: null,
      cancelled_at: null,
      cancel_reason: null,
      created_at: row.createdAt.toISOString(),
    })
    expect((await as(admin, 'GET', '/api/admin/packages?page=2')).json()).toMatchObject({
      packages: [],
      total: 2,
      page: 2,
    })
  })

  it('filters by status, student, search and refunds owed', async () => {
    const other = await createStudent(t)
    // A student is in one session at a time (D25): each first session on its own day.
    const active = await buyByCard(student, '1_month', 3)
    const lapsed = await buyByCard(student, '1_week', 4)
    const usedUp = await buyByCard(other, '1_week', 3)
    const cancelled = await buyByCard(other, '1_month', 4)
    await setPackage(lapsed.package_id, { validUntil: new Date(Date.now() - 60_000) })
    await setPackage(usedUp.package_id, { minutesScheduled: 0, minutesUsed: 420 })
    expect((await act(cancelled.package_id, 'cancel', { reason: 'Moving away' })).statusCode).toBe(
      200,
    )
    const get = async (query: string) => {
      const res = await as(admin, 'GET', `/api/admin/packages?${query}`)
      expect(res.statusCode, res.body).toBe(200)
      return ids(res.json())
    }
    expect(await get('status=active')).toEqual([active.package_id])
    expect(await get('status=lapsed')).toEqual([lapsed.package_id])
    expect(await get('status=used_up')).toEqual([usedUp.package_id])
    expect(await get('status=cancelled')).toEqual([cancelled.package_id])
    expect(await get(`user_id=${student.id}`)).toEqual([lapsed.package_id, active.package_id])
    expect(await get(`q=${encodeURIComponent(other.email.toUpperCase())}`)).toEqual([
      cancelled.package_id,
      usedUp.package_id,
    ])
    expect(await get('refund_due=true')).toEqual([cancelled.package_id])
    await act(cancelled.package_id, 'refunded')
    expect(await get('refund_due=true')).toEqual([])
  })

  it('refuses a filter it does not know, naming it', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['user_id=nobody', 'user_id'],
      ['refund_due=maybe', 'refund_due'],
      ['page=0', 'page'],
    ]) {
      const res = await as(admin, 'GET', `/api/admin/packages?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().fields, query).toHaveProperty(field!)
    }
    expect(
      (await as(admin, 'GET', '/api/admin/packages?user_id=nobody')).json().fields.user_id,
    ).toBe(m.userInvalid)
  })

  it('keeps a deleted account’s packages, without the person', async () => {
    const { package_id: id } = await buyByCard(student, '1_week')
    await setPackage(id, { userId: null })
    const [item] = (await as(admin, 'GET', '/api/admin/packages')).json().packages
    expect(item).toMatchObject({ id, student: null })
  })
})

describe('GET /api/admin/packages/export.csv', () => {
  it('exports the filtered packages', async () => {
    const { package_id: id } = await buyByCard(student, '1_month')
    await buyByCard(await createStudent(t), '1_week')
    const res = await as(admin, 'GET', `/api/admin/packages/export.csv?user_id=${student.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="packages-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const [header, row, ...rest] = res.body.replace(/^\ufeff/, '').split('\r\n')
    expect(header).toBe(
      'Package reference,Bought at,Student,Student email,Package,Hours,Scheduled,Used,Left,Use by (SAST),Status,Paid,Amount,Refund due,Refunded at,Cancelled at,Cancel reason',
    )
    const [pkg] = await t.database.db
      .select({ reference: tutoringPackages.reference })
      .from(tutoringPackages)
      .where(eq(tutoringPackages.id, id!))
    expect(row!.startsWith(`${pkg!.reference},`)).toBe(true)
    expect(row).toContain(student.email)
    expect(row).toContain('1 Month Package (12 hours),12 h 0 min,1 h 0 min,0 h 0 min,11 h 0 min')
    expect(row).toContain('Active,Yes,"R3,000"')
    expect(rest).toEqual([''])
    expect((await as(admin, 'GET', '/api/admin/packages/export.csv?status=lost')).statusCode).toBe(
      400,
    )
  })
})

describe('GET /api/admin/packages/{id}', () => {
  it('answers the package with its sessions, soonest first, and what cancelling would owe', async () => {
    const bought = await buyByCard(student, '1_month')
    const later = await spend(student, bought.package_id, 6, 120)
    const pkg = await detail(bought.package_id)
    expect(pkg).toMatchObject({
      id: bought.package_id,
      minutes_scheduled: 180,
      // Both sessions are still to come: all 12 hours would be refunded.
      refund_if_cancelled_cents: 300_000,
      unused_minutes_if_cancelled: 720,
      history: [],
    })
    expect(pkg.sessions).toEqual([
      {
        id: bought.id,
        scheduled_at: expect.any(String),
        duration_minutes: 60,
        status: 'pending',
        tutor_name: null,
        payment_method: 'google_pay',
      },
      expect.objectContaining({ id: later.id, duration_minutes: 120, payment_method: 'package' }),
    ])
  })

  it('previews 0 for a package never paid', async () => {
    const bought = await buyByTransfer(student)
    expect(await detail(bought.package_id)).toMatchObject({
      paid: false,
      refund_if_cancelled_cents: 0,
      unused_minutes_if_cancelled: 420,
    })
  })
})

describe('POST /api/admin/packages/{id}/extend', () => {
  it('moves the last day on, audits it with before and after, and mails the student', async () => {
    const { package_id: id } = await buyByCard(student, '1_week')
    const before = await packageRow(id)
    await setPackage(id, { lapseReminderSentAt: new Date() })
    await clearMail()
    const lastDay = dayAhead(30)
    const res = await act(id, 'extend', { valid_until: lastDay, reason: '  Student was ill  ' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      valid_until: validUntilOfLastDay(lastDay).toISOString(),
      last_day: lastDay,
      status: 'active',
    })
    // The lapse reminder is due again, for the new day.
    expect((await packageRow(id)).lapseReminderSentAt).toBeNull()
    const [entry, ...others] = await auditOf(id)
    expect(others).toEqual([])
    expect(entry).toMatchObject({
      actorEmail: admin.email,
      action: 'package.extend',
      subjectType: 'tutoring_packages',
      before: expect.objectContaining({ last_day: lastDayOf(before.validUntil!) }),
      after: expect.objectContaining({
        last_day: lastDay,
        reason: 'Student was ill',
      }),
    })
    expect(res.json().history).toEqual([
      expect.objectContaining({ action: 'package.extend', actor_email: admin.email }),
    ])
    const mails = await queuedEmails(t.database.db)
    expect(mails).toEqual([
      expect.objectContaining({ toAddress: student.email, kind: 'package.extended' }),
    ])
    expect(mails[0]!.textBody).toContain(formatSastDate(lastDay))
  })

  it('brings lapsed hours back', async () => {
    const { package_id: id } = await buyByCard(student, '1_week')
    await setPackage(id, { validUntil: validUntilOfLastDay(dayAhead(-2)) })
    expect((await detail(id)).status).toBe('lapsed')
    const res = await act(id, 'extend', { valid_until: dayAhead(0), reason: 'Goodwill' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().status).toBe('active')
  })

  // 'LATER' stands for a good last day, 40 days ahead.
  it.each<[string, Record<string, string>, string, string | undefined]>([
    ['no reason', { valid_until: 'LATER' }, 'reason', m.extendReasonRequired],
    ['a blank reason', { valid_until: 'LATER', reason: '   ' }, 'reason', m.extendReasonRequired],
    ['a reason too long', { valid_until: 'LATER', reason: 'x'.repeat(501) }, 'reason', undefined],
    ['no date', { reason: 'Student was ill' }, 'valid_until', m.lastDayInvalid],
    [
      'a date that does not exist',
      { valid_until: '2027-02-30', reason: 'Ill' },
      'valid_until',
      m.lastDayInvalid,
    ],
    [
      'a date not written YYYY-MM-DD',
      { valid_until: '30/01/2027', reason: 'Ill' },
      'valid_until',
      m.lastDayInvalid,
    ],
  ])('refuses %s (400) and changes nothing', async (_case, body, field, message) => {
    const { package_id: id } = await buyByCard(student, '1_week')
    const before = await packageRow(id)
    await clearMail()
    const payload = body.valid_until === 'LATER' ? { ...body, valid_until: dayAhead(40) } : body
    const res = await act(id, 'extend', payload)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().fields).toHaveProperty(field)
    if (message) expect(res.json().fields[field]).toBe(message)
    expect((await packageRow(id)).validUntil).toEqual(before.validUntil)
    expect(await auditOf(id)).toEqual([])
    expect(await queuedEmails(t.database.db)).toEqual([])
  })

  it('refuses a last day that is not later than the current one, or already past', async () => {
    const { package_id: id } = await buyByCard(student, '1_week')
    const current = lastDayOf((await packageRow(id)).validUntil!)
    for (const day of [current, dayAhead(1)]) {
      const res = await act(id, 'extend', { valid_until: day, reason: 'Why not' })
      expect(res.statusCode, day).toBe(400)
      expect(res.json().fields.valid_until).toBe(m.lastDayNotLater(formatSastDate(current)))
    }
    await setPackage(id, { validUntil: validUntilOfLastDay(dayAhead(-5)) })
    const past = await act(id, 'extend', { valid_until: dayAhead(-1), reason: 'Why not' })
    expect(past.statusCode).toBe(400)
    expect(past.json().fields.valid_until).toBe(m.lastDayPast)
    expect(await auditOf(id)).toEqual([])
  })

  it('refuses a cancelled package (409)', async () => {
    const { package_id: id } = await buyByCard(student, '1_week')
    await act(id, 'cancel', { reason: 'Moving away' })
    const res = await act(id, 'extend', { valid_until: dayAhead(40), reason: 'Oops' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe(m.cancelledNotExtended)
  })
})

describe('POST /api/admin/packages/{id}/cancel', () => {
  it('cancels the sessions to come, returns their minutes and owes the unused hours pro rata', async () => {
    const bought = await buyByCard(student, '1_month')
    // The first hour took place; 2 + 1 hours are scheduled ahead.
    await takePlace(bought.id)
    const two = await spend(student, bought.package_id, 6, 120)
    const one = await spend(student, bought.package_id, 7)
    await clearMail()
    await t.database.db.delete(adminAuditLog)

    const res = await act(bought.package_id, 'cancel', { reason: '  Moving overseas  ' })
    expect(res.statusCode, res.body).toBe(200)
    // 660 of 720 minutes unused, of R3,000: R2,750.00.
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelled_at: expect.any(String),
      cancel_reason: 'Moving overseas',
      minutes_scheduled: 0,
      minutes_used: 60,
      minutes_left: 660,
      refund_due_cents: 275_000,
      refunded_at: null,
      refund_if_cancelled_cents: null,
    })
    const statuses = Object.fromEntries(
      res.json().sessions.map((s: { id: string; status: string }) => [s.id, s.status]),
    )
    expect(statuses).toEqual({
      [bought.id]: 'completed',
      [two.id]: 'cancelled',
      [one.id]: 'cancelled',
    })
    const [cancelledBooking] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, two.id))
    expect(cancelledBooking).toMatchObject({
      cancelledBy: 'admin',
      cancelReason: 'Moving overseas',
      refundDue: false,
    })
    expect(await sessionsOutOfStep(t.database.db)).toEqual([])

    const actions = (await t.database.db.select().from(adminAuditLog)).map((e) => e.action).sort()
    expect(actions).toEqual(['booking.cancel', 'booking.cancel', 'package.cancel'])
    const [entry] = await auditOf(bought.package_id)
    expect(entry).toMatchObject({
      action: 'package.cancel',
      before: expect.objectContaining({ status: 'active', minutes_scheduled: 180 }),
      after: expect.objectContaining({
        status: 'cancelled',
        refund_due_cents: 275_000,
        cancel_reason: 'Moving overseas',
        sessions_cancelled: 2,
        minutes_returned: 180,
      }),
    })

    const mails = await queuedEmails(t.database.db)
    const toStudent = mails.filter((mail) => mail.toAddress === student.email)
    expect(toStudent.map((mail) => mail.kind).sort()).toEqual([
      'booking.cancelled',
      'booking.cancelled',
      'package.cancelled',
    ])
    const notice = toStudent.find((mail) => mail.kind === 'package.cancelled')!
    expect(notice.textBody).toContain('The reason: Moving overseas')
    expect(notice.textBody).toContain('refund of R2,750 for the 11 h 0 min you did not use')

    const again = await act(bought.package_id, 'cancel', { reason: 'Twice' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(m.alreadyCancelled)
  })

  it('rounds the refund down to the cent', async () => {
    const bought = await buyByCard(student, '1_month')
    await takePlace(bought.id)
    await setPackage(bought.package_id, { amountCents: 100_001 })
    expect((await detail(bought.package_id)).refund_if_cancelled_cents).toBe(91_667)
    const res = await act(bought.package_id, 'cancel', { reason: 'Moving overseas' })
    // 660 / 720 × 100,001 = 91,667.58…
    expect(res.json().refund_due_cents).toBe(91_667)
  })

  it('counts a session that has already begun as taken, and leaves it be', async () => {
    const bought = await buyByCard(student, '1_month')
    await startIn(bought.id, -0.5)
    const res = await act(bought.package_id, 'cancel', { reason: 'Moving overseas' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ minutes_scheduled: 60, refund_due_cents: 275_000 })
    expect(res.json().sessions[0].status).toBe('pending')
  })

  it('owes nothing for a package never paid', async () => {
    const bought = await buyByTransfer(student)
    await clearMail()
    const res = await act(bought.package_id, 'cancel', { reason: 'Never paid' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ status: 'cancelled', refund_due_cents: null, paid: false })
    expect(res.json().sessions[0].status).toBe('cancelled')
    const notice = (await queuedEmails(t.database.db)).find((x) => x.kind === 'package.cancelled')
    expect(notice!.textBody).toContain('nothing is owed')
    const refunded = await act(bought.package_id, 'refunded')
    expect(refunded.statusCode).toBe(409)
    expect(refunded.json().error).toBe(m.noRefundDue)
  })

  it('asks for the reason (400) and changes nothing', async () => {
    const bought = await buyByCard(student, '1_week')
    for (const body of [{}, { reason: '   ' }]) {
      const res = await act(bought.package_id, 'cancel', body)
      expect(res.statusCode).toBe(400)
      expect(res.json().fields).toEqual({ reason: m.cancelReasonRequired })
    }
    const row = await packageRow(bought.package_id)
    expect(row).toMatchObject({ cancelledAt: null, minutesScheduled: 60 })
    const [first] = await t.database.db.select().from(bookings).where(eq(bookings.id, bought.id))
    expect(first!.status).toBe('pending')
  })
})

describe('POST /api/admin/packages/{id}/refunded', () => {
  it('records the refund paid, audits it and mails the student; only once', async () => {
    const bought = await buyByCard(student, '1_week')
    const open = await act(bought.package_id, 'refunded')
    expect(open.statusCode).toBe(409)
    expect(open.json().error).toBe(m.noRefundDue)

    await act(bought.package_id, 'cancel', { reason: 'Moving overseas' })
    await clearMail()
    const res = await act(bought.package_id, 'refunded')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ refund_due_cents: 175_000, refunded_at: expect.any(String) })
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.subjectId, bought.package_id),
          eq(adminAuditLog.action, 'package.refund'),
        ),
      )
    expect(entry).toMatchObject({
      before: expect.objectContaining({ refunded_at: null, refund_due_cents: 175_000 }),
      after: expect.objectContaining({ refunded_at: expect.any(String) }),
    })
    const mails = await queuedEmails(t.database.db)
    expect(mails).toEqual([
      expect.objectContaining({ toAddress: student.email, kind: 'package.refunded' }),
    ])
    expect(mails[0]!.textBody).toContain('We have refunded R1,750')
    expect(res.json().history.map((e: { action: string }) => e.action)).toEqual([
      'package.refund',
      'package.cancel',
    ])

    const again = await act(bought.package_id, 'refunded')
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(m.refundAlreadyRecorded)
  })

  it('counts package refunds owed on the overview', async () => {
    const bought = await buyByCard(student, '1_week')
    await act(bought.package_id, 'cancel', { reason: 'Moving overseas' })
    const overview = async () =>
      (await as(admin, 'GET', '/api/admin/overview')).json().attention as {
        refunds_due: number
        package_refunds_due: number
      }
    expect(await overview()).toMatchObject({ refunds_due: 1, package_refunds_due: 1 })
    await act(bought.package_id, 'refunded')
    expect(await overview()).toMatchObject({ refunds_due: 0, package_refunds_due: 0 })
  })
})
