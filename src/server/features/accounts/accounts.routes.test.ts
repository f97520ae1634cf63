import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  accountMessages,
  apiMessages,
  registrationMessages,
  verifyEmailMessages,
} from '#shared/messages.ts'
import {
  accountTokens,
  guardianConsents,
  outboxEmails,
  studentProfiles,
  users,
} from '#server/db/schema.ts'
import { hashPassword } from '#server/features/accounts/passwords.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { linkIn, queuedEmails } from '#tests/support/outbox.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    ADMIN_EMAILS: 'boss@example.com',
    LOGIN_ACCOUNT_RATE_LIMIT_MAX: '1000',
    LOGIN_RATE_LIMIT_MAX: '1000',
  })
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.database.db.delete(outboxEmails)
  await t.database.db.delete(users)
})

const student = (overrides: Record<string, string> = {}) => ({
  name: 'Naledi Dlamini',
  email: 'Naledi@Example.com',
  password: 'Maths2026!',
  confirmPassword: 'Maths2026!',
  phone_number: '082 555 0101',
  student_category: 'university',
  student_level: 'First Year',
  ...overrides,
})
const register = (body: unknown) => t.post('/api/auth/register', body)
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers })
const cookieFrom = (res: { cookies: { name: string; value: string }[] }) => {
  const cookie = res.cookies.find((c) => c.name === t.config.sessions.cookieName)
  if (!cookie) throw new Error('no session cookie')
  return `${cookie.name}=${cookie.value}`
}
const tokenIn = async (kind: string, page: string) => {
  const email = (await queuedEmails(t.database.db)).filter((e) => e.kind === kind).at(-1)
  if (!email) throw new Error(`no ${kind} email`)
  return new URL(linkIn(email.textBody, `${t.config.publicUrl}${page}`)).searchParams.get('token')!
}
const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })

