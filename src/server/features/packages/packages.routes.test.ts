import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookings, tutoringPackages, tutoringSessions } from '#server/db/schema.ts'
import { validUntilOf } from '#shared/package-hours.ts'
import { sastSlotToInstant, todayInSast } from '#shared/sast.ts'
import { packageMessages } from '#shared/schemas/packages.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { clearBookingData, sessionsOutOfStep } from '#tests/support/bookings.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

// D26: a week or month package is hours to spend, and no spend can overdraw it.

let t: TestApp
let moduleId: number
let admin: TestStudent
beforeAll(async () => {
  t = await createTestApp()
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => {
  await clearBookingData(t.database.db)
  admin = await createStudent(t, { role: 'admin' })
})

const dayAhead = (days: number) => todayInSast(new Date(Date.now() + days * 86_400_000))
const firstDay = dayAhead(3)

const as = (who: TestStudent, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.request({ method, url, headers: { cookie: who.cookie }, payload: payload as string })

// Each request adds mathematics_module_id, known once the app has started.
const session = {
  session_type: 'one_to_one',
  meeting_platform: 'google_meet',
  meeting_aim: 'Work through the calculus past papers',
}

async function buyByCard(who: TestStudent, packageType: '1_week' | '1_month') {
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
    preferred_date: firstDay,
    preferred_time: '10:00',
    payment_method: 'google_pay',
    payment_data: { payment_intent_id: id },
  })
  expect(bought.statusCode, bought.body).toBe(201)
  return bought.json() as { id: string; package_id: string }
}

/** A 1 Week Package booked for a bank transfer that has not arrived yet. */
function buyByTransfer(who: TestStudent): ReturnType<TestApp['request']> {
  return as(who, 'POST', '/api/bookings', {
    ...session,
    mathematics_module_id: moduleId,
    package_type: '1_week',
    preferred_date: firstDay,
    preferred_time: '10:00',
    payment_method: 'bank_transfer',
  })
}

function spend(
  who: TestStudent,
  packageId: string,
  overrides: Record<string, unknown> = {},
): ReturnType<TestApp['request']> {
  return as(who, 'POST', '/api/bookings', {
    ...session,
    mathematics_module_id: moduleId,
    package_id: packageId,
    payment_method: 'package',
    duration_minutes: 60,
    preferred_date: dayAhead(5),
    preferred_time: '14:00',
    ...overrides,
  })
}

async function packagesOf(who: TestStudent) {
  const res = await as(who, 'GET', '/api/packages')
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as {
    id: string
    minutes_total: number
    minutes_scheduled: number
    minutes_used: number
    minutes_left: number
    valid_until: string
    status: string
    paid: boolean
  }[]
}

const balanceOf = async (who: TestStudent) => {
  const [only] = await packagesOf(who)
  return only && [only.minutes_scheduled, only.minutes_used, only.minutes_left]
}
const bookingCount = async () => (await t.database.db.select().from(bookings)).length

