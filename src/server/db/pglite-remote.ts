import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads'
import type { Results } from '@electric-sql/pglite'
import {
  receivedError,
  type Answer,
  type Call,
  type InTransaction,
  type OpeningMessage,
  type Request,
  type RowMode,
  type WorkerOpening,
} from './pglite-protocol.ts'

/**
 * What the server uses of PGlite: drizzle's pglite driver calls `query` and `transaction`,
 * client.ts the rest. PGlite itself has this shape, and so has the embedded database in its
 * worker thread (below).
 */
export interface PgliteClient {
  readonly closed: boolean
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  exec(sql: string): Promise<Results[]>
  transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T>
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

export interface PgliteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  exec(sql: string): Promise<Results[]>
}

interface QueryOptions {
  rowMode?: RowMode
  /** Only parsers that keep the value as PostgreSQL wrote it cross to the worker (drizzle's). */
  parsers?: Record<number, (value: string, typeId: number) => unknown>
}

/** How long a blocked call waits for the database before it gives up. */
const BLOCKING_CALL_TIMEOUT_MS = 60_000

/**
 * The worker's code: in the bundle's chunks folder when built (scripts/build-server.mjs),
 * where this code is too; from src/ (tsx, tests), the TypeScript beside this module, which
 * a worker of Node 20 loads only through a loader it registers itself.
 */
