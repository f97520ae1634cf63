// Bundles the server into dist/server/main.js; npm packages stay external.
import { build } from 'esbuild'
import path from 'node:path'
import { root } from './build-state.mjs'

await build({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outfile: path.join(root, 'dist/server/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
console.log('server built: dist/server/main.js')
