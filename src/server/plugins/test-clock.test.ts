import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { now } from '../lib/clock.ts'
import { TEST_CLOCK_HEADER, testClockPlugin } from './test-clock.ts'

async function appWithClock() {
  const app = Fastify()
  await app.register(testClockPlugin)
  // Awaits in between, as a real handler does: the moved time must last through them.
  app.post('/now', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    return { now: now().getTime() }
  })
  return app
}

describe('the end-to-end tests clock', () => {
  it('moves only the time of the request that asks for it, through its awaits', async () => {
    const app = await appWithClock()
    const hour = 60 * 60_000
    const [ahead, real] = await Promise.all([
      app.inject({
        method: 'POST',
        url: '/now',
        headers: { [TEST_CLOCK_HEADER]: String(hour) },
        payload: { a: 1 },
      }),
      app.inject({ method: 'POST', url: '/now', payload: { a: 1 } }),
    ])
    expect(ahead.json<{ now: number }>().now - Date.now()).toBeGreaterThan(hour - 5_000)
    expect(Math.abs(real.json<{ now: number }>().now - Date.now())).toBeLessThan(5_000)
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1_000)
    await app.close()
  })

  it('ignores a header that is not a whole number of milliseconds', async () => {
    const app = await appWithClock()
    for (const value of ['soon', '1e400', '12.5']) {
      const res = await app.inject({
        method: 'POST',
        url: '/now',
        headers: { [TEST_CLOCK_HEADER]: value },
      })
      expect(Math.abs(res.json<{ now: number }>().now - Date.now()), value).toBeLessThan(5_000)
    }
    await app.close()
  })

  it('is refused outside NODE_ENV=test, and off unless asked for', () => {
    expect(() => loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'production' })).toThrow(
      /TEST_CLOCK: only with NODE_ENV=test/,
    )
    expect(() => loadConfig({ TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK/)
    expect(loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'test' }).testClock).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).testClock).toBe(false)
  })
})
