import type { TableChanges } from '../../db/table-changes.ts'
import type { CurrentUser } from './sessions.service.ts'

// Issue 23: a signed-in read costs one database round trip, its own. Who a session cookie
// belongs to is kept in memory after the first lookup; it is dropped whenever the database
// says a session ended or an account or tutor changed (on every instance, migration 0028;
// a write request answers only once its own instance has heard) — so a sign-out, a password
// reset or a role change counts at once everywhere. While changes cannot be heard, every
// request looks its session up as before.

export interface CachedSession {
  user: CurrentUser
  expiresAt: number
  lastSeenAt: number
}

/** The tables a CurrentUser is read from. */
const SESSION_TABLES = new Set(['sessions', 'users', 'tutors'])
/** More signed-in browsers than this within the idle time start the map over. */
const MAX_SESSIONS = 20_000

export class SessionCache {
  readonly #entries = new Map<string, CachedSession>()
  #generation = 0
  #trusted = false
  readonly #unsubscribe: () => void

  constructor(changes: TableChanges) {
    this.#unsubscribe = changes.subscribe({
      onChange: (table) => {
        if (SESSION_TABLES.has(table)) this.clear()
      },
      onTrust: (trusted) => {
        this.#trusted = trusted
        this.clear()
      },
    })
  }

  get(tokenHash: string): CachedSession | undefined {
    return this.#trusted ? this.#entries.get(tokenHash) : undefined
  }

  /** The generation to hand back to `set`: a lookup that raced a drop is not kept. */
  get generation(): number {
    return this.#generation
  }

  set(tokenHash: string, session: CachedSession, generation: number): void {
    if (!this.#trusted || generation !== this.#generation) return
    if (this.#entries.size >= MAX_SESSIONS) this.#entries.clear()
    this.#entries.set(tokenHash, session)
  }

  delete(tokenHash: string): void {
    this.#entries.delete(tokenHash)
  }

  clear(): void {
    this.#generation++
    this.#entries.clear()
  }

  stop(): void {
    this.#unsubscribe()
    this.clear()
  }
}
