import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { migrateDatabase, readJournal } from '#server/db/migrate.ts'
import { migrationsBefore } from '#tests/support/migrations.ts'
import { openEmptyDatabase, type TestDatabaseKind } from '#tests/support/test-database.ts'
import { catalogTables } from './catalog.ts'
import { createBackup } from './create-backup.ts'
import { queryRows } from '#server/db/query-rows.ts'
import { restoreBackup } from './restore-backup.ts'

// An archive made by older code (issue 28): restored at its own migration level, checked
// against its manifest, then migrated to this code's level.

const kind = (process.env.TEST_DB ?? 'pglite') as TestDatabaseKind
const OLDER = '0025_package_refunds_and_booking_series'

let work: string
let older: Database
let archive: string
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'restore-older-'))
  older = await openEmptyDatabase(kind)
  const folder = await migrationsBefore(OLDER)
  try {
    await migrateDatabase(older, folder)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
  await older.db.execute(
    sql`insert into users (email, name) values ('thandi@example.com', 'Thandi Nkosi')`,
  )
  archive = path.join(work, 'older.tar.gz')
  // Read before the dump's transaction: PGlite's one connection is that transaction's.
  const tables = await catalogTables(older.db)
  await createBackup(older, {
    uploadsDir: null,
    outFile: archive,
    productVersion: '0.0.9',
    tables: async () => tables,
  })
  // Two databases migrated from nothing: PGlite takes its time.
}, 180_000)
afterAll(async () => {
  await older?.close()
  await rm(work, { recursive: true, force: true })
})

const columnsOf = async (database: Database, table: string) =>
  (
    await queryRows<{ column_name: string }>(
      database.db,
      sql`select column_name from information_schema.columns
           where table_schema = 'public' and table_name = ${table}`,
    )
  ).map((row) => row.column_name)

it('restores an archive of an older migration level and migrates it to this code', async () => {
  const journal = await readJournal()
  const target = await openEmptyDatabase(kind)
  try {
    const summary = await restoreBackup(target, { archive, uploadsDir: null, force: false })
    expect(summary.manifest.migration_level).toBe(journal.findIndex((e) => e.tag === OLDER))
    expect(summary.migrationLevel).toBe(journal.length)
    const users = await queryRows<{ name: string }>(
      target.db,
      sql`select name from users where email = 'thandi@example.com'`,
    )
    expect(users).toEqual([{ name: 'Thandi Nkosi' }])
    // What the later migrations add is there, around the restored rows.
    expect(await columnsOf(target, 'tutoring_packages')).toContain('refund_due_cents')
    expect(await columnsOf(target, 'backup_runs')).toContain('status')
  } finally {
    await target.close()
  }
}, 120_000)
