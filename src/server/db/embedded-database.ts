import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { acquireDataDirLock } from './data-dir-lock.ts'
import { templateFiles, unpackedExtensionsFolder, type TemplateFiles } from './database-template.ts'
import { migrationsFolder } from './migrate.ts'
import { startPgliteWorker, type PgliteClient } from './pglite-remote.ts'

// Light on purpose: main.ts starts the server's embedded database with this before it loads
// the rest of the server, so PostgreSQL starts while the code loads (issue 23).

export interface EmbeddedDatabaseSpec {
  dir: string
  /** Applied as the database opens, in its thread. */
  migrationsFolder?: string
  /** Copied in first, in its thread, when `dir` holds no database yet. */
  template?: TemplateFiles
  /** The extensions' files the build unpacked (pglite-extensions.ts). */
  unpackedExtensions?: string
  /** Told when the database's thread stops on its own: every query after fails. */
  onCrash?: (error: Error) => void
  /** The thread sets V8's flags only once [0] of this Int32Array's memory is not 0. */
  setFlagsAfter?: SharedArrayBuffer
}

export interface StartedEmbeddedDatabase {
  client: PgliteClient
  /** Gives up the data folder's lock (after closing the client). */
  release: () => void
  /** The migrations folder applied as it opened. */
  migrated?: string
}

/**
 * The embedded database's folder when the environment names no PostgreSQL, read as
 * loadConfig reads it (DATA_DIR, else ./data) but without the server's code: main.ts starts
 * the database before it loads that (issue 23). Undefined when DATABASE_URL is set.
 */
export function embeddedDatabaseDir(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  if (env.DATABASE_URL) return undefined
  return path.join(path.resolve(env.DATA_DIR || './data'), 'db')
}

export interface StartingEmbeddedDatabase extends StartedEmbeddedDatabase {
  /**
   * Settles once the database has opened, or failed to (then the lock is already given
   * up). The client takes queries before that; they wait for it.
   */
  opened: Promise<void>
  /** Settles once its thread has set V8's flags for PostgreSQL (lib/v8-flags.ts), or stopped. */
  flagsSet: Promise<void>
}

/**
 * Takes the data folder's lock (throwing DataDirInUseError when another process holds
 * it), then starts the database in its worker thread; returns at once.
 */
export function beginEmbeddedDatabase(spec: EmbeddedDatabaseSpec): StartingEmbeddedDatabase {
  mkdirSync(spec.dir, { recursive: true })
  const release = acquireDataDirLock(path.join(path.dirname(spec.dir), 'db.lock'), spec.dir)
  try {
    const { client, opened, flagsSet } = startPgliteWorker(
      {
        dir: spec.dir,
        ...(spec.migrationsFolder ? { migrationsFolder: spec.migrationsFolder } : {}),
        ...(spec.template ? { template: spec.template } : {}),
        ...(spec.unpackedExtensions ? { unpackedExtensions: spec.unpackedExtensions } : {}),
        ...(spec.setFlagsAfter ? { setFlagsAfter: spec.setFlagsAfter } : {}),
      },
      spec.onCrash ? { onCrash: spec.onCrash } : {},
    )
    const openedOrReleased = opened.catch((error: unknown) => {
      release()
      throw error
    })
    // Awaited by whoever uses the database; until then a failure must not count as unhandled.
    openedOrReleased.catch(() => undefined)
    return {
      client,
      release,
      opened: openedOrReleased,
      flagsSet,
      ...(spec.migrationsFolder ? { migrated: spec.migrationsFolder } : {}),
    }
  } catch (error) {
    release()
    throw error
  }
}

/** Takes the data folder's lock, then opens the database in its worker thread. */
export async function startEmbeddedDatabase(
  spec: EmbeddedDatabaseSpec,
): Promise<StartedEmbeddedDatabase> {
  const { opened, ...started } = beginEmbeddedDatabase(spec)
  await opened
  return started
}

/**
 * The server's own embedded database, begun: on a first start the database the build made
 * is copied in, then it opens with this code's migrations applied. Its thread has started
 * when this returns, so the server may compile its code and register its routes at once.
 */
export function beginServerEmbeddedDatabase(
  dir: string,
  onCrash: (error: Error) => void,
  setFlagsAfter?: SharedArrayBuffer,
): StartingEmbeddedDatabase {
  return beginEmbeddedDatabase({
    dir,
    migrationsFolder: migrationsFolder(),
    template: templateFiles(),
    unpackedExtensions: unpackedExtensionsFolder(),
    onCrash,
    ...(setFlagsAfter ? { setFlagsAfter } : {}),
  })
}

/**
 * A server whose embedded database stopped can answer nothing but errors: it says why and
 * exits, for its supervisor (systemd, Docker) to start it again on the same data.
 */
export function embeddedDatabaseCrashed(
  log: { fatal: (details: object, message: string) => void },
  error: Error,
): never {
  log.fatal({ err: error }, 'the embedded database stopped; exiting')
  process.exit(1)
}
