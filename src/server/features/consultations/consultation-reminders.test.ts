import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  consultationAppointments,
  freeConsultations,
  outboxEmails,
  tutoringSessions,
} from '#server/db/schema.ts'
import { instantToSastSlot, todayInSast } from '#shared/sast.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'
import { bookingEmailContextOf } from '../bookings/booking-emails.ts'
import { queueDueConsultationReminders } from './consultation-reminders.ts'

// Decision 026: the 24-hour and 1-hour reminders of a scheduled free consultation, once each.

let t: TestApp
let admin: TestStudent
beforeAll(async () => {
  t = await createTestApp({ BUSINESS_EMAIL: 'office@tutoring.example' })
  admin = await createStudent(t, { role: 'admin' })
})
afterAll(async () => t.close())
beforeEach(async () => {
  const { db } = t.database
  await db.delete(outboxEmails)
  await db.delete(consultationAppointments)
  await db.delete(freeConsultations)
  await db.delete(tutoringSessions)
})

const HOUR_MS = 3_600_000
const queue = () => queueDueConsultationReminders(t.database.db, bookingEmailContextOf(t.config))

/** A consultation scheduled through the API `startsInMs` from now (to the minute). */
async function scheduled(startsInMs: number, email = 'lerato@example.com') {
  const res = await t.post('/api/free-consultations', {
    name: 'Lerato Mokoena',
    email,
    preferred_date: todayInSast(new Date(Date.now() + 3 * 86_400_000)),
    preferred_time: '10:00',
    meeting_topic: 'Grade 11 trigonometry',
  })
  expect(res.statusCode, res.body).toBe(201)
  const { id, reference } = res.json<{ id: string; reference: string }>()
  await move(id, startsInMs)
  return { id, reference }
}

async function move(id: string, startsInMs: number) {
  // A minute later than asked, so the slot is still ahead when the request arrives.
  const at = new Date(Math.ceil((Date.now() + startsInMs) / 60_000) * 60_000 + 60_000)
  const res = await t.request({
    method: 'POST',
    url: `/api/admin/submissions/consultations/${id}/schedule`,
    headers: { cookie: admin.cookie },
    payload: instantToSastSlot(at),
  })
  expect(res.statusCode, res.body).toBe(200)
}

/** As if it had been scheduled two days ago, so its 24-hour reminder is due. */
const scheduledLongAgo = (id: string) =>
  t.database.db
    .update(consultationAppointments)
    .set({ scheduledAt: sql`now() - interval '48 hours'` })
    .where(eq(consultationAppointments.consultationId, id))

const reminders = async () =>
  (await queuedEmails(t.database.db))
    .filter((email) => email.kind.startsWith('consultation.reminder'))
    .map((email) => [email.toAddress, email.kind])
    .sort()

describe('consultation reminders (decision 026, D18)', () => {
  it('sends the 24-hour and the 1-hour reminder once each; a moved one is reminded of its new time', async () => {
    const tomorrow = await scheduled(23 * HOUR_MS, 'tomorrow@example.com')
    await scheduledLongAgo(tomorrow.id)
    const soon = await scheduled(30 * 60_000, 'soon@example.com')
    expect(await queue()).toBe(2)
    expect(await queue()).toBe(0)
    expect(await reminders()).toEqual(
      [
        ['tomorrow@example.com', 'consultation.reminder.24h'],
        ['soon@example.com', 'consultation.reminder.1h'],
      ].sort(),
    )
    const [mail] = (await queuedEmails(t.database.db)).filter(
      (email) => email.kind === 'consultation.reminder.1h',
    )
    expect(mail!.subject).toContain(soon.reference)
    expect(mail!.headers['Reply-To']).toBe('office@tutoring.example')
    expect(mail!.textBody).toMatch(
      /Join it on Jitsi Meet with this link: https:\/\/meet\.jit\.si\//,
    )

    // Moved to within the hour: the new time gets its 1-hour reminder, once.
    await move(tomorrow.id, 40 * 60_000)
    expect(await queue()).toBe(1)
    expect(await queue()).toBe(0)
    // Moved a day and more ahead again and scheduled long ago: both come again for it.
    await move(tomorrow.id, 23 * HOUR_MS)
    await scheduledLongAgo(tomorrow.id)
    expect(await queue()).toBe(1)
    expect((await reminders()).filter(([to]) => to === 'tomorrow@example.com')).toEqual([
      ['tomorrow@example.com', 'consultation.reminder.1h'],
      ['tomorrow@example.com', 'consultation.reminder.24h'],
      ['tomorrow@example.com', 'consultation.reminder.24h'],
    ])
  })

  it('skips cancelled, far-off and late-scheduled ones (no 24-hour reminder then)', async () => {
    const cancelled = await scheduled(30 * 60_000)
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/submissions/consultations/${cancelled.id}/schedule/cancel`,
      headers: { cookie: admin.cookie },
    })
    expect(res.statusCode, res.body).toBe(200)
    await scheduled(72 * HOUR_MS)
    // Scheduled now for 10 hours ahead: its confirmation said it all; no 24-hour reminder.
    await scheduled(10 * HOUR_MS)
    expect(await queue()).toBe(0)
  })

  it('queues each reminder once when several instances run at the same moment', async () => {
    for (let i = 0; i < 6; i++) await scheduled((i + 2) * HOUR_MS, `r${i}@example.com`)
    await t.database.db
      .update(consultationAppointments)
      .set({ scheduledAt: sql`now() - interval '48 hours'` })
    const counts = await Promise.all(Array.from({ length: 4 }, () => queue()))
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6)
    expect(await reminders()).toHaveLength(6)
  })
})