describe('POST /api/auth/register', () => {
  it('creates the user and the student profile and queues the verification email and the business notification', async () => {
    const res = await register(student())
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      user: {
        email: 'naledi@example.com',
        name: 'Naledi Dlamini',
        role: 'student',
        roles: ['student'],
        tutor_id: null,
        email_verified: false,
      },
      message: accountMessages.registered,
    })
    expect(res.cookies).toHaveLength(0)
    const [user] = await t.database.db.select().from(users)
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    const [profile] = await t.database.db.select().from(studentProfiles)
    expect(profile).toMatchObject({
      userId: user!.id,
      studentCategory: 'university',
      studentLevel: 'First Year',
    })
    const emails = await queuedEmails(t.database.db)
    expect(emails.map((e) => [e.kind, e.toAddress]).sort()).toEqual([
      ['account.registered.business', t.config.mail.businessInbox],
      ['account.verify_email', 'naledi@example.com'],
    ])
  })

  it('runs the eight checks in the spec order and reports the first failure', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ name: ' ', email: '', password: '' }, registrationMessages.nameRequired],
      [{ email: '', password: '' }, registrationMessages.emailRequired],
      [{ email: 'not-an-email', password: '' }, registrationMessages.emailInvalid],
      [{ password: 'Ab1', confirmPassword: 'x' }, registrationMessages.passwordTooShort],
      [{ password: 'alllowercase1', confirmPassword: 'x' }, registrationMessages.passwordTooWeak],
      [
        { confirmPassword: 'Maths2026?', student_category: '' },
        registrationMessages.passwordsDontMatch,
      ],
      [{ student_category: '', student_level: '' }, registrationMessages.categoryRequired],
      [{ student_level: 'Grade 9' }, registrationMessages.levelRequired],
    ]
    for (const [overrides, message] of cases) {
      const res = await register(student(overrides))
      expect(res.statusCode, message).toBe(400)
      expect(res.json().error).toBe(message)
    }
    expect(await t.database.db.select().from(users)).toHaveLength(0)
    expect(await queuedEmails(t.database.db)).toHaveLength(0)
  })

  it('refuses a taken email whatever its case, and changes nothing', async () => {
    await register(student())
    const res = await register(student({ email: 'NALEDI@example.COM', name: 'Someone Else' }))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ error: accountMessages.emailTaken })
    expect(await t.database.db.select().from(users)).toHaveLength(1)
  })

  it('refuses one of the most common passwords', async () => {
    const res = await register(student({ password: 'Password123', confirmPassword: 'Password123' }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: accountMessages.commonPassword,
      fields: { password: accountMessages.commonPassword },
    })
  })

  it('accepts a 64-character passphrase and signs in with it', async () => {
    const long = `Correct horse battery staple 42 ${'x'.repeat(32)}`
    expect(long).toHaveLength(64)
    expect((await register(student({ password: long, confirmPassword: long }))).statusCode).toBe(
      201,
    )
    expect((await login('naledi@example.com', long)).statusCode).toBe(200)
  })

  it('asks a high-school student for a guardian and emails the guardian a consent link (D23)', async () => {
    const minor = student({ student_category: 'high_school', student_level: 'Grade 10' })
    expect((await register(minor)).json().error).toBe("Please enter your parent or guardian's name")
    const res = await register({
      ...minor,
      guardian_name: 'Mrs Dlamini',
      guardian_email: 'Parent@Example.com',
    })
    expect(res.statusCode).toBe(201)
    const [consent] = await t.database.db.select().from(guardianConsents)
    expect(consent).toMatchObject({
      guardianName: 'Mrs Dlamini',
      guardianEmail: 'parent@example.com',
      consentedAt: null,
    })
    const guardianEmail = (await queuedEmails(t.database.db)).find(
      (e) => e.kind === 'account.guardian_consent',
    )
    expect(guardianEmail?.toAddress).toBe('parent@example.com')

    // A resent verification says booking waits for the consent, until it is given.
    const cookie = cookieFrom(await login('naledi@example.com', 'Maths2026!'))
    const resend = async () => {
      await t.request({ method: 'POST', url: '/api/auth/resend-verification', headers: { cookie } })
      const mails = await queuedEmails(t.database.db)
      return mails.filter((e) => e.kind === 'account.verify_email').at(-1)!.textBody
    }
    expect(await resend()).toContain('opens once your parent or guardian has given their consent')
    await t.database.db.update(guardianConsents).set({ consentedAt: new Date() })
    expect(await resend()).toContain('unlock booking tutoring sessions')
  })

  it("a minor's verified link says booking still waits for the guardian, until they consent", async () => {
    const minor = (email: string) =>
      student({
        email,
        student_category: 'high_school',
        student_level: 'Grade 10',
        guardian_name: 'Mrs Dlamini',
        guardian_email: 'parent@example.com',
      })
    const verify = async () => {
      const token = await tokenIn('account.verify_email', '/verify-email')
      return (await t.app.inject({ method: 'GET', url: `/api/verify-email/${token}` })).json()
    }
    await register(minor('naledi@example.com'))
    expect(await verify()).toMatchObject({
      email: 'naledi@example.com',
      awaiting_guardian_consent: true,
    })
    await register(minor('thabo@example.com'))
    await t.database.db.update(guardianConsents).set({ consentedAt: new Date() })
    expect(await verify()).toMatchObject({
      email: 'thabo@example.com',
      awaiting_guardian_consent: false,
    })
  })
})

