import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { projectRoot } from '../lib/project-root.ts'
import { readJournal } from './migrate.ts'

/**
 * The embedded database made at build time (`scripts/build-database-template.ts`): an
 * empty data folder, migrated and seeded with the reference data. A first start loads it
 * instead of creating a database and running every migration (3.7 s of PostgreSQL's initdb
 * in WASM and the migrations, against about 1 s to load; issue 23).
 */
export const templateFiles = (root = projectRoot()) => ({
  archive: path.join(root, 'dist/server/database-template.tar.gz'),
  manifest: path.join(root, 'dist/server/database-template.json'),
})

export interface TemplateManifest {
  /** The tag of the last migration in the template: it must be this code's last. */
  migration_tag: string
}

export async function lastMigrationTag(): Promise<string | null> {
  return (await readJournal()).at(-1)?.tag ?? null
}

/**
 * The template for a data folder that holds no database yet, when the build made one for
 * this code's migrations; otherwise undefined (the database is created and migrated).
 */
export async function templateForEmptyFolder(
  dir: string,
  files = templateFiles(),
): Promise<Blob | undefined> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return undefined
  if (!existsSync(files.archive) || !existsSync(files.manifest)) return undefined
  const manifest = JSON.parse(await readFile(files.manifest, 'utf8')) as TemplateManifest
  if (manifest.migration_tag !== (await lastMigrationTag())) return undefined
  return new Blob([await readFile(files.archive)])
}