describe('GET /api/packages', () => {
  it('answers 401 signed out', async () => {
    expect((await t.request({ method: 'GET', url: '/api/packages' })).statusCode).toBe(401)
  })

  it('opens a 1 Month Package’s 12 hours with the first hour scheduled, valid a calendar month', async () => {
    const student = await createStudent(t)
    const bought = await buyByCard(student, '1_month')
    const [pkg, ...others] = await packagesOf(student)
    expect(others).toEqual([])
    expect(pkg).toMatchObject({
      id: bought.package_id,
      package_type: '1_month',
      minutes_total: 720,
      minutes_scheduled: 60,
      minutes_used: 0,
      minutes_left: 660,
      status: 'active',
      paid: true,
      valid_until: validUntilOf('1_month', sastSlotToInstant(firstDay, '10:00')).toISOString(),
    })
    // Another student sees none of it.
    expect(await packagesOf(await createStudent(t))).toEqual([])
  })

  it('opens a 1 Week Package bought by bank transfer unpaid: spendable once the office marks it paid', async () => {
    const student = await createStudent(t)
    const bought = await buyByTransfer(student)
    expect(bought.statusCode, bought.body).toBe(201)
    const { id, package_id: packageId, payment_reference: reference } = bought.json()
    expect((await packagesOf(student))[0]).toMatchObject({ minutes_total: 420, paid: false })

    const refused = await spend(student, packageId)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toBe(packageMessages.unpaid)

    const paid = await as(admin, 'POST', `/api/admin/bookings/${id}/mark-paid`, {
      payment_reference: reference,
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect((await packagesOf(student))[0]?.paid).toBe(true)
    expect((await spend(student, packageId)).statusCode).toBe(201)
  })

  it('closes an unpaid package whose purchase the student cancels', async () => {
    const student = await createStudent(t)
    const bought = await buyByTransfer(student)
    await as(student, 'POST', `/api/bookings/${bought.json().id}/cancel`, {})
    expect((await packagesOf(student))[0]).toMatchObject({
      status: 'cancelled',
      minutes_scheduled: 0,
    })
    expect((await spend(student, bought.json().package_id)).json().error).toBe(
      packageMessages.cancelled,
    )
  })
})

describe('POST /api/bookings from a package’s hours', () => {
  it('schedules a 2-hour session against the balance; the package decides its type', async () => {
    const student = await createStudent(t)
    const { package_id: packageId } = await buyByCard(student, '1_month')
    const res = await spend(student, packageId, { duration_minutes: 120, package_type: '1_hour' })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      package_id: packageId,
      package_type: '1_month',
      payment_method: 'package',
      payment_status: 'completed',
      amount_cents: 0,
      duration_minutes: 120,
      status: 'pending',
    })
    expect(await balanceOf(student)).toEqual([180, 0, 540])
    expect(await sessionsOutOfStep(t.database.db)).toEqual([])
  })

  it('asks for the package and the length when paying from a package (400)', async () => {
    const student = await createStudent(t)
    const { package_id: packageId } = await buyByCard(student, '1_week')
    const noLength = await spend(student, packageId, { duration_minutes: 90 })
    expect(noLength.statusCode).toBe(400)
    expect(noLength.json().fields.duration_minutes).toBe(packageMessages.durationRequired)
    const noPackage = await spend(student, packageId, { package_id: undefined })
    expect(noPackage.statusCode).toBe(400)
    expect(noPackage.json().fields.package_id).toBe(packageMessages.packageRequired)
    expect(await balanceOf(student)).toEqual([60, 0, 360])
  })

  it('refuses someone else’s package as a missing one, and changes nothing', async () => {
    const owner = await createStudent(t)
    const { package_id: packageId } = await buyByCard(owner, '1_week')
    const before = await bookingCount()
    const res = await spend(await createStudent(t), packageId)
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe(packageMessages.notFound)
    expect(await bookingCount()).toBe(before)
    expect(await balanceOf(owner)).toEqual([60, 0, 360])
  })

  it('refuses a session longer than what is left, then a spend of a used-up package', async () => {
    const student = await createStudent(t)
    const { package_id: packageId } = await buyByCard(student, '1_week')
    // 6 hours left: three 2-hour sessions on three days take them all.
    for (const days of [5, 6, 7]) {
      const res = await spend(student, packageId, {
        duration_minutes: 120,
        preferred_date: dayAhead(days),
      })
      expect(res.statusCode, res.body).toBe(201)
    }
    expect(await balanceOf(student)).toEqual([420, 0, 0])
    const none = await spend(student, packageId, { preferred_date: dayAhead(8) })
    expect(none.statusCode).toBe(409)
    expect(none.json().error).toBe(packageMessages.usedUp)

    // One hour back (cancelled well ahead), then two hours asked: only 1 h 0 min is left.
    const [spent] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentMethod, 'package'))
    await as(admin, 'POST', `/api/admin/bookings/${spent!.id}/cancel`, { reason: 'Tutor ill' })
    expect(await balanceOf(student)).toEqual([300, 0, 120])
    await spend(student, packageId, { preferred_date: dayAhead(9) })
    const short = await spend(student, packageId, {
      duration_minutes: 120,
      preferred_date: dayAhead(10),
    })
    expect(short.statusCode).toBe(409)
    expect(short.json().error).toBe(packageMessages.short('1 h 0 min'))
    expect(await balanceOf(student)).toEqual([360, 0, 60])
  })

  it('refuses a session after the hours lapse, and any spend once they have lapsed', async () => {
    const student = await createStudent(t)
    const { package_id: packageId } = await buyByCard(student, '1_week')
    const late = await spend(student, packageId, { preferred_date: dayAhead(3 + 8) })
    expect(late.statusCode).toBe(409)
    expect(late.json().error).toMatch(/must be used by .*\. Please choose an earlier time\.$/)

    await t.database.db
      .update(tutoringPackages)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(tutoringPackages.id, packageId))
    const lapsed = await spend(student, packageId)
    expect(lapsed.statusCode).toBe(409)
    expect(lapsed.json().error).toBe(packageMessages.lapsed)
    expect((await packagesOf(student))[0]?.status).toBe('lapsed')
    expect(await balanceOf(student)).toEqual([60, 0, 360])
  })

  it('never takes a balance below zero: of 10 concurrent 2-hour spends of 11 hours, 5 win', async () => {
    const student = await createStudent(t)
    const { package_id: packageId } = await buyByCard(student, '1_month')
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        spend(student, packageId, { duration_minutes: 120, preferred_date: dayAhead(4 + i) }),
      ),
    )
    const codes = answers.map((res) => res.statusCode).sort()
    expect(codes).toEqual([201, 201, 201, 201, 201, 409, 409, 409, 409, 409])
    expect(await balanceOf(student)).toEqual([660, 0, 60])
    const [row] = await t.database.db
      .select()
      .from(tutoringPackages)
      .where(eq(tutoringPackages.id, packageId))
    expect(row!.minutesScheduled + row!.minutesUsed).toBeLessThanOrEqual(row!.minutesTotal)
  })
})

