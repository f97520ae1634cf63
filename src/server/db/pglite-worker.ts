// The embedded database in a thread of its own (issue 23). PostgreSQL in WebAssembly starts
// in over half a second of solid work: here, that work overlaps the server loading its
// code, and PGlite's own JavaScript (reading PostgreSQL's answers) runs beside the server's.
// This entry begins compiling PostgreSQL's WebAssembly first (pglite-wasm.ts), then loads
// the thread's code and PGlite's, which take as long (pglite-worker-thread.ts).
import { parentPort, workerData } from 'node:worker_threads'
import { compileWebAssemblyWithBaselineOnly, preloadBuiltins } from '../lib/v8-flags.ts'
import type { OpeningMessage, WorkerOpening } from './pglite-protocol.ts'
import { beginCompilingPostgres } from './pglite-wasm.ts'

// What this thread's start loads of Node's own beyond what a worker loads to begin with
// (lib/v8-flags.ts says why first), and the server's thread likewise, which this thread
// waits for: a worker takes longer to start than that, so it rarely waits at all.
preloadBuiltins(['node:crypto', 'node:fs/promises', 'node:perf_hooks', 'node:zlib'])
const { setFlagsAfter } = workerData as WorkerOpening
// Not forever: a server that never says is slower to start, not stopped.
if (setFlagsAfter) Atomics.wait(new Int32Array(setFlagsAfter), 0, 0, 5_000)
// PostgreSQL's WebAssembly (9 MB) with V8's baseline compiler only. Otherwise V8 recompiles
// the code hot during PostgreSQL's start with its optimising compiler, and this thread
// waits for that work before it runs anything else: 0.3–0.4 s of every start on two cores.
// PostgreSQL's share of the booking-writes bench took no longer for it (6.0 s, against
// 6.3 s optimised; issue 23). The flag is the process's: the only other WebAssembly in the
// server is undici's HTTP parser. Set before the compiling begins, and only then told to
// the server, which checks its code cache under it (main.ts).
compileWebAssemblyWithBaselineOnly()
parentPort?.postMessage({ kind: 'flags-set' } satisfies OpeningMessage)
beginCompilingPostgres()

await import('./pglite-worker-thread.ts')
