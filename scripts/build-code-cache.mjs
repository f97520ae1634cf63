// Part of `npm run build`: starts the built server once, on an empty data folder of its own,
// so that it writes dist/server/server-code.cjs.cache, the code V8 compiled for its start
// (src/server/lib/code-cache.ts; issue 23). Made here because a deployed build folder is
// read-only to the service (deploy/systemd: ProtectSystem=strict). It also proves the build
// starts. A start under other Node flags or another Node refuses the cache and compiles
// from source.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { root } from './build-state.mjs'
import { startBuiltServer } from './built-server.mjs'

const cache = path.join(root, 'dist/server/server-code.cjs.cache')
// The embedded database, whatever the environment names (never a developer's PostgreSQL).
const server = await startBuiltServer({ env: { DATABASE_URL: '' } })
await server.stop()
if (!existsSync(cache)) {
  console.error(`The built server started but wrote no code cache (${cache})`)
  process.exit(1)
}
console.log(`code cache built: ${path.relative(root, cache)}`)
