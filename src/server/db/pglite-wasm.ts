import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

interface WasmCompiler {
  compile(bytes: Uint8Array): Promise<WebAssembly.Module>
}

let compiling: Promise<WebAssembly.Module | null> | undefined

/**
 * Begins reading and compiling PostgreSQL's WebAssembly (9 MB, on V8's background threads):
 * the embedded database's thread calls it first, while it goes on to load PGlite's code.
 * PGlite would begin both only once that code had loaded, and then wait for them (issue 23).
 */
export function beginCompilingPostgres(): void {
  compiling ??= (async () => {
    try {
      // The WebAssembly global's functions are typed by the DOM library, which the server's
      // TypeScript leaves out; only its types are Node's.
      const wasm = (globalThis as unknown as { WebAssembly: WasmCompiler }).WebAssembly
      const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
      // Read at once: an asynchronous read would finish only after the thread's modules had
      // loaded, and the compiling would begin only then.
      return await wasm.compile(readFileSync(new URL('pglite.wasm', pathToFileURL(entry))))
    } catch {
      return null
    }
  })()
}

/** The compiled module; null when it was never begun or could not be: PGlite compiles it. */
export async function compiledPostgres(): Promise<WebAssembly.Module | null> {
  return (await compiling) ?? null
}
