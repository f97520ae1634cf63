import { rm } from 'node:fs/promises'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterMessages } from '#shared/messages.ts'
import type { Database } from '#server/db/client.ts'
import { migrateDatabase } from '#server/db/migrate.ts'
import { newsletterSubscribers } from '#server/db/schema.ts'
import { hashToken, newToken } from '#server/lib/tokens.ts'
import { migrationsBefore } from '#tests/support/migrations.ts'
import { openEmptyDatabase, type TestDatabaseKind } from '#tests/support/test-database.ts'
import { unsubscribe } from './newsletter.service.ts'

// The migration that began storing unsubscribe tokens hashed (D22).
const HASHING_MIGRATION = '0020_newsletter_unsubscribe_token_hash'

let database: Database
let oldMigrations: string
beforeAll(async () => {
  database = await openEmptyDatabase((process.env.TEST_DB ?? 'pglite') as TestDatabaseKind)
  oldMigrations = await migrationsBefore(HASHING_MIGRATION)
})
afterAll(async () => {
  await database?.close()
  if (oldMigrations) await rm(oldMigrations, { recursive: true, force: true })
})

describe('unsubscribe tokens stored hashed (migration 0020)', () => {
  it('hashes stored tokens as hashToken does, so links mailed before keep working', async () => {
    await migrateDatabase(database, oldMigrations)
    // Subscribers as the old code stored them: the token in clear, also in their emails.
    const mailed = { confirmed: newToken(), pending: newToken() }
    await database.db.execute(sql`
      insert into newsletter_subscribers (email, status, unsubscribe_token)
      values ('confirmed@example.com', 'confirmed', ${mailed.confirmed}),
             ('pending@example.com', 'pending', ${mailed.pending})`)

    await migrateDatabase(database)

    const rows = await database.db.select().from(newsletterSubscribers)
    expect(rows.map((row) => row.unsubscribeTokenHash).sort()).toEqual(
      [hashToken(mailed.confirmed), hashToken(mailed.pending)].sort(),
    )
    expect(JSON.stringify(rows)).not.toContain(mailed.confirmed)

    const ctx = { db: database.db, publicUrl: 'http://localhost:3000', businessName: 'Test' }
    expect(await unsubscribe(ctx, mailed.confirmed)).toEqual({
      message: newsletterMessages.unsubscribed,
    })
    const [left] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'confirmed@example.com'))
    expect(left!.status).toBe('unsubscribed')
    // The stored hash itself is no link.
    await expect(unsubscribe(ctx, hashToken(mailed.pending))).rejects.toThrow(
      newsletterMessages.invalidLink,
    )
  })
})
