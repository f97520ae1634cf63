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
    const reused = idlePgliteCopies.pop()
    if (reused) return reused
    const blob = new Blob([await readFile(template)])
    const database = await openDatabase({ kind: 'pglite-memory', loadDataDir: blob })
    pgliteTemplates.set(database, await readTemplateState(database))
    return database
  }
  return openThrowawayPostgres('t', `template "${template}"`, 4)
}

/**
 * Done with a database from openTestDatabase: a PGlite copy is put back as the template was
 * and kept for the worker's next file (the API projects share a worker's modules between
 * files), any other closed. Starting a PGlite copy costs about a second of WASM start-up
 * under load, a hundred files' worth of the API suite's time; putting one back costs a few
 * dozen milliseconds.
 */
export async function releaseTestDatabase(database: Database): Promise<void> {
  const template = pgliteTemplates.get(database)
  if (!template || database.pglite?.closed) return database.close()
  try {
    await restoreTemplateState(database, template)
  } catch {
    // A copy left in a state we cannot undo (a transaction never ended) is not reused.
    pgliteTemplates.delete(database)
    return database.close()
  }
  idlePgliteCopies.push(database)
}

const idlePgliteCopies: Database[] = []
const pgliteTemplates = new WeakMap<Database, TemplateState>()

/** The template's rows (reference data, as migrations and the seed left them) and sequences. */
interface TemplateState {
  tables: string[]
  rows: { table: string; json: string }[]
  sequences: string
}

async function readTemplateState(database: Database): Promise<TemplateState> {
  const client = database.pglite!
  const tables = (
    await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname = 'public' order by 1`,
    )
  ).rows.map((row) => row.name)
  const rows: TemplateState['rows'] = []
  for (const table of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table} t`,
    )
    if (found[0]?.json) rows.push({ table, json: found[0].json })
  }
  const { rows: sequences } = await client.query<{ json: string }>(
    `select coalesce(json_agg(json_build_object(
        'name', format('%I.%I', schemaname, sequencename),
        'value', coalesce(last_value, start_value),
        'called', last_value is not null)), '[]')::text as json
       from pg_sequences`,
  )
  return { tables, rows, sequences: sequences[0]!.json }
}

async function restoreTemplateState(database: Database, template: TemplateState) {
  const client = database.pglite!
  await client.transaction(async (tx) => {
    // Triggers and foreign keys stay quiet while the template's rows go back as they were.
    await tx.exec(`set local session_replication_role = replica`)
    await tx.exec(`truncate ${template.tables.join(', ')} restart identity cascade`)
    for (const { table, json } of template.rows) {
      await tx.query(
        `insert into ${table} select * from json_populate_recordset(null::${table}, $1)`,
        [json],
      )
    }
    await tx.query(
      `select setval((s->>'name')::regclass, (s->>'value')::bigint, (s->>'called')::boolean)
         from json_array_elements($1::json) s`,
      [template.sequences],
    )
  })
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
