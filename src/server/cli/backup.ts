import 'dotenv/config'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { loadConfig } from '../config.ts'
import { createBackup } from '../ops/backup/create-backup.ts'
import { MIGRATIONS_TABLE } from '../ops/backup/dump.ts'
import {
  backupFileName,
  megabytes,
  openForCommand,
  productVersion,
  uploadsDirFor,
} from './backup-command.ts'

// npm run backup: one archive of the database and the uploaded files in BACKUP_DIR.
try {
  const config = loadConfig()
  const database = await openForCommand(config, 'back up')
  try {
    const started = performance.now()
    const outFile = path.join(config.backupDir, backupFileName())
    const manifest = await createBackup(database, {
      uploadsDir: uploadsDirFor(config, console.log),
      outFile,
      productVersion: productVersion(),
    })
    const tables = Object.entries(manifest.tables).filter(([name]) => name !== MIGRATIONS_TABLE)
    const rows = tables.reduce((sum, [, table]) => sum + table.rows, 0)
    const seconds = (performance.now() - started) / 1000
    console.log(outFile)
    console.log(
      `${tables.length} tables, ${rows} rows, ${manifest.files.length} files, ` +
        `migration level ${manifest.migration_level} (${manifest.migration_tag ?? 'unknown'}), ` +
        `${megabytes((await stat(outFile)).size)} in ${seconds.toFixed(1)} s. ` +
        'The archive holds personal data: keep it private and off this server.',
    )
  } finally {
    await database.close()
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
