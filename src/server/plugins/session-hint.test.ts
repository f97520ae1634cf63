import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIGNED_IN_HINT_COOKIE } from '#shared/session-hint.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'

// The signed-in hint (#shared/session-hint.ts): set and cleared with the session cookie,
// so a visitor's client never asks GET /api/users/me and never gets its 401.

let t: TestApp
const PASSWORD = 'Maths2026!'
beforeAll(async () => {
  t = await createTestApp({ LOGIN_ACCOUNT_RATE_LIMIT_MAX: '1000', LOGIN_RATE_LIMIT_MAX: '1000' })
  const registered = await t.post('/api/auth/register', {
    name: 'Lerato Khumalo',
    email: 'lerato@example.com',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    student_category: 'university',
    student_level: 'First Year',
  })
  expect(registered.statusCode).toBe(201)
})
afterAll(async () => t.close())

type Cookie = LightMyRequestResponse['cookies'][number]
const cookieNamed = (res: LightMyRequestResponse, name: string): Cookie | undefined =>
  res.cookies.find((c) => c.name === name)
const hintOf = (res: LightMyRequestResponse) => cookieNamed(res, SIGNED_IN_HINT_COOKIE)
const isCleared = (cookie: Cookie | undefined) =>
  cookie !== undefined && cookie.value === '' && cookie.expires!.getTime() <= Date.now()

async function signIn() {
  const res = await t.post('/api/auth/login', { email: 'lerato@example.com', password: PASSWORD })
  expect(res.statusCode).toBe(200)
  const session = cookieNamed(res, t.config.sessions.cookieName)!
  return { res, session: `${session.name}=${session.value}` }
}
const get = (url: string, cookie?: string) =>
  t.request({ method: 'GET', url, headers: cookie ? { cookie } : {} })

describe('the signed-in hint cookie', () => {
  it('is set beside the session cookie at sign-in, readable, with the same rules and lifetime', async () => {
    const { res } = await signIn()
    const session = cookieNamed(res, t.config.sessions.cookieName)!
    const hint = hintOf(res)!
    expect(hint.value).toBe('1')
    expect(hint.httpOnly).toBeUndefined()
    expect(session.httpOnly).toBe(true)
    for (const rule of ['path', 'sameSite', 'secure', 'expires'] as const) {
      expect(hint[rule], rule).toEqual(session[rule])
    }
  })

  it('is cleared with the session cookie at sign-out', async () => {
    const { session } = await signIn()
    const res = await get('/api/logout', `${session}; ${SIGNED_IN_HINT_COOKIE}=1`)
    expect(res.statusCode).toBe(200)
    expect(isCleared(cookieNamed(res, t.config.sessions.cookieName))).toBe(true)
    expect(isCleared(hintOf(res))).toBe(true)
  })

  it('is set on any request of a valid session that lacks it (sessions from before the hint)', async () => {
    const { session } = await signIn()
    const me = await get('/api/users/me', session)
    expect(me.statusCode).toBe(200)
    expect(hintOf(me)).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' })
    expect(hintOf(me)!.maxAge).toBe(Math.floor(t.config.sessions.maxMs / 1000))
    // A page request sets it without asking the database: the client then checks.
    expect(hintOf(await get('/tutors', session))).toMatchObject({ value: '1' })
  })

  it('is not sent again while present', async () => {
    const { session } = await signIn()
    const me = await get('/api/users/me', `${session}; ${SIGNED_IN_HINT_COOKIE}=1`)
    expect(me.statusCode).toBe(200)
    expect(hintOf(me)).toBeUndefined()
  })

  it('is cleared with its ended session cookie by the session check, which still answers 401', async () => {
    const { session } = await signIn()
    await get('/api/logout', session)
    const me = await get('/api/users/me', `${session}; ${SIGNED_IN_HINT_COOKIE}=1`)
    expect(me.statusCode).toBe(401)
    expect(isCleared(hintOf(me))).toBe(true)
    // The dead cookie goes too, so the next page does not set the hint and ask again.
    expect(isCleared(cookieNamed(me, t.config.sessions.cookieName))).toBe(true)
    // Any other request only drops the hint.
    const other = await get('/api/config', `${session}; ${SIGNED_IN_HINT_COOKIE}=1`)
    expect(isCleared(hintOf(other))).toBe(true)
    expect(cookieNamed(other, t.config.sessions.cookieName)).toBeUndefined()
    // Without any session cookie, a page request clears it before the client reads it.
    expect(isCleared(hintOf(await get('/about', `${SIGNED_IN_HINT_COOKIE}=1`)))).toBe(true)
  })

  it('is never set for a visitor, whose session check still answers 401', async () => {
    const me = await get('/api/users/me')
    expect(me.statusCode).toBe(401)
    expect(me.cookies).toEqual([])
    expect((await get('/about')).cookies).toEqual([])
    expect((await get('/api/config')).cookies).toEqual([])
  })

  it('is cleared with the session cookie when the account is deleted', async () => {
    const { session } = await signIn()
    const res = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { cookie: `${session}; ${SIGNED_IN_HINT_COOKIE}=1` },
      payload: { confirm: true },
    })
    expect(res.statusCode).toBe(200)
    expect(isCleared(cookieNamed(res, t.config.sessions.cookieName))).toBe(true)
    expect(isCleared(hintOf(res))).toBe(true)
  })
})
