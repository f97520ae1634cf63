import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { embeddedDatabase, openDatabase, type Database } from './client.ts'
import { beginEmbeddedDatabase, embeddedDatabaseDir } from './embedded-database.ts'
import { DataDirInUseError } from './data-dir-lock.ts'
import { violatedUniqueConstraint } from '../lib/db-errors.ts'
import { migrateDatabase, migrationsFolder } from './migrate.ts'
import { queryRows } from './query-rows.ts'
import { mathematicsModules } from './schema.ts'
import { seedReferenceData } from './seed.ts'
import { unpackExtensions } from './unpack-extensions.ts'

// The embedded database in its worker thread (pglite-worker.ts, pglite-remote.ts; issue 23)
// behaves as PGlite in-process does: what drizzle reads, errors, transactions and their
// turns, notifications before the committing call's answer, closing and opening again.

let folder: string
let database: Database
/** What the folder held after unpacking over an earlier build's and a cut-off one's. */
let unpacked: { folder: string[]; extensions: string[] }
const dir = () => path.join(folder, 'db')

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'embedded-database-'))
  // The extensions unpacked as the build unpacks them for the server (the migrations
  // create them from those files: PostgreSQL loads their libraries there).
  for (const left of ['extensions/gone', 'extensions.unpacking/half']) {
    mkdirSync(path.join(folder, left), { recursive: true })
  }
  const memory = await openDatabase({ kind: 'pglite-memory' })
  await unpackExtensions(path.join(folder, 'extensions'), memory.pglite!)
  await memory.close()
  unpacked = {
    folder: readdirSync(folder).sort(),
    extensions: readdirSync(path.join(folder, 'extensions')).sort(),
  }
  // A new data folder: PostgreSQL's initdb and every migration, in the worker.
  database = await openDatabase({
    kind: 'pglite',
    dir: dir(),
    migrationsFolder: migrationsFolder(),
    unpackedExtensions: path.join(folder, 'extensions'),
  })
  await migrateDatabase(database)
  await seedReferenceData(database.db, { demo: false })
})
afterAll(async () => {
  await database?.close()
  rmSync(folder, { recursive: true, force: true })
})

