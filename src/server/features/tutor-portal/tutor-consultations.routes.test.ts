import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consultationAppointments } from '#server/db/schema.ts'
import { accountMessages } from '#shared/messages.ts'
import type { TutorConsultation } from '#shared/schemas/consultation-appointments.ts'
import { todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createStudent, createTutor, type TestStudent } from '#tests/support/students.ts'

// A free consultation the office gives a tutor (decision 026) is on that tutor's agenda, with
// no more of the requester than a session shows of its student (issue 20).

let t: TestApp
let admin: TestStudent
beforeAll(async () => {
  t = await createTestApp()
  admin = await createStudent(t, { role: 'admin' })
})
afterAll(async () => t.close())

const DAY_MS = 86_400_000
const inDays = (days: number) => todayInSast(new Date(Date.now() + days * DAY_MS))

async function tutorAccount(email: string) {
  const account = await createStudent(t)
  const tutor = await createTutor(t.database.db, { email, userId: account.id })
  return { ...account, tutorId: tutor.id }
}

/** A consultation asked for on the home page and given a time by the office; its id. */
async function scheduledConsultation(
  name: string,
  email: string,
  slot: { days: number; time: string; tutor_id?: number; meeting_link?: string },
) {
  const asked = await t.post('/api/free-consultations', {
    name,
    email,
    preferred_date: inDays(slot.days),
    preferred_time: slot.time,
    meeting_topic: 'Grade 11 trigonometry',
    google_meet_link: '',
  })
  expect(asked.statusCode, asked.body).toBe(201)
  const { id } = asked.json<{ id: string }>()
  const given = await t.request({
    method: 'POST',
    url: `/api/admin/submissions/consultations/${id}/schedule`,
    headers: { cookie: admin.cookie },
    payload: {
      date: inDays(slot.days),
      time: slot.time,
      ...(slot.tutor_id ? { tutor_id: slot.tutor_id } : {}),
      ...(slot.meeting_link ? { meeting_link: slot.meeting_link } : {}),
    },
  })
  expect(given.statusCode, given.body).toBe(200)
  return id
}

const consultationsOf = (cookie?: string) =>
  t.request({
    method: 'GET',
    url: '/api/tutor/consultations',
    headers: cookie ? { cookie } : {},
  })

describe('GET /api/tutor/consultations', () => {
  it('refuses the signed out (401) and accounts that are not tutors (403)', async () => {
    expect((await consultationsOf()).statusCode).toBe(401)
    const student = await createStudent(t)
    const res = await consultationsOf(student.cookie)
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe(accountMessages.tutorOnly)
  })

  it('lists the tutor’s own scheduled consultations to come, soonest first, with the requester’s first name only', async () => {
    const tutor = await tutorAccount('agenda-tutor@example.com')
    const other = await tutorAccount('other-tutor@example.com')
    const later = await scheduledConsultation('Lerato Mokoena', 'lerato@example.com', {
      days: 9,
      time: '15:00',
      tutor_id: tutor.tutorId,
      meeting_link: 'https://meet.jit.si/lerato-consult',
    })
    await scheduledConsultation('Sipho Nkosi', 'sipho@example.com', {
      days: 5,
      time: '09:00',
      tutor_id: tutor.tutorId,
    })
    // Another tutor's, one with no tutor, one cancelled and one already over: not listed.
    await scheduledConsultation('Thandi Zulu', 'thandi@example.com', {
      days: 5,
      time: '09:00',
      tutor_id: other.tutorId,
    })
    await scheduledConsultation('Anele Khumalo', 'anele@example.com', { days: 6, time: '11:00' })
    const cancelled = await scheduledConsultation('Bongani Sithole', 'bongani@example.com', {
      days: 6,
      time: '12:00',
      tutor_id: tutor.tutorId,
    })
    const cancel = await t.request({
      method: 'POST',
      url: `/api/admin/submissions/consultations/${cancelled}/schedule/cancel`,
      headers: { cookie: admin.cookie },
      payload: {},
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const over = await scheduledConsultation('Palesa Dube', 'palesa@example.com', {
      days: 4,
      time: '08:00',
      tutor_id: tutor.tutorId,
    })
    await t.database.db
      .update(consultationAppointments)
      .set({
        startsAt: new Date(Date.now() - 2 * 3_600_000),
        endsAt: new Date(Date.now() - 5_400_000),
      })
      .where(eq(consultationAppointments.consultationId, over))

    const res = await consultationsOf(tutor.cookie)
    expect(res.statusCode).toBe(200)
    const listed = res.json<TutorConsultation[]>()
    expect(listed.map((c) => c.requester_first_name)).toEqual(['Sipho', 'Lerato'])
    const [, lerato] = listed
    expect(lerato).toMatchObject({
      reference: expect.stringMatching(/^FC-[0-9A-Z]{8}$/),
      meeting_topic: 'Grade 11 trigonometry',
      meeting_link: 'https://meet.jit.si/lerato-consult',
      meeting_platform: 'Jitsi Meet',
    })
    expect(new Date(lerato!.ends_at).getTime() - new Date(lerato!.starts_at).getTime()).toBe(
      30 * 60_000,
    )
    expect(res.body).not.toMatch(/Mokoena|lerato@example\.com|Nkosi/)
    expect(later).toBeTruthy()

    const others = (await consultationsOf(other.cookie)).json<TutorConsultation[]>()
    expect(others.map((c) => c.requester_first_name)).toEqual(['Thandi'])
  })
})
