import { rm } from 'node:fs/promises'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { migrateDatabase } from '#server/db/migrate.ts'
import { bookings, mathematicsModules, tutoringPackages, users } from '#server/db/schema.ts'
import { migrationsBefore } from '#tests/support/migrations.ts'
import { openEmptyDatabase, type TestDatabaseKind } from '#tests/support/test-database.ts'

// Week and month packages bought before package hours existed are credited their hours (D26).
const PACKAGES_MIGRATION = '0024_tutoring_packages'

let database: Database
let oldMigrations: string
beforeAll(async () => {
  database = await openEmptyDatabase((process.env.TEST_DB ?? 'pglite') as TestDatabaseKind)
  oldMigrations = await migrationsBefore(PACKAGES_MIGRATION)
})
afterAll(async () => {
  await database?.close()
  if (oldMigrations) await rm(oldMigrations, { recursive: true, force: true })
})

describe('package hours for existing purchases (migration 0024)', () => {
  it('opens a balance for each open or completed week and month package, and none for the rest', async () => {
    await migrateDatabase(database, oldMigrations)
    const { db } = database
    const [module] = await db
      .insert(mathematicsModules)
      .values({ slug: 'algebra', name: 'Algebra', groupName: 'School', sortOrder: 1 })
      .returning()
    const [student] = await db
      .insert(users)
      .values({ email: 'thandi@example.com', name: 'Thandi Mokoena' })
      .returning()
    // name, package, status, payment, first session (UTC; 22:30 UTC is 00:30 SAST next day)
    const legacy = [
      ['week-paid', '1_week', 'confirmed', 'completed', '2030-01-30T22:30:00Z'],
      ['month-done', '1_month', 'completed', 'completed', '2030-01-31T08:00:00Z'],
      ['month-unpaid', '1_month', 'pending', 'pending', '2030-03-10T08:00:00Z'],
      ['week-cancelled', '1_week', 'cancelled', 'completed', '2030-03-11T08:00:00Z'],
      ['hour', '1_hour', 'confirmed', 'completed', '2030-03-12T08:00:00Z'],
    ] as const
    for (const [name, packageType, status, payment, start] of legacy) {
      const end = new Date(Date.parse(start) + 3_600_000).toISOString()
      await db.execute(sql`
        with s as (
          insert into tutoring_sessions (session_type, starts_at, ends_at, held)
          values ('one_to_one', ${start}, ${end}, ${status === 'pending' || status === 'confirmed'})
          returning id)
        insert into bookings (user_id, mathematics_module_id, session_type, package_type,
          preferred_date, preferred_time, scheduled_at, ends_at, session_id, duration_minutes,
          meeting_platform, meeting_aim, amount_cents, payment_status, paid_at, status)
        select ${student!.id}, ${module!.id}, 'one_to_one', ${packageType}, '2030-03-04',
          '10:00', ${start}, ${end}, s.id, ${packageType === '1_week' ? 420 : packageType === '1_month' ? 720 : 60},
          '', ${name}, 175000, ${payment},
          ${payment === 'completed' ? '2030-01-01T00:00:00Z' : null}, ${status}
          from s`)
    }

    await migrateDatabase(database)

    const rows = await db
      .select({ aim: bookings.meetingAim, packageId: bookings.packageId, pkg: tutoringPackages })
      .from(bookings)
      .leftJoin(tutoringPackages, eq(tutoringPackages.id, bookings.packageId))
    const byName = new Map(rows.map((row) => [row.aim, row]))
    expect(byName.get('week-paid')!.pkg).toMatchObject({
      packageType: '1_week',
      minutesTotal: 420,
      minutesScheduled: 60,
      minutesUsed: 0,
      paidAt: new Date('2030-01-01T00:00:00Z'),
      // First session on 31 Jan SAST: usable through 7 Feb, lapsing at its end.
      validUntil: new Date('2030-02-07T22:00:00Z'),
    })
    expect(byName.get('month-done')!.pkg).toMatchObject({
      minutesTotal: 720,
      minutesScheduled: 0,
      minutesUsed: 60,
      // 31 January + one month: the last day of February.
      validUntil: new Date('2030-02-28T22:00:00Z'),
    })
    expect(byName.get('month-unpaid')!.pkg).toMatchObject({ minutesScheduled: 60, paidAt: null })
    expect(byName.get('week-cancelled')!.packageId).toBeNull()
    expect(byName.get('hour')!.packageId).toBeNull()
    expect(await db.select().from(tutoringPackages)).toHaveLength(3)
  })
})