describe('the embedded database in its thread', () => {
  it("unpacks the extensions in place of an earlier build's, and of one cut off", () => {
    expect(unpacked).toEqual({ folder: ['extensions'], extensions: ['btree_gist', 'pg_trgm'] })
  })

  it("loads its extensions' libraries as they are first used: trigrams, and btree_gist's exclusions", async () => {
    const [similar] = await queryRows<{ s: number }>(
      database.db,
      sql`select similarity('fractions', 'fraction') > 0.5 as s`,
    )
    expect(similar?.s).toBe(true)
    const twice = database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table held (tutor int, during tstzrange,
        exclude using gist (tutor with =, during with &&)) on commit drop`)
      const hour = sql`tstzrange('2026-12-01 10:00+00', '2026-12-01 11:00+00')`
      await tx.execute(sql`insert into held values (1, ${hour})`)
      await tx.execute(sql`insert into held values (1, ${hour})`)
    })
    await expect(twice).rejects.toMatchObject({ cause: { code: '23P01' } })
  })

  it('was migrated as it opened, so migrateDatabase has nothing left to do', () => {
    expect(database.migrated).toBe(migrationsFolder())
    expect(database.pglite).toBeUndefined()
  })

  it('reads what drizzle reads: numbers, text, booleans, arrays, JSON and timestamps as text', async () => {
    const [row] = await queryRows<{
      n: number
      t: string
      b: boolean
      a: string[]
      j: { x: number[] }
      at: string
      bytes: Uint8Array
    }>(
      database.db,
      sql`select 42::int as n, ${'héllo'}::text as t, true as b, array['a','b'] as a,
          '{"x":[1,2]}'::jsonb as j, '2026-12-01 10:00:00+00'::timestamptz as at,
          '\\x0102'::bytea as bytes`,
    )
    expect(row).toMatchObject({ n: 42, t: 'héllo', b: true, a: ['a', 'b'], j: { x: [1, 2] } })
    expect(Array.from(row!.bytes)).toEqual([1, 2])
    const [module] = await database.db.select().from(mathematicsModules).limit(1)
    expect(module!.slug).toEqual(expect.any(String))
  })

  it("passes PostgreSQL's error fields on: the code and the constraint", async () => {
    const [first] = await database.db.select().from(mathematicsModules).limit(1)
    const error = await database.db
      .insert(mathematicsModules)
      .values({ slug: first!.slug, name: 'Again', groupName: 'Again', sortOrder: 99 })
      .catch((caught: unknown) => caught)
    expect(violatedUniqueConstraint(error)).toBe('mathematics_modules_slug_unique')
  })

  it('commits a transaction, and rolls one back when its work throws', async () => {
    await database.db.execute(sql`create table if not exists kept (n int primary key)`)
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into kept values (1)`)
      // drizzle's nested transaction: a savepoint inside the same one.
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into kept values (2)`)
          throw new Error('undo the savepoint')
        })
        .catch(() => undefined)
    })
    const failed = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into kept values (3)`)
      throw new Error('the work failed')
    })
    await expect(failed).rejects.toThrow('the work failed')
    const rows = await queryRows<{ n: number }>(database.db, sql`select n from kept order by n`)
    expect(rows.map((row) => row.n)).toEqual([1])
  })

  it('fails a transaction whose commit fails, with the error PostgreSQL gave', async () => {
    await database.db.execute(
      sql`create table if not exists deferred (n int, constraint deferred_n unique (n) deferrable initially deferred)`,
    )
    const committing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into deferred values (1), (1)`)
    })
    const error = await committing.catch((caught: unknown) => caught)
    expect(violatedUniqueConstraint(error)).toBe('deferred_n')
    const rows = await queryRows<{ n: number }>(database.db, sql`select n from deferred`)
    expect(rows).toEqual([])
    // The database is free again for the next transaction.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into deferred values (2)`)
    })
  })

  it('frees the database after a transaction that asked nothing, or whose first statement failed', async () => {
    await expect(database.db.transaction(async () => 'nothing asked')).resolves.toBe(
      'nothing asked',
    )
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`select * from no_such_table`)
    })
    await expect(failing).rejects.toThrow()
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create table if not exists after_failure (n int)`)
    })
    expect(await queryRows(database.db, sql`select * from after_failure`)).toEqual([])
  })

  it('runs transactions one at a time, and a query outside waits for the open one', async () => {
    await database.db.execute(sql`create table if not exists turns (at serial, who text)`)
    const order: string[] = []
    const slow = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into turns (who) values ('first')`)
      // Work that leaves this thread free while the transaction stays open.
      await new Promise((resolve) => setTimeout(resolve, 50))
      await tx.execute(sql`insert into turns (who) values ('first again')`)
      order.push('first')
    })
    const second = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into turns (who) values ('second')`)
      order.push('second')
    })
    const outside = queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from turns`)
    await Promise.all([slow, second])
    expect(order).toEqual(['first', 'second'])
    const rows = await queryRows<{ who: string }>(
      database.db,
      sql`select who from turns order by at`,
    )
    expect(rows.map((row) => row.who)).toEqual(['first', 'first again', 'second'])
    // Not in the middle of the first: before it began or after it ended.
    expect([0, 2, 3]).toContain((await outside)[0]!.n)
  })

  it("tells of a commit's notifications before the committing call answers", async () => {
    const heard: string[] = []
    const listener = await database.listen('embedded_test', {
      onMessage: (payload) => heard.push(payload),
    })
    await database.db.execute(sql`select pg_notify('embedded_test', 'outside')`)
    expect(heard).toEqual(['outside'])
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('embedded_test', 'inside')`)
      expect(heard).toEqual(['outside'])
    })
    expect(heard).toEqual(['outside', 'inside'])
    await listener.stop()
    await database.db.execute(sql`select pg_notify('embedded_test', 'unheard')`)
    expect(heard).toEqual(['outside', 'inside'])
  })

  it('keeps its data across a close and opens again', async () => {
    await database.db.execute(sql`create table if not exists across (note text)`)
    await database.db.execute(sql`insert into across values ('still here')`)
    await database.close()
    await expect(database.ping()).rejects.toThrow('closed')

    database = await openDatabase({
      kind: 'pglite',
      dir: dir(),
      migrationsFolder: migrationsFolder(),
    })
    const rows = await queryRows<{ note: string }>(database.db, sql`select note from across`)
    expect(rows).toEqual([{ note: 'still here' }])
    const [module] = await database.db
      .select()
      .from(mathematicsModules)
      .where(eq(mathematicsModules.sortOrder, 0))
    expect(module).toBeDefined()
  })

  it('says why when the folder holds no database it can open, and releases the folder', async () => {
    const broken = path.join(folder, 'broken')
    rmSync(broken, { recursive: true, force: true })
    const brokenDb = path.join(broken, 'db')
    mkdirSync(brokenDb, { recursive: true })
    writeFileSync(path.join(brokenDb, 'PG_VERSION'), '9\n')
    await expect(openDatabase({ kind: 'pglite', dir: brokenDb })).rejects.toThrow()
    // The lock went with the failed opening: a second try fails the same way, not as in use.
    await expect(openDatabase({ kind: 'pglite', dir: brokenDb })).rejects.not.toThrow(
      DataDirInUseError,
    )
  })
})

describe('a database begun and not yet open (the server registers its routes meanwhile)', () => {
  it('takes queries and a transaction at once, and answers them once it has opened', async () => {
    await database.close()
    const starting = beginEmbeddedDatabase({ dir: dir(), migrationsFolder: migrationsFolder() })
    // The server checks its code cache once the thread has set V8's flags (main.ts).
    const told: string[] = []
    void starting.flagsSet.then(() => told.push('flags set'))
    void starting.opened.then(() => told.push('opened'))
    database = embeddedDatabase(starting)
    const [modules, inTransaction] = await Promise.all([
      database.db.select({ slug: mathematicsModules.slug }).from(mathematicsModules),
      database.db.transaction(async (tx) => queryRows<{ one: number }>(tx, sql`select 1 as one`)),
      starting.opened,
    ])
    expect(modules.length).toBeGreaterThan(0)
    expect(inTransaction).toEqual([{ one: 1 }])
    expect(told).toEqual(['flags set', 'opened'])
  })

  it("sets V8's flags only once the server says it has loaded Node's modules", async () => {
    await database.close()
    const builtinsLoaded = new Int32Array(new SharedArrayBuffer(4))
    const starting = beginEmbeddedDatabase({
      dir: dir(),
      setFlagsAfter: builtinsLoaded.buffer as SharedArrayBuffer,
    })
    database = embeddedDatabase(starting)
    const told: string[] = []
    void starting.flagsSet.then(() => told.push('flags set'))
    // Three times what the thread takes to set them unasked, here (tsx loads its code).
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    told.push('loaded')
    Atomics.store(builtinsLoaded, 0, 1)
    Atomics.notify(builtinsLoaded, 0)
    await starting.opened
    expect(told).toEqual(['loaded', 'flags set'])
  })

  it("fails them with the opening's error when the folder cannot be opened", async () => {
    const broken = path.join(folder, 'broken-begun')
    const brokenDb = path.join(broken, 'db')
    mkdirSync(brokenDb, { recursive: true })
    writeFileSync(path.join(brokenDb, 'PG_VERSION'), '9\n')
    const starting = beginEmbeddedDatabase({ dir: brokenDb })
    const asked = Date.now()
    // A transaction's calls block the thread: it must not begin on a database still opening.
    const [query, transaction, opened] = await Promise.allSettled([
      starting.client.query('select 1'),
      starting.client.transaction(async (tx) => tx.query('select 1')),
      starting.opened,
    ])
    expect([query.status, transaction.status, opened.status]).toEqual([
      'rejected',
      'rejected',
      'rejected',
    ])
    // A server waiting for the flags goes on (to say why it cannot start).
    await starting.flagsSet
    expect(Date.now() - asked).toBeLessThan(20_000)
    // The lock went with the failed opening.
    const again = beginEmbeddedDatabase({ dir: brokenDb })
    await expect(again.opened).rejects.not.toThrow(DataDirInUseError)
  })
})

describe("the embedded database's folder, found before the configuration is read", () => {
  it('is the folder loadConfig names, on a restart and on a first start', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'embedded-first-'))
    try {
      for (const env of [
        { DATA_DIR: folder },
        { DATA_DIR: empty },
        { DATA_DIR: `${empty}/./x/..` },
      ]) {
        const config = loadConfig(env)
        expect(config.database.kind).toBe('pglite')
        expect(embeddedDatabaseDir(env)).toBe(
          config.database.kind === 'pglite' && config.database.dir,
        )
      }
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })

  it('is none when DATABASE_URL names PostgreSQL', () => {
    const env = { DATA_DIR: folder, DATABASE_URL: 'postgres://x@127.0.0.1/y' }
    expect(loadConfig(env).database.kind).toBe('postgres')
    expect(embeddedDatabaseDir(env)).toBeUndefined()
  })

  it('reads an empty DATA_DIR as unset, as loadConfig does', () => {
    const cwd = process.cwd()
    expect(loadConfig({ DATA_DIR: '' }).database).toEqual({
      kind: 'pglite',
      dir: path.join(cwd, 'data', 'db'),
    })
    expect(embeddedDatabaseDir({ DATA_DIR: '' })).toBe(path.join(cwd, 'data', 'db'))
  })
})
