import { count, eq, sql } from 'drizzle-orm'
import { describe, expect, inject, it } from 'vitest'
import {
  openTestDatabase,
  releaseTestDatabase,
  type TestDatabaseKind,
} from '#tests/support/test-database.ts'
import type { Database } from './client.ts'
import { queryRows } from './query-rows.ts'
import { mathematicsModules, users } from './schema.ts'

// The API suite reuses a worker's PGlite copy for its next file (tests/support): the next
// file must find the template exactly, whatever the last one wrote, deleted or counted.

const kind = (process.env.TEST_DB ?? 'pglite') as TestDatabaseKind

const sequences = (database: Database) =>
  queryRows<{ name: string; value: string | null }>(
    database.db,
    sql`select format('%I.%I', schemaname, sequencename) as name, last_value::text as value
          from pg_sequences where schemaname = 'public' order by 1`,
  )

describe('a test file’s database', () => {
  it('is the template again for the next file, whatever the last one changed', async () => {
    const first = await openTestDatabase(kind, inject('databaseTemplate'))
    const modules = await first.db.select().from(mathematicsModules).orderBy(mathematicsModules.id)
    const templateSequences = await sequences(first)
    expect(modules.length).toBeGreaterThan(0)

    await first.db.insert(users).values({ email: 'left-over@example.com', name: 'Left Over' })
    await first.db.delete(mathematicsModules).where(eq(mathematicsModules.id, modules[0]!.id))
    for (const { name } of templateSequences) {
      await first.db.execute(sql`select nextval(${name}::regclass)`)
    }
    await releaseTestDatabase(first)

    const next = await openTestDatabase(kind, inject('databaseTemplate'))
    try {
      const [people] = await next.db.select({ n: count() }).from(users)
      expect(people?.n).toBe(0)
      expect(
        await next.db.select().from(mathematicsModules).orderBy(mathematicsModules.id),
      ).toEqual(modules)
      expect(await sequences(next)).toEqual(templateSequences)
    } finally {
      await releaseTestDatabase(next)
    }
  })
})
