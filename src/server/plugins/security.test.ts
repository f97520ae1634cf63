import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiMessages } from '#shared/messages.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' })
})
afterAll(async () => t.close())

describe('API conventions and security baseline', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: apiMessages.notFound })
  })

  it('keeps API answers out of caches unless the route says how long they may be kept', async () => {
    for (const url of ['/api/health', '/api/users/me', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.headers['cache-control'], url).toBe('no-store')
    }
    const config = await t.app.inject({ method: 'GET', url: '/api/config' })
    expect(config.headers['cache-control']).toBe('public, max-age=300')
    // The catalogue may be kept, and is asked again with its ETag (issue 23).
    const modules = await t.app.inject({ method: 'GET', url: '/api/mathematics-modules' })
    expect(modules.headers['cache-control']).toBe('no-cache')
  })

  it('sends the security headers with a strict Content-Security-Policy', async () => {
    // A page's (this app serves no client: the address is answered 404, as a page would be).
    const res = await t.app.inject({ method: 'GET', url: '/' })
    const csp = res.headers['content-security-policy'] as string
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(csp).not.toContain('unsafe-inline')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['x-powered-by']).toBeUndefined()
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    // HSTS only in production, where the site is served over https.
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it('sends an API answer in JSON what an API needs, not a document’s headers (issue 23)', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
      expect(res.headers['x-frame-options'], url).toBe('DENY')
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['cache-control'], url).toBe('no-store')
      for (const name of ['referrer-policy', 'cross-origin-opener-policy', 'x-xss-protection']) {
        expect(res.headers[name], `${url} ${name}`).toBeUndefined()
      }
    }
  })

  it('refuses a state-changing request from another origin with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { email: 'a@example.com' },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: apiMessages.forbiddenOrigin })
  })

  it('refuses a state-changing request that names no origin at all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'a@example.com' },
    })
    expect(res.statusCode).toBe(403)
  })

  it('accepts the own origin given only as a Referer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { referer: `${t.config.publicUrl}/about` },
      payload: { email: 'referer@example.com' },
    })
    expect(res.statusCode).toBe(200)
  })

  it('answers 415 to a body that is not JSON, multipart included', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        headers: { 'content-type': contentType },
        payload: 'email=a@example.com',
      })
      expect(res.statusCode, contentType).toBe(415)
      expect(res.json()).toEqual({ error: apiMessages.unsupportedMediaType })
    }
  })

  it('answers malformed JSON with a 400 and a plain sentence', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: apiMessages.malformedJson })
  })

  it('refuses a body over the limit with 413', async () => {
    const res = await t.post('/api/newsletter/subscribe', {
      email: 'a@example.com',
      name: 'x'.repeat(4000),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: apiMessages.bodyTooLarge })
  })

  it('reports validation failures as { error, fields }', async () => {
    const res = await t.post('/api/newsletter/subscribe', { email: 'not-an-email' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: 'Please enter a valid email',
      fields: { email: 'Please enter a valid email' },
    })
  })

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(doc.paths['/api/newsletter/subscribe'].post.requestBody).toBeDefined()
  })

  it('exposes only the public configuration to the browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.business.phone).toBeTruthy()
    expect(JSON.stringify(body)).not.toMatch(/secret|smtp|database/i)
  })

  it('answers /api/users/me with 401 while nobody can sign in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: apiMessages.notSignedIn })
  })
})

describe('health', () => {
  it('GET /api/health says the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.json()).toEqual({ status: 'ok' })
  })

  it('GET /api/ready says the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ready', checks: { database: { ok: true } } })
  })
})

describe('in production over https', () => {
  it('sends HSTS and upgrades insecure requests', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://tutoring.example.co.za',
    })
    try {
      const page = await prod.app.inject({ method: 'GET', url: '/' })
      expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/)
      expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests')
      const api = await prod.app.inject({ method: 'GET', url: '/api/health' })
      expect(api.headers['strict-transport-security']).toMatch(/max-age=31536000/)
    } finally {
      await prod.close()
    }
  })
})
