import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiMessages } from '#shared/messages.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'

describe('rate limits', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '3', PUBLIC_FORM_RATE_LIMIT_MAX: '2' })
  })
  afterAll(async () => t.close())

  it('answers 429 with Retry-After and a clear message past the default limit', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/config', remoteAddress: '10.0.0.1' }))
          .statusCode,
      ).toBe(200)
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/config', remoteAddress: '10.0.0.1' })
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBeDefined()
    expect(res.json()).toEqual({ error: apiMessages.rateLimited })
    // Another address has its own allowance.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/config', remoteAddress: '10.0.0.2' }))
        .statusCode,
    ).toBe(200)
  })

  it('limits public forms more strictly than the default', async () => {
    const post = (email: string) =>
      t.request({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email },
        remoteAddress: '10.0.0.3',
      })
    expect((await post('one@example.com')).statusCode).toBe(200)
    expect((await post('two@example.com')).statusCode).toBe(200)
    expect((await post('three@example.com')).statusCode).toBe(429)
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY says the proxy is ours', async () => {
    const spoofed = (forwardedFor: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/config',
        remoteAddress: '10.0.0.9',
        headers: { 'x-forwarded-for': forwardedFor },
      })
    for (let i = 0; i < 3; i++) await spoofed(`192.0.2.${i}`)
    expect((await spoofed('192.0.2.200')).statusCode).toBe(429)
  })
})

describe('behind a trusted proxy', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: 'true' })
  })
  afterAll(async () => t.close())

  it('counts per forwarded client address', async () => {
    const from = (client: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/config',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': client },
      })
    await from('198.51.100.1')
    await from('198.51.100.1')
    expect((await from('198.51.100.1')).statusCode).toBe(429)
    expect((await from('198.51.100.2')).statusCode).toBe(200)
  })
})

// Runs where a Redis server is given (CI sets TEST_REDIS_URL when the machine's answers).
describe.runIf(process.env.TEST_REDIS_URL)('with REDIS_URL, shared by every instance', () => {
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    const env = { RATE_LIMIT_MAX: '4', REDIS_URL: process.env.TEST_REDIS_URL! }
    first = await createTestApp(env)
    second = await createTestApp(env)
  })
  afterAll(async () => {
    await first.close()
    await second.close()
  })

  it('counts one client across two instances', async () => {
    // A fresh address per run: the counters outlive the test in Redis.
    const client = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`
    const from = (t: TestApp) =>
      t.app.inject({ method: 'GET', url: '/api/config', remoteAddress: client })
    for (const t of [first, second, first, second]) expect((await from(t)).statusCode).toBe(200)
    expect((await from(first)).statusCode).toBe(429)
    expect((await from(second)).statusCode).toBe(429)
  })
})

describe('behind a number of trusted proxies (TRUST_PROXY=1)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' })
  })
  afterAll(async () => t.close())

  it('counts the address the proxy appended, whatever the client wrote before it', async () => {
    const from = (written: string, client: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/config',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${written}, ${client}` },
      })
    await from('192.0.2.1', '198.51.100.7')
    await from('192.0.2.2', '198.51.100.7')
    expect((await from('192.0.2.3', '198.51.100.7')).statusCode).toBe(429)
    expect((await from('192.0.2.3', '198.51.100.8')).statusCode).toBe(200)
  })
})
