// The embedded database in a thread of its own (issue 23). PostgreSQL in WebAssembly starts
// in over half a second of solid work: here, that work overlaps the server loading its
// code, and PGlite's own JavaScript (reading PostgreSQL's answers) runs beside the server's.
// This entry begins compiling PostgreSQL's WebAssembly first (pglite-wasm.ts), then loads
// the thread's code and PGlite's, which take as long (pglite-worker-thread.ts).
import './pglite-wasm.ts'

await import('./pglite-worker-thread.ts')
