import 'dotenv/config'
import { readFile } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { loadConfig, type Config } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { DataDirInUseError } from '../db/data-dir-lock.ts'
import { backupSettingsFor } from '../ops/backup/backup-settings.ts'
import {
  BACKUP_ROUTE,
  controlFile,
  TOKEN_HEADER,
  type ControlFile,
} from '../ops/backup/control-channel.ts'
import { queryRows } from '../db/query-rows.ts'
import { MIGRATIONS_TABLE } from '../ops/backup/dump.ts'
import { takeBackup } from '../ops/backup/take-backup.ts'
import { megabytes } from './backup-command.ts'

interface Taken {
  file: string
  size_bytes: number
  rows: number
  files: number
  tables: number
  migration_level: number
  migration_tag: string | null
  s3_key: string | null
  seconds: number
}

// npm run backup: one archive of the database and the uploaded files in BACKUP_DIR.
try {
  const config = loadConfig()
  const taken = await backUp(config)
  console.log(taken.file)
  console.log(
    `${taken.tables} tables, ${taken.rows} rows, ${taken.files} files, ` +
      `migration level ${taken.migration_level} (${taken.migration_tag ?? 'unknown'}), ` +
      `${megabytes(taken.size_bytes)} in ${taken.seconds.toFixed(1)} s` +
      (taken.s3_key ? `, copied to the bucket as ${taken.s3_key}` : '') +
      '. The archive holds personal data: keep it private and off this server.',
  )
  if (config.s3) {
    console.log(
      `Files are in the S3 bucket ${config.s3.bucket}, not in the archive: keep them with the bucket's own versioning.`,
    )
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}

async function backUp(config: Config): Promise<Taken> {
  let database
  try {
    database = await openDatabase(config.database)
  } catch (error) {
    if (error instanceof DataDirInUseError && config.database.kind === 'pglite') {
      return throughServer(config.dataDir)
    }
    throw error
  }
  const settings = backupSettingsFor(config)
  try {
    const [table] = await queryRows<{ present: boolean }>(
      database.db,
      sql`select to_regclass('public.backup_runs') is not null as present`,
    )
    if (!table?.present) {
      throw new Error(
        'The database is at an older migration level than this code: start the server once (it migrates the database), or back up with the code that runs it.',
      )
    }
    const taken = await takeBackup(database, settings, 'command', { warn: console.warn })
    return {
      file: taken.file,
      size_bytes: taken.run.sizeBytes ?? 0,
      rows: taken.run.rows ?? 0,
      files: taken.run.files ?? 0,
      tables: Object.keys(taken.manifest.tables).filter((name) => name !== MIGRATIONS_TABLE).length,
      migration_level: taken.manifest.migration_level,
      migration_tag: taken.manifest.migration_tag,
      s3_key: taken.run.s3Key,
      seconds: taken.seconds,
    }
  } finally {
    settings.close()
    await database.close()
  }
}

/** The server holds the embedded database: it takes the backup, asked through its channel. */
async function throughServer(dataDir: string): Promise<Taken> {
  const text = await readFile(controlFile(dataDir), 'utf8').catch(() => null)
  if (!text) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by a running server that cannot be asked for a backup (no ${controlFile(dataDir)}). Take one from the back office's overview, or stop the server and run this again.`,
    )
  }
  const control = JSON.parse(text) as ControlFile
  console.log(`The server is running: asking it to take the backup (${control.url}).`)
  const response = await fetch(`${control.url}${BACKUP_ROUTE}`, {
    method: 'POST',
    headers: { [TOKEN_HEADER]: control.token, 'content-type': 'application/json' },
    body: '{}',
  })
  const body = (await response.json()) as Taken | { error: string }
  if (!response.ok || 'error' in body) {
    throw new Error(
      `The server did not take the backup: ${'error' in body ? body.error : response.status}`,
    )
  }
  return body
}
