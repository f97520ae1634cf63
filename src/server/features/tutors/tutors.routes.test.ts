import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookings, tutoringSessions, tutors } from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { insertBookings } from '#tests/support/bookings.ts'
import { createStudent, createTutor } from '#tests/support/students.ts'
import { sastSlotToInstant, todayInSast } from '#shared/sast.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.database.db.delete(bookings)
  await t.database.db.delete(tutoringSessions)
  await t.database.db.delete(tutors)
})

describe('tutors', () => {
  it('lists active tutors only, with lists served comma-separated and rates in rand and cents', async () => {
    const active = await createTutor(t.database.db, {
      expertise: ['Calculus', 'Linear Algebra'],
      qualifications: ['BSc (Wits)', 'PGCE'],
      hourlyRateCents: 32_050,
    })
    await createTutor(t.database.db, { name: 'Former Tutor', isActive: false })
    const res = await t.request({ method: 'GET', url: '/api/tutors' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      {
        id: active.id,
        name: 'Naledi Dlamini',
        bio: 'Tutor of calculus.',
        expertise: 'Calculus, Linear Algebra',
        expertise_list: ['Calculus', 'Linear Algebra'],
        qualifications: 'BSc (Wits), PGCE',
        qualifications_list: ['BSc (Wits)', 'PGCE'],
        years_experience: 6,
        hourly_rate: 320.5,
        hourly_rate_cents: 32_050,
        profile_image_url: null,
        next_open_at: null,
        // D28: no reviews yet.
        rating_average: null,
        rating_count: 0,
      },
    ])
    expect(res.body).not.toContain('naledi@example.com')
  })

  it('answers one tutor, and 404 JSON for an unknown, inactive or malformed id', async () => {
    const active = await createTutor(t.database.db)
    const inactive = await createTutor(t.database.db, { isActive: false })
    expect((await t.request({ method: 'GET', url: `/api/tutors/${active.id}` })).json().name).toBe(
      'Naledi Dlamini',
    )
    for (const id of [inactive.id, 999_999]) {
      const res = await t.request({ method: 'GET', url: `/api/tutors/${id}` })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: 'Tutor not found' })
    }
    // An id that cannot name a tutor names none, even past the column's range (2^31).
    for (const id of ['abc', '2147483648']) {
      const res = await t.request({ method: 'GET', url: `/api/tutors/${id}` })
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toMatch(/^Tutor not found/)
    }
  })

  it('answers the mathematics modules of the catalogue in catalogue order', async () => {
    const res = await t.request({ method: 'GET', url: '/api/mathematics-modules' })
    expect(res.statusCode).toBe(200)
    const modules = res.json() as { id: number; name: string; group: string }[]
    expect(modules.length).toBeGreaterThan(10)
    expect(modules[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      group: expect.any(String),
    })
  })

  it('tells the hours of a day a tutor is in a session of any type, without saying whose (D25)', async () => {
    const tutor = await createTutor(t.database.db)
    const student = await createStudent(t)
    const date = todayInSast(new Date(Date.now() + 3 * 86_400_000))
    const [module] = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()
    const base = {
      userId: student.id,
      tutorId: tutor.id,
      mathematicsModuleId: module.id,
      sessionType: 'one_to_one' as const,
      packageType: '1_hour' as const,
      preferredDate: date,
      durationMinutes: 60,
      meetingPlatform: '' as const,
      meetingAim: 'Revision',
      amountCents: 25_000,
      paymentStatus: 'pending' as const,
    }
    await insertBookings(t.database.db, [
      { ...base, preferredTime: '14:00', scheduledAt: sastSlotToInstant(date, '14:00') },
      { ...base, preferredTime: '09:00', scheduledAt: sastSlotToInstant(date, '09:00') },
      {
        ...base,
        preferredTime: '10:00',
        scheduledAt: sastSlotToInstant(date, '10:00'),
        status: 'cancelled',
      },
      // Two hours of a small group from 11:00 hold 11:00 and 12:00.
      {
        ...base,
        sessionType: 'small_group',
        packageType: '2_hours',
        durationMinutes: 120,
        preferredTime: '11:00',
        scheduledAt: sastSlotToInstant(date, '11:00'),
      },
    ])
    const res = await t.request({
      method: 'GET',
      url: `/api/tutors/${tutor.id}/availability?date=${date}`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ date, taken: ['09:00', '11:00', '12:00', '14:00'] })
    const bad = await t.request({
      method: 'GET',
      url: `/api/tutors/${tutor.id}/availability?date=2026-02-30`,
    })
    expect(bad.statusCode).toBe(400)
  })
})
