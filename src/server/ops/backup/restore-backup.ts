import { cp, mkdir, mkdtemp, readFile, rm, writeFile, copyFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { extract as extractTar } from 'tar'
import type { Database } from '../../db/client.ts'
import {
  migrateDatabase,
  migrationsFolder,
  readJournal,
  type JournalEntry,
} from '../../db/migrate.ts'
import { queryRows } from '../../db/query-rows.ts'
import { decryptArchive, isEncryptedArchive } from './archive-encryption.ts'
import {
  catalogTables,
  dropProductSchemas,
  isEmpty,
  resetSequences,
  targetContents,
  type TargetContents,
} from './catalog.ts'
import { dumpDatabase, MIGRATIONS_TABLE, sha256 } from './dump.ts'
import {
  BACKUP_FORMAT,
  fileEntry,
  hashFile,
  listFiles,
  manifestChecksum,
  tableEntry,
  type BackupManifest,
} from './manifest.ts'

/** The archive or the target is not one a restore may go ahead with; nothing was changed. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused'
}

export interface RestoreOptions {
  archive: string
  /** The local store's folder the files go back to; null to leave files alone (S3). */
  uploadsDir: string | null
  /** Replace a target that holds data (its tables and rows are reported first). */
  force: boolean
  /** Told what a forced restore replaces, before it replaces it. */
  log?: (message: string) => void
  /** Opens an encrypted archive (`BACKUP_PASSPHRASE`). */
  passphrase?: string
}

export interface RestoreSummary {
  manifest: BackupManifest
  /** What a forced restore replaced: tables with their rows, and applied migrations. */
  replaced: TargetContents | null
  tables: number
  rows: number
  files: number
  /** The migration level after the restore (the archive's, then this code's). */
  migrationLevel: number
  /** Every table's rows and sha256 matched the manifest after loading. */
  verified: true
  seconds: number
}

const BATCH_ROWS = 500

export async function restoreBackup(
  database: Database,
  options: RestoreOptions,
): Promise<RestoreSummary> {
  const started = performance.now()
  const work = await mkdtemp(path.join(os.tmpdir(), 'restore-'))
  try {
    const archive = await readableArchive(options, work)
    await extractTar({ file: archive, cwd: work, strict: true }).catch((error: Error) => {
      throw new RestoreRefused(
        `${options.archive} is not a readable backup archive: ${error.message}`,
      )
    })
    const manifest = await verifiedManifest(work)
    const journal = await readJournal()
    checkMigrationLevel(manifest, journal)

    const contents = await targetContents(database.db)
    let replaced: TargetContents | null = null
    if (!isEmpty(contents)) {
      const description = describe(contents)
      if (!options.force) {
        throw new RestoreRefused(
          `The target database is not empty (${description}). Restore into an empty database, or pass --force to replace it.`,
        )
      }
      options.log?.(`Replacing ${description}.`)
      replaced = contents
      await dropProductSchemas(database.db)
    }

    const folder = await migrationsUpTo(manifest.migration_level, journal)
    try {
      await migrateDatabase(database, folder)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
    const rows = await loadTables(database, work, manifest)
    await verifyLoaded(database, manifest)
    await migrateDatabase(database)
    await checkExtensions(database)

    if (options.uploadsDir) {
      for (const file of manifest.files) {
        const target = path.join(options.uploadsDir, file.path)
        await mkdir(path.dirname(target), { recursive: true })
        await copyFile(path.join(work, fileEntry(file.path)), target)
      }
    }
    return {
      manifest,
      replaced,
      tables: Object.keys(manifest.tables).length - 1,
      rows,
      files: options.uploadsDir ? manifest.files.length : 0,
      migrationLevel: journal.length,
      verified: true,
      seconds: (performance.now() - started) / 1000,
    }
  } finally {
    await rm(work, { recursive: true, force: true })
    await rm(`${work}.tar.gz`, { force: true })
  }
}

/** The archive's tar file: the archive itself, or its decrypted copy outside `work`'s entries. */
async function readableArchive(options: RestoreOptions, work: string): Promise<string> {
  const encrypted = await isEncryptedArchive(options.archive).catch((error: Error) => {
    throw new RestoreRefused(`${options.archive} cannot be read: ${error.message}`)
  })
  if (!encrypted) return options.archive
  if (!options.passphrase) {
    throw new RestoreRefused(
      `${options.archive} is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with.`,
    )
  }
  const decrypted = `${work}.tar.gz`
  await decryptArchive(options.archive, decrypted, options.passphrase).catch((error: Error) => {
    throw new RestoreRefused(error.message)
  })
  return decrypted
}

/** The manifest, once every entry's sha256 and the checksum over them match. */
async function verifiedManifest(work: string): Promise<BackupManifest> {
  const text = await readFile(path.join(work, 'manifest.json'), 'utf8').catch(() => {
    throw new RestoreRefused(
      'The archive has no manifest.json: it is not a backup of this product.',
    )
  })
  const manifest = JSON.parse(text) as BackupManifest
  if (manifest.format !== BACKUP_FORMAT) {
    throw new RestoreRefused(`The archive's format ${manifest.format} is not ${BACKUP_FORMAT}.`)
  }
  const tampered = (what: string) =>
    new RestoreRefused(`The archive fails its checksum (${what}): it is damaged or was altered.`)
  if (manifestChecksum(manifest) !== manifest.checksum) throw tampered('manifest.json')
  const expected = new Set(['manifest.json'])
  for (const [name, table] of Object.entries(manifest.tables)) {
    const entry = tableEntry(name)
    expected.add(entry)
    const content = await readFile(path.join(work, entry)).catch(() => {
      throw tampered(`${entry} is missing`)
    })
    if (sha256(content) !== table.sha256) throw tampered(entry)
  }
  for (const file of manifest.files) {
    const entry = fileEntry(file.path)
    expected.add(entry)
    const actual = await hashFile(path.join(work, entry)).catch(() => {
      throw tampered(`${entry} is missing`)
    })
    if (actual.sha256 !== file.sha256 || actual.size !== file.size) throw tampered(entry)
  }
  const extra = (await listFiles(work)).filter((entry) => !expected.has(entry))
  if (extra.length > 0) throw tampered(`${extra[0]} is not in the manifest`)
  return manifest
}

function checkMigrationLevel(manifest: BackupManifest, journal: JournalEntry[]) {
  if (manifest.migration_level > journal.length) {
    throw new RestoreRefused(
      `The archive was made by newer code (migration level ${manifest.migration_level}, ${manifest.migration_tag ?? 'unknown'}; this code knows ${journal.length}). Restore it with the version that made it (${manifest.product_version}) or later.`,
    )
  }
  const last = journal[manifest.migration_level - 1]
  if (manifest.migration_level < 1 || last?.when !== manifest.migration_created_at) {
    throw new RestoreRefused(
      `The archive's migration level ${manifest.migration_level} does not match this code's migrations: it was made by another line of the code.`,
    )
  }
}

const describe = (contents: TargetContents) =>
  [
    `${contents.appliedMigrations} applied migrations`,
    ...contents.tables.map((table) => `${table.name}: ${table.rows} rows`),
  ].join(', ')

/** A copy of the migrations folder whose journal lists only the first `level` of them. */
async function migrationsUpTo(level: number, journal: JournalEntry[]): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'restore-migrations-'))
  await cp(migrationsFolder(), dir, { recursive: true })
  const journalFile = path.join(dir, 'meta/_journal.json')
  const full = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: JournalEntry[] }
  await writeFile(journalFile, JSON.stringify({ ...full, entries: journal.slice(0, level) }))
  return dir
}

