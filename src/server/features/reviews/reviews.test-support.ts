import { eq } from 'drizzle-orm'
import { sessionReviews, users } from '#server/db/schema.ts'
import type { TestApp } from '#tests/support/api-test-app.ts'
import { insertBookings, type StoredBookingValues } from '#tests/support/bookings.ts'
import { createStudent, createTutor, type TestStudent } from '#tests/support/students.ts'

// Fixtures the review tests share (D28): sessions that took place, and reviews of them.

const HOUR = 3_600_000
let tutorCounter = 0

/** The id of a mathematics module, for bookings written straight to the database. */
export async function firstModuleId(t: TestApp): Promise<number> {
  return (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0].id
}

/** A signed-in student with the given full name. */
export async function studentNamed(t: TestApp, name: string): Promise<TestStudent> {
  const student = await createStudent(t)
  await t.database.db.update(users).set({ name }).where(eq(users.id, student.id))
  return student
}

/** A tutor record (no account), active unless told otherwise. */
export async function tutorRecord(t: TestApp, values: { name?: string; isActive?: boolean } = {}) {
  return createTutor(t.database.db, {
    email: `tutor-${process.pid}-${++tutorCounter}@example.com`,
    ...values,
  })
}

/** A session of the student's with the tutor, completed and attended unless told otherwise. */
export async function pastSession(
  t: TestApp,
  moduleId: number,
  student: TestStudent,
  tutorId: number | null,
  values: Partial<StoredBookingValues> = {},
) {
  const [row] = await insertBookings(t.database.db, [
    {
      userId: student.id,
      tutorId,
      status: 'completed',
      attendance: 'attended',
      lessonNotes: 'Chain rule practised',
      paymentStatus: 'completed',
      paymentMethod: 'google_pay',
      amountCents: 25_000,
      scheduledAt: new Date(Date.now() - 48 * HOUR),
      preferredDate: '2026-12-01',
      preferredTime: '10:00',
      durationMinutes: 60,
      sessionType: 'one_to_one',
      packageType: '1_hour',
      mathematicsModuleId: moduleId,
      meetingPlatform: 'google_meet',
      meetingAim: 'Derivatives',
      ...values,
    },
  ])
  return row!
}

/** A review written straight to the database, e.g. at a chosen time. */
export async function storedReview(
  t: TestApp,
  values: {
    bookingId: string
    tutorId: number
    userId: string | null
    rating: number
    comment?: string
    createdAt?: Date
    hiddenAt?: Date | null
    reply?: string | null
  },
) {
  const [row] = await t.database.db
    .insert(sessionReviews)
    .values({ ...values, updatedAt: values.createdAt ?? new Date() })
    .returning()
  return row!
}
