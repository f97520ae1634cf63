import type { FastifyBaseLogger } from 'fastify'
import type { Database } from './client.ts'

// Issue 23: what instances keep in memory (the catalogue, signed-in sessions) is dropped
// when the database says a table it came from changed — migration 0028's triggers notify
// `table_changed` with the table's name at every commit that wrote to it.

export interface TableChangeHandlers {
  onChange(table: string): void
  /**
   * False while the listening connection is down (changes may go unnoticed: read through to
   * the database); true once listening again (start empty: changes were missed).
   */
  onTrust(trusted: boolean): void
}

export interface TableChanges {
  /** Whether changes are being heard now. */
  readonly trusted: boolean
  subscribe(handlers: TableChangeHandlers): () => void
  /**
   * Resolves once this instance has heard of every write committed before the call: a write
   * request awaits it before answering, so its writer's next read sees the write.
   */
  sync(): Promise<void>
  stop(): Promise<void>
}

export function listenForTableChanges(
  database: Database,
  log: FastifyBaseLogger,
): TableChanges & { listening: Promise<void> } {
  const subscribers = new Set<TableChangeHandlers>()
  let trusted = false
  const setTrusted = (value: boolean) => {
    trusted = value
    for (const subscriber of subscribers) subscriber.onTrust(value)
  }
  // Until it listens, no subscriber trusts what it holds (onTrust(false)): the server awaits
  // `listening` before it answers, and registers its routes meanwhile (issue 23).
  const listener = database.listen('table_changed', {
    onMessage: (table) => {
      for (const subscriber of subscribers) subscriber.onChange(table)
    },
    onListening: () => setTrusted(true),
    onLost: (error) => {
      if (trusted) log.warn({ err: error }, 'table change notifications lost; reading through')
      setTrusted(false)
    },
  })
  const listening = listener.then(() => undefined)
  // Awaited by the app before it answers; until then a failure must not count as unhandled.
  listening.catch(() => undefined)
  return {
    get trusted() {
      return trusted
    },
    subscribe(handlers) {
      subscribers.add(handlers)
      handlers.onTrust(trusted)
      return () => subscribers.delete(handlers)
    },
    sync: async () => (await listener).sync(),
    stop: async () => {
      const listening = await listener.catch(() => undefined)
      await listening?.stop()
    },
    listening,
  }
}
