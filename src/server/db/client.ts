import type * as Pglite from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type { Client as PgClient } from 'pg'
import * as schema from './schema.ts'
import {
  startEmbeddedDatabase,
  type EmbeddedDatabaseSpec,
  type StartedEmbeddedDatabase,
} from './embedded-database.ts'
import type { PgliteClient } from './pglite-remote.ts'
import { importModule } from '../lib/import-module.ts'

/** One type for both drivers: services never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseSpec =
  /** A data folder, opened in a thread of its own (embedded-database.ts). */
  | ({ kind: 'pglite' } & EmbeddedDatabaseSpec)
  /** In memory, optionally from a migrated template (tests). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
  | {
      kind: 'postgres'
      url: string
      poolSize?: number
      /** Told when the server drops a connection (restart, failover); the pool replaces it. */
      onConnectionError?: (error: Error) => void
    }

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Throws when the database does not answer. */
  ping(): Promise<void>
  /** Flushes PGlite's write-ahead log into the data files; a no-op on PostgreSQL. */
  checkpoint(): Promise<void>
  close(): Promise<void>
  /** The raw PGlite instance of an in-memory database, for tests that dump a template. */
  pglite?: Pglite.PGlite
  /** The migrations folder applied as the database opened: migrateDatabase skips it. */
  migrated?: string
  /** The PostgreSQL connection string, for the migration lock. */
  postgresUrl?: string
  /**
   * Calls `onMessage` with each NOTIFY payload sent on `channel` by any connection. On
   * PostgreSQL a dedicated connection listens; when it drops, `onLost` is called and it
   * reconnects, then `onListening` again (notifications in between are lost). Resolves
   * once listening or, on PostgreSQL, once the first try failed (it keeps trying).
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>
}

export interface Listener {
  /**
   * Resolves once every notification of a commit made before the call has reached
   * `onMessage` (PostgreSQL sends a session's pending notifications before it answers a
   * query; PGlite has delivered them already).
   */
  sync(): Promise<void>
  stop(): Promise<void>
}

export interface ListenHandlers {
  onMessage: (payload: string) => void
  onListening?: () => void
  onLost?: (error: Error) => void
}

const importPg = () => import('pg')
let pgDriver: ReturnType<typeof importPg> | undefined
/**
 * The PostgreSQL driver, loaded only for a PostgreSQL database: the embedded one never
 * needs it. The import names the package, so the bundle keeps it a dynamic import.
 */
const loadPg = async () => (await (pgDriver ??= importPg())).default

export async function openDatabase(spec: DatabaseSpec): Promise<Database> {
  if (spec.kind === 'postgres') {
    return openPostgres(spec.url, spec.poolSize ?? 10, spec.onConnectionError)
  }
  if (spec.kind === 'pglite-memory') {
    // Loaded here only: the server's own embedded database runs PGlite in its thread. As an
    // ES module through importModule, which works in the built server too (its file says why).
    const [{ PGlite }, { extensions }] = await Promise.all([
      importModule('@electric-sql/pglite') as Promise<typeof Pglite>,
      import('./pglite-extensions.ts'),
    ])
    const pglite = await PGlite.create({
      extensions,
      ...(spec.loadDataDir ? { loadDataDir: spec.loadDataDir } : {}),
    })
    return wrapPglite(pglite, { release: () => undefined, pglite })
  }
  return embeddedDatabase(await startEmbeddedDatabase(spec))
}

/** The Database of an embedded database started in its thread (embedded-database.ts). */
export function embeddedDatabase(started: StartedEmbeddedDatabase): Database {
  return wrapPglite(started.client, started)
}

