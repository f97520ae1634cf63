import { defineConfig } from 'vitest/config'

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['src/server/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: ['tests/support/api-global-setup.ts'],
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
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
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
