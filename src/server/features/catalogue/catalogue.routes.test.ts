import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { libraryFiles, mathematicsModules, tutors } from '#server/db/schema.ts'
import { TEST_CLOCK_HEADER } from '#server/plugins/test-clock.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createStudent, createTutor, type TestStudent } from '#tests/support/students.ts'
import { eventually } from '#tests/support/eventually.ts'

// Issue 23: the catalogue from memory — the same bytes the route sends, an ETag and 304,
// dropped by every write however it is made, on every instance.

let t: TestApp
let other: TestApp
let member: TestStudent
let base: string
let otherBase: string
beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK: 'true' })
  // A second instance on the same database: it hears of writes only through the database.
  other = await createTestApp({}, { database: t.database })
  member = await createStudent(t)
  base = await listen(t)
  otherBase = await listen(other)
})
afterAll(async () => {
  await other.close()
  await t.close()
})
beforeEach(async () => {
  await t.database.db.delete(tutors)
  await t.database.db.delete(libraryFiles)
})

async function listen(app: TestApp): Promise<string> {
  await app.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`
}

const names = async (url: string, init?: RequestInit) =>
  ((await (await fetch(url, init)).json()) as { name: string }[]).map((tutor) => tutor.name)

describe('catalogue reads', () => {
  it('answers from memory with the headers Fastify sends, an ETag, and 304 when unchanged', async () => {
    await createTutor(t.database.db, { name: 'Naledi Dlamini' })
    const first = await fetch(`${base}/api/tutors`)
    // The second is the fast path's: the entry is stored and the headers captured.
    const second = await fetch(`${base}/api/tutors`)
    expect(await second.text()).toBe(await first.text())
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'content-type',
      'etag',
    ]) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name))
    }
    expect(second.headers.get('cache-control')).toBe('no-cache')
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))

    const etag = second.headers.get('etag') as string
    const unchanged = await fetch(`${base}/api/tutors`, { headers: { 'if-none-match': etag } })
    expect(unchanged.status).toBe(304)
    expect(await unchanged.text()).toBe('')
    const viaFastify = await t.request({
      method: 'GET',
      url: '/api/tutors',
      headers: { 'if-none-match': etag },
    })
    expect(viaFastify.statusCode).toBe(304)
  })

  it('compresses a large list for a client that accepts it, the same bytes decoded', async () => {
    for (let i = 0; i < 8; i++) await createTutor(t.database.db, { name: `Tutor ${i}` })
    const plain = await t.request({ method: 'GET', url: '/api/tutors' })
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${base}/api/tutors`, { headers: { 'accept-encoding': encoding } })
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(res.headers.get('vary')).toBe('accept-encoding')
      expect(await res.text()).toBe(plain.body)
    }
  })

  it('drops the list when the database changes, on this instance and on another one', async () => {
    const tutor = await createTutor(t.database.db, { name: 'Naledi Dlamini' })
    expect(await names(`${base}/api/tutors`)).toEqual(['Naledi Dlamini'])
    expect(await names(`${otherBase}/api/tutors`)).toEqual(['Naledi Dlamini'])
    expect(await names(`${otherBase}/api/tutors`)).toEqual(['Naledi Dlamini'])

    // A write no request of either instance made (a sweeper, the admin command, SQL).
    await t.database.db
      .update(tutors)
      .set({ name: 'Naledi M. Dlamini' })
      .where(eq(tutors.id, tutor.id))
    for (const url of [base, otherBase]) {
      await eventually(async () => {
        expect(await names(`${url}/api/tutors`)).toEqual(['Naledi M. Dlamini'])
        const one = (await (await fetch(`${url}/api/tutors/${tutor.id}`)).json()) as {
          name: string
        }
        expect(one.name).toBe('Naledi M. Dlamini')
      })
    }
    await t.database.db.update(tutors).set({ isActive: false }).where(eq(tutors.id, tutor.id))
    await eventually(async () => {
      expect((await fetch(`${otherBase}/api/tutors/${tutor.id}`)).status).toBe(404)
    })
  })

  it('drops the modules, announcements and library on their writes too', async () => {
    const modules = async (url: string) =>
      ((await (await fetch(`${url}/api/mathematics-modules`)).json()) as { name: string }[]).map(
        (module) => module.name,
      )
    const before = await modules(otherBase)
    await modules(otherBase)
    await t.database.db
      .update(mathematicsModules)
      .set({ isActive: false })
      .where(eq(mathematicsModules.name, before[0] as string))
    await eventually(async () => expect(await modules(otherBase)).toEqual(before.slice(1)))
    await t.database.db
      .update(mathematicsModules)
      .set({ isActive: true })
      .where(eq(mathematicsModules.name, before[0] as string))

    const files = async (url: string) =>
      ((await (await fetch(url)).json()) as { total: number }).total
    const page = `${otherBase}/api/library/files?category=Study%20Guides`
    expect(await files(page)).toBe(0)
    expect(await files(page)).toBe(0)
    await t.database.db.insert(libraryFiles).values({
      originalFilename: 'Functions.pdf',
      category: 'Study Guides',
      storageKey: `catalogue-test-${Date.now()}`,
      fileSize: 10,
      contentType: 'application/pdf',
    })
    await eventually(async () => expect(await files(page)).toBe(1))
  })

  it('keeps a member’s library page and announcements their own', async () => {
    await t.database.db.insert(libraryFiles).values({
      originalFilename: 'Mine.pdf',
      storageKey: `catalogue-member-${Date.now()}`,
      fileSize: 10,
      contentType: 'application/pdf',
      uploadedBy: member.id,
    })
    const visitor = await fetch(`${base}/api/library/files`)
    await fetch(`${base}/api/library/files`)
    const signedIn = await fetch(`${base}/api/library/files`, {
      headers: { cookie: member.cookie },
    })
    expect(
      ((await visitor.json()) as { files: { can_delete: boolean }[] }).files[0]?.can_delete,
    ).toBe(false)
    expect(
      ((await signedIn.json()) as { files: { can_delete: boolean }[] }).files[0]?.can_delete,
    ).toBe(true)
    expect(signedIn.headers.get('cache-control')).toBe('no-store')

    const memberNews = await fetch(`${base}/api/announcements`, {
      headers: { cookie: member.cookie },
    })
    expect(memberNews.headers.get('cache-control')).toBe('private, no-cache')
  })

  it('leaves what it cannot answer exactly to the route: a bad query, a test clock ahead', async () => {
    await fetch(`${base}/api/library/files`)
    for (const query of ['?page=0', '?page=1&page=2', '?category=Nonsense']) {
      expect((await fetch(`${base}/api/library/files${query}`)).status, query).toBe(400)
    }
    await createTutor(t.database.db, { name: 'Naledi Dlamini' })
    await fetch(`${base}/api/tutors`)
    const ahead = await fetch(`${base}/api/tutors`, { headers: { [TEST_CLOCK_HEADER]: '60000' } })
    expect(ahead.status).toBe(200)
    expect(ahead.headers.get('x-ratelimit-limit')).not.toBeNull()
  })
})
