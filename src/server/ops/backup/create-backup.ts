import { copyFile, link, mkdir, mkdtemp, rm, writeFile, chmod, rename } from 'node:fs/promises'
import path from 'node:path'
import type { Database } from '../../db/client.ts'
import { catalogTables } from './catalog.ts'
import { readJournal } from '../../db/migrate.ts'
import { dumpDatabase, ndjson } from './dump.ts'
import { productTables, type ProductTable } from './schema-tables.ts'
import {
  BACKUP_FORMAT,
  fileEntry,
  hashFile,
  listFiles,
  manifestChecksum,
  tableEntry,
  type BackupManifest,
} from './manifest.ts'

export interface CreateBackupOptions {
  /** The local store's folder; null when files live in S3 (not in the archive yet). */
  uploadsDir: string | null
  outFile: string
  productVersion: string
  /**
   * The tables to dump. By default this code's schema, checked against the database; a
   * test of an older archive passes the database's own (its catalog, read beforehand:
   * this is called inside the dump's transaction).
   */
  tables?: () => Promise<ProductTable[]>
}

/** A stored file into the staging folder: a hard link when it can, else a copy. */
async function stage(source: string, target: string) {
  await mkdir(path.dirname(target), { recursive: true })
  try {
    await link(source, target)
  } catch {
    await copyFile(source, target)
  }
}

/**
 * Writes one `.tar.gz` (mode 0600) with the manifest, every table as NDJSON and every file
 * of the local store, and returns the manifest. The database is read in one consistent
 * snapshot; the files are listed after it, so every file a row of the snapshot names is
 * there (a file uploaded since is harmless: the storage sweeper removes it after a restore).
 */
export async function createBackup(
  database: Database,
  options: CreateBackupOptions,
): Promise<BackupManifest> {
  if (!options.tables) await checkTablesMatchSchema(database)
  const outDir = path.dirname(path.resolve(options.outFile))
  await mkdir(outDir, { recursive: true, mode: 0o700 })
  const staging = await mkdtemp(path.join(outDir, '.backup-'))
  try {
    const createdAt = new Date().toISOString()
    const dump = await dumpDatabase(database.db, options.tables)
    await mkdir(path.join(staging, 'database'))
    const tables: BackupManifest['tables'] = {}
    for (const [name, table] of dump.tables) {
      await writeFile(path.join(staging, tableEntry(name)), ndjson(table.lines))
      tables[name] = { rows: table.lines.length, sha256: table.sha256 }
    }
    const files: BackupManifest['files'] = []
    if (options.uploadsDir) {
      for (const relative of await listFiles(options.uploadsDir)) {
        const target = path.join(staging, fileEntry(relative))
        await stage(path.join(options.uploadsDir, relative), target)
        files.push({ path: relative, ...(await hashFile(target)) })
      }
    }
    const journal = await readJournal()
    const last = journal[dump.migrationLevel - 1]
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      product_version: options.productVersion,
      created_at: createdAt,
      database_kind: database.kind,
      migration_level: dump.migrationLevel,
      migration_tag: last && last.when === dump.lastMigrationAt ? last.tag : null,
      migration_created_at: dump.lastMigrationAt,
      tables,
      files,
      checksum: manifestChecksum({ tables, files }),
    }
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    const partial = `${options.outFile}.partial`
    // Created private before a byte of personal data goes in.
    await writeFile(partial, '', { mode: 0o600 })
    // Loaded with the first backup, not with every start (issue 23).
    const { create: createTar } = await import('tar')
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, [
      'manifest.json',
      'database',
      ...(files.length > 0 ? ['files'] : []),
    ])
    await chmod(partial, 0o600)
    await rename(partial, options.outFile)
    return manifest
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/** A table only the database or only schema.ts has would be left out or fail the dump. */
async function checkTablesMatchSchema(database: Database) {
  const inDatabase = new Set((await catalogTables(database.db)).map((table) => table.name))
  const inSchema = new Set(productTables().map((table) => table.name))
  const onlyDatabase = [...inDatabase].filter((name) => !inSchema.has(name))
  const onlySchema = [...inSchema].filter((name) => !inDatabase.has(name))
  if (onlyDatabase.length > 0 || onlySchema.length > 0) {
    throw new Error(
      `The database's tables differ from this code's schema (only in the database: ${onlyDatabase.join(', ') || 'none'}; only in the code: ${onlySchema.join(', ') || 'none'}). Back up with the code that runs the server, after it has migrated.`,
    )
  }
}
