// The embedded database's thread, loaded by pglite-worker.ts once it has begun compiling
// PostgreSQL's WebAssembly. pglite-remote.ts is the other side.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { installTemplateIfEmpty } from './database-template.ts'
import { readJournal } from './migrate.ts'
import { extensionsLoadedOnUse } from './pglite-extensions.ts'
import { keepAsTextByDefault, type ParsersFor } from './pglite-parsers.ts'
import {
  sendableError,
  type Answer,
  type Call,
  type InTransaction,
  type Notification,
  type OpeningMessage,
  type Request,
  type SentError,
  type WorkerOpening,
} from './pglite-protocol.ts'
import { compiledPostgres } from './pglite-wasm.ts'

if (!parentPort) throw new Error('pglite-worker-thread.ts runs as a worker thread')
const starter = parentPort
const opening = workerData as WorkerOpening
const say = (message: OpeningMessage) => starter.postMessage(message)

const open = async () => {
  if (opening.template) await installTemplateIfEmpty(opening.dir, opening.template)
  const pgliteWasmModule = await compiledPostgres()
  return PGlite.create(opening.dir, {
    ...(pgliteWasmModule ? { pgliteWasmModule } : {}),
    extensions: extensionsLoadedOnUse(opening.unpackedExtensions),
    // PostgreSQL zeroes its buffer cache as it starts: 0.15 s for the default 128 MB under the
    // baseline compiler, 0.04 s for 32 MB, which still holds the business's whole database
    // for years (the demo database is 11 MB, 7 MB of it PostgreSQL's catalogues); the operating
    // system caches the files beyond it.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  })
}
const database = await open().catch((error: unknown) => {
  say({ kind: 'failed', error: sendableError(error) })
  return null
})

interface OpenTransaction {
  tx: Transaction
  end: (commit: boolean) => void
  /** Settles once PGlite has committed or rolled back. */
  done: Promise<void>
}
const transactions = new Map<number, OpenTransaction>()
const listeners = new Map<string, () => Promise<void>>()
/** Thrown inside PGlite's transaction so that it rolls back; never reaches the server. */
const ROLLBACK = Symbol('rollback')
/** Heard since the last answer; the next answer carries them (see Answer). */
let heard: Notification[] = []

let parsersFor: ParsersFor = () => undefined

async function target(db: PGlite, request: InTransaction): Promise<PGlite | Transaction> {
  if (request.tx === undefined) return db
  if (request.begin) await begin(db, request.tx)
  const open = transactions.get(request.tx)
  if (!open) throw new Error('The transaction has already ended')
  return open.tx
}

async function begin(db: PGlite, id: number): Promise<void> {
  let entered!: () => void
  const inside = new Promise<void>((resolve) => (entered = resolve))
  let end!: (commit: boolean) => void
  const ended = new Promise<boolean>((resolve) => (end = resolve))
  const done = db
    .transaction(async (tx) => {
      transactions.set(id, { tx, end, done })
      entered()
      if (!(await ended)) throw ROLLBACK
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error
    })
    .finally(() => transactions.delete(id))
  // BEGIN itself failing (a closed database) settles `done` without entering.
  await Promise.race([inside, done])
  if (!transactions.has(id)) throw new Error('The transaction could not begin')
}

async function answer(db: PGlite, request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const parsers = parsersFor(request.asText)
      return (await target(db, request)).query(request.sql, request.params, {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        ...(parsers ? { parsers } : {}),
      })
    }
    case 'exec':
      return (await target(db, request)).exec(request.sql)
    case 'end': {
      const open = transactions.get(request.tx)
      if (!open) throw new Error('The transaction has already ended')
      open.end(request.commit)
      await open.done
      return null
    }
    case 'listen': {
      const { channel } = request
      if (!listeners.has(channel)) {
        listeners.set(
          channel,
          await db.listen(channel, (payload) => heard.push({ channel, payload })),
        )
      }
      return null
    }
    case 'unlisten': {
      const stop = listeners.get(request.channel)
      listeners.delete(request.channel)
      if (stop && !db.closed) await stop()
      return null
    }
    case 'close':
      if (!db.closed) {
        // Flushes the write-ahead log, so the next start reads no long log (TOOLCHAIN 6).
        await db.exec('CHECKPOINT')
        await db.close()
      }
      return null
  }
}

/**
 * Whether `folder` holds a migration the database lacks, by drizzle's own rule (a migration
 * is applied when it is newer than the newest recorded): most starts have none, and then
 * need no drizzle in this thread.
 */
async function migrationsPending(db: PGlite, folder: string): Promise<boolean> {
  const newest = Math.max(0, ...(await readJournal(folder)).map((entry) => entry.when))
  const table = await db.query<{ exists: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as exists",
  )
  if (!table.rows[0]?.exists) return true
  const applied = await db.query<{ last: string | null }>(
    'select max(created_at)::text as last from drizzle.__drizzle_migrations',
  )
  return Number(applied.rows[0]?.last ?? 0) < newest
}

function serve(db: PGlite, port: MessagePort, afterAnswer?: () => void) {
  port.on('message', (call: Call) => {
    answer(db, call).then(
      (value) => {
        reply({ id: call.id, value })
        // Closed: nothing keeps the thread, which ends.
        if (call.op === 'close')
          for (const open of [opening.calls, opening.blockingCalls]) open.close()
      },
      (error: unknown) => reply({ id: call.id, error: sendableError(error) }),
    )
  })
  const reply = (answer: { id: number } & ({ value: unknown } | { error: SentError })) => {
    const notifications = heard
    heard = []
    port.postMessage({ ...answer, notifications } satisfies Answer)
    afterAnswer?.()
  }
}

if (database) {
  parsersFor = keepAsTextByDefault(database)
  const folder = opening.migrationsFolder
  try {
    if (folder && (await migrationsPending(database, folder))) {
      const [{ drizzle }, { migrate }] = await Promise.all([
        import('drizzle-orm/pglite'),
        import('drizzle-orm/pglite/migrator'),
      ])
      await migrate(drizzle(database), { migrationsFolder: folder })
    }
    const answered = new Int32Array(opening.answered)
    serve(database, opening.calls)
    serve(database, opening.blockingCalls, () => {
      Atomics.add(answered, 0, 1)
      Atomics.notify(answered, 0)
    })
    say({ kind: 'open' })
  } catch (error) {
    say({ kind: 'failed', error: sendableError(error) })
    await database.close().catch(() => undefined)
    process.exit(1)
  }
}
