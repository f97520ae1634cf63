import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookings, bookingSeries, paymentIntents, tutoringPackages } from '#server/db/schema.ts'
import { TEST_CLOCK_HEADER } from '#server/plugins/test-clock.ts'
import { addSastDays } from '#shared/open-times.ts'
import { packagePriceCents } from '#shared/pricing.ts'
import { todayInSast } from '#shared/sast.ts'
import { seriesDateProblemMessages, seriesMessages } from '#shared/schemas/booking-series.ts'
import { paymentMessages } from '#shared/messages.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, createTutor, type TestStudent } from '#tests/support/students.ts'
import {
  clearTutorTime,
  createTutorAccount,
  publishEveryDay,
  type TestTutor,
} from '../tutor-time/tutor-time.test-support.ts'

// D27: a weekly series is checked week by week, booked all or nothing, paid once, and
// cancelled from a date on under the 24 h rule per week.

let t: TestApp
let moduleId: number
let tutor: TestTutor
const day = addSastDays(todayInSast(), 3)
const HOUR = 60 * 60_000

beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK: 'true' })
  moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => {
  await clearTutorTime(t)
  tutor = await createTutorAccount(t)
  await publishEveryDay(t, tutor.id, 14 * 60, 18 * 60)
})

const as = (
  who: TestStudent | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  aheadMs = 0,
) =>
  t.request({
    method,
    url,
    headers: {
      ...(who ? { cookie: who.cookie } : {}),
      ...(aheadMs ? { [TEST_CLOCK_HEADER]: String(aheadMs) } : {}),
    },
    payload: payload as string,
  })

const series = (overrides: Record<string, unknown> = {}) => ({
  tutor_id: tutor.id,
  first_date: day,
  time: '15:00',
  count: 4,
  mathematics_module_id: moduleId,
  session_type: 'one_to_one',
  meeting_aim: 'Algebra every week before the exams',
  package_type: '1_hour',
  ...overrides,
})

/** A succeeded card payment for `weeks` sessions of `packageType`. */
async function paidSeriesIntent(who: TestStudent, weeks: number, packageType = '1_hour') {
  const intent = await as(who, 'POST', '/api/payment-intents', {
    purpose: 'booking_series',
    package_type: packageType,
    weeks,
  })
  expect(intent.statusCode, intent.body).toBe(201)
  const id = intent.json().id as string
  await as(who, 'POST', `/api/payment-intents/${id}/confirm`, { token: 'tok_sandbox_success' })
  return { id, amount: intent.json().amount_cents as number }
}

async function bookByCard(who: TestStudent, overrides: Record<string, unknown> = {}) {
  const weeks = (overrides.count as number | undefined) ?? 4
  const intent = await paidSeriesIntent(who, weeks)
  return as(who, 'POST', '/api/booking-series', {
    ...series(overrides),
    payment_data: { payment_intent_id: intent.id },
  })
}

/** A 1 Month Package bought by card, its first hour at 14:00 on `day`. */
async function monthPackage(who: TestStudent): Promise<string> {
  const intent = await as(who, 'POST', '/api/payment-intents', {
    purpose: 'booking',
    package_type: '1_month',
  })
  await as(who, 'POST', `/api/payment-intents/${intent.json().id}/confirm`, {
    token: 'tok_sandbox_success',
  })
  const bought = await as(who, 'POST', '/api/bookings', {
    session_type: 'one_to_one',
    mathematics_module_id: moduleId,
    tutor_id: tutor.id,
    package_type: '1_month',
    preferred_date: day,
    preferred_time: '14:00',
    meeting_aim: 'The first hour of the month',
    payment_method: 'google_pay',
    payment_data: { payment_intent_id: intent.json().id },
  })
  expect(bought.statusCode, bought.body).toBe(201)
  return bought.json().package_id as string
}

const seriesRows = () => t.database.db.select().from(bookingSeries)
const bookingRows = () => t.database.db.select().from(bookings)
const packageRow = async (id: string) =>
  (await t.database.db.select().from(tutoringPackages).where(eq(tutoringPackages.id, id)))[0]!

describe('POST /api/booking-series: who and what', () => {
  it('answers 401 signed out and 400 for weeks out of range or a missing length', async () => {
    expect((await as(null, 'POST', '/api/booking-series', series())).statusCode).toBe(401)
    const student = await createStudent(t)
    for (const count of [1, 13, 2.5]) {
      const refused = await as(student, 'POST', '/api/booking-series', series({ count }))
      expect(refused.statusCode).toBe(400)
      expect(refused.json().fields.count).toBe(seriesMessages.weeksRequired)
    }
    const noLength = await as(student, 'POST', '/api/booking-series', {
      ...series(),
      package_type: undefined,
    })
    expect(noLength.json().fields.package_type).toBe(seriesMessages.packageTypeRequired)
    const noMinutes = await as(student, 'POST', '/api/booking-series', {
      ...series(),
      package_id: '5f0c6a52-8e1b-4c56-9a43-0b7d2f1e3a11',
    })
    expect(noMinutes.json().fields.duration_minutes).toBeDefined()
    const unpaid = await as(student, 'POST', '/api/booking-series', series())
    expect(unpaid.statusCode).toBe(402)
    expect(await seriesRows()).toEqual([])
  })

  it('refuses a tutor who publishes no open times', async () => {
    const student = await createStudent(t)
    const other = await createTutor(t.database.db, { email: 'no.hours@example.com' })
    const check = await as(student, 'POST', '/api/booking-series/check', {
      ...series({ tutor_id: other.id }),
    })
    expect(check.statusCode).toBe(409)
    expect(check.json().error).toBe(seriesMessages.noOpenTimes)
  })
})