function wrapPglite(
  client: PgliteClient,
  { release, migrated, pglite }: { release: () => void; migrated?: string; pglite?: Pglite.PGlite },
): Database {
  // drizzle's driver uses only what PgliteClient has (query, transaction).
  const db = drizzlePglite(client as unknown as Pglite.PGlite, { schema }) as unknown as Db
  let closing: Promise<void> | undefined
  return {
    db,
    kind: 'pglite',
    ...(pglite ? { pglite } : {}),
    ...(migrated ? { migrated } : {}),
    async ping() {
      await client.query('select 1')
    },
    async checkpoint() {
      if (!client.closed) await client.exec('CHECKPOINT')
    },
    async listen(channel, handlers) {
      // One process, one connection: a notification reaches the callback when the
      // statement that sent it commits, before the writer's own call resolves.
      const stop = await client.listen(channel, handlers.onMessage)
      handlers.onListening?.()
      return {
        sync: async () => undefined,
        async stop() {
          if (!client.closed) await stop()
        },
      }
    },
    close() {
      closing ??= (async () => {
        try {
          if (!client.closed) {
            await client.exec('CHECKPOINT')
            await client.close()
          }
        } finally {
          release()
        }
      })()
      return closing
    },
  }
}

const warnConnectionError = (error: Error) =>
  console.warn(`PostgreSQL connection error: ${error.message}`)

async function openPostgres(
  url: string,
  poolSize: number,
  onConnectionError: (error: Error) => void = warnConnectionError,
): Promise<Database> {
  const [pg, { drizzle: drizzlePostgres }] = await Promise.all([
    loadPg(),
    import('drizzle-orm/node-postgres'),
  ])
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  // Without a listener, a server that ends a connection (a restart, or a test dropping its
  // database while pg still closes a released client) would crash the process. Every
  // client keeps one for its whole life, since pg removes the pool's own at release.
  pool.on('error', onConnectionError)
  pool.on('connect', (client) => client.on('error', onConnectionError))
  const db = drizzlePostgres(pool, { schema }) as unknown as Db
  let closing: Promise<void> | undefined
  return {
    db,
    kind: 'postgres',
    postgresUrl: url,
    async ping() {
      await db.execute(sql`select 1`)
    },
    async checkpoint() {},
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    close() {
      closing ??= pool.end()
      return closing
    },
  }
}

/** How long a dropped listening connection waits before connecting again. */
const RELISTEN_DELAY_MS = 1000

async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listener> {
  const pg = await loadPg()
  let stopped = false
  let client: PgClient | undefined
  let retry: NodeJS.Timeout | undefined
  const connect = async () => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '')
    })
    const lost = (error: Error) => {
      if (stopped || client !== next) return
      client = undefined
      handlers.onLost?.(error)
      next.end().catch(() => undefined)
      retry = setTimeout(() => void reconnect(), RELISTEN_DELAY_MS)
    }
    next.on('error', lost)
    next.on('end', () => lost(new Error('the listening connection ended')))
    await next.connect()
    client = next
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    handlers.onListening?.()
  }
  const reconnect = async () => {
    if (stopped) return
    try {
      await connect()
    } catch (error) {
      handlers.onLost?.(error as Error)
      retry = setTimeout(() => void reconnect(), RELISTEN_DELAY_MS)
    }
  }
  await reconnect()
  let syncing: Promise<void> = Promise.resolve()
  // The round trip that waits for the one in flight, which every caller until it starts shares.
  let waiting: Promise<void> | undefined
  return {
    sync() {
      // One query at a time on the listening connection (pg queues none of its own); a
      // caller waits for a round trip that starts after its call — under load one for all
      // who called meanwhile, not one each (issue 23). Not listening: nothing is kept from
      // what it would have said (see onLost).
      if (waiting) return waiting
      const next = syncing
        .then(() => {
          waiting = undefined
          return client?.query('SELECT 1')
        })
        .then(
          () => undefined,
          () => undefined,
        )
      waiting = next
      syncing = next
      return next
    },
    async stop() {
      stopped = true
      clearTimeout(retry)
      await client?.end().catch(() => undefined)
    },
  }
}
