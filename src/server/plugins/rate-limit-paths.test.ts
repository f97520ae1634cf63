import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createStudent } from '#tests/support/students.ts'

// A limit is decided by the route that answers, never by how the caller spelled its
// address: an encoded letter reaches the same route and is counted as it; a doubled or
// trailing slash reaches no route at all.

const MAX = 2
const NIL = '00000000-0000-4000-8000-000000000000'
const limitedRoutes = [
  '/api/auth/register',
  '/api/auth/login',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/resend-verification',
  '/api/guardian-consent',
  '/api/sessions',
  '/api/newsletter/subscribe',
  '/api/newsletter/confirm',
  '/api/newsletter/unsubscribe',
  '/api/free-consultations',
  '/api/contact-messages',
  '/api/school-bookings',
  '/api/teacher-workshops',
  '/api/tutor-applications',
  '/api/video-orders',
  '/api/donations',
  '/api/partnerships',
  '/api/payment-intents',
  `/api/payment-intents/${NIL}/confirm`,
  '/api/quotes/an-unknown-quote-link/accept',
  '/api/quotes/an-unknown-quote-link/decline',
]

const encodeLast = (path: string) =>
  path.slice(0, -1) + `%${path.charCodeAt(path.length - 1).toString(16)}`
/** Spellings the router decodes to the same route. */
const sameRoute = (path: string) => [path.replace('/api/', '/%61pi/'), encodeLast(path)]
/** Spellings no route serves. */
const noRoute = (path: string) => [`/${path}`, path.replace('/api/', '/api//'), `${path}/`]

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_RATE_LIMIT_MAX: String(MAX),
    PUBLIC_FORM_RATE_LIMIT_MAX: String(MAX),
    LOGIN_ACCOUNT_RATE_LIMIT_MAX: '1000',
  })
})
afterAll(async () => t.close())

let client = 0
describe('limits decided by the matched route', () => {
  it.each(limitedRoutes)('counts every spelling of POST %s', async (path) => {
    const remoteAddress = `10.9.${Math.floor(++client / 250)}.${client % 250}`
    const student = await createStudent(t)
    // Signed in, so the routes for members get as far as their limit.
    const headers = { cookie: student.cookie }
    const post = (url: string) =>
      t.request({ method: 'POST', url, payload: {}, remoteAddress, headers })
    // The allowance is spent through encoded spellings alone...
    for (const url of sameRoute(path)) expect((await post(url)).statusCode, url).not.toBe(429)
    // ...so the plain address is refused, and so is every other spelling.
    const plain = await post(path)
    expect(plain.statusCode, plain.body).toBe(429)
    for (const url of sameRoute(path)) expect((await post(url)).statusCode, url).toBe(429)
    for (const url of noRoute(path)) expect([404, 429], url).toContain((await post(url)).statusCode)
  })

  it('reads the session only for API routes, by the route and not the raw URL', async () => {
    const res = await t.request({ method: 'GET', url: '/%61pi/users/me' })
    expect(res.statusCode).toBe(401)
  })
})
