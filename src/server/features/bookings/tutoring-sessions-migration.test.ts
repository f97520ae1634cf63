import { rm } from 'node:fs/promises'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { migrateDatabase } from '#server/db/migrate.ts'
import { bookings, mathematicsModules, tutoringSessions, tutors, users } from '#server/db/schema.ts'
import { violatedExclusionConstraint } from '#server/lib/db-errors.ts'
import { sessionsOutOfStep } from '#tests/support/bookings.ts'
import { migrationsBefore } from '#tests/support/migrations.ts'
import { openEmptyDatabase, type TestDatabaseKind } from '#tests/support/test-database.ts'

// The migration that gave every booking a session and made the database refuse overlaps (D25).
const SESSIONS_MIGRATION = '0022_tutoring_sessions'

let database: Database
let oldMigrations: string
beforeAll(async () => {
  database = await openEmptyDatabase((process.env.TEST_DB ?? 'pglite') as TestDatabaseKind)
  oldMigrations = await migrationsBefore(SESSIONS_MIGRATION)
})
afterAll(async () => {
  await database?.close()
  if (oldMigrations) await rm(oldMigrations, { recursive: true, force: true })
})

const HOUR = 3_600_000
// 10:00 SAST on a day far ahead; the times below are hours from it.
const TEN = Date.parse('2030-03-04T08:00:00Z')
const at = (hours: number) => new Date(TEN + hours * HOUR)

describe('sessions for existing bookings (migration 0022)', () => {
  it('opens a session per booking and exempts the later of each overlap, cancelling nothing', async () => {
    await migrateDatabase(database, oldMigrations)
    const { db } = database
    const [module] = await db
      .insert(mathematicsModules)
      .values({ slug: 'algebra', name: 'Algebra', groupName: 'School', sortOrder: 1 })
      .returning()
    // By hand: the schema's tutors table has columns later migrations add.
    await db.execute(sql`
      insert into tutors (name, email, hourly_rate_cents)
      values ('Naledi Dlamini', 'naledi@example.com', 25000)`)
    const [tutor] = await db.select({ id: tutors.id }).from(tutors)
    const students = await db
      .insert(users)
      .values([1, 2, 3, 4, 5].map((n) => ({ email: `s${n}@example.com`, name: `Student ${n}` })))
      .returning()
    const [s1, s2, s3, s4, s5] = students.map((student) => student.id)

    // Bookings as the code before stored them, booked in this order (created_at).
    const legacy: [string, string, number | null, string, number, Date, string][] = [
      // name, student, tutor, session type, minutes, start, status
      ['A', s1!, tutor!.id, 'one_to_one', 120, at(0), 'pending'],
      ['B', s2!, tutor!.id, 'one_to_one', 60, at(1), 'confirmed'], // inside A: exempt
      ['C', s3!, tutor!.id, 'small_group', 60, at(2), 'confirmed'], // after A: kept
      ['D', s4!, tutor!.id, 'small_group', 60, at(0), 'cancelled'], // holds nothing
      ['E', s1!, null, 'one_to_one', 60, at(1), 'pending'], // inside S1's A: exempt
      ['F', s2!, tutor!.id, 'one_to_one', 420, at(24), 'confirmed'], // a week's first hour
      ['G', s3!, tutor!.id, 'one_to_one', 60, at(0.5), 'completed'], // holds nothing
      ['J', s5!, tutor!.id, 'one_to_one', 60, at(-0.5), 'pending'], // starts first, booked last
    ]
    for (const [index, [name, userId, tutorId, type, minutes, start, status]] of legacy.entries()) {
      await db.execute(sql`
        insert into bookings (user_id, tutor_id, mathematics_module_id, session_type, package_type,
          preferred_date, preferred_time, scheduled_at, duration_minutes, meeting_platform,
          meeting_aim, amount_cents, payment_status, status, created_at)
        values (${userId}, ${tutorId}, ${module!.id}, ${type},
          ${minutes === 420 ? '1_week' : minutes === 120 ? '2_hours' : '1_hour'},
          '2030-03-04', '10:00', ${start.toISOString()}, ${minutes}, '', ${name}, 25000,
          'pending', ${status}, ${new Date(TEN - (100 - index) * HOUR).toISOString()})`)
    }

    await migrateDatabase(database)

    const rows = await db
      .select({ booking: bookings, session: tutoringSessions })
      .from(bookings)
      .innerJoin(tutoringSessions, eq(tutoringSessions.id, bookings.sessionId))
    const byName = new Map(rows.map((row) => [row.booking.meetingAim, row]))
    expect(rows).toHaveLength(legacy.length)
    expect(new Set(rows.map((row) => row.session.id)).size).toBe(legacy.length)
    // Each session mirrors its one place: tutor, type, times, held while pending or confirmed.
    expect(await sessionsOutOfStep(db)).toEqual([])
    expect(await db.select().from(tutoringSessions)).toHaveLength(legacy.length)
    // Nothing was cancelled or moved.
    for (const [name, , , , , start, status] of legacy) {
      expect(byName.get(name)!.booking).toMatchObject({ status, scheduledAt: start })
    }
    expect(byName.get('A')!.booking.endsAt).toEqual(at(2))
    expect(byName.get('F')!.booking.endsAt).toEqual(at(25))

    const exempt = (pick: (row: (typeof rows)[number]) => boolean) =>
      rows
        .filter(pick)
        .map((row) => row.booking.meetingAim)
        .sort()
    expect(exempt((row) => row.session.overlapExempt)).toEqual(['B', 'J'])
    expect(exempt((row) => row.booking.overlapExempt)).toEqual(['E'])

    // From now on the database refuses what it let through before.
    const overlapping = db
      .insert(tutoringSessions)
      .values({
        tutorId: tutor!.id,
        sessionType: 'small_group',
        startsAt: at(1.5),
        endsAt: at(2.5),
      })
      .execute()
    await expect(overlapping).rejects.toSatisfy(
      (error) => violatedExclusionConstraint(error) === 'tutoring_sessions_tutor_no_overlap',
    )
    // Back to back with C (12:00-13:00), half-open: 13:00 is free.
    await db.insert(tutoringSessions).values({
      tutorId: tutor!.id,
      sessionType: 'one_to_one',
      startsAt: at(3),
      endsAt: at(4),
    })
    const secondPlace = db
      .update(bookings)
      .set({ overlapExempt: false })
      .where(eq(bookings.meetingAim, 'E'))
      .execute()
    await expect(secondPlace).rejects.toSatisfy(
      (error) => violatedExclusionConstraint(error) === 'bookings_student_no_overlap',
    )
  })
})
