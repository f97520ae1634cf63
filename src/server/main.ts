import 'dotenv/config'
import type { FastifyInstance } from 'fastify'
import { DataDirInUseError } from './db/data-dir-lock.ts'
import { loadServerCode } from './load-server-code.ts'
import {
  embeddedDatabaseCrashed,
  embeddedDatabaseDir,
  beginServerEmbeddedDatabase,
} from './db/embedded-database.ts'
import { compileWebAssemblyWithBaselineOnly, preloadBuiltins } from './lib/v8-flags.ts'

/**
 * What the server's start loads of Node's own beyond what main.js has, loaded before the
 * embedded database's thread sets V8's flags (lib/v8-flags.ts).
 */
const SERVER_BUILTINS = [
  'node:assert',
  'node:child_process',
  'node:cluster',
  'node:dgram',
  'node:dns',
  'node:http',
  'node:http2',
  'node:https',
  'node:net',
  'node:perf_hooks',
  'node:process',
  'node:stream/web',
  'node:tls',
  'node:tty',
  'node:util/types',
  'node:zlib',
]

async function main() {
  const started = Date.now()
  // Until the app's logger exists, the embedded database's crash is told on stderr.
  let log: Pick<FastifyInstance['log'], 'fatal'> = { fatal: console.error }
  // The embedded database starts in its own thread first and the server's code loads
  // meanwhile, on the other core (issue 23); this module imports nothing heavy for that.
  // Its thread sets V8's flags once this thread has loaded Node's modules (lib/v8-flags.ts).
  const builtinsLoaded = new Int32Array(new SharedArrayBuffer(4))
  const startEmbeddedDatabase = (dir: string) => {
    try {
      return beginServerEmbeddedDatabase(
        dir,
        (error) => embeddedDatabaseCrashed(log, error),
        builtinsLoaded.buffer as SharedArrayBuffer,
      )
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error
      console.error(error.message)
      process.exit(1)
    }
  }
  // The database starts before the server's code loads, the configuration's schema among
  // it: its folder is read from the environment as loadConfig reads it. A first start whose
  // configuration is then refused may leave the empty database the build made in the
  // folder, which the next start opens.
  const earlyDir = embeddedDatabaseDir()
  const embeddedDatabase = earlyDir ? startEmbeddedDatabase(earlyDir) : undefined
  // Meanwhile, while the thread starts.
  preloadBuiltins(SERVER_BUILTINS)
  // Node's fetch (undici), which the first answer would load (app.ts says why).
  void globalThis.Response
  Atomics.store(builtinsLoaded, 0, 1)
  Atomics.notify(builtinsLoaded, 0)

  // The server's code is compiled, and its code cache written and checked, under the flags
  // the embedded database's thread sets, which are the process's: set here too when there is
  // no such thread, so that every start has the same (V8 refuses a cache otherwise).
  const { code: server, saveCodeCache } = await loadServerCode(async () => {
    await embeddedDatabase?.flagsSet
    compileWebAssemblyWithBaselineOnly()
  })
  const { ConfigError, loadConfig } = server
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  if ((config.database.kind === 'pglite' ? config.database.dir : undefined) !== earlyDir) {
    throw new Error(`The embedded database was started in ${earlyDir}, not as configured`)
  }

  const app = await server.buildApp(config, embeddedDatabase ? { embeddedDatabase } : {})
  log = app.log

  let shuttingDown = false
  const shutdown = async (signal: string) => {
    if (shuttingDown) return
    shuttingDown = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    // A stuck request must not keep the process (and the PGlite lock) forever.
    const deadline = setTimeout(() => {
      app.log.error('shutdown took too long; exiting')
      process.exit(1)
    }, 25_000)
    deadline.unref()
    // Node closes the keep-alive connections idle when the close begins; one busy then stays
    // open after its answer, and the close waits until a proxy happens to reuse it (a 503)
    // or its keep-alive time runs out: 20 s and more behind nginx. Close each as it falls idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100)
    closeIdle.unref()
    try {
      await app.close()
      app.log.info('shut down cleanly')
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    { url: config.publicUrl, database: config.database.kind, startupMs: Date.now() - started },
    'server ready',
  )
  saveCodeCache()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
