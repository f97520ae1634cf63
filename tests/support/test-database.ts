import { readFile, writeFile } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '#server/db/client.ts'
import { migrateDatabase } from '#server/db/migrate.ts'
import { seedReferenceData } from '#server/db/seed.ts'

export type TestDatabaseKind = 'pglite' | 'postgres'

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

/**
 * Migrates one template per test run, so each test file starts from a fresh copy in
 * about a second instead of migrating its own (PGlite costs ~5 s per fresh instance).
 */
export async function createTemplate(kind: TestDatabaseKind, file: string): Promise<string> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite-memory' })
    await migrateDatabase(database)
    await seedReferenceData(database.db, { demo: false })
    const dump = await database.pglite!.dumpDataDir('none')
    await writeFile(file, Buffer.from(await dump.arrayBuffer()))
    await database.close()
    return file
  }
  const adminUrl = requirePostgresUrl()
  const name = `tpl_${process.pid}_${randomBytes(3).toString('hex')}`
  await adminQuery(adminUrl, `create database "${name}"`)
  const database = await openDatabase({
    kind: 'postgres',
    url: withDatabaseName(adminUrl, name),
    poolSize: 2,
  })
  await migrateDatabase(database)
  await seedReferenceData(database.db, { demo: false })
  await database.close()
  return name
}

export async function dropTemplate(kind: TestDatabaseKind, template: string): Promise<void> {
  if (kind === 'postgres') await dropDatabase(requirePostgresUrl(), template)
}

/** A fresh database for one test file, copied from the run's template. */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  template: string,
): Promise<Database> {
  if (kind === 'pglite') {
    const blob = new Blob([await readFile(template)])
    return openDatabase({ kind: 'pglite-memory', loadDataDir: blob })
  }
  return openThrowawayPostgres('t', `template "${template}"`, 4)
}

/** An empty database, not migrated (tests of a migration); dropped on close. */
export async function openEmptyDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite-memory' })
  return openThrowawayPostgres('e', '', 2)
}

/** A PostgreSQL database of its own for one file, created now and dropped on close. */
async function openThrowawayPostgres(
  prefix: string,
  createOptions: string,
  poolSize: number,
): Promise<Database> {
  const adminUrl = requirePostgresUrl()
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
  await adminQuery(adminUrl, `create database "${name}" ${createOptions}`.trim())
  const database = await openDatabase({
    kind: 'postgres',
    url: withDatabaseName(adminUrl, name),
    poolSize,
  })
  const close = database.close.bind(database)
  return {
    ...database,
    async close() {
      await close()
      await dropDatabase(adminUrl, name)
    },
  }
}

function requirePostgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is not set')
  return url
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

async function dropDatabase(url: string, name: string) {
  await adminQuery(url, `drop database if exists "${name}" with (force)`)
}
