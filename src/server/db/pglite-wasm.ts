import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { setFlagsFromString } from 'node:v8'

// PostgreSQL's WebAssembly (9 MB) with V8's baseline compiler only. Otherwise V8 recompiles
// the code hot during PostgreSQL's start with its optimising compiler, and this thread
// waits for that work before it runs anything else: 0.3–0.4 s of every start on two cores.
// PostgreSQL's share of the booking-writes bench took no longer for it (6.0 s, against
// 6.3 s optimised; issue 23). The flag is the process's: the only other WebAssembly in the
// server is undici's HTTP parser.
setFlagsFromString('--liftoff-only')

interface WasmCompiler {
  compile(bytes: Uint8Array): Promise<WebAssembly.Module>
}

/**
 * PostgreSQL's WebAssembly, read and compiled (on V8's background threads) from the moment
 * the embedded database's thread starts, while it loads PGlite's code: PGlite would begin
 * both only once that code had loaded, and then wait for them (issue 23). Null when it
 * cannot be: PGlite compiles it itself.
 */
export const compiledPostgres: Promise<WebAssembly.Module | null> = (async () => {
  try {
    // The WebAssembly global's functions are typed by the DOM library, which the server's
    // TypeScript leaves out; only its types are Node's.
    const wasm = (globalThis as unknown as { WebAssembly: WasmCompiler }).WebAssembly
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
    // Read at once: an asynchronous read would finish only after this thread's modules had
    // loaded, and the compiling would begin only then.
    return await wasm.compile(readFileSync(new URL('pglite.wasm', pathToFileURL(entry))))
  } catch {
    return null
  }
})()
