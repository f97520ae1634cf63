// Bundles the server into dist/server: main.js, the embedded database's worker thread
// (chunks/pglite-worker.js) and the chunks they share; npm packages stay external. main.js loads
// the rest of the server as a chunk of its own, so the packages it needs load only once
// the embedded database has started in its thread (issue 23). An argument names another
// main.js inside the project (the proxy test builds its own copy, so it never rewrites the
// dist/ another run is serving); the other files go beside it.
import { build } from 'esbuild'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { root } from './build-state.mjs'

const main = path.resolve(process.argv[2] ?? path.join(root, 'dist/server/main.js'))
const outdir = path.dirname(main)
// Chunks of an earlier build would pile up: their names change with their contents.
rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true })
await build({
  entryPoints: {
    [path.basename(main, '.js')]: path.join(root, 'src/server/main.ts'),
    // Beside the chunks, where the code that starts it finds it (db/pglite-remote.ts).
    'chunks/pglite-worker': path.join(root, 'src/server/db/pglite-worker.ts'),
  },
  outdir,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
console.log(`server built: ${path.relative(root, outdir)}`)