describe('email verification', () => {
  it('verifies once with the emailed link; reuse, unknown and expired links each say why', async () => {
    await register(student())
    const token = await tokenIn('account.verify_email', '/verify-email')
    const ok = await t.app.inject({ method: 'GET', url: `/api/verify-email/${token}` })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({
      message: verifyEmailMessages.verified,
      email: 'naledi@example.com',
      awaiting_guardian_consent: false,
    })
    const [user] = await t.database.db.select().from(users)
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date)

    const reused = await t.app.inject({ method: 'GET', url: `/api/verify-email/${token}` })
    expect([reused.statusCode, reused.json().error]).toEqual([
      410,
      accountMessages.verificationUsed,
    ])
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/verify-email/${'z'.repeat(43)}`,
    })
    expect([unknown.statusCode, unknown.json().error]).toEqual([
      404,
      accountMessages.verificationInvalid,
    ])

    await t.post('/api/auth/forgot-password', { email: 'naledi@example.com' })
    await register(student({ email: 'late@example.com' }))
    const late = await tokenIn('account.verify_email', '/verify-email')
    await t.database.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 minute'` })
    const expired = await t.app.inject({ method: 'GET', url: `/api/verify-email/${late}` })
    expect([expired.statusCode, expired.json().error]).toEqual([
      410,
      accountMessages.verificationExpired,
    ])
  })

  it('stores tokens only as hashes', async () => {
    await register(student())
    const token = await tokenIn('account.verify_email', '/verify-email')
    const rows = await t.database.db.select().from(accountTokens)
    expect(rows.some((r) => r.tokenHash === token)).toBe(false)
  })

  it('grants the administrator role to a listed email once it is verified (D11)', async () => {
    await register(student({ email: 'boss@example.com' }))
    const res = await login('boss@example.com', 'Maths2026!')
    expect(res.json().user.role).toBe('student')
    await t.app.inject({
      method: 'GET',
      url: `/api/verify-email/${await tokenIn('account.verify_email', '/verify-email')}`,
    })
    expect((await me(cookieFrom(res))).json().role).toBe('admin')
  })

  it('resends the verification email to a signed-in unverified user only', async () => {
    await register(student())
    const cookie = cookieFrom(await login('naledi@example.com', 'Maths2026!'))
    const first = await tokenIn('account.verify_email', '/verify-email')
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: { cookie },
    })
    expect(res.json()).toEqual({ message: accountMessages.verificationSent })
    const second = await tokenIn('account.verify_email', '/verify-email')
    expect(second).not.toBe(first)
    // The newest link replaces the older one.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/verify-email/${first}` })).statusCode,
    ).toBe(410)
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode,
    ).toBe(401)
  })
})

