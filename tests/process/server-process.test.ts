import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, spawnServer, waitUntilReady } from '#tests/support/server-process.ts'

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'process-test-'))
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

async function serverEnv(dir: string) {
  const port = await freePort()
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dir,
    PUBLIC_FORM_RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_MAX: '100000',
    MAIL_POLL_INTERVAL_MS: '60000',
  }
}

describe('starting the server', () => {
  it('stops with a message naming the variable when a setting is bad', async () => {
    const server = spawnServer({ ...(await serverEnv(dataDir)), PORT: 'eighty' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/PORT:/)
  })

  it('refuses a second process on the same data folder, and shuts down cleanly on SIGTERM', async () => {
    const dir = path.join(dataDir, 'lock')
    const first = spawnServer(await serverEnv(dir))
    await waitUntilReady(first)
    const second = spawnServer(await serverEnv(dir))
    expect(await second.exited).toBe(1)
    expect(second.output()).toMatch(/already in use by another process/)

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(existsSync(path.join(dir, 'db.lock'))).toBe(false)
  })
})

describe('embedded database durability', () => {
  it('keeps every acknowledged write when the server is killed with SIGKILL mid-traffic', async () => {
    const dir = path.join(dataDir, 'crash')
    const env = await serverEnv(dir)
    const server = spawnServer(env)
    await waitUntilReady(server)

    const acknowledged: string[] = []
    let stop = false
    const writer = async (worker: number) => {
      for (let i = 0; !stop && i < 10_000; i++) {
        const email = `w${worker}-${i}@example.com`
        try {
          const res = await fetch(`${server.url}/api/newsletter/subscribe`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: env.PUBLIC_URL },
            body: JSON.stringify({ email }),
          })
          if (res.status === 200) acknowledged.push(email)
        } catch {
          return // the server is gone
        }
      }
    }
    const writers = Array.from({ length: 8 }, (_, worker) => writer(worker))
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 20))
    server.child.kill('SIGKILL')
    await server.exited
    stop = true
    await Promise.all(writers)

    // It starts again on the crashed folder (taking over the dead process's lock)...
    const restarted = spawnServer(env)
    await waitUntilReady(restarted)
    restarted.child.kill('SIGTERM')
    expect(await restarted.exited).toBe(0)

    // ...and every write it acknowledged before the kill is there.
    const db = await PGlite.create(path.join(dir, 'db'))
    const result = await db.query<{ email: string }>('select email from newsletter_subscribers')
    const stored = new Set(result.rows.map((row) => row.email))
    await db.close()
    const lost = acknowledged.filter((email) => !stored.has(email))
    expect(lost).toEqual([])
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length)
  })
})
