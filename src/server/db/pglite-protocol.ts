import type { MessagePort } from 'node:worker_threads'
import type { TemplateFiles } from './database-template.ts'

// What the server's thread and the embedded database's worker thread say to each other
// (pglite-worker.ts, pglite-remote.ts; issue 23). Everything here survives structured clone.

/** What opens the database: the worker's `workerData`. */
export interface WorkerOpening {
  dir: string
  /**
   * The database the build made, copied into `dir` first when `dir` holds none yet (a
   * first start): in this thread, so the copy goes on while the server compiles its code.
   */
  template?: TemplateFiles
  /** The extensions' files the build unpacked (pglite-extensions.ts), when it has. */
  unpackedExtensions?: string
  /** Applied before the worker says it is open: the server's start overlaps them too. */
  migrationsFolder?: string
  /** Calls answered whenever they are done: queries outside a transaction. */
  calls: MessagePort
  /** Calls the server waits for, blocked: a transaction's (see pglite-remote.ts). */
  blockingCalls: MessagePort
  /** An Int32Array's memory: the worker adds 1 to [0] after each blocking call's answer. */
  answered: SharedArrayBuffer
  /**
   * An Int32Array's memory: the worker sets V8's flags (lib/v8-flags.ts) once [0] is not 0,
   * which the server sets once it has loaded Node's built-in modules (main.ts).
   */
  setFlagsAfter?: SharedArrayBuffer
}

export type RowMode = 'object' | 'array'

/**
 * The transaction a query or exec runs in, numbered by the server; `begin` on its first
 * call, which begins it (a round trip fewer than a call of its own).
 */
export interface InTransaction {
  tx?: number
  begin?: true
}

export type Request =
  | ({
      op: 'query'
      sql: string
      params?: unknown[]
      rowMode?: RowMode
      /** Type oids whose values stay as PostgreSQL wrote them (drizzle parses dates itself). */
      asText?: number[]
    } & InTransaction)
  | ({ op: 'exec'; sql: string } & InTransaction)
  /** Ends a transaction that began (one whose work made no call never did). */
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' }

export type Call = Request & { id: number }

/** An error as the worker saw it: PostgreSQL's fields (code, constraint, ...) kept. */
export interface SentError {
  name: string
  message: string
  stack?: string
  fields: Record<string, string | number | boolean>
}

export interface Notification {
  channel: string
  payload: string
}

/**
 * A call's answer, with the notifications of commits made since the last answer: the
 * server hears of a commit before the committing call's answer, as with PGlite in-process.
 */
export type Answer = { id: number; notifications: Notification[] } & (
  { value: unknown } | { error: SentError }
)

/**
 * What the worker says on its own port as it starts: `flags-set` first, once it has set
 * V8's flags for PostgreSQL's WebAssembly (lib/v8-flags.ts), then whether the database opened.
 */
export type OpeningMessage =
  { kind: 'flags-set' } | { kind: 'open' } | { kind: 'failed'; error: SentError }

export function sendableError(error: unknown): SentError {
  if (!(error instanceof Error)) {
    return { name: 'Error', message: String(error), fields: {} }
  }
  const fields: SentError['fields'] = {}
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as string | number | boolean
    }
  }
  return {
    name: error.name,
    message: error.message,
    ...(error.stack ? { stack: error.stack } : {}),
    fields,
  }
}

/** The error again on this side, with the fields callers look at (`code`, `constraint`). */
export function receivedError(sent: SentError): Error {
  const error = Object.assign(new Error(sent.message), sent.fields)
  error.name = sent.name
  if (sent.stack) error.stack = sent.stack
  return error
}
