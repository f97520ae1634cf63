import 'dotenv/config'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { loadConfig } from '../config.ts'
import { backupSettingsFor } from '../ops/backup/backup-settings.ts'
import { restoreBackup } from '../ops/backup/restore-backup.ts'
import { archiveTakenAt } from '../ops/backup/retention.ts'
import { openForCommand, uploadsDirFor } from './backup-command.ts'

// npm run restore -- <archive> [--force]: into an empty database unless --force. An archive
// name not found on disk is fetched from the bucket's backups (BACKUP_S3_PREFIX).
const args = process.argv.slice(2)
const force = args.includes('--force')
const archives = args.filter((arg) => arg !== '--force')
if (archives.length !== 1 || archives[0]!.startsWith('-')) {
  console.error('Usage: npm run restore -- <archive.tar.gz | archive.tar.gz.age> [--force]')
  process.exit(2)
}
const downloads = await mkdtemp(path.join(os.tmpdir(), 'restore-download-'))
try {
  const config = loadConfig()
  const archive = await localArchive(archives[0]!, config, downloads)
  const database = await openForCommand(config, 'restore')
  try {
    const summary = await restoreBackup(database, {
      archive,
      uploadsDir: uploadsDirFor(config, console.log),
      force,
      log: console.log,
      passphrase: config.backup.passphrase ?? undefined,
    })
    console.log(
      `Restored and verified ${summary.tables} tables, ${summary.rows} rows and ${summary.files} files ` +
        `from a backup of ${summary.manifest.created_at} (${summary.manifest.database_kind}, ` +
        `migration level ${summary.manifest.migration_level}, now ${summary.migrationLevel}) ` +
        `in ${summary.seconds.toFixed(1)} s.`,
    )
  } finally {
    await database.close()
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await rm(downloads, { recursive: true, force: true })
}

async function localArchive(
  given: string,
  config: ReturnType<typeof loadConfig>,
  folder: string,
): Promise<string> {
  if (existsSync(given)) return given
  const settings = backupSettingsFor(config)
  try {
    if (!settings.bucket || archiveTakenAt(path.basename(given)) === null) {
      throw new Error(`${given} does not exist.`)
    }
    const file = path.join(folder, path.basename(given))
    console.log(`${given} is not on disk: fetching it from the bucket's backups.`)
    await settings.bucket.download(path.basename(given), file)
    return file
  } finally {
    settings.close()
  }
}
