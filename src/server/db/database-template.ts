import { constants, existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { projectRoot } from '../lib/project-root.ts'
import { readJournal } from './migrate.ts'

/**
 * The embedded database made at build time (`scripts/build-database-template.ts`): a data
 * folder, migrated and seeded with the reference data. A first start copies it instead of
 * creating a database and running every migration (3.7 s of PostgreSQL's initdb in WASM
 * and the migrations; loading it from an archive took about 1.2 s, copying the folder takes
 * a few hundred milliseconds; issue 23).
 */
export interface TemplateFiles {
  folder: string
  manifest: string
}

export const templateFiles = (root = projectRoot()): TemplateFiles => ({
  folder: path.join(root, 'dist/server/database-template'),
  manifest: path.join(root, 'dist/server/database-template.json'),
})

/**
 * Where the build unpacks each of the embedded database's extensions (pglite-extensions.ts
 * says why), beside the template: both are what the build makes for its start.
 */
export const unpackedExtensionsFolder = (root = projectRoot()) =>
  path.join(root, 'dist/server/pglite-extensions')

export interface TemplateManifest {
  /** The tag of the last migration in the template: it must be this code's last. */
  migration_tag: string
}

export async function lastMigrationTag(): Promise<string | null> {
  return (await readJournal()).at(-1)?.tag ?? null
}

/**
 * Puts the template in `dir` when `dir` holds no database yet and the build made one for
 * this code's migrations; says whether it did. The copy is made beside `dir` and renamed
 * into place, so a start cut off while copying leaves no half database behind.
 */
export async function installTemplateIfEmpty(
  dir: string,
  files = templateFiles(),
): Promise<boolean> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return false
  if (!existsSync(path.join(files.folder, 'PG_VERSION')) || !existsSync(files.manifest)) {
    return false
  }
  const manifest = JSON.parse(await readFile(files.manifest, 'utf8')) as TemplateManifest
  if (manifest.migration_tag !== (await lastMigrationTag())) return false
  const partial = `${dir}.template-${process.pid}`
  await mkdir(path.dirname(dir), { recursive: true })
  await rm(partial, { recursive: true, force: true })
  await copyFolder(files.folder, partial)
  // No PG_VERSION: no database, only what an interrupted first start may have left.
  await rm(dir, { recursive: true, force: true })
  try {
    await rename(partial, dir)
  } catch (error) {
    // Another process starting on the same folder put its copy there first.
    await rm(partial, { recursive: true, force: true })
    if (!existsSync(path.join(dir, 'PG_VERSION'))) throw error
  }
  return true
}

/** Files copied at once: the copy is a thousand small files, waiting mostly on the disk. */
const COPIES_AT_ONCE = 16

/**
 * `from` copied to `to`, many files at a time (fs.cp copies one after another: 0.9 s for the
 * template's 1,200 files, against about 0.3 s), each as a copy-on-write clone where the file
 * system makes them.
 */
async function copyFolder(from: string, to: string) {
  const entries = await readdir(from, { recursive: true, withFileTypes: true })
  const inside = (entry: (typeof entries)[number]) =>
    path.relative(from, path.join(entry.parentPath, entry.name))
  await mkdir(to, { recursive: true })
  // Sorted, so a folder is made before the folders inside it.
  for (const folder of entries
    .filter((entry) => entry.isDirectory())
    .map(inside)
    .sort()) {
    await mkdir(path.join(to, folder), { recursive: true })
  }
  const files = entries.filter((entry) => entry.isFile()).map(inside)
  let next = 0
  const copyNext = async () => {
    while (next < files.length) {
      const file = files[next++]!
      await copyFile(path.join(from, file), path.join(to, file), constants.COPYFILE_FICLONE)
    }
  }
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, copyNext))
}
