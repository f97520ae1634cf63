import { createReadStream } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import path from 'node:path'

export const BACKUP_FORMAT = 1

export interface BackupManifest {
  format: number
  product_version: string
  created_at: string
  database_kind: 'pglite' | 'postgres'
  /** How many migrations the database had applied. */
  migration_level: number
  /** The journal tag of the last one, or null when this code's journal doesn't know it. */
  migration_tag: string | null
  /** The `created_at` drizzle recorded for the last migration (the journal's `when`). */
  migration_created_at: number | null
  tables: Record<string, { rows: number; sha256: string }>
  files: { path: string; size: number; sha256: string }[]
  /** sha256 over the sorted lines `"<entry path> <sha256>"` of every entry but this file. */
  checksum: string
}

/** The archive entry of a table's NDJSON (`drizzle.__drizzle_migrations` keeps its dot). */
export const tableEntry = (name: string) => `database/${name}.ndjson`
export const fileEntry = (relative: string) => `files/${relative}`

export function manifestChecksum(manifest: Pick<BackupManifest, 'tables' | 'files'>): string {
  const lines = [
    ...Object.entries(manifest.tables).map(
      ([name, table]) => `${tableEntry(name)} ${table.sha256}`,
    ),
    ...manifest.files.map((file) => `${fileEntry(file.path)} ${file.sha256}`),
  ].sort()
  return createHash('sha256').update(lines.join('\n')).digest('hex')
}

export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk)
    size += chunk.length
  }
  return { size, sha256: hash.digest('hex') }
}

/** Every regular file under `dir`, as paths relative to it with `/`, sorted; [] if absent. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw error
    },
  )
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort()
}
