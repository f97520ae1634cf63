import { mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import { x as extract } from 'tar'
import { extensions } from './pglite-extensions.ts'

/**
 * Unpacks each of `extensions`' bundles into `folder`/<name>, for extensionsLoadedOnUse: at
 * build time (scripts/build-database-template.ts), not as the server starts, where loading
 * an unpacker alone took longer than what it saves. `pg` is any PGlite: the extensions'
 * setup, which names the bundle, asks for one.
 */
export async function unpackExtensions(folder: string, pg: PGlite): Promise<void> {
  // Unpacked beside it and renamed into place: a build cut off halfway leaves no library
  // half written for the next start to load (build-state.mjs would not see it).
  const unpacking = `${folder}.unpacking`
  await rm(unpacking, { recursive: true, force: true })
  for (const [name, extension] of Object.entries(extensions)) {
    const { bundlePath, ...more } = await extension.setup(pg, {})
    // extensionsLoadedOnUse gives PostgreSQL the files only: an extension needing more of
    // its setup (a newer PGlite's) must be loaded PGlite's way, or taught there.
    if (!bundlePath || Object.keys(more).length > 0) {
      throw new Error(`PGlite's ${name} extension sets up more than its files`)
    }
    await mkdir(path.join(unpacking, name), { recursive: true })
    await extract({ file: fileURLToPath(bundlePath), cwd: path.join(unpacking, name) })
  }
  await rm(folder, { recursive: true, force: true })
  await rename(unpacking, folder)
}
