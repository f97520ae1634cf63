import { asc, eq, lte, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { FileStorage } from '../adapters/storage/file-storage.ts'
import type { Db } from '../db/client.ts'
import { storageCleanup } from '../db/schema.ts'
import { periodicTask } from '../lib/periodic-task.ts'

const SWEEP_BATCH = 50

/**
 * In the transaction that drops a record (or replaces its file): the object is to go.
 * Until `removeNow` or the sweeper has removed it, the journal remembers it.
 */
export async function scheduleRemoval(tx: Db, storageKey: string): Promise<void> {
  await tx
    .insert(storageCleanup)
    .values({ storageKey, reason: 'delete', removeAfter: new Date() })
    .onConflictDoUpdate({
      target: storageCleanup.storageKey,
      set: { reason: 'delete', removeAfter: new Date() },
    })
}

/** After the commit: removes the object at once; a failure is left to the sweeper. */
export async function removeNow(
  ctx: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
  storageKey: string,
): Promise<void> {
  try {
    await ctx.storage.remove(storageKey)
    await ctx.db.delete(storageCleanup).where(eq(storageCleanup.storageKey, storageKey))
  } catch (error) {
    ctx.log.warn({ err: error, storageKey }, 'file removal failed; the sweeper will retry')
  }
}

/**
 * Removes every journalled object whose time has come: abandoned uploads and files of
 * deleted records. Rows are claimed with SKIP LOCKED, so instances sweeping together
 * never fight over one.
 */
export async function sweepStorage(db: Db, storage: FileStorage, now = new Date()) {
  let removed = 0
  await db.transaction(async (tx) => {
    const due = await tx
      .select({ storageKey: storageCleanup.storageKey })
      .from(storageCleanup)
      .where(lte(storageCleanup.removeAfter, now))
      .orderBy(asc(storageCleanup.removeAfter))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true })
    for (const { storageKey } of due) {
      try {
        await storage.remove(storageKey)
        await tx.delete(storageCleanup).where(eq(storageCleanup.storageKey, storageKey))
        removed++
      } catch {
        // Try again later, a little later each time.
        await tx
          .update(storageCleanup)
          .set({
            attempts: sql`${storageCleanup.attempts} + 1`,
            removeAfter: sql`now() + least(${storageCleanup.attempts} + 1, 24) * interval '1 hour'`,
          })
          .where(eq(storageCleanup.storageKey, storageKey))
      }
    }
  })
  return removed
}

/** Runs `sweepStorage` every interval; overlapping runs are skipped, not stacked. */
export function createStorageSweeper(options: {
  db: Db
  storage: FileStorage
  intervalMs: number
  log: FastifyBaseLogger
}) {
  return periodicTask({
    intervalMs: options.intervalMs,
    run: async () => {
      const count = await sweepStorage(options.db, options.storage)
      if (count > 0) options.log.info({ count }, 'stored files removed')
    },
    onError: (error) => options.log.error({ err: error }, 'storage sweep failed'),
  })
}
