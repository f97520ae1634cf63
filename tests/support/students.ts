import type { Db } from '#server/db/client.ts'
import { guardianConsents, studentProfiles, tutors, users } from '#server/db/schema.ts'
import { createSession } from '#server/features/accounts/sessions.service.ts'
import type { TestApp } from './api-test-app.ts'

let counter = 0

export interface TestStudent {
  id: string
  email: string
  cookie: string
}

/**
 * A signed-in student written straight to the database: registering through the API
 * hashes a password with argon2, too slow for tests that need twenty students.
 */
export async function createStudent(
  t: TestApp,
  options: {
    verified?: boolean
    profile?: boolean
    consentPending?: boolean
    role?: 'student' | 'admin'
  } = {},
): Promise<TestStudent> {
  const { verified = true, profile = true, consentPending = false, role = 'student' } = options
  const email = `student-${process.pid}-${++counter}-${Date.now()}@example.com`
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      name: `Student ${counter}`,
      role,
      emailVerifiedAt: verified ? new Date() : null,
    })
    .returning()
  if (!user) throw new Error('no user')
  if (profile) {
    await t.database.db.insert(studentProfiles).values({
      userId: user.id,
      name: user.name,
      email,
      studentCategory: consentPending ? 'high_school' : 'university',
      studentLevel: consentPending ? 'Grade 10' : 'First Year',
    })
  }
  if (consentPending) {
    await t.database.db
      .insert(guardianConsents)
      .values({ userId: user.id, guardianName: 'Parent', guardianEmail: 'parent@example.com' })
  }
  const session = await createSession(t.database.db, user.id, t.config.sessions)
  return { id: user.id, email, cookie: `${t.config.sessions.cookieName}=${session.token}` }
}

export async function createTutor(
  db: Db,
  values: Partial<typeof tutors.$inferInsert> = {},
): Promise<typeof tutors.$inferSelect> {
  const [tutor] = await db
    .insert(tutors)
    .values({
      name: 'Naledi Dlamini',
      email: 'naledi@example.com',
      bio: 'Tutor of calculus.',
      expertise: ['Calculus', 'Algebra'],
      qualifications: ['BSc Mathematics'],
      yearsExperience: 6,
      hourlyRateCents: 25_000,
      ...values,
    })
    .returning()
  if (!tutor) throw new Error('no tutor')
  return tutor
}