function startWorker(opening: WorkerOpening): Worker {
  const options = { workerData: opening, transferList: [opening.calls, opening.blockingCalls] }
  if (!import.meta.url.endsWith('.ts')) {
    const here = new URL('.', import.meta.url)
    const chunks = here.pathname.endsWith('/chunks/') ? here : new URL('chunks/', here)
    return new Worker(new URL('pglite-worker.js', chunks), options)
  }
  const source = JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href)
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}) })`,
    { ...options, eval: true },
  )
}

export interface RemoteOptions {
  /** Told when the worker stops without being closed: every query after fails. */
  onCrash?: (error: Error) => void
}

/**
 * Opens the embedded database in `dir` in a worker thread; resolves once PostgreSQL has
 * started there (and applied `migrationsFolder`'s migrations, when given).
 *
 * A query outside a transaction is a message answered when done: the server goes on
 * meanwhile. A transaction holds the whole database, so its calls block this thread until
 * answered (a few hundred microseconds each, about what PGlite in this thread took): were
 * they messages too, each answer would queue behind other requests' work while the
 * database stood locked — the booking writes of the bench ran a quarter slower that way.
 * Transactions take turns here first, so a blocked call never waits for one that this
 * thread would have to finish.
 */
export async function openPgliteWorker(
  spec: WorkerSpec,
  options: RemoteOptions = {},
): Promise<PgliteClient> {
  const started = startPgliteWorker(spec, options)
  await started.opened
  return started.client
}

type WorkerSpec = Pick<
  WorkerOpening,
  'dir' | 'migrationsFolder' | 'template' | 'unpackedExtensions' | 'setFlagsAfter'
>

/**
 * openPgliteWorker's client at once, before the database has opened (`opened`): a query
 * asked meanwhile waits in the worker's queue, a transaction for `opened`, and both fail
 * with its error. The server registers its routes meanwhile (issue 23). `flagsSet` settles
 * once the worker has set V8's flags for PostgreSQL (lib/v8-flags.ts), or has stopped.
 */
export function startPgliteWorker(
  spec: WorkerSpec,
  options: RemoteOptions = {},
): { client: PgliteClient; opened: Promise<void>; flagsSet: Promise<void> } {
  const calls = new MessageChannel()
  const blockingCalls = new MessageChannel()
  const answered = new Int32Array(new SharedArrayBuffer(4))
  const worker = startWorker({
    ...spec,
    calls: calls.port2,
    blockingCalls: blockingCalls.port2,
    answered: answered.buffer as SharedArrayBuffer,
  })
  const exited = new Promise((resolve) => worker.once('exit', resolve))
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >()
  const channels = new Map<string, Set<(payload: string) => void>>()
  let nextCall = 1
  let closed = false
  let stopped: Error | undefined

  const stop = (error: Error) => {
    if (stopped) return
    stopped = error
    for (const { reject } of pending.values()) reject(error)
    pending.clear()
    calls.port1.close()
  }

  const notify = (answer: Answer) => {
    for (const { channel, payload } of answer.notifications) {
      for (const callback of channels.get(channel) ?? []) callback(payload)
    }
  }
  const settle = (answer: Answer) => {
    notify(answer)
    const waiting = pending.get(answer.id)
    pending.delete(answer.id)
    if ('error' in answer) waiting?.reject(receivedError(answer.error))
    else waiting?.resolve(answer.value)
  }
  calls.port1.on('message', settle)

  const call = <T>(request: Request): Promise<T> => {
    if (stopped) return Promise.reject(stopped)
    const id = nextCall++
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      calls.port1.postMessage({ ...request, id } satisfies Call)
    })
  }

  const callBlocking = <T>(request: Request): T => {
    if (stopped) throw stopped
    const id = nextCall++
    let seen = Atomics.load(answered, 0)
    const deadline = Date.now() + BLOCKING_CALL_TIMEOUT_MS
    blockingCalls.port1.postMessage({ ...request, id } satisfies Call)
    for (;;) {
      Atomics.wait(answered, 0, seen, Math.max(0, deadline - Date.now()))
      // Read before the answers are taken: one sent after it ends the next wait at once.
      seen = Atomics.load(answered, 0)
      // Answers sent before this one go first: a commit's notifications may ride on them.
      for (let message; (message = receiveMessageOnPort(calls.port1));)
        settle(message.message as Answer)
      for (let message; (message = receiveMessageOnPort(blockingCalls.port1));) {
        const answer = message.message as Answer
        notify(answer)
        // An answer to a call that gave up waiting is not this call's.
        if (answer.id !== id) continue
        if ('error' in answer) throw receivedError(answer.error)
        return answer.value as T
      }
      if (Date.now() >= deadline) {
        throw new Error(
          `The embedded database did not answer within ${BLOCKING_CALL_TIMEOUT_MS / 1000} s`,
        )
      }
    }
  }

  const queryRequest = (
    sql: string,
    params: unknown[] | undefined,
    queryOptions: QueryOptions,
  ): Request => {
    const asText = queryOptions.parsers && Object.keys(queryOptions.parsers).map(Number)
    return {
      op: 'query',
      sql,
      ...(params?.length ? { params } : {}),
      ...(queryOptions.rowMode ? { rowMode: queryOptions.rowMode } : {}),
      ...(asText ? { asText } : {}),
    }
  }

  let markOpen!: () => void
  let failOpen!: (error: Error) => void
  const opened = new Promise<void>((resolve, reject) => {
    markOpen = resolve
    failOpen = reject
  })
  // Told by the caller's own await; never an unhandled rejection of its own.
  opened.catch(() => undefined)
  // One transaction at a time, in the order asked (PGlite's own rule in-process), and none
  // before the database has opened: its calls block this thread, which must not wait on a
  // worker still starting, or one that failed to.
  let transactionTurn: Promise<void> = opened.catch(() => undefined)
  let nextTransaction = 1

  const client: PgliteClient = {
    get closed() {
      return closed || stopped !== undefined
    },
    query: (sql, params, queryOptions = {}) => call(queryRequest(sql, params, queryOptions)),
    exec: (sql) => call({ op: 'exec', sql }),
    async transaction(callback) {
      let done!: () => void
      const previous = transactionTurn
      transactionTurn = new Promise((resolve) => (done = resolve))
      await previous
      try {
        if (stopped) throw stopped
        const tx = nextTransaction++
        // Begun by its first call, which says so; a transaction that made none never began.
        let begun = false
        const inside = (): InTransaction => {
          if (begun) return { tx }
          begun = true
          return { tx, begin: true }
        }
        let result
        try {
          result = await callback({
            query: async (sql, params, queryOptions = {}) =>
              callBlocking({ ...queryRequest(sql, params, queryOptions), ...inside() }),
            exec: async (sql) => callBlocking({ op: 'exec', sql, ...inside() }),
          })
        } catch (error) {
          try {
            if (begun && !stopped) callBlocking({ op: 'end', tx, commit: false })
          } catch {
            // The work's own error says more than a failed rollback's.
          }
          throw error
        }
        if (begun) callBlocking({ op: 'end', tx, commit: true })
        return result
      } finally {
        done()
      }
    },
    async listen(channel, callback) {
      let callbacks = channels.get(channel)
      if (!callbacks) channels.set(channel, (callbacks = new Set()))
      callbacks.add(callback)
      await call({ op: 'listen', channel })
      return async () => {
        callbacks.delete(callback)
        if (callbacks.size === 0 && channels.get(channel) === callbacks) {
          channels.delete(channel)
          await call({ op: 'unlisten', channel })
        }
      }
    },
    async close() {
      if (closed || stopped) return
      await transactionTurn
      await call({ op: 'close' })
      closed = true
      stop(new Error('The embedded database is closed'))
      blockingCalls.port1.close()
      await exited
    },
  }

  let markFlagsSet!: () => void
  const flagsSet = new Promise<void>((resolve) => (markFlagsSet = resolve))
  let open = false
  worker.on('message', (message: OpeningMessage) => {
    markFlagsSet()
    if (message.kind === 'flags-set') return
    if (message.kind === 'open') {
      open = true
      markOpen()
    } else {
      stop(receivedError(message.error))
      failOpen(stopped!)
    }
  })
  const crashed = (error: Error) => {
    markFlagsSet()
    if (closed || stopped) return
    stop(error)
    if (open) options.onCrash?.(error)
    else failOpen(error)
  }
  worker.on('error', crashed)
  worker.on('exit', (code) =>
    crashed(new Error(`The embedded database's thread stopped (exit code ${code})`)),
  )
  return { client, opened, flagsSet }
}
