import { readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Database } from '../../db/client.ts'
import { encryptArchive } from './archive-encryption.ts'
import type { BackupBucket } from './backup-bucket.ts'
import { finishRun, startRun, type BackupRun, type BackupTrigger } from './backup-runs.ts'
import { createBackup } from './create-backup.ts'
import { MIGRATIONS_TABLE } from './dump.ts'
import type { BackupManifest } from './manifest.ts'
import { archiveFileName, archivesToDelete, type RetentionPolicy } from './retention.ts'

export interface BackupSettings extends RetentionPolicy {
  /** BACKUP_DIR: where archives are written and pruned. */
  dir: string
  /** BACKUP_PASSPHRASE: archives are encrypted with it when set. */
  passphrase: string | null
  /** The local store's folder; null when files live in S3 (not in the archive). */
  uploadsDir: string | null
  /** The bucket's backups folder when archives are copied there. */
  bucket: BackupBucket | null
  productVersion: string
}

export interface TakenBackup {
  run: BackupRun
  manifest: BackupManifest
  file: string
  seconds: number
}

interface Log {
  warn(object: object, message: string): void
}

/** Records a backup as started (one at a time: BackupInProgress otherwise) and takes it. */
export async function takeBackup(
  database: Database,
  settings: BackupSettings,
  trigger: BackupTrigger,
  log: Log,
): Promise<TakenBackup> {
  return runBackup(database, settings, await startRun(database.db, trigger), log)
}

/**
 * Takes the backup a started run stands for: the archive (encrypted when a passphrase is
 * set), its copy in the bucket, then the old archives pruned. The run records the result;
 * a failed copy fails the run (the archive stays on disk), a failed pruning only warns.
 */
export async function runBackup(
  database: Database,
  settings: BackupSettings,
  run: BackupRun,
  log: Log,
): Promise<TakenBackup> {
  const started = performance.now()
  const encrypted = settings.passphrase !== null
  const name = archiveFileName(new Date(), encrypted)
  const file = path.join(settings.dir, name)
  let copying = false
  try {
    // The plain archive gets a name the pruning never matches, and goes once encrypted.
    const plain = encrypted ? path.join(settings.dir, `.${name}.plain`) : file
    const manifest = await createBackup(database, {
      uploadsDir: settings.uploadsDir,
      outFile: plain,
      productVersion: settings.productVersion,
    })
    if (settings.passphrase) {
      try {
        await encryptArchive(plain, `${file}.partial`, settings.passphrase)
        await rename(`${file}.partial`, file)
      } finally {
        await rm(plain, { force: true })
        await rm(`${file}.partial`, { force: true })
      }
    }
    const { size } = await stat(file)
    copying = true
    const s3Key = settings.bucket ? await settings.bucket.upload(file, name) : null
    copying = false
    await prune(settings, log)
    const finished = await finishRun(database.db, run.id, {
      fileName: name,
      sizeBytes: size,
      rows: Object.entries(manifest.tables)
        .filter(([table]) => table !== MIGRATIONS_TABLE)
        .reduce((sum, [, table]) => sum + table.rows, 0),
      files: manifest.files.length,
      encrypted,
      s3Key,
    })
    return { run: finished, manifest, file, seconds: (performance.now() - started) / 1000 }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const failed = await finishRun(database.db, run.id, {
      error: copying ? `Copy to the S3 bucket failed (${name} is on disk): ${message}` : message,
    }).catch(() => null)
    throw new BackupFailed(failed, error)
  }
}

/** A backup that was started and failed; its run records why. */
export class BackupFailed extends Error {
  override name = 'BackupFailed'
  constructor(
    /** Null when even recording the failure failed (the database went away). */
    readonly run: BackupRun | null,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause })
  }
}

/** Applies the retention rule to the folder and to the bucket's copies. */
async function prune(settings: BackupSettings, log: Log) {
  try {
    const local = archivesToDelete(await readdir(settings.dir), settings)
    for (const name of local) await rm(path.join(settings.dir, name), { force: true })
    if (settings.bucket) {
      await settings.bucket.remove(archivesToDelete(await settings.bucket.list(), settings))
    }
  } catch (error) {
    log.warn({ err: error }, 'old backups could not be pruned; they are tried again next time')
  }
}
