// Bundles the server into dist/server/main.js; npm packages stay external. An argument
// names another output file inside the project (the proxy test builds its own copy, so it
// never rewrites the dist/ another run is serving).
import { build } from 'esbuild'
import path from 'node:path'
import { root } from './build-state.mjs'

const outfile = path.resolve(process.argv[2] ?? path.join(root, 'dist/server/main.js'))
await build({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
console.log(`server built: ${path.relative(root, outfile)}`)
