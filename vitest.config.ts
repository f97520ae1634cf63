import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { reactToPreact } from './vite.config.ts'

// Components run on Preact in the tests as they ship (vite.config.ts): the unit tests render
// them, and the API tests prerender pages from src/web/prerender.tsx. The libraries that
// import `react` are compiled with the tests so the aliases reach them too; react-router's
// build for Node is CommonJS, whose `require('react')` no alias reaches, so its ES module
// build is taken instead.
const preactInTests = {
  alias: [
    ...reactToPreact,
    {
      find: /^react-router$/,
      replacement: fileURLToPath(
        new URL('node_modules/react-router/dist/development/index.mjs', import.meta.url),
      ),
    },
  ],
  server: {
    deps: {
      inline: ['react-router', '@tanstack/react-query', 'react-hook-form', '@hookform/resolvers'],
    },
  },
}

/**
 * API test files that never touch the configured database (the HTTP layer's limits, rate
 * limits, the OpenAPI document, the embedded database's thread): the same test twice proves
 * nothing more, so they run once, on PGlite.
 */
const DATABASE_FREE = [
  'src/server/request-timeouts.test.ts',
  'src/server/plugins/rate-limit.test.ts',
  'src/server/plugins/openapi.test.ts',
  // Opens an embedded database of its own in a data folder, whatever TEST_DB says.
  'src/server/db/embedded-database.test.ts',
  // Compiles a file of its own through V8's code cache: no database at all.
  'src/server/lib/code-cache.test.ts',
  // PGlite's parsers, on an in-memory PGlite of its own.
  'src/server/db/pglite-parsers.test.ts',
  // Compiles PGlite's WebAssembly file: no database at all.
  'src/server/db/pglite-wasm.test.ts',
  // What the bundle gives drizzle for PGlite, checked against PGlite itself.
  'src/server/db/drizzle-pglite-imports.test.ts',
]

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['src/server/**/*.test.ts'],
    ...(db === 'postgres' ? { exclude: DATABASE_FREE } : {}),
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: ['tests/support/api-global-setup.ts'],
    ...preactInTests,
    // Each file builds its own app on its own database copy, so the files share the
    // imported modules of one worker instead of importing the whole server again each.
    isolate: false,
    // Opening a PGlite copy takes about a second; migrating a template several.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
})

export default defineConfig({
  test: {
    // Worker threads start and share modules faster than forked processes: the API suite
    // on PGlite ran in 95 s instead of 114 s on a 2-core machine (issue 19).
    pool: 'threads',
    // Vitest's default in a run is one worker fewer than the cores: a single worker on a
    // 2-core machine. The tests wait on databases as much as they compute, so use them all:
    // with files not isolated, every Vitest suite went from 198 s to 88 s here (issue 19).
    maxWorkers: Math.max(2, availableParallelism()),
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Pure functions and components with no module state: no need to re-import per file.
          isolate: false,
          include: [
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          ...preactInTests,
        },
      },
      apiProject('api-pglite', 'pglite'),
      {
        extends: true,
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          environment: 'node',
          hookTimeout: 120_000,
          testTimeout: 180_000,
        },
      },
      // The API suite also runs on a real PostgreSQL server when one is given (CI sets it).
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
})
