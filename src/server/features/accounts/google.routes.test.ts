import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { users } from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { startOpenIdProvider } from '#tests/support/openid-provider.ts'
import { googleMessages } from './google.service.ts'

let t: TestApp
let provider: Awaited<ReturnType<typeof startOpenIdProvider>>
beforeAll(async () => {
  provider = await startOpenIdProvider()
  t = await createTestApp(provider.env)
})
afterAll(async () => {
  await t.close()
  await provider.stop()
})
beforeEach(async () => {
  await t.database.db.delete(users)
  provider.state.account = {
    sub: 'google-1',
    email: 'thabo@gmail.com',
    email_verified: true,
    name: 'Thabo Mokoena',
  }
})

/** Starts the flow, lets the provider approve it, and returns what the callback page would post. */
async function authorize() {
  const start = await t.app.inject({ method: 'GET', url: '/api/oauth/google/redirect_url' })
  expect(start.statusCode).toBe(200)
  const flowCookie = start.cookies.find((c) => c.name === 'google_oauth')!
  expect(flowCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  const redirectUrl = new URL(start.json().redirectUrl)
  expect(redirectUrl.searchParams.get('code_challenge_method')).toBe('S256')
  expect(redirectUrl.searchParams.get('redirect_uri')).toBe(`${t.config.publicUrl}/auth/callback`)
  const approval = await fetch(redirectUrl, { redirect: 'manual' })
  const callback = new URL(approval.headers.get('location')!)
  return {
    cookie: `google_oauth=${flowCookie.value}`,
    code: callback.searchParams.get('code')!,
    state: callback.searchParams.get('state')!,
  }
}
const exchange = (flow: { cookie: string; code: string; state: string }) =>
  t.request({
    method: 'POST',
    url: '/api/sessions',
    headers: { cookie: flow.cookie },
    payload: { code: flow.code, state: flow.state },
  })

describe('Google sign-in against a local OpenID provider', () => {
  it('creates a verified account without a password and signs it in', async () => {
    const res = await exchange(await authorize())
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({
      email: 'thabo@gmail.com',
      name: 'Thabo Mokoena',
      email_verified: true,
    })
    expect(res.cookies.some((c) => c.name === 'session')).toBe(true)
    const [user] = await t.database.db.select().from(users)
    expect(user).toMatchObject({ googleSub: 'google-1', passwordHash: null })
  })

  it('links to an existing account with the same verified email', async () => {
    await t.post('/api/auth/register', {
      name: 'Thabo',
      email: 'Thabo@gmail.com',
      password: 'Maths2026!',
      confirmPassword: 'Maths2026!',
      student_category: 'university',
      student_level: 'Third Year',
    })
    expect((await exchange(await authorize())).statusCode).toBe(200)
    const rows = await t.database.db.select().from(users)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.googleSub).toBe('google-1')
    expect(rows[0]!.emailVerifiedAt).toBeInstanceOf(Date)
  })

  it('refuses an email that Google has not verified', async () => {
    provider.state.account = { ...provider.state.account, email_verified: false }
    const res = await exchange(await authorize())
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: googleMessages.unverifiedEmail })
    expect(await t.database.db.select().from(users)).toHaveLength(0)
  })

  it('refuses a wrong state', async () => {
    const flow = await authorize()
    const res = await exchange({ ...flow, state: 'forged-state-value' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: googleMessages.failed })
  })

  it('refuses a code used a second time', async () => {
    const flow = await authorize()
    expect((await exchange(flow)).statusCode).toBe(200)
    expect((await exchange(flow)).statusCode).toBe(400)
  })

  it('refuses an exchange with no flow cookie', async () => {
    const flow = await authorize()
    const res = await t.request({
      method: 'POST',
      url: '/api/sessions',
      payload: { code: flow.code, state: flow.state },
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('without Google configured', () => {
  it('answers 503 with a clear message', async () => {
    const plain = await createTestApp()
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/oauth/google/redirect_url' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ error: googleMessages.notConfigured })
    } finally {
      await plain.close()
    }
  })
})