describe('a weekly series paid by card', () => {
  it('checks every week, then books them all confirmed with one payment and two mails', async () => {
    const student = await createStudent(t)
    const check = await as(student, 'POST', '/api/booking-series/check', series())
    expect(check.statusCode, check.body).toBe(200)
    expect(check.json().amount_cents).toBe(4 * packagePriceCents('1_hour'))
    expect(check.json().dates.map((week: { date: string }) => week.date)).toEqual([
      day,
      addSastDays(day, 7),
      addSastDays(day, 14),
      addSastDays(day, 21),
    ])
    expect(check.json().dates.every((week: { problem: null }) => week.problem === null)).toBe(true)

    const booked = await bookByCard(student)
    expect(booked.statusCode, booked.body).toBe(201)
    const body = booked.json()
    expect(body).toMatchObject({
      weeks: 4,
      time: '15:00',
      payment_method: 'card',
      sessions_left: 4,
    })
    expect(body.sessions).toHaveLength(4)
    for (const session of body.sessions) {
      expect(session).toMatchObject({
        status: 'confirmed',
        series_id: body.id,
        payment_status: 'completed',
        amount_cents: packagePriceCents('1_hour'),
      })
      expect(session.meeting_link).toMatch(/^https:\/\//)
    }
    const [intent] = await t.database.db.select().from(paymentIntents)
    expect(intent?.usedAt).not.toBeNull()
    const mails = (await queuedEmails(t.database.db)).filter((mail) =>
      mail.kind.startsWith('booking_series'),
    )
    expect(mails.map((mail) => mail.kind)).toEqual([
      'booking_series.booked',
      'booking_series.tutor_booked',
    ])
    expect(mails[0]?.attachments).toHaveLength(4)
    expect(mails[0]?.textBody).toContain('every')

    const read = await as(student, 'GET', `/api/booking-series/${body.id}`)
    expect(read.json().next_session_at).toBe(body.sessions[0].scheduled_date)
    const listed = await as(student, 'GET', '/api/booking-series')
    expect(listed.json().map((item: { id: string }) => item.id)).toEqual([body.id])
    const stranger = await createStudent(t)
    expect((await as(stranger, 'GET', `/api/booking-series/${body.id}`)).statusCode).toBe(404)
  })

  it('names every week that is not open and books nothing, the payment left unused', async () => {
    const student = await createStudent(t)
    // The student's own session in the third week's time.
    const single = await as(student, 'POST', '/api/bookings', {
      session_type: 'one_to_one',
      mathematics_module_id: moduleId,
      package_type: 'free_consultation',
      preferred_date: addSastDays(day, 14),
      preferred_time: '15:00',
      meeting_aim: 'A first talk',
      tutor_id: tutor.id,
    })
    expect(single.statusCode, single.body).toBe(201)
    const refused = await bookByCard(student, { count: 4 })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().fields).toEqual({
      [addSastDays(day, 14)]: seriesDateProblemMessages.not_open,
    })
    expect(refused.json().error).toContain('Nothing was booked')
    expect(await seriesRows()).toEqual([])
    expect(await bookingRows()).toHaveLength(1)
    const [intent] = await t.database.db.select().from(paymentIntents)
    expect(intent?.usedAt ?? null).toBeNull()
  })

  it('refuses a payment for other weeks than the series asks', async () => {
    const student = await createStudent(t)
    const threeWeeks = await paidSeriesIntent(student, 3)
    const refused = await as(student, 'POST', '/api/booking-series', {
      ...series({ count: 4 }),
      payment_data: { payment_intent_id: threeWeeks.id },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toBe(paymentMessages.mismatch)
    expect(await bookingRows()).toEqual([])
  })

  it('cancels from a date on: weeks 24 h away are cancelled and owed back, nearer ones kept', async () => {
    const student = await createStudent(t)
    const booked = (await bookByCard(student, { count: 3 })).json()
    const [first, second, third] = booked.sessions as { scheduled_date: string }[]
    // Two hours before the first week: it stays; the others are cancelled.
    const ahead = new Date(first!.scheduled_date).getTime() - 2 * HOUR - Date.now()
    const cancelled = await as(
      student,
      'POST',
      `/api/booking-series/${booked.id}/cancel`,
      { from_date: day },
      ahead,
    )
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().cancelled).toEqual([addSastDays(day, 7), addSastDays(day, 14)])
    expect(cancelled.json().kept).toEqual([expect.objectContaining({ date: day })])
    const statuses = cancelled.json().series.sessions.map((s: { status: string }) => s.status)
    expect(statuses).toEqual(['confirmed', 'cancelled', 'cancelled'])
    expect(
      cancelled.json().series.sessions.map((s: { refund_due: boolean }) => s.refund_due),
    ).toEqual([false, true, true])
    expect(second && third).toBeTruthy()
    const mails = await queuedEmails(t.database.db)
    const kinds = mails.map((mail) => mail.kind)
    expect(kinds.filter((kind) => kind === 'booking_series.cancelled')).toHaveLength(1)
    expect(kinds).not.toContain('booking.cancelled')
    // The two weeks leave both calendars: one update each, in one mail per person.
    for (const kind of ['booking_series.cancelled', 'booking.tutor_cancelled']) {
      const mail = mails.find((candidate) => candidate.kind === kind)!
      expect(mail.attachments.map((invite) => invite.filename)).toEqual([
        `tutoring-session-${addSastDays(day, 7)}.ics`,
        `tutoring-session-${addSastDays(day, 14)}.ics`,
      ])
      for (const invite of mail.attachments) {
        expect(invite.content).toMatch(/^METHOD:CANCEL\r$/m)
        expect(invite.content).toMatch(/^SEQUENCE:1\r$/m)
      }
    }

    const again = await as(student, 'POST', `/api/booking-series/${booked.id}/cancel`, {
      from_date: addSastDays(day, 7),
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(seriesMessages.nothingToCancel)
    const unknown = await as(student, 'POST', `/api/booking-series/${booked.id}/cancel`, {
      from_date: addSastDays(day, 1),
    })
    expect(unknown.json().error).toBe(seriesMessages.fromDateUnknown)
  })
})

describe('a weekly series from package hours', () => {
  it('takes every week’s minutes at once and gives them back when cancelled in time', async () => {
    const student = await createStudent(t)
    const packageId = await monthPackage(student)
    const booked = await as(student, 'POST', '/api/booking-series', {
      ...series({ first_date: addSastDays(day, 1), count: 4 }),
      package_type: undefined,
      package_id: packageId,
      duration_minutes: 120,
    })
    expect(booked.statusCode, booked.body).toBe(201)
    expect(booked.json()).toMatchObject({ payment_method: 'package', package_id: packageId })
    expect(booked.json().sessions[0]).toMatchObject({
      payment_method: 'package',
      package_type: '1_month',
      amount_cents: 0,
      duration_minutes: 120,
    })
    expect(await packageRow(packageId)).toMatchObject({ minutesScheduled: 60 + 4 * 120 })

    const cancelled = await as(student, 'POST', `/api/booking-series/${booked.json().id}/cancel`, {
      from_date: addSastDays(day, 15),
    })
    expect(cancelled.json().cancelled).toEqual([addSastDays(day, 15), addSastDays(day, 22)])
    expect(await packageRow(packageId)).toMatchObject({ minutesScheduled: 60 + 2 * 120 })
  })

  it('names the weeks after the hours lapse and the weeks the balance no longer covers', async () => {
    const student = await createStudent(t)
    const packageId = await monthPackage(student)
    const fromPackage = { package_type: undefined, package_id: packageId, duration_minutes: 120 }
    // 11 hours left: five 2-hour weeks would take 10; the sixth is past the month.
    const check = await as(student, 'POST', '/api/booking-series/check', {
      ...series({ first_date: addSastDays(day, 1), count: 6 }),
      ...fromPackage,
    })
    expect(check.statusCode, check.body).toBe(200)
    expect(check.json().package_minutes).toBe(6 * 120)
    const problems = check.json().dates.map((week: { problem: string | null }) => week.problem)
    expect(problems.slice(0, 4)).toEqual([null, null, null, null])
    expect(problems[5]).toBe('after_validity')

    // Five weeks of 2 hours fit the month; once two more hours are taken, 9 hours are left
    // and the fifth week is short.
    const spent = await as(student, 'POST', '/api/booking-series', {
      ...series({ first_date: addSastDays(day, 2), count: 2 }),
      ...fromPackage,
      duration_minutes: 60,
    })
    expect(spent.statusCode, spent.body).toBe(201)
    const refused = await as(student, 'POST', '/api/booking-series', {
      ...series({ first_date: addSastDays(day, 1), count: 5 }),
      ...fromPackage,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().fields).toEqual({
      [addSastDays(day, 29)]: seriesDateProblemMessages.short_balance,
    })
    expect(await packageRow(packageId)).toMatchObject({ minutesScheduled: 60 + 2 * 60 })
  })
})
