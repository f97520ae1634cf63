import { tutorWeeklyHours } from '#server/db/schema.ts'
import type { TestApp } from '#tests/support/api-test-app.ts'
import { clearBookingData } from '#tests/support/bookings.ts'
import { createStudent, createTutor, type TestStudent } from '#tests/support/students.ts'

// Fixtures the tutor-time and booking tests share: a tutor who signs in, and a week.

export interface TestTutor {
  id: number
  account: TestStudent
}

/** A tutor record linked to a signed-in account (D25), as an accepted invitation leaves it. */
export async function createTutorAccount(t: TestApp): Promise<TestTutor> {
  const account = await createStudent(t)
  const tutor = await createTutor(t.database.db, {
    email: account.email,
    name: 'Thandi Mokoena',
    userId: account.id,
  })
  return { id: tutor.id, account }
}

/** Weekly hours written straight to the database: every weekday, the same interval. */
export async function publishEveryDay(
  t: TestApp,
  tutorId: number,
  startMinute: number,
  endMinute: number,
): Promise<void> {
  await t.database.db
    .insert(tutorWeeklyHours)
    .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ tutorId, weekday, startMinute, endMinute })))
}

/** Weekly hours and time off go with their tutor (on delete cascade). */
export async function clearTutorTime(t: TestApp): Promise<void> {
  await clearBookingData(t.database.db)
}
