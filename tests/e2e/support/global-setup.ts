import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  freePort,
  projectDir,
  waitUntilReady,
  type ServerProcess,
} from '../../support/server-process.ts'
import { startOpenIdProvider } from '../../support/openid-provider.ts'
import { chromiumExecutable } from './chromium.ts'
import { E2E_ADMIN_EMAILS, E2E_UPLOAD_MAX_BYTES } from './e2e-settings.ts'
import { signInAdministrators } from './sign-in-administrators.ts'

/**
 * Builds the product when the build is stale, then starts the built server on a free
 * port with an empty data folder, exactly as `npm start` runs it.
 */
export default async function globalSetup() {
  chromiumExecutable() // fail fast, with the instruction, before building anything
  const { buildIsStale } = await import(path.join(projectDir, 'scripts/build-state.mjs'))
  if (buildIsStale()) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: projectDir, stdio: 'inherit' })
    if (build.status !== 0) throw new Error('npm run build failed')
  }

  // Google sign-in runs against a local OpenID provider standing in for Google.
  const provider = await startOpenIdProvider()
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'))
  const url = `http://127.0.0.1:${port}`
  let output = ''
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: projectDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      // Lets a test move its own requests' time ahead (support/clock.ts).
      TEST_CLOCK: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MAIL_POLL_INTERVAL_MS: '200',
      // Every spec's subscribers are in one database: a newsletter reaches them all at once.
      NEWSLETTER_SEND_PER_MINUTE: '10000',
      RATE_LIMIT_MAX: '100000',
      PUBLIC_FORM_RATE_LIMIT_MAX: '100000',
      LOGIN_RATE_LIMIT_MAX: '100000',
      LOGIN_ACCOUNT_RATE_LIMIT_MAX: '5',
      // Administrators of the specs that need one (announcement manager, library deletes).
      ADMIN_EMAILS: E2E_ADMIN_EMAILS.join(','),
      // Small, so the library's "too large" path is quick to reach.
      UPLOAD_MAX_BYTES: String(E2E_UPLOAD_MAX_BYTES),
      ...provider.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const server: ServerProcess = {
    child,
    url,
    output: () => output,
    exited: new Promise((resolve) => child.on('exit', resolve)),
  }
  try {
    await waitUntilReady(server, 120_000)
    process.env.E2E_DATA_DIR = dataDir // where the verification mails land
    process.env.E2E_ADMIN_COOKIES = JSON.stringify(await signInAdministrators(url))
  } catch (error) {
    child.kill('SIGKILL')
    await server.exited
    await provider.stop()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  process.env.E2E_BASE_URL = url
  process.env.E2E_DATA_DIR = dataDir
  process.env.E2E_OPENID_ISSUER = provider.issuer

  return async () => {
    child.kill('SIGTERM')
    await server.exited
    await provider.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
