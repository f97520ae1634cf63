import { createHash } from 'node:crypto'
import { isClockAhead } from '../../lib/clock.ts'
import {
  acceptedEncoding,
  compressBody,
  type ResponseEncoding,
} from '../../lib/response-encoding.ts'

// Issue 23: what every visitor reads and the office changes a few times a week — the
// tutors, the modules, the published announcements, the library's pages — is answered from
// memory, serialised and compressed once. Each entry belongs to a group; a write to a table
// of that group (told by the database's `catalogue_changed` notification, or by a write
// request on this instance) drops the group. A load that began before a drop is never stored.

export type CatalogueGroup = 'tutors' | 'modules' | 'announcements' | 'library'

/** The tables each group is read from (the triggers of migration 0028). */
export const groupTables: Record<CatalogueGroup, readonly string[]> = {
  tutors: [
    'tutors',
    'session_reviews',
    'tutoring_sessions',
    'tutor_weekly_hours',
    'tutor_time_off',
  ],
  modules: ['mathematics_modules'],
  announcements: ['announcements'],
  library: ['library_files'],
}

export const catalogueGroups = Object.keys(groupTables) as CatalogueGroup[]

/** Library searches are as many as visitors type; only the most recent are kept. */
const MAX_ENTRIES_PER_GROUP = 200

export class CatalogueEntry {
  readonly etag: string
  #br: Buffer | undefined
  #gzip: Buffer | undefined

  constructor(
    readonly body: Buffer,
    /** Epoch ms after which the entry is not served (time-dependent fields); Infinity: never. */
    readonly expiresAt: number,
  ) {
    this.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
  }

  /** The body in the best encoding the client accepts, compressed on first need. */
  encoded(acceptEncoding: string | undefined): { body: Buffer; encoding?: ResponseEncoding } {
    const encoding = acceptedEncoding(acceptEncoding, this.body.length)
    if (encoding === 'br')
      return { body: (this.#br ??= compressBody(this.body, 'br', true)), encoding }
    if (encoding === 'gzip') {
      return { body: (this.#gzip ??= compressBody(this.body, 'gzip', true)), encoding }
    }
    return { body: this.body }
  }
}

export interface CatalogueLoad {
  json: string
  expiresAt?: number
}

interface GroupState {
  generation: number
  entries: Map<string, CatalogueEntry>
  loading: Map<string, Promise<CatalogueEntry>>
  /** Drops the group when its first entry expires, so listeners hear of it. */
  expiry?: { at: number; timer: NodeJS.Timeout }
}

const toEntry = ({ json, expiresAt }: CatalogueLoad) =>
  new CatalogueEntry(Buffer.from(json), expiresAt ?? Infinity)

export class CatalogueCache {
  readonly #groups = new Map<CatalogueGroup, GroupState>(
    catalogueGroups.map((group) => [
      group,
      { generation: 0, entries: new Map(), loading: new Map() },
    ]),
  )
  readonly #listeners = new Set<(groups: ReadonlySet<CatalogueGroup>) => void>()
  /** False while changes may go unnoticed (the listening connection is down): read through. */
  #trusted = true

  constructor(private readonly now: () => number = Date.now) {}

  /** A stored, unexpired entry, or nothing; never loads (the server's fast path). */
  peek(group: CatalogueGroup, key: string): CatalogueEntry | undefined {
    if (!this.#trusted) return undefined
    const entry = this.#state(group).entries.get(key)
    return entry && entry.expiresAt > this.now() ? entry : undefined
  }

  /** The entry, loaded once however many ask at the same time. */
  async read(
    group: CatalogueGroup,
    key: string,
    load: () => Promise<CatalogueLoad>,
  ): Promise<CatalogueEntry> {
    // An end-to-end test's request ahead of the time sees its own answer, kept for no one.
    if (isClockAhead()) return toEntry(await load())
    const stored = this.peek(group, key)
    if (stored) return stored
    const state = this.#state(group)
    const pending = state.loading.get(key)
    if (pending) return pending
    const generation = state.generation
    const loading = load().then((loaded) => {
      const entry = toEntry(loaded)
      // Dropped while loading: this answer may predate the write, so it is not kept.
      if (state.generation === generation && this.#trusted) {
        if (state.entries.size >= MAX_ENTRIES_PER_GROUP) state.entries.clear()
        state.entries.set(key, entry)
        this.#dropAtExpiry(group, state, entry.expiresAt)
      }
      return entry
    })
    state.loading.set(key, loading)
    try {
      return await loading
    } finally {
      if (state.loading.get(key) === loading) state.loading.delete(key)
    }
  }

  /** Drops the groups read from these tables (all groups when none is named). */
  tablesChanged(tables?: readonly string[]): void {
    const groups = catalogueGroups.filter(
      (group) => !tables || groupTables[group].some((table) => tables.includes(table)),
    )
    this.drop(groups)
  }

  drop(groups: readonly CatalogueGroup[] = catalogueGroups): void {
    if (groups.length === 0) return
    for (const group of groups) {
      const state = this.#state(group)
      state.generation++
      state.entries.clear()
      state.loading.clear()
      clearTimeout(state.expiry?.timer)
      state.expiry = undefined
    }
    const changed = new Set(groups)
    for (const listener of this.#listeners) listener(changed)
  }

  /** While untrusted every read goes to the database; trusting again starts empty. */
  setTrusted(trusted: boolean): void {
    this.#trusted = trusted
    this.drop()
  }

  /** Told which groups changed, after the drop. Returns the unsubscribe. */
  onChange(listener: (groups: ReadonlySet<CatalogueGroup>) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #dropAtExpiry(group: CatalogueGroup, state: GroupState, at: number): void {
    if (!Number.isFinite(at) || (state.expiry && state.expiry.at <= at)) return
    clearTimeout(state.expiry?.timer)
    const timer = setTimeout(() => this.drop([group]), Math.max(0, at - this.now()))
    timer.unref()
    state.expiry = { at, timer }
  }

  /** Stops the expiry timers (the server is closing). */
  stop(): void {
    for (const state of this.#groups.values()) clearTimeout(state.expiry?.timer)
  }

  #state(group: CatalogueGroup): GroupState {
    return this.#groups.get(group) as GroupState
  }
}