describe('a package session’s minutes through its lifecycle', () => {
  /** Moves a booking and its session to start `hoursFromNow` from now. */
  async function startIn(bookingId: string, hoursFromNow: number) {
    const startsAt = new Date(Date.now() + hoursFromNow * 3_600_000)
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

  it('returns the minutes of a session the student cancels 24 h or more ahead', async () => {
    const student = await createStudent(t)
    const { package_id: packageId } = await buyByCard(student, '1_month')
    const res = await spend(student, packageId, { duration_minutes: 120 })
    const cancelled = await as(student, 'POST', `/api/bookings/${res.json().id}/cancel`, {})
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().refund_due).toBe(false)
    expect(await balanceOf(student)).toEqual([60, 0, 660])
  })

  it('uses the minutes of a session the student cancels later than that', async () => {
    const student = await createStudent(t)
    const { package_id: packageId } = await buyByCard(student, '1_month')
    const res = await spend(student, packageId, { duration_minutes: 120 })
    await startIn(res.json().id, 3)
    const cancelled = await as(student, 'POST', `/api/bookings/${res.json().id}/cancel`, {})
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await balanceOf(student)).toEqual([60, 120, 540])
  })

  it('returns the first session’s hour, not the package’s price, when the office cancels it', async () => {
    const student = await createStudent(t)
    const bought = await buyByCard(student, '1_month')
    const cancelled = await as(admin, 'POST', `/api/admin/bookings/${bought.id}/cancel`, {
      reason: 'Tutor ill',
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().refund_due).toBe(false)
    expect(await balanceOf(student)).toEqual([0, 0, 720])
  })

  it('moves a completed session’s minutes from scheduled to used', async () => {
    const student = await createStudent(t)
    const { package_id: packageId } = await buyByCard(student, '1_month')
    const res = await spend(student, packageId, { duration_minutes: 120 })
    const confirmed = await as(admin, 'POST', `/api/admin/bookings/${res.json().id}/confirm`, {})
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    await startIn(res.json().id, -2)
    const completed = await as(admin, 'POST', `/api/admin/bookings/${res.json().id}/complete`, {})
    expect(completed.statusCode, completed.body).toBe(200)
    expect(await balanceOf(student)).toEqual([60, 120, 540])
  })
})
