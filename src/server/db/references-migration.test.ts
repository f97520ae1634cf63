import { rm } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { referencePattern } from '#shared/references.ts'
import { migrationsBefore } from '#tests/support/migrations.ts'
import { openEmptyDatabase, type TestDatabaseKind } from '#tests/support/test-database.ts'
import type { Database } from './client.ts'
import { migrateDatabase } from './migrate.ts'
import { queryRows } from './query-rows.ts'

// Decision 021: records stored before short references get one each.
const REFERENCES_MIGRATION = '0029_short_references'

let database: Database
let oldMigrations: string
beforeAll(async () => {
  database = await openEmptyDatabase((process.env.TEST_DB ?? 'pglite') as TestDatabaseKind)
  oldMigrations = await migrationsBefore(REFERENCES_MIGRATION)
})
afterAll(async () => {
  await database?.close()
  if (oldMigrations) await rm(oldMigrations, { recursive: true, force: true })
})

describe('short references for old records (migration 0029)', () => {
  it('gives every old row its own reference and keeps a transfer’s payment reference as it', async () => {
    await migrateDatabase(database, oldMigrations)
    const { db } = database
    // Rows as the code before stored them: contact messages by the hundred, and donations
    // paid by transfer (with a payment reference) and by card (with none).
    await db.execute(sql`
      insert into contact_messages (name, email, subject, message, meeting_type)
      select 'Thandi ' || n, 'thandi' || n || '@example.com', 'Fees', 'Hello', 'online'
      from generate_series(1, 300) as n`)
    await db.execute(sql`
      insert into donations (donor_name, donor_email, amount_cents, donation_type,
                             payment_method, payment_status, payment_reference)
      values ('Sipho', 'sipho@example.com', 25000, 'one_time', 'bank_transfer', 'pending', 'DN-2XFHZ5E8'),
             ('Lerato', 'lerato@example.com', 10000, 'one_time', 'google_pay', 'completed', null)`)

    await migrateDatabase(database)

    const messages = await queryRows<{ reference: string }>(
      db,
      sql`select reference from contact_messages`,
    )
    expect(messages).toHaveLength(300)
    for (const { reference } of messages) expect(reference).toMatch(referencePattern('CM'))
    expect(new Set(messages.map((row) => row.reference)).size).toBe(300)

    const gifts = await queryRows<{ donor_name: string; reference: string }>(
      db,
      sql`select donor_name, reference from donations order by donor_name`,
    )
    expect(gifts[0]!.reference).toMatch(referencePattern('DN'))
    expect(gifts[1]).toEqual({ donor_name: 'Sipho', reference: 'DN-2XFHZ5E8' })

    // From now on the database refuses a repeat, and a payment reference not the record's.
    await expect(
      db.execute(sql`update contact_messages set reference = ${messages[0]!.reference}
        where reference = ${messages[1]!.reference}`),
    ).rejects.toThrow()
    await expect(
      db.execute(sql`update donations set payment_reference = 'DN-00000000'
        where donor_name = 'Sipho'`),
    ).rejects.toThrow()
  })
})
