// Bundles the server into dist/server, npm packages included (the few that cannot be are
// listed below): main.js and the embedded database's worker thread (chunks/pglite-worker.js),
// which start first, and server-code.cjs, the configuration and the app, which main.js
// loads once the embedded database has started in its thread, compiled through V8's code
// cache (src/server/lib/code-cache.ts; issue 23). Loading the packages from node_modules took
// a third of a second more: thousands of files resolved, read and, for CommonJS, scanned.
// An argument names another main.js inside the project (the proxy test builds its own copy,
// so it never rewrites the dist/ another run is serving); the other files go beside it.
import { build } from 'esbuild'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { root } from './build-state.mjs'

const main = path.resolve(process.argv[2] ?? path.join(root, 'dist/server/main.js'))
const outdir = path.dirname(main)
// Chunks of an earlier build would pile up: their names change with their contents.
rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true })
// A code cache belongs to the build that wrote it (V8 would refuse it anyway).
rmSync(path.join(outdir, 'server-code.cjs.cache'), { force: true })

const shared = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  // PGlite finds its WebAssembly beside its own files; argon2 is a native addon; the S3
  // client is large and loaded only when backups go to S3; pg-native is pg's optional addon.
  external: ['@electric-sql/pglite', '@node-rs/argon2', '@aws-sdk/*', 'pg-native'],
  sourcemap: true,
  logLevel: 'warning',
}

/** load-server-code.ts imports server-code.ts only from src/; built, it loads the .cjs. */
const serverCodeStaysOut = {
  name: 'server-code-stays-out',
  setup(build) {
    build.onResolve({ filter: /\/server-code\.ts$/ }, (args) => ({
      path: args.path,
      external: true,
    }))
  },
}

/**
 * drizzle's PGlite driver, on the server's thread, imports of PGlite only what
 * src/server/db/drizzle-pglite-imports.ts gives without loading it (that file says why).
 */
const drizzleLeavesPgliteOut = {
  name: 'drizzle-leaves-pglite-out',
  setup(build) {
    build.onResolve({ filter: /^@electric-sql\/pglite$/ }, (args) =>
      /[\\/]drizzle-orm[\\/]pglite[\\/]/.test(args.importer)
        ? { path: path.join(root, 'src/server/db/drizzle-pglite-imports.ts') }
        : undefined,
    )
  },
}

await build({
  ...shared,
  entryPoints: {
    [path.basename(main, '.js')]: path.join(root, 'src/server/main.ts'),
    // Beside the chunks, where the code that starts it finds it (db/pglite-remote.ts).
    'chunks/pglite-worker': path.join(root, 'src/server/db/pglite-worker.ts'),
  },
  outdir,
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  format: 'esm',
  // CommonJS packages bundled into an ES module still call require.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [serverCodeStaysOut],
})
await build({
  ...shared,
  entryPoints: [path.join(root, 'src/server/server-code.ts')],
  outfile: path.join(outdir, 'server-code.cjs'),
  format: 'cjs',
  // The sources find files from their own address (lib/project-root.ts, db/pglite-remote.ts).
  define: { 'import.meta.url': '__serverCodeUrl' },
  banner: { js: "const __serverCodeUrl = require('node:url').pathToFileURL(__filename).href;" },
  plugins: [drizzleLeavesPgliteOut],
})
console.log(`server built: ${path.relative(root, outdir)}`)
