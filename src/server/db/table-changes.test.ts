import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tutoringSessions } from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createTutor } from '#tests/support/students.ts'

// Migrations 0028 and 0034: which writes tell every instance `table_changed`. A session
// without a tutor (a request the office has yet to give one) is no news for the tutors'
// catalogue; giving it a tutor, or a tutor's own session, is.

let t: TestApp
let heard: string[] = []
beforeAll(async () => {
  t = await createTestApp()
  t.app.tableChanges.subscribe({ onChange: (table) => heard.push(table), onTrust: () => {} })
})
afterAll(async () => t.close())

/** The tables whose change this instance heard of while `write` ran. */
async function tablesHeardDuring(write: () => Promise<unknown>): Promise<string[]> {
  // What was written before (the tutor) is heard of first.
  await t.app.tableChanges.sync()
  heard = []
  await write()
  await t.app.tableChanges.sync()
  return heard
}

const HOUR = 3_600_000
const sessionAt = (hours: number, tutorId: number | null) => ({
  tutorId,
  sessionType: 'one_to_one' as const,
  startsAt: new Date(Date.now() + hours * HOUR),
  endsAt: new Date(Date.now() + (hours + 1) * HOUR),
})

async function insertSession(hours: number, tutorId: number | null): Promise<string> {
  const [row] = await t.database.db
    .insert(tutoringSessions)
    .values(sessionAt(hours, tutorId))
    .returning()
  return row!.id
}

describe('table_changed for tutoring sessions', () => {
  it('stays quiet for a session without a tutor, and speaks once a tutor has it', async () => {
    const tutor = await createTutor(t.database.db)
    let id = ''
    expect(await tablesHeardDuring(async () => (id = await insertSession(48, null)))).toEqual([])
    expect(
      await tablesHeardDuring(() =>
        t.database.db
          .update(tutoringSessions)
          .set({ held: false })
          .where(eq(tutoringSessions.id, id)),
      ),
    ).toEqual([])
    // The office gives the request a tutor, then takes the tutor away again.
    for (const tutorId of [tutor.id, null]) {
      expect(
        await tablesHeardDuring(() =>
          t.database.db
            .update(tutoringSessions)
            .set({ tutorId })
            .where(eq(tutoringSessions.id, id)),
        ),
      ).toEqual(['tutoring_sessions'])
    }
    expect(
      await tablesHeardDuring(() =>
        t.database.db.delete(tutoringSessions).where(eq(tutoringSessions.id, id)),
      ),
    ).toEqual([])
  })

  it('speaks for a tutor’s session written, moved and removed', async () => {
    const tutor = await createTutor(t.database.db)
    let id = ''
    expect(await tablesHeardDuring(async () => (id = await insertSession(72, tutor.id)))).toEqual([
      'tutoring_sessions',
    ])
    expect(
      await tablesHeardDuring(() =>
        t.database.db
          .update(tutoringSessions)
          .set(sessionAt(96, tutor.id))
          .where(eq(tutoringSessions.id, id)),
      ),
    ).toEqual(['tutoring_sessions'])
    expect(
      await tablesHeardDuring(() =>
        t.database.db.delete(tutoringSessions).where(eq(tutoringSessions.id, id)),
      ),
    ).toEqual(['tutoring_sessions'])
  })
})

describe('sync', () => {
  it('resolves only once every write committed before the call is heard, while others wait too', async () => {
    await t.app.tableChanges.sync()
    heard = []
    const tutorsHeard = () => heard.filter((table) => table === 'tutors').length
    const waits: Promise<boolean>[] = []
    for (let written = 1; written <= 6; written++) {
      await createTutor(t.database.db)
      // Not awaited: the next write and call come while this round trip waits or runs.
      waits.push(
        t.app.tableChanges.sync().then(() => tutorsHeard() >= written),
        t.app.tableChanges.sync().then(() => tutorsHeard() >= written),
      )
    }
    expect(await Promise.all(waits)).toEqual(waits.map(() => true))
  })
})
