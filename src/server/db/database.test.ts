import { randomBytes } from 'node:crypto'
import { count, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mathematicsModules as catalogueModules } from '#shared/catalogue.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { openDatabase } from './client.ts'
import { migrateDatabase } from './migrate.ts'
import { queryRows } from './query-rows.ts'
import { mathematicsModules, tutors } from './schema.ts'
import { seedReferenceData } from './seed.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

describe('reference data', () => {
  it('holds every module of the shared catalogue, in catalogue order', async () => {
    const rows = await t.database.db
      .select()
      .from(mathematicsModules)
      .orderBy(mathematicsModules.sortOrder)
    expect(rows.map((row) => row.slug)).toEqual(catalogueModules.map((module) => module.slug))
  })

  it('seeds demo tutors only when asked, and only once', async () => {
    const demoCount = async () =>
      (await t.database.db.select({ n: count() }).from(tutors).where(eq(tutors.isDemo, true)))[0]!.n
    expect(await demoCount()).toBe(0)
    await seedReferenceData(t.database.db, { demo: true })
    await seedReferenceData(t.database.db, { demo: true })
    expect(await demoCount()).toBe(3)
    const [tutor] = await t.database.db.select().from(tutors).limit(1)
    expect(tutor!.expertise.length).toBeGreaterThan(0)
    expect(tutor!.isActive).toBe(true)
  })

  it('keeps module ids when the seed runs again', async () => {
    const before = await t.database.db.select().from(mathematicsModules)
    await seedReferenceData(t.database.db, { demo: false })
    const after = await t.database.db.select().from(mathematicsModules)
    expect(after.map((row) => [row.slug, row.id]).sort()).toEqual(
      before.map((row) => [row.slug, row.id]).sort(),
    )
  })

  it('leaves modules as they are when they match, and puts back a changed one under its id', async () => {
    const first = catalogueModules[0]!
    const [before] = await t.database.db
      .select()
      .from(mathematicsModules)
      .where(eq(mathematicsModules.slug, first.slug))
    // A row's xmin changes whenever the row is written.
    const version = async () =>
      (
        await queryRows<{ xmin: string }>(
          t.database.db,
          sql`select xmin::text from mathematics_modules where slug = ${first.slug}`,
        )
      )[0]?.xmin
    const written = await version()
    await seedReferenceData(t.database.db, { demo: false })
    // Not rewritten: an unchanged catalogue is not news to the instances (issue 23).
    expect(await version()).toBe(written)
    await t.database.db
      .update(mathematicsModules)
      .set({ name: 'Renamed by hand' })
      .where(eq(mathematicsModules.slug, first.slug))
    await seedReferenceData(t.database.db, { demo: false })
    const [restored] = await t.database.db
      .select()
      .from(mathematicsModules)
      .where(eq(mathematicsModules.slug, first.slug))
    expect(restored).toMatchObject({ id: before!.id, name: first.name })
  })
})

describe('migrations', () => {
  it('apply to an empty database and are a no-op the second time', async () => {
    if (process.env.TEST_DB === 'postgres') {
      // Instances starting together: the advisory lock makes them take turns.
      const admin = process.env.TEST_DATABASE_URL!
      const name = `mig_${randomBytes(4).toString('hex')}`
      const client = new pg.Client({ connectionString: admin })
      await client.connect()
      await client.query(`create database "${name}"`)
      const url = new URL(admin)
      url.pathname = `/${name}`
      const [a, b] = await Promise.all([
        openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 }),
        openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 }),
      ])
      try {
        await Promise.all([migrateDatabase(a), migrateDatabase(b)])
        await migrateDatabase(a)
        await a.ping()
      } finally {
        await a.close()
        await b.close()
        await client.query(`drop database "${name}" with (force)`)
        await client.end()
      }
      return
    }
    const database = await openDatabase({ kind: 'pglite-memory' })
    try {
      await migrateDatabase(database)
      await migrateDatabase(database)
      await seedReferenceData(database.db, { demo: false })
      const [row] = await database.db.select({ n: count() }).from(mathematicsModules)
      expect(row!.n).toBe(catalogueModules.length)
    } finally {
      await database.close()
    }
  })
})
