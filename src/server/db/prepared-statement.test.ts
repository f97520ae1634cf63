import { eq, getTableColumns, Param, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  openTestDatabase,
  releaseTestDatabase,
  type TestDatabaseKind,
} from '#tests/support/test-database.ts'
import type { Database } from './client.ts'
import { placeholders, preparedStatement } from './prepared-statement.ts'
import { outboxEmails, studentProfiles, users } from './schema.ts'

const kind = (process.env.TEST_DB ?? 'pglite') as TestDatabaseKind
let database: Database
beforeAll(async () => {
  database = await openTestDatabase(kind, inject('databaseTemplate'))
})
afterAll(async () => releaseTestDatabase(database))

type Email = typeof outboxEmails.$inferSelect
const queueEmail = preparedStatement<Email>(
  'test_outbox_queue',
  getTableColumns(outboxEmails),
  (db) =>
    db
      .insert(outboxEmails)
      .values({
        ...placeholders('toAddress', 'subject', 'textBody', 'htmlBody', 'headers', 'attachments'),
        kind: 'test.prepared',
        nextAttemptAt: sql`now() + make_interval(mins => ${sql.placeholder('delayMinutes')})`,
      })
      .returning(),
)

const email = {
  toAddress: 'thandi@example.com',
  subject: 'Booking received',
  textBody: 'Hello Thandi',
  htmlBody: '<p>Hello Thandi</p>',
  headers: { 'List-Unsubscribe': '<https://example.com/u>' },
  attachments: [
    { filename: 'invite.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' },
  ],
  delayMinutes: 5,
}

describe('a prepared statement', () => {
  it('stores and answers each column as drizzle’s own builder does', async () => {
    const [queued] = await queueEmail(database.db, email)
    const [read] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.id, queued!.id))
    expect(queued).toEqual(read)
    expect(read).toMatchObject({
      toAddress: email.toAddress,
      headers: email.headers,
      // A JSON array stays an array (the driver alone would send it as a PostgreSQL array).
      attachments: email.attachments,
      status: 'pending',
      lockedUntil: null,
    })
    expect(read!.nextAttemptAt).toBeInstanceOf(Date)
    expect(read!.nextAttemptAt.getTime() - read!.createdAt.getTime()).toBe(5 * 60_000)
  })

  it('binds null as NULL, not as JSON’s null or a failed encoding', async () => {
    const [queued] = await queueEmail(database.db, { ...email, htmlBody: null })
    const [stored] = await database.db
      .execute<{ html_body: string | null }>(
        sql`select html_body from outbox_emails where id = ${queued!.id}`,
      )
      .then((result) => (result as unknown as { rows: { html_body: string | null }[] }).rows)
    expect(stored!.html_body).toBeNull()
  })

  it('runs on a transaction’s own connection: rolled back with it', async () => {
    let id: string | undefined
    await expect(
      database.db.transaction(async (tx) => {
        const [queued] = await queueEmail(tx, { ...email, subject: 'Rolled back' })
        id = queued!.id
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(id).toBeDefined()
    expect(await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id!))).toEqual(
      [],
    )
  })

  it('runs a statement written in SQL, its values bound through their columns', async () => {
    // As the booking's insert with its session is written (booking-insert.ts).
    const requeue = preparedStatement<{ id: string; headers: Record<string, string> }>(
      'test_outbox_headers',
      { id: outboxEmails.id, headers: outboxEmails.headers },
      () => sql`
        update ${outboxEmails}
           set headers = ${new Param(sql.placeholder('headers'), outboxEmails.headers)}
         where id = ${sql.placeholder('id')}
        returning id, headers`,
    )
    const [queued] = await queueEmail(database.db, email)
    const headers = { 'X-Attempt': '2' }
    expect(await requeue(database.db, { id: queued!.id, headers })).toEqual([
      { id: queued!.id, headers },
    ])
  })

  it('keeps two columns of one name apart (a join’s ids)', async () => {
    const fields = { userId: users.id, profileId: studentProfiles.id }
    const ids = preparedStatement<{ userId: string; profileId: string | null }>(
      'test_user_profile_ids',
      fields,
      (db) =>
        db
          .select(fields)
          .from(users)
          .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
          .where(eq(users.email, sql.placeholder('email'))),
    )
    const [user] = await database.db
      .insert(users)
      .values({ email: 'sipho@example.com', name: 'Sipho', passwordHash: 'x' })
      .returning()
    expect(await ids(database.db, { email: 'sipho@example.com' })).toEqual([
      { userId: user!.id, profileId: null },
    ])
  })

  it('refuses a value it has no placeholder for, and a placeholder with no value', async () => {
    const statement = () =>
      preparedStatement<{ id: string }>('test_outbox_subject', { id: outboxEmails.id }, (db) =>
        db
          .select({ id: outboxEmails.id })
          .from(outboxEmails)
          .where(eq(outboxEmails.subject, sql.placeholder('subject'))),
      )
    await expect(statement()(database.db, { subject: 'x', kind: 'y' })).rejects.toThrow(
      'test_outbox_subject: no placeholder for kind',
    )
    await expect(statement()(database.db, {})).rejects.toThrow(
      'no value for the placeholder "subject"',
    )
  })
})
