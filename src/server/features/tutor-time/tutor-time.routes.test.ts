import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { tutorTimeOff, tutorWeeklyHours } from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createStudent } from '#tests/support/students.ts'
import { clearTutorTime, createTutorAccount, type TestTutor } from './tutor-time.test-support.ts'

let t: TestApp
let tutor: TestTutor
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())
beforeEach(async () => {
  await clearTutorTime(t)
  tutor = await createTutorAccount(t)
})

const HOUR = 60 * 60_000

function putWeek(cookie: string, payload: unknown) {
  return t.request({
    method: 'PUT',
    url: '/api/tutor/availability',
    headers: { cookie },
    payload: payload as Record<string, unknown>,
  })
}

describe('GET|PUT /api/tutor/availability', () => {
  it('is for tutors only: 401 signed out, 403 for a student, before the body is read', async () => {
    const signedOut = await putWeek('', { weekly: 'nonsense' })
    expect(signedOut.statusCode).toBe(401)
    const student = await createStudent(t)
    const forbidden = await putWeek(student.cookie, { weekly: 'nonsense' })
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json().error).toMatch(/This is for tutors/)
    const read = await t.request({
      method: 'GET',
      url: '/api/tutor/availability',
      headers: { cookie: student.cookie },
    })
    expect(read.statusCode).toBe(403)
  })

  it('answers an empty week with no next open time before anything is published', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/tutor/availability',
      headers: { cookie: tutor.account.cookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ weekly: [], next_open: null })
  })

  it('replaces the whole week and answers it sorted, with the first open hour', async () => {
    const first = await putWeek(tutor.account.cookie, {
      weekly: [{ weekday: 1, start: '08:00', end: '09:00' }],
    })
    expect(first.statusCode).toBe(200)
    const week = [
      { weekday: 3, start: '18:00', end: '24:00' },
      { weekday: 2, start: '14:00', end: '18:00' },
      { weekday: 2, start: '09:00', end: '12:30' },
    ]
    const res = await putWeek(tutor.account.cookie, { weekly: week })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.weekly).toEqual([week[2], week[1], week[0]])
    expect(body.next_open).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      time: expect.stringMatching(/^\d{2}:[03]0$/),
      starts_at: expect.any(String),
    })
    expect(Date.parse(body.next_open.starts_at)).toBeGreaterThanOrEqual(
      Date.now() + 12 * HOUR - 60_000,
    )
    expect(await t.database.db.select().from(tutorWeeklyHours)).toHaveLength(3)
    // An empty week withdraws the availability.
    const cleared = await putWeek(tutor.account.cookie, { weekly: [] })
    expect(cleared.json()).toEqual({ weekly: [], next_open: null })
  })

  it.each([
    [{ weekly: [{ weekday: 0, start: '08:00', end: '09:00' }] }, 'weekly.0.weekday', /weekday/],
    [{ weekly: [{ weekday: 8, start: '08:00', end: '09:00' }] }, 'weekly.0.weekday', /weekday/],
    [{ weekly: [{ weekday: 1.5, start: '08:00', end: '09:00' }] }, 'weekly.0.weekday', /weekday/],
    [{ weekly: [{ weekday: 1, start: '08:15', end: '09:00' }] }, 'weekly.0.start', /half hour/],
    [{ weekly: [{ weekday: 1, start: '8:00', end: '09:00' }] }, 'weekly.0.start', /HH:MM/],
    [{ weekly: [{ weekday: 1, start: '24:00', end: '24:00' }] }, 'weekly.0.start', /HH:MM/],
    [{ weekly: [{ weekday: 1, start: '08:00', end: '24:30' }] }, 'weekly.0.end', /HH:MM/],
    [{ weekly: [{ weekday: 1, start: '09:00', end: '09:00' }] }, 'weekly.0.end', /after the start/],
    [{ weekly: [{ weekday: 1, start: '10:00', end: '09:00' }] }, 'weekly.0.end', /after the start/],
    [{ weekly: 'all day' }, 'weekly', /list/],
    [{}, 'weekly', /list/],
  ])('refuses %j with a field error and keeps the week', async (payload, field, message) => {
    await putWeek(tutor.account.cookie, { weekly: [{ weekday: 1, start: '08:00', end: '09:00' }] })
    const res = await putWeek(tutor.account.cookie, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().fields[field]).toMatch(message)
    expect(await t.database.db.select().from(tutorWeeklyHours)).toHaveLength(1)
  })

  it('refuses overlapping intervals of one day, naming the day; touching ones are fine', async () => {
    const res = await putWeek(tutor.account.cookie, {
      weekly: [
        { weekday: 4, start: '08:00', end: '10:00' },
        { weekday: 4, start: '09:30', end: '11:00' },
      ],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('Two of your Thursday intervals overlap. Join them or move one.')
    expect(await t.database.db.select().from(tutorWeeklyHours)).toHaveLength(0)
    const touching = await putWeek(tutor.account.cookie, {
      weekly: [
        { weekday: 4, start: '08:00', end: '10:00' },
        { weekday: 4, start: '10:00', end: '11:00' },
        { weekday: 5, start: '09:00', end: '11:00' },
      ],
    })
    expect(touching.statusCode).toBe(200)
  })

  it('serialises two saves of one tutor: the week is one of them whole, never a mix', async () => {
    const a = { weekly: [{ weekday: 1, start: '08:00', end: '09:00' }] }
    const b = {
      weekly: [
        { weekday: 2, start: '08:00', end: '09:00' },
        { weekday: 3, start: '08:00', end: '09:00' },
      ],
    }
    const answers = await Promise.all([
      putWeek(tutor.account.cookie, a),
      putWeek(tutor.account.cookie, b),
    ])
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200])
    const rows = await t.database.db.select().from(tutorWeeklyHours)
    expect([1, 2]).toContain(rows.length)
  })
})

