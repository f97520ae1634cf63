import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { projectRoot } from '../lib/project-root.ts'
import type { Database } from './client.ts'

export const migrationsFolder = () => path.join(projectRoot(), 'src/server/db/migrations')

/** One applied-or-to-apply migration in drizzle's journal. */
export interface JournalEntry {
  idx: number
  tag: string
  /** Its `created_at` in drizzle's record of applied migrations. */
  when: number
}

/** The migrations of a folder, in order (its `meta/_journal.json`). */
export async function readJournal(folder = migrationsFolder()): Promise<JournalEntry[]> {
  const text = await readFile(path.join(folder, 'meta/_journal.json'), 'utf8')
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries
}

// Any fixed number: instances starting together take turns on it.
const MIGRATION_LOCK_ID = 7_262_114_001

/**
 * Applies the committed SQL migrations; on PostgreSQL under an advisory lock. Tests of a
 * migration pass a folder holding only the migrations before it.
 */
export async function migrateDatabase(
  database: Database,
  folder = migrationsFolder(),
): Promise<void> {
  if (database.migrated === folder) return
  if (database.kind === 'pglite') {
    // Loaded here: main.ts imports this module before the database has started.
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator')
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder })
    return
  }
  // PostgreSQL's driver and migrator load only here: the embedded database never needs them.
  const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] =
    await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ])
  const client = new pg.Client({ connectionString: database.postgresUrl })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    try {
      await migratePostgres(drizzlePostgres(client), { migrationsFolder: folder })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
    }
  } finally {
    await client.end()
  }
}
