// The built server (dist/) on a free loopback port with an empty data folder, as a first
// visitor meets it: for measuring scripts (`npm run lighthouse`), never for tests.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { root } from './build-state.mjs'

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/**
 * Starts dist/server/main.js and resolves once /api/ready answers, with how long that took
 * (`readyMs`); `stop()` ends it and removes the data folder unless `dataDir` was given.
 */
export async function startBuiltServer({ env = {}, dataDir: givenDataDir } = {}) {
  const port = await freePort()
  const dataDir = givenDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'built-server-'))
  const startedAt = performance.now()
  const url = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      ...env,
    },
    stdio: 'inherit',
  })
  const exited = new Promise((resolve) => server.on('exit', resolve))
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM')
    await exited
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true })
  }
  for (let i = 0; i < 1500; i++) {
    if (server.exitCode !== null) break
    try {
      if ((await fetch(`${url}/api/ready`)).ok) {
        return { url, stop, readyMs: Math.round(performance.now() - startedAt) }
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await stop()
  throw new Error('the built server did not become ready within 30 s')
}