/** Every table's rows, parents before children, in one transaction; the rows loaded. */
async function loadTables(
  database: Database,
  work: string,
  manifest: BackupManifest,
): Promise<number> {
  const tables = await catalogTables(database.db)
  const inArchive = new Set(
    Object.keys(manifest.tables).filter((name) => name !== MIGRATIONS_TABLE),
  )
  const inDatabase = new Set(tables.map((table) => table.name))
  const missing = [...inDatabase].filter((name) => !inArchive.has(name))
  const unknown = [...inArchive].filter((name) => !inDatabase.has(name))
  if (missing.length > 0 || unknown.length > 0) {
    throw new RestoreRefused(
      `The archive's tables do not match its migration level (missing: ${missing.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'}).`,
    )
  }
  let total = 0
  await database.db.transaction(async (tx) => {
    for (const table of tables) {
      const text = await readFile(path.join(work, tableEntry(table.name)), 'utf8')
      const lines = text.split('\n').filter((line) => line.length > 0)
      // Rows that reference rows of their own table go in one statement: the checks of a
      // foreign key run at its end.
      const size = table.selfReferencing ? lines.length : BATCH_ROWS
      for (let at = 0; at < lines.length; at += size) {
        const batch = `[${lines.slice(at, at + size).join(',')}]`
        await tx.execute(
          sql`insert into ${sql.identifier(table.name)}
              select * from json_populate_recordset(null::${sql.identifier(table.name)}, ${batch}::json)`,
        )
      }
      total += lines.length
    }
    await resetSequences(tx)
  })
  return total
}

/** Dumps the loaded tables the way the backup did and compares them with the manifest. */
async function verifyLoaded(database: Database, manifest: BackupManifest) {
  const tables = await catalogTables(database.db)
  const dump = await dumpDatabase(database.db, () => tables)
  const wrong = Object.entries(manifest.tables).filter(([name, expected]) => {
    const actual = dump.tables.get(name)
    return !actual || actual.lines.length !== expected.rows || actual.sha256 !== expected.sha256
  })
  if (wrong.length > 0) {
    throw new Error(
      `The restored tables differ from the archive: ${wrong.map(([name]) => name).join(', ')}`,
    )
  }
}

async function checkExtensions(database: Database) {
  const rows = await queryRows<{ extname: string }>(
    database.db,
    sql`select extname from pg_extension where extname in ('btree_gist', 'pg_trgm')`,
  )
  if (rows.length !== 2) {
    throw new Error(`The extensions btree_gist and pg_trgm did not come back after the restore`)
  }
}
