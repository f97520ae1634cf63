import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { tutoringSessions, tutorTimeOff } from '#server/db/schema.ts'
import { addSastDays } from '#shared/open-times.ts'
import { sastSlotToInstant, todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { insertBookings } from '#tests/support/bookings.ts'
import { createStudent, createTutor } from '#tests/support/students.ts'
import { clearTutorTime, createTutorAccount, publishEveryDay } from './tutor-time.test-support.ts'

let t: TestApp
let tutorId: number
let moduleId: number
// Three days ahead: well past the 12-hour notice, whatever the time of day the test runs.
const day = addSastDays(todayInSast(), 3)
const HOUR = 60 * 60_000

beforeAll(async () => {
  t = await createTestApp()
  const modules = await t.request({ method: 'GET', url: '/api/mathematics-modules' })
  moduleId = modules.json()[0].id
})
afterAll(async () => t.close())
beforeEach(async () => {
  await clearTutorTime(t)
  tutorId = (await createTutorAccount(t)).id
  await publishEveryDay(t, tutorId, 14 * 60, 18 * 60)
})

async function slots(query: string, cookie = '') {
  return t.request({
    method: 'GET',
    url: `/api/tutors/${tutorId}/slots?${query}`,
    headers: cookie ? { cookie } : {},
  })
}

async function timesOn(date: string, extra = '', cookie = '') {
  const res = await slots(`from=${date}&to=${date}${extra}`, cookie)
  expect(res.statusCode).toBe(200)
  return (res.json().slots as { time: string }[]).map((slot) => slot.time)
}

function at(time: string, date = day) {
  return sastSlotToInstant(date, time)
}

describe('GET /api/tutors/{id}/slots', () => {
  it('answers the open starts of each day every half hour, in SAST and as instants', async () => {
    const res = await slots(`from=${day}&to=${addSastDays(day, 1)}`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.availability).toBe(true)
    expect(body.slots).toHaveLength(14)
    expect(body.slots[0]).toEqual({
      date: day,
      time: '14:00',
      starts_at: at('14:00').toISOString(),
    })
    expect(body.slots[7].date).toBe(addSastDays(day, 1))
  })

  it('fits the package’s session length: two hours, half an hour, a week’s first hour', async () => {
    expect(await timesOn(day, '&package_type=2_hours')).toEqual([
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ])
    expect(await timesOn(day, '&package_type=free_consultation')).toHaveLength(8)
    expect(await timesOn(day, '&package_type=1_week')).toHaveLength(7)
  })

  it('leaves out time off', async () => {
    await t.database.db
      .insert(tutorTimeOff)
      .values({ tutorId, startsAt: at('15:00'), endsAt: at('16:00'), reason: 'Dentist' })
    expect(await timesOn(day)).toEqual(['14:00', '16:00', '16:30', '17:00'])
  })

  it('leaves out the tutor’s held sessions of any type, by their whole duration', async () => {
    const student = await createStudent(t)
    await insertBookings(t.database.db, [
      {
        userId: student.id,
        tutorId,
        mathematicsModuleId: moduleId,
        sessionType: 'small_group',
        packageType: '2_hours',
        preferredDate: day,
        preferredTime: '14:00',
        scheduledAt: at('14:00'),
        durationMinutes: 120,
        meetingPlatform: 'zoom',
        meetingAim: 'Exam revision',
        amountCents: 50_000,
        paymentStatus: 'pending',
        status: 'confirmed',
      },
    ])
    // 14:00–16:00 is taken: 16:00 starts as it ends.
    expect(await timesOn(day)).toEqual(['16:00', '16:30', '17:00'])
  })

  it('does not count a cancelled session, nor a card hold that lapsed', async () => {
    await t.database.db.insert(tutoringSessions).values([
      {
        tutorId,
        sessionType: 'one_to_one',
        startsAt: at('14:00'),
        endsAt: at('15:00'),
        held: false,
      },
      {
        tutorId,
        sessionType: 'one_to_one',
        startsAt: at('16:00'),
        endsAt: at('17:00'),
        holdExpiresAt: new Date(Date.now() - 60_000),
      },
      {
        tutorId,
        sessionType: 'one_to_one',
        startsAt: at('17:00'),
        endsAt: at('18:00'),
        holdExpiresAt: new Date(Date.now() + 10 * 60_000),
      },
    ])
    expect(await timesOn(day)).toEqual(['14:00', '14:30', '15:00', '15:30', '16:00'])
  })

  it('leaves out times over the signed-in student’s own sessions with another tutor', async () => {
    const student = await createStudent(t)
    const otherTutor = await createTutor(t.database.db, { name: 'Sipho Nkosi' })
    await insertBookings(t.database.db, [
      {
        userId: student.id,
        tutorId: otherTutor.id,
        mathematicsModuleId: moduleId,
        sessionType: 'one_to_one',
        packageType: '1_hour',
        preferredDate: day,
        preferredTime: '15:00',
        scheduledAt: at('15:00'),
        durationMinutes: 60,
        meetingPlatform: 'zoom',
        meetingAim: 'Homework',
        amountCents: 25_000,
        paymentStatus: 'pending',
        status: 'pending',
      },
    ])
    expect(await timesOn(day, '', student.cookie)).toEqual(['14:00', '16:00', '16:30', '17:00'])
    // Others see the tutor's time as it is.
    expect(await timesOn(day)).toHaveLength(7)
  })

  it('keeps the notice: nothing sooner than 12 hours from now', async () => {
    await clearTutorTime(t)
    tutorId = (await createTutorAccount(t)).id
    await publishEveryDay(t, tutorId, 0, 24 * 60)
    const today = todayInSast()
    const res = await slots(`from=${today}&to=${addSastDays(today, 1)}`)
    const starts = (res.json().slots as { starts_at: string }[]).map((s) => Date.parse(s.starts_at))
    const earliest = Date.now() + 12 * HOUR
    expect(starts[0]).toBeGreaterThanOrEqual(earliest - 60_000)
    // The next half hour, or, once a session from it would run past midnight (the earliest
    // after 23:00 SAST), the next day's 00:00: never an hour or more after the notice.
    expect(starts[0]).toBeLessThan(earliest + 60 * 60_000 + 60_000)
  })

  it('looks no further than 90 days ahead', async () => {
    const from = addSastDays(todayInSast(), 85)
    const res = await slots(`from=${from}&to=${addSastDays(from, 10)}`)
    const dates = new Set((res.json().slots as { date: string }[]).map((slot) => slot.date))
    expect(dates.has(addSastDays(todayInSast(), 89))).toBe(true)
    expect(dates.has(addSastDays(todayInSast(), 91))).toBe(false)
  })

  it('answers no availability and no slots for a tutor who publishes none', async () => {
    const quiet = await createTutor(t.database.db, { name: 'Quiet Tutor' })
    const res = await t.request({
      method: 'GET',
      url: `/api/tutors/${quiet.id}/slots?from=${day}&to=${day}`,
    })
    expect(res.json()).toEqual({ availability: false, slots: [] })
  })

  it('is 404 for an unknown or inactive tutor', async () => {
    const inactive = await createTutor(t.database.db, { isActive: false })
    for (const id of [inactive.id, 999_999, 'abc']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/tutors/${id}/slots?from=${day}&to=${day}`,
      })
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toBe('Tutor not found')
    }
  })

  it.each([
    ['31 days and more', `from=${day}&to=${addSastDays(day, 31)}`, 'to', /at most 31 days/],
    ['an end before the start', `from=${day}&to=${addSastDays(day, -1)}`, 'to', /not be before/],
    ['a malformed date', `from=2026-02-30&to=${day}`, 'from', /YYYY-MM-DD/],
    ['no dates', '', 'from', /YYYY-MM-DD/],
    ['an unknown package', `from=${day}&to=${day}&package_type=3_hours`, 'package_type', /package/],
  ])('refuses %s with 400', async (_name, query, field, message) => {
    const res = await slots(query)
    expect(res.statusCode).toBe(400)
    expect(res.json().fields[field]).toMatch(message)
  })

  it('allows exactly 31 days', async () => {
    expect((await slots(`from=${day}&to=${addSastDays(day, 30)}`)).statusCode).toBe(200)
  })
})

describe('next open time on the tutor list and page', () => {
  it('gives each tutor their first open hour, and null without availability', async () => {
    const quiet = await createTutor(t.database.db, { name: 'Quiet Tutor' })
    const list = await t.request({ method: 'GET', url: '/api/tutors' })
    const byId = new Map(
      (list.json() as { id: number; next_open_at: string | null }[]).map((tutor) => [
        tutor.id,
        tutor.next_open_at,
      ]),
    )
    const next = byId.get(tutorId)
    expect(next).toEqual(expect.any(String))
    expect(Date.parse(next!)).toBeGreaterThanOrEqual(Date.now() + 12 * HOUR - 60_000)
    expect(byId.get(quiet.id)).toBeNull()
    const one = await t.request({ method: 'GET', url: `/api/tutors/${tutorId}` })
    expect(one.json().next_open_at).toBe(next)
  })
})
