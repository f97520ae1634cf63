import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createStudent } from '#tests/support/students.ts'
import { eventually } from '#tests/support/eventually.ts'

// Issue 23: who a session cookie belongs to is kept in memory after the first lookup, yet a
// sign-out, an ended session or a changed account counts at once on every instance.

let t: TestApp
let other: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // A second instance on the same database: it hears of changes only through the database.
  other = await createTestApp({}, { database: t.database })
})
afterAll(async () => {
  await other.close()
  await t.close()
})

const me = (app: TestApp, cookie: string) =>
  app.request({ method: 'GET', url: '/api/users/me', headers: { cookie } })

describe('signed-in sessions kept in memory', () => {
  it('ends a session everywhere at sign-out', async () => {
    const student = await createStudent(t)
    for (const app of [t, other]) expect((await me(app, student.cookie)).statusCode).toBe(200)
    const out = await t.request({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: student.cookie },
    })
    expect(out.statusCode).toBe(200)
    // At once on the instance that signed out.
    expect((await me(t, student.cookie)).statusCode).toBe(401)
    await eventually(async () => expect((await me(other, student.cookie)).statusCode).toBe(401))
  })

  it('answers a changed account at once, and a session ended by the database everywhere', async () => {
    const student = await createStudent(t)
    for (const app of [t, other]) expect((await me(app, student.cookie)).statusCode).toBe(200)
    await t.database.db
      .update(users)
      .set({ name: 'Renamed Student' })
      .where(eq(users.id, student.id))
    for (const app of [t, other]) {
      await eventually(async () =>
        expect((await me(app, student.cookie)).json().name).toBe('Renamed Student'),
      )
    }
    // A password reset or account deletion ends every session of the account.
    await t.database.db.delete(sessions).where(eq(sessions.userId, student.id))
    for (const app of [t, other]) {
      await eventually(async () => expect((await me(app, student.cookie)).statusCode).toBe(401))
    }
  })

  it('writes a session’s last use at most once in five minutes, not on every read', async () => {
    const student = await createStudent(t)
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '10 minutes' where user_id = ${student.id}`,
    )
    const lastSeen = async () => {
      const [row] = await t.database.db
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.userId, student.id))
      return row?.at.getTime() ?? 0
    }
    expect((await me(t, student.cookie)).statusCode).toBe(200)
    const touched = await lastSeen()
    expect(Date.now() - touched).toBeLessThan(60_000)
    for (let i = 0; i < 5; i++) expect((await me(t, student.cookie)).statusCode).toBe(200)
    expect(await lastSeen()).toBe(touched)
  })
})
