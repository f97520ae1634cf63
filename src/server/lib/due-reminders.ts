import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'

const BATCH_SIZE = 50

/** Where a kind of reminder is kept and when it is due, as SQL over one row of `table`. */
export interface DueReminders<K extends string> {
  table: string
  /** The rows that get reminders at all, e.g. `status = 'confirmed'`. */
  live: string
  /** The column the rows are sent in order of (their start). */
  startColumn: string
  /** Per kind: the sent-at column that claims the row, and when the reminder is due. */
  due: Record<K, { column: string; condition: string }>
}

/**
 * Queues every due reminder exactly once (D18): a row is claimed by setting its sent-at
 * column in the transaction that queues the mail (`queue`, given the claimed id), and the
 * claim skips rows another instance holds, so instances running together never both send.
 * State lives in the database, so a restart picks up where it stopped. Session reminders
 * and the free consultation's (decision 026) share it.
 */
export async function queueDueReminderRows<K extends string>(
  db: Db,
  reminders: DueReminders<K>,
  queue: (tx: Db, id: string, kind: K) => Promise<void>,
): Promise<number> {
  const { table, live, startColumn } = reminders
  let queued = 0
  for (const kind of Object.keys(reminders.due) as K[]) {
    const { column, condition } = reminders.due[kind]
    for (;;) {
      const count = await db.transaction(async (tx) => {
        const claimed = await tx.execute(
          sql.raw(`
          update ${table} set ${column} = now()
           where id in (
             select id from ${table}
              where ${live} and ${column} is null and ${condition}
              order by ${startColumn}
              limit ${BATCH_SIZE}
              for update skip locked)
          returning id`),
        )
        const ids = (claimed as unknown as { rows: { id: string }[] }).rows.map((row) => row.id)
        for (const id of ids) await queue(tx, id, kind)
        return ids.length
      })
      queued += count
      if (count < BATCH_SIZE) break
    }
  }
  return queued
}
