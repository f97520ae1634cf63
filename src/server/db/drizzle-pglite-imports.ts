import { createRequire } from 'node:module'
import type * as Pglite from '@electric-sql/pglite'

// What drizzle's PGlite driver imports of PGlite, in the server's bundle
// (scripts/build-server.mjs). PGlite's own module, half a megabyte, took 30 ms of every
// start to load on the server's thread, which never runs PGlite: its embedded database runs
// in a thread of its own (pglite-worker.ts; issue 23). drizzle reads these type numbers as
// it prepares each query, and makes a PGlite only when given no client, which the server
// never does.

/** PostgreSQL's own type numbers (pg_type), the same in every version. */
export const types = { DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184, INTERVAL: 1186 } as const

type PgliteArguments = ConstructorParameters<typeof Pglite.PGlite>

/** PGlite itself, loaded when drizzle makes one. */
export class PGlite {
  constructor(...args: PgliteArguments) {
    const { PGlite: Real } = createRequire(import.meta.url)('@electric-sql/pglite') as typeof Pglite
    // A constructor returning an object makes `new` give that object: the real PGlite.
    return new Real(...args)
  }
}