describe('login, sessions and logout', () => {
  beforeEach(async () => {
    await register(student())
  })

  it('gives one generic message for a wrong password and an unknown email', async () => {
    for (const [email, password] of [
      ['naledi@example.com', 'Wrong2026!'],
      ['nobody@example.com', 'Maths2026!'],
    ]) {
      const res = await login(email!, password!)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: accountMessages.invalidCredentials })
    }
  })

  it('signs in with an HttpOnly SameSite=Lax cookie that names a server-side session', async () => {
    const res = await login(' NALEDI@example.com ', 'Maths2026!')
    expect(res.statusCode).toBe(200)
    const cookie = res.cookies.find((c) => c.name === 'session')!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie.value.length).toBeGreaterThanOrEqual(43)
    const who = await me(cookieFrom(res))
    expect(who.json()).toMatchObject({
      email: 'naledi@example.com',
      role: 'student',
      roles: ['student'],
      tutor_id: null,
      email_verified: false,
    })
  })

  it('ends the session server-side on logout: the old cookie no longer works', async () => {
    const cookie = cookieFrom(await login('naledi@example.com', 'Maths2026!'))
    const out = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } })
    expect(out.json()).toEqual({ message: accountMessages.signedOut })
    expect((await me(cookie)).statusCode).toBe(401)
  })

  it('signs out only at our own pages’ request, never at another site’s', async () => {
    const cookie = cookieFrom(await login('naledi@example.com', 'Maths2026!'))
    const logout = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie, ...headers } })
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page.html' },
    ]
    for (const headers of foreign) {
      const res = await logout(headers)
      expect(res.statusCode, JSON.stringify(headers)).toBe(403)
      expect(res.json()).toEqual({ error: apiMessages.forbiddenOrigin })
      // Nothing cleared (the signed-in hint this cookie lacked may be added).
      expect(res.cookies.filter((c) => c.value === '')).toHaveLength(0)
      expect((await me(cookie)).statusCode).toBe(200)
    }
    const ours = await logout({
      'sec-fetch-site': 'same-origin',
      referer: 'http://localhost:3000/dashboard',
    })
    expect(ours.statusCode).toBe(200)
    expect((await me(cookie)).statusCode).toBe(401)
  })

  it('refuses a login posted from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'naledi@example.com', password: 'Maths2026!' },
    })
    expect(res.statusCode).toBe(403)
  })

  it('ends sessions that were idle too long', async () => {
    const cookie = cookieFrom(await login('naledi@example.com', 'Maths2026!'))
    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '400 days'`)
    expect((await me(cookie)).statusCode).toBe(401)
  })
})

describe('login rate limits (D12)', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '4', LOGIN_ACCOUNT_RATE_LIMIT_MAX: '3' })
  })
  afterAll(async () => limited.close())
  const attempt = (email: string, ip: string, forwardedFor?: string) =>
    limited.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Wrong2026!' },
      remoteAddress: ip,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })

  it('limits one account however many addresses the guesses come from', async () => {
    for (let i = 1; i <= 3; i++)
      expect((await attempt('target@example.com', `10.1.0.${i}`)).statusCode).toBe(401)
    const res = await attempt('target@example.com', '10.1.0.99')
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBeDefined()
    expect(res.json()).toEqual({ error: accountMessages.tooManyAttempts })
  })

  it('counts only failed sign-ins against an account: many devices signing in are never locked out', async () => {
    await limited.database.db.insert(users).values({
      email: 'many-devices@example.com',
      name: 'Thabo',
      passwordHash: await hashPassword('Maths2026!'),
    })
    const signIn = (password: string, ip: string) =>
      limited.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'many-devices@example.com', password },
        remoteAddress: ip,
      })
    for (let i = 1; i <= 6; i++)
      expect((await signIn('Maths2026!', `10.3.0.${i}`)).statusCode).toBe(200)
    for (let i = 1; i <= 3; i++)
      expect((await signIn('Wrong2026!', `10.3.1.${i}`)).statusCode).toBe(401)
    // Three wrong passwords lock the account for the window, even for the right one.
    expect((await signIn('Maths2026!', '10.3.2.1')).statusCode).toBe(429)
  })

  it('limits one address across accounts, and X-Forwarded-For does not dodge it', async () => {
    for (let i = 1; i <= 4; i++) await attempt(`user${i}@example.com`, '10.2.0.1', `203.0.113.${i}`)
    expect((await attempt('user9@example.com', '10.2.0.1', '203.0.113.50')).statusCode).toBe(429)
  })
})

describe('forgot and reset password (D9)', () => {
  beforeEach(async () => {
    await register(student())
  })

  it('answers the same whether or not the email has an account', async () => {
    const known = await t.post('/api/auth/forgot-password', { email: 'naledi@example.com' })
    const unknown = await t.post('/api/auth/forgot-password', { email: 'nobody@example.com' })
    expect(known.json()).toEqual({ message: accountMessages.resetRequested })
    expect(unknown.json()).toEqual(known.json())
    const resets = (await queuedEmails(t.database.db)).filter(
      (e) => e.kind === 'account.reset_password',
    )
    expect(resets.map((e) => e.toAddress)).toEqual(['naledi@example.com'])
  })

  it('sets a new password once with the link and ends every session', async () => {
    const cookie = cookieFrom(await login('naledi@example.com', 'Maths2026!'))
    await t.post('/api/auth/forgot-password', { email: 'naledi@example.com' })
    const token = await tokenIn('account.reset_password', '/reset-password')
    const body = { token, password: 'NewMaths2027!', confirmPassword: 'NewMaths2027!' }
    const res = await t.post('/api/auth/reset-password', body)
    expect(res.json()).toEqual({ message: accountMessages.resetDone })
    expect((await me(cookie)).statusCode).toBe(401)
    expect((await login('naledi@example.com', 'Maths2026!')).statusCode).toBe(401)
    expect((await login('naledi@example.com', 'NewMaths2027!')).statusCode).toBe(200)
    const again = await t.post('/api/auth/reset-password', body)
    expect([again.statusCode, again.json().error]).toEqual([410, accountMessages.resetInvalid])
  })

  it('applies the registration password rules to the new password', async () => {
    await t.post('/api/auth/forgot-password', { email: 'naledi@example.com' })
    const token = await tokenIn('account.reset_password', '/reset-password')
    const res = await t.post('/api/auth/reset-password', {
      token,
      password: 'short',
      confirmPassword: 'short',
    })
    expect(res.json().error).toBe(registrationMessages.passwordTooShort)
  })

  it('expires the reset link after an hour', async () => {
    await t.post('/api/auth/forgot-password', { email: 'naledi@example.com' })
    const token = await tokenIn('account.reset_password', '/reset-password')
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.purpose, 'reset_password'))
    const res = await t.post('/api/auth/reset-password', {
      token,
      password: 'NewMaths2027!',
      confirmPassword: 'NewMaths2027!',
    })
    expect(res.statusCode).toBe(410)
  })
})

describe('guardian consent (D23) and student status (D13)', () => {
  it('keeps a minor from booking until the guardian consents, and records who, when and from where', async () => {
    await register(
      student({
        student_category: 'high_school',
        student_level: 'Grade 11',
        guardian_name: 'Mr Dlamini',
        guardian_email: 'dad@example.com',
      }),
    )
    const cookie = cookieFrom(await login('naledi@example.com', 'Maths2026!'))
    const status = () =>
      t.app.inject({ method: 'GET', url: '/api/students/status', headers: { cookie } })
    expect((await status()).json()).toEqual({
      is_student: true,
      email_verified: false,
      guardian_consent_pending: true,
      guardian_consented_at: null,
    })

    const resent = await t.request({
      method: 'POST',
      url: '/api/auth/resend-guardian-consent',
      headers: { cookie },
    })
    expect(resent.statusCode).toBe(200)
    const first = await tokenIn('account.guardian_consent', '/guardian-consent')
    const resent2 = await t.request({
      method: 'POST',
      url: '/api/auth/resend-guardian-consent',
      headers: { cookie },
    })
    expect(resent2.statusCode).toBe(200)
    const token = await tokenIn('account.guardian_consent', '/guardian-consent')
    // The page names the learner before the guardian decides; reading changes nothing.
    const peek = (link: string) =>
      t.app.inject({ method: 'GET', url: `/api/guardian-consent/${link}` })
    for (let i = 0; i < 2; i += 1) {
      const before = await peek(token)
      expect([before.statusCode, before.json()]).toEqual([
        200,
        { learner_name: 'Naledi Dlamini', student_level: 'Grade 11', consented_at: null },
      ])
    }
    // A link replaced by a newer one, and one never sent, are refused.
    expect((await peek(first)).statusCode).toBe(410)
    expect((await peek('z'.repeat(43))).statusCode).toBe(404)

    const res = await t.request({
      method: 'POST',
      url: '/api/guardian-consent',
      payload: { token },
      remoteAddress: '198.51.100.7',
    })
    expect(res.statusCode).toBe(200)
    // The learner hears at once, in fixed words (decision 007).
    const told = (await queuedEmails(t.database.db)).filter(
      (e) => e.kind === 'account.guardian_consented',
    )
    expect(told.map((e) => e.toAddress)).toEqual(['naledi@example.com'])
    expect(told[0]!.textBody).toContain('you can now book and pay for tutoring sessions')
    // Opened again after consenting, the link says it was given.
    expect((await peek(token)).json().consented_at).toEqual(expect.any(String))
    const [consent] = await t.database.db.select().from(guardianConsents)
    expect(consent!.consentedAt).toBeInstanceOf(Date)
    expect(consent).toMatchObject({
      guardianEmail: 'dad@example.com',
      consentedFromIp: '198.51.100.7',
    })
    expect((await status()).json()).toMatchObject({
      guardian_consent_pending: false,
      guardian_consented_at: expect.any(String),
    })
    expect((await t.post('/api/guardian-consent', { token })).statusCode).toBe(410)
    // Only one mail to the learner, however often the link is pressed.
    const mails = await queuedEmails(t.database.db)
    expect(mails.filter((e) => e.kind === 'account.guardian_consented')).toHaveLength(1)
  })

  it('answers 401 to a visitor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/students/status' })).statusCode).toBe(
      401,
    )
  })
})
