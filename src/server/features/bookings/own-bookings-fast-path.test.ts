import type { AddressInfo } from 'node:net'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mathematicsModules } from '#server/db/schema.ts'
import { SIGNED_IN_HINT_COOKIE } from '#shared/session-hint.ts'
import { TEST_CLOCK_HEADER } from '#server/plugins/test-clock.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { insertBookings, type StoredBookingValues } from '#tests/support/bookings.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'
import { eventually } from '#tests/support/eventually.ts'

// Issue 23: a student's `GET /api/bookings` answered past Fastify — the same bytes and
// headers, the same session rules and rate limit — and everything it does not decide itself
// left to Fastify. Over real HTTP: `inject()` never meets the node:http handler.

const HOUR = 3_600_000
const apps: TestApp[] = []
afterAll(async () => {
  for (const app of apps) await app.close()
})

async function started(env: Record<string, string> = {}, overrides = {}) {
  const t = await createTestApp(env, overrides)
  apps.push(t)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return { t, base: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` }
}

/** As a browser signed in by the login sends its cookies: the session and the hint. */
const browserCookies = (student: TestStudent) => `${student.cookie}; ${SIGNED_IN_HINT_COOKIE}=1`

async function withBookings(t: TestApp, count: number): Promise<TestStudent> {
  const student = await createStudent(t)
  const [module] = await t.database.db.select().from(mathematicsModules).limit(1)
  const rows: StoredBookingValues[] = Array.from({ length: count }, (_, i) => ({
    userId: student.id,
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'bank_transfer',
    amountCents: 25_000,
    scheduledAt: new Date(Date.now() + (48 + 2 * i) * HOUR),
    preferredDate: '2026-12-20',
    preferredTime: '10:00',
    durationMinutes: 60,
    sessionType: 'one_to_one',
    packageType: '1_hour',
    mathematicsModuleId: module!.id,
    meetingPlatform: 'google_meet',
    meetingAim: 'Calculus revision, chapter by chapter, with worked examples',
  }))
  await insertBookings(t.database.db, rows)
  return student
}

/** Headers that differ between any two answers, whoever sends them. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
function comparable(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {}
  headers.forEach((value, name) => {
    if (!PER_ANSWER.has(name)) kept[name] = value
  })
  return kept
}

describe('GET /api/bookings past Fastify', () => {
  let t: TestApp
  let base: string
  beforeAll(async () => {
    ;({ t, base } = await started({ TEST_CLOCK: 'true' }))
  })

  it('answers with the bytes and headers Fastify sent, and counts the same rate limit', async () => {
    const student = await withBookings(t, 2)
    const headers = { cookie: browserCookies(student) }
    const before = t.app.ownBookingsFastPath.answered
    const first = await fetch(`${base}/api/bookings`, { headers })
    const second = await fetch(`${base}/api/bookings`, { headers })
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(t.app.ownBookingsFastPath.answered).toBe(before + 1)
    const body = await second.text()
    expect(body).toBe(await first.text())
    expect(JSON.parse(body)).toHaveLength(2)
    expect(comparable(second.headers)).toEqual(comparable(first.headers))
    expect(second.headers.get('cache-control')).toBe('no-store')
    expect(second.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
    expect(Number(second.headers.get('x-ratelimit-remaining'))).toBe(
      Number(first.headers.get('x-ratelimit-remaining')) - 1,
    )
  })

  it('compresses a long list for a browser that accepts brotli', async () => {
    const student = await withBookings(t, 12)
    const headers = { cookie: browserCookies(student), 'accept-encoding': 'gzip, br' }
    const plain = await (await fetch(`${base}/api/bookings`, { headers })).text()
    const before = t.app.ownBookingsFastPath.answered
    const raw = await rawGet(`${base}/api/bookings`, headers)
    expect(t.app.ownBookingsFastPath.answered).toBe(before + 1)
    expect(raw.headers['content-encoding']).toBe('br')
    expect(raw.headers.vary).toBe('accept-encoding')
    expect(brotliDecompressSync(raw.body).toString()).toBe(plain)
  })

  it('leaves to Fastify a signed-out or ended session, a missing hint and a test clock', async () => {
    const student = await withBookings(t, 1)
    await fetch(`${base}/api/bookings`, { headers: { cookie: browserCookies(student) } })
    const before = t.app.ownBookingsFastPath.answered

    const noHint = await fetch(`${base}/api/bookings`, { headers: { cookie: student.cookie } })
    expect(noHint.status).toBe(200)
    // Fastify's answer sets the hint the browser lacked.
    expect(noHint.headers.getSetCookie().join()).toContain(`${SIGNED_IN_HINT_COOKIE}=1`)

    const clock = await fetch(`${base}/api/bookings`, {
      headers: { cookie: browserCookies(student), [TEST_CLOCK_HEADER]: new Date().toISOString() },
    })
    expect(clock.status).toBe(200)

    const unknown = await fetch(`${base}/api/bookings`, {
      headers: {
        cookie: `${t.config.sessions.cookieName}=no-such-session; ${SIGNED_IN_HINT_COOKIE}=1`,
      },
    })
    expect(unknown.status).toBe(401)
    expect(unknown.headers.getSetCookie().join()).toContain(`${SIGNED_IN_HINT_COOKIE}=;`)

    // A sign-out counts at once: the next read with the old cookie is refused.
    const logout = await fetch(`${base}/api/logout`, {
      headers: { cookie: browserCookies(student) },
    })
    expect(logout.ok).toBe(true)
    const after = await fetch(`${base}/api/bookings`, {
      headers: { cookie: browserCookies(student) },
    })
    expect(after.status).toBe(401)
    expect(t.app.ownBookingsFastPath.answered).toBe(before)
  })
})

describe('the fast path and other instances, limits and proxies', () => {
  it('refuses a session ended on another instance as soon as it hears of it', async () => {
    const { t, base } = await started()
    const { base: otherBase } = await started({}, { database: t.database })
    const student = await withBookings(t, 1)
    const headers = { cookie: browserCookies(student) }
    for (const url of [base, otherBase, otherBase]) {
      expect((await fetch(`${url}/api/bookings`, { headers })).status).toBe(200)
    }
    expect((await fetch(`${base}/api/logout`, { headers })).ok).toBe(true)
    // On PostgreSQL the other instance hears of it a moment later, through the database.
    await eventually(async () => {
      expect((await fetch(`${otherBase}/api/bookings`, { headers })).status).toBe(401)
    })
  })

  it('shares the per-client limit with Fastify, client by client behind a trusted proxy', async () => {
    const { t, base } = await started({ RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' })
    const student = await withBookings(t, 1)
    const from = (address: string) => ({
      cookie: browserCookies(student),
      'x-forwarded-for': address,
    })
    const statuses = async (address: string, times: number) => {
      const seen: number[] = []
      for (let i = 0; i < times; i++) {
        seen.push((await fetch(`${base}/api/bookings`, { headers: from(address) })).status)
      }
      return seen
    }
    const before = t.app.ownBookingsFastPath.answered
    expect(await statuses('198.51.100.7', 4)).toEqual([200, 200, 200, 429])
    // Another client behind the same proxy has its own count.
    expect(await statuses('203.0.113.9', 2)).toEqual([200, 200])
    // The first answer of all was Fastify's (it gave the headers), and so was the 429.
    expect(t.app.ownBookingsFastPath.answered).toBe(before + 4)
  })
})

/** A GET whose body is read as sent (fetch would decompress it). */
async function rawGet(url: string, headers: Record<string, string>) {
  const http = await import('node:http')
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
          )
        })
        .on('error', reject)
    },
  )
}
