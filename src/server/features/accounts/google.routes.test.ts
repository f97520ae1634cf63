import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { accountMessages } from '#shared/messages.ts'
import { SIGNED_IN_HINT_COOKIE } from '#shared/session-hint.ts'
import {
  guardianConsents,
  outboxEmails,
  paymentIntents,
  sessions,
  studentProfiles,
  users,
} from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { startOpenIdProvider } from '#tests/support/openid-provider.ts'
import { linkIn, queuedEmails } from '#tests/support/outbox.ts'
import { googleMessages } from './google.service.ts'

const LISTED_ADMIN = 'principal@gmail.com'

let t: TestApp
let provider: Awaited<ReturnType<typeof startOpenIdProvider>>
beforeAll(async () => {
  provider = await startOpenIdProvider()
  t = await createTestApp({
    ...provider.env,
    ADMIN_EMAILS: LISTED_ADMIN,
    LOGIN_RATE_LIMIT_MAX: '1000',
    LOGIN_ACCOUNT_RATE_LIMIT_MAX: '1000',
  })
})
afterAll(async () => {
  await t.close()
  await provider.stop()
})
beforeEach(async () => {
  await t.database.db.delete(outboxEmails)
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

const PASSWORD = 'Maths2026!'
const registerWithPassword = (email: string, extra: Record<string, string> = {}) =>
  t.post('/api/auth/register', {
    name: 'Someone Else',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phone_number: '082 555 0199',
    student_category: 'university',
    student_level: 'Third Year',
    ...extra,
  })
const login = (email: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } })
const sessionCookie = (res: { cookies: { name: string; value: string }[] }) => {
  const cookie = res.cookies.find((c) => c.name === t.config.sessions.cookieName)
  if (!cookie) throw new Error('no session cookie')
  return `${cookie.name}=${cookie.value}`
}
const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })
/** The token of the newest emailed link of a kind. */
const tokenIn = async (kind: string, page: string) => {
  const email = (await queuedEmails(t.database.db)).filter((e) => e.kind === kind).at(-1)
  if (!email) throw new Error(`no ${kind} email`)
  return new URL(linkIn(email.textBody, `${t.config.publicUrl}${page}`)).searchParams.get('token')!
}

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
    // The client's hint that a session exists (#shared/session-hint.ts).
    expect(res.cookies.some((c) => c.name === SIGNED_IN_HINT_COOKIE && c.value === '1')).toBe(true)
    const [user] = await t.database.db.select().from(users)
    expect(user).toMatchObject({ googleSub: 'google-1', passwordHash: null })
  })

  it('links to a verified password account and keeps its password and sessions', async () => {
    await registerWithPassword('Thabo@gmail.com')
    const verifyToken = await tokenIn('account.verify_email', '/verify-email')
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/verify-email/${verifyToken}` })).statusCode,
    ).toBe(200)
    const own = sessionCookie(await login('thabo@gmail.com'))
    const [before] = await t.database.db.select().from(users)

    expect((await exchange(await authorize())).statusCode).toBe(200)
    const rows = await t.database.db.select().from(users)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      id: before!.id,
      googleSub: 'google-1',
      passwordHash: before!.passwordHash,
      emailVerifiedAt: before!.emailVerifiedAt,
    })
    expect((await me(own)).statusCode).toBe(200)
    expect((await login('thabo@gmail.com')).statusCode).toBe(200)
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

describe('Google sign-in reaching an account whose email was never verified (issue 25)', () => {
  it("ends the squatter's sessions, password and emailed links, and what they typed, before the owner gets in", async () => {
    const registered = await registerWithPassword('thabo@gmail.com', {
      student_category: 'high_school',
      student_level: 'Grade 10',
      guardian_name: 'Not A Guardian',
      guardian_email: 'accomplice@example.com',
    })
    expect(registered.statusCode).toBe(201)
    const squatter = sessionCookie(await login('thabo@gmail.com'))
    expect((await me(squatter)).json()).toMatchObject({ email_verified: false })
    expect(
      (await t.post('/api/auth/forgot-password', { email: 'thabo@gmail.com' })).statusCode,
    ).toBe(200)
    const verifyToken = await tokenIn('account.verify_email', '/verify-email')
    const resetToken = await tokenIn('account.reset_password', '/reset-password')
    const consentToken = await tokenIn('account.guardian_consent', '/guardian-consent')
    const [squatterAccount] = await t.database.db.select().from(users)
    // A gift the squatter began paying while signed in.
    const [gift] = await t.database.db
      .insert(paymentIntents)
      .values({
        userId: squatterAccount!.id,
        purpose: 'donation',
        item: { amount_cents: 5000 },
        amountCents: 5000,
        gateway: 'sandbox',
      })
      .returning()

    const owner = await exchange(await authorize())
    expect(owner.statusCode).toBe(200)
    expect(owner.json().user).toMatchObject({
      email: 'thabo@gmail.com',
      name: 'Thabo Mokoena',
      role: 'student',
      email_verified: true,
    })

    // The squatter is out: their session, their password and every link issued before.
    expect((await me(squatter)).statusCode).toBe(401)
    const passwordLogin = await login('thabo@gmail.com')
    expect(passwordLogin.statusCode).toBe(401)
    expect(passwordLogin.json()).toEqual({ error: accountMessages.invalidCredentials })
    const reset = await t.post('/api/auth/reset-password', {
      token: resetToken,
      password: 'Algebra2026!',
      confirmPassword: 'Algebra2026!',
    })
    expect(reset.statusCode).toBe(404)
    expect(reset.json()).toEqual({ error: accountMessages.resetInvalid })
    const verify = await t.app.inject({ method: 'GET', url: `/api/verify-email/${verifyToken}` })
    expect(verify.statusCode).toBe(404)
    expect((await t.post('/api/guardian-consent', { token: consentToken })).statusCode).toBe(404)

    // The owner is in, verified, with nothing the squatter typed.
    expect((await me(sessionCookie(owner))).json()).toMatchObject({
      email: 'thabo@gmail.com',
      name: 'Thabo Mokoena',
      email_verified: true,
    })
    const [user, ...others] = await t.database.db.select().from(users)
    expect(others).toHaveLength(0)
    expect(user).toMatchObject({ googleSub: 'google-1', passwordHash: null, phoneNumber: null })
    expect(await t.database.db.select().from(studentProfiles)).toHaveLength(0)
    expect(await t.database.db.select().from(guardianConsents)).toHaveLength(0)
    expect(await t.database.db.select().from(sessions)).toHaveLength(1)
    // What the squatter paid or sent stays for the office, no longer the account's.
    const [giftAfter] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, gift!.id))
    expect(giftAfter!.userId).toBeNull()
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/students/status',
      headers: { cookie: sessionCookie(owner) },
    })
    expect(status.json()).toEqual({
      is_student: false,
      email_verified: true,
      guardian_consent_pending: false,
      guardian_consented_at: null,
    })
  })

  it("never lets the squatter of a listed administrator's address hold an admin session", async () => {
    provider.state.account = {
      sub: 'google-principal',
      email: LISTED_ADMIN,
      email_verified: true,
      name: 'Principal Owner',
    }
    expect((await registerWithPassword(LISTED_ADMIN)).statusCode).toBe(201)
    const squatter = sessionCookie(await login(LISTED_ADMIN))
    expect((await me(squatter)).json()).toMatchObject({ role: 'student', email_verified: false })

    const owner = await exchange(await authorize())
    expect(owner.statusCode).toBe(200)
    expect(owner.json().user).toMatchObject({ role: 'admin', email_verified: true })

    expect((await me(squatter)).statusCode).toBe(401)
    const overview = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie } })
    expect((await overview(squatter)).statusCode).toBe(401)
    expect((await login(LISTED_ADMIN)).statusCode).toBe(401)
    expect((await me(sessionCookie(owner))).json()).toMatchObject({ role: 'admin' })
    expect((await overview(sessionCookie(owner))).statusCode).toBe(200)
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
