import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { inject } from 'vitest'
import { buildApp, type AppOverrides } from '#server/app.ts'
import { loadConfig, type Config } from '#server/config.ts'
import type { Database } from '#server/db/client.ts'
import { openTestDatabase, releaseTestDatabase, type TestDatabaseKind } from './test-database.ts'
import './api-global-setup.ts'

export const TEST_PUBLIC_URL = 'http://localhost:3000'

export interface TestApp {
  app: FastifyInstance
  database: Database
  config: Config
  /** A request as our own web client sends it: the PUBLIC_URL's Origin, JSON body. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>
  close(): Promise<void>
}

/**
 * The app on a fresh copy of the migrated template (or on `overrides.database`), with its
 * own data folder (or `env.DATA_DIR`, which stays the caller's to remove).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: AppOverrides = {},
): Promise<TestApp> {
  const kind = (process.env.TEST_DB ?? 'pglite') as TestDatabaseKind
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-test-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Tests of one behaviour must not trip over the limits; rate-limit tests set their own.
    RATE_LIMIT_MAX: '100000',
    PUBLIC_FORM_RATE_LIMIT_MAX: '100000',
    ...env,
  })
  // A database the caller opened (a restored one) stays the caller's to close.
  const own = !overrides.database
  const database = overrides.database ?? (await openTestDatabase(kind, inject('databaseTemplate')))
  const app = await buildApp(config, {
    clientDir: null,
    startOutboxWorker: false,
    startReminderScheduler: false,
    startStorageSweeper: false,
    startRefundSweeper: false,
    startBackupScheduler: false,
    startNewsletterSender: false,
    ...overrides,
    database,
  })
  await app.ready()
  // The Origin our own pages send: that of the PUBLIC_URL the test configured.
  const origin = new URL(config.publicUrl).origin
  const request = (options: InjectOptions) =>
    app.inject({ ...options, headers: { origin, ...options.headers } })
  return {
    app,
    database,
    config,
    request,
    post: (url, body) =>
      request({ method: 'POST', url, payload: body as InjectOptions['payload'] }),
    async close() {
      await app.close()
      if (own) await releaseTestDatabase(database)
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
