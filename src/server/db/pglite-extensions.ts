import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Extension, Extensions } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

// The library's substring search uses trigram indexes; the no-overlap rules of bookings
// (D25) are exclusion constraints that need btree_gist's equality on ids. PostgreSQL ships
// both as contrib extensions; the migrations create them. In memory (client.ts) and in a
// data folder (pglite-worker.ts) alike.
export const extensions = { btree_gist, pg_trgm }

/** What an extension's files need of PostgreSQL's module as it starts. */
interface StartingPostgres {
  WASM_PREFIX: string
  FS: { mkdirTree(folder: string): void; writeFile(file: string, data: Uint8Array): void }
}

/**
 * `extensions`, whose files the build has unpacked into `folder` (unpackedExtensionsFolder),
 * put into PostgreSQL's own file system as it starts: its libraries as plain files, which
 * PostgreSQL loads the first time it calls one (a few milliseconds, once). PGlite's own way
 * unpacks each extension's bundle as it starts and links every library at once: 40–60 ms of
 * every start (issue 23).
 * An extension the build has not unpacked (no build: tests, `npm run dev`) is PGlite's.
 */
export function extensionsLoadedOnUse(folder: string | undefined): Extensions {
  return Object.fromEntries(
    Object.entries(extensions).map(([name, extension]) => {
      const files = folder && path.join(folder, name)
      return [name, files && existsSync(files) ? filesWritten(extension, files) : extension]
    }),
  )
}

function filesWritten(extension: Extension, folder: string): Extension {
  return {
    name: extension.name,
    setup: async (_pg, emscriptenOpts: { preRun?: unknown[] }) => {
      const files = readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const file = path.join(entry.parentPath, entry.name)
          return { inside: path.relative(folder, file), data: readFileSync(file) }
        })
      const writeFiles = (postgres: StartingPostgres) => {
        for (const { inside, data } of files) {
          const file = path.posix.join(postgres.WASM_PREFIX, ...inside.split(path.sep))
          postgres.FS.mkdirTree(path.posix.dirname(file))
          postgres.FS.writeFile(file, data)
        }
      }
      return {
        emscriptenOpts: {
          ...emscriptenOpts,
          preRun: [...(emscriptenOpts.preRun ?? []), writeFiles],
        },
      }
    },
  }
}
