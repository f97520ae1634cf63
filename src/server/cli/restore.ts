import 'dotenv/config'
import { loadConfig } from '../config.ts'
import { restoreBackup } from '../ops/backup/restore-backup.ts'
import { openForCommand, uploadsDirFor } from './backup-command.ts'

// npm run restore -- <archive> [--force]: into an empty database unless --force.
const args = process.argv.slice(2)
const force = args.includes('--force')
const archives = args.filter((arg) => arg !== '--force')
if (archives.length !== 1 || archives[0]!.startsWith('-')) {
  console.error('Usage: npm run restore -- <archive.tar.gz> [--force]')
  process.exit(2)
}
try {
  const config = loadConfig()
  const database = await openForCommand(config, 'restore')
  try {
    const summary = await restoreBackup(database, {
      archive: archives[0]!,
      uploadsDir: uploadsDirFor(config, console.log),
      force,
      log: console.log,
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
}
