import { createRequire } from 'node:module'
import { setFlagsFromString } from 'node:v8'

// PostgreSQL's WebAssembly runs under V8's baseline compiler only (db/pglite-worker.ts says
// why), a flag of V8's, which is the process's. V8 refuses a code cache compiled under other
// flags: the server's (lib/code-cache.ts), and Node's own for its built-in modules, compiled
// into Node under the default flags. So a built-in module a thread first loads after the
// flag is set compiles from source: a tenth of a second of each thread's start, the
// embedded database's and the server's (issue 23). Each thread loads the built-in modules
// its start needs first; the server checks its own code cache only once the flag is set.

/** Sets the flag; the same flag again changes nothing. */
export function compileWebAssemblyWithBaselineOnly(): void {
  setFlagsFromString('--liftoff-only')
}

/**
 * Loads Node's built-in modules `names` (with what they load) while V8 still takes Node's
 * code cache for them. A name missing only costs that module's compile when first used.
 */
export function preloadBuiltins(names: readonly string[]): void {
  const require = createRequire(import.meta.url)
  for (const name of names) require(name)
}