describe('/api/tutor/time-off', () => {
  const soon = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

  function post(cookie: string, payload: Record<string, unknown>) {
    return t.request({ method: 'POST', url: '/api/tutor/time-off', headers: { cookie }, payload })
  }

  it('adds, lists (current and upcoming, by start) and removes time off', async () => {
    const later = await post(tutor.account.cookie, {
      starts_at: soon(48),
      ends_at: soon(72),
      reason: 'Conference',
    })
    expect(later.statusCode).toBe(201)
    expect(later.json()).toEqual({
      id: expect.any(String),
      starts_at: new Date(later.json().starts_at).toISOString(),
      ends_at: expect.any(String),
      reason: 'Conference',
    })
    const current = await post(tutor.account.cookie, { starts_at: soon(-2), ends_at: soon(2) })
    expect(current.statusCode).toBe(201)
    expect(current.json().reason).toBe('')
    const list = await t.request({
      method: 'GET',
      url: '/api/tutor/time-off',
      headers: { cookie: tutor.account.cookie },
    })
    expect(list.json().map((entry: { id: string }) => entry.id)).toEqual([
      current.json().id,
      later.json().id,
    ])
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/tutor/time-off/${later.json().id}`,
      headers: { cookie: tutor.account.cookie },
    })
    expect(removed.statusCode).toBe(204)
    expect(await t.database.db.select().from(tutorTimeOff)).toHaveLength(1)
  })

  // One instant for both ends: two calls of soon() can be a millisecond apart.
  const sameInstant = soon(3)
  it.each([
    [{ starts_at: 'tomorrow', ends_at: soon(3) }, 'starts_at', /date and time/],
    [{ starts_at: soon(3) }, 'ends_at', /date and time/],
    [{ starts_at: soon(5), ends_at: soon(3) }, 'ends_at', /end after it starts/],
    [{ starts_at: sameInstant, ends_at: sameInstant }, 'ends_at', /end after it starts/],
    [{ starts_at: soon(-5), ends_at: soon(-3) }, 'ends_at', /already over/],
    [{ starts_at: soon(3), ends_at: soon(5), reason: 'x'.repeat(201) }, 'reason', /200/],
  ])('refuses %j and stores nothing', async (payload, field, message) => {
    const res = await post(tutor.account.cookie, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().fields[field]).toMatch(message)
    expect(await t.database.db.select().from(tutorTimeOff)).toHaveLength(0)
  })

  it('keeps tutors apart: another tutor’s entry is not found, and students are refused', async () => {
    const mine = await post(tutor.account.cookie, { starts_at: soon(3), ends_at: soon(5) })
    const other = await createTutorAccount(t)
    for (const url of [`/api/tutor/time-off/${mine.json().id}`, '/api/tutor/time-off/not-a-uuid']) {
      const res = await t.request({
        method: 'DELETE',
        url,
        headers: { cookie: other.account.cookie },
      })
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toBe('Time off not found')
    }
    const theirs = await t.request({
      method: 'GET',
      url: '/api/tutor/time-off',
      headers: { cookie: other.account.cookie },
    })
    expect(theirs.json()).toEqual([])
    const student = await createStudent(t)
    expect((await post(student.cookie, {})).statusCode).toBe(403)
    expect((await post('', {})).statusCode).toBe(401)
    expect(await t.database.db.select().from(tutorTimeOff)).toHaveLength(1)
  })
})
