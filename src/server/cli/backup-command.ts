import type { Config } from '../config.ts'
import { openDatabase, type Database } from '../db/client.ts'
import { DataDirInUseError } from '../db/data-dir-lock.ts'

/**
 * The configured database for a backup or restore command. The embedded database is
 * locked by a running server: say so plainly rather than the lock's own message.
 */
export async function openForCommand(config: Config, what: string): Promise<Database> {
  try {
    return await openDatabase(config.database)
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new Error(
        `Cannot ${what}: the embedded database in ${config.database.kind === 'pglite' ? config.database.dir : ''} is in use by a running server. Stop the server first, then run this command again.`,
        { cause: error },
      )
    }
    throw error
  }
}

/** The local store's folder, or null with a note when files live in an S3 bucket. */
export function uploadsDirFor(config: Config, log: (message: string) => void): string | null {
  if (!config.s3) return config.uploadsDir
  log(
    `Files are in the S3 bucket ${config.s3.bucket}: they are not in the archive (keep them with the bucket's own versioning).`,
  )
  return null
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
