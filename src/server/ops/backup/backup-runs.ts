import { hostname } from 'node:os'
import { and, desc, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { backupRuns, type backupTriggerValues } from '../../db/schema.ts'
import { queryRows } from '../../db/query-rows.ts'

export type BackupTrigger = (typeof backupTriggerValues)[number]
export type BackupRun = typeof backupRuns.$inferSelect

/** This process, as the record names it. */
export const thisInstance = () => `${hostname()}:${process.pid}`

// Any fixed number: instances deciding whether a scheduled backup is due take turns on it.
const SCHEDULE_LOCK_ID = 7_262_114_016
/** A failed scheduled backup is tried again after this long, not at the next interval. */
export const RETRY_FAILED_AFTER_MS = 60 * 60_000
/**
 * A run still `running` after this long was cut off (its process stopped or its machine
 * went down): it is recorded as failed so it no longer holds the one running place.
 */
export const RUN_ABANDONED_AFTER_MS = 6 * 60 * 60_000

/** Another backup is being taken: one at a time across every instance. */
export class BackupInProgress extends Error {
  override name = 'BackupInProgress'
  constructor(readonly running: BackupRun) {
    super(`A backup started at ${running.startedAt.toISOString()} is still being taken.`)
  }
}

/** Runs cut off before they finished are recorded as failed. */
export async function failAbandonedRuns(db: Db, olderThanMs = RUN_ABANDONED_AFTER_MS) {
  await db
    .update(backupRuns)
    .set({
      status: 'failed',
      finishedAt: sql`now()`,
      error: 'Did not finish: the process taking it stopped before it was done.',
    })
    .where(
      and(
        eq(backupRuns.status, 'running'),
        lt(backupRuns.startedAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
      ),
    )
}

/** Records a backup as started, or throws BackupInProgress when one is under way. */
export async function startRun(db: Db, trigger: BackupTrigger): Promise<BackupRun> {
  await failAbandonedRuns(db)
  const [run] = await db
    .insert(backupRuns)
    .values({ trigger, instance: thisInstance() })
    .onConflictDoNothing()
    .returning()
  if (run) return run
  const [running] = await db.select().from(backupRuns).where(eq(backupRuns.status, 'running'))
  // The one running finished between the insert and this read: it is no longer in the way.
  if (!running) return startRun(db, trigger)
  throw new BackupInProgress(running)
}

/**
 * Claims the scheduled backup when one is due: no backup started within `intervalMs` that
 * succeeded or is under way, and no failed one within the last hour. Instances decide in
 * turn under an advisory lock, so exactly one of them takes each backup.
 */
export async function claimScheduledRun(db: Db, intervalMs: number): Promise<BackupRun | null> {
  await failAbandonedRuns(db)
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_ID})`)
    const recent = await queryRows(
      tx,
      sql`
      select 1 from backup_runs
       where (status <> 'failed' and started_at > now() - make_interval(secs => ${intervalMs / 1000}))
          or (status = 'failed' and trigger = 'scheduled'
              and started_at > now() - make_interval(secs => ${RETRY_FAILED_AFTER_MS / 1000}))
       limit 1`,
    )
    if (recent.length > 0) return null
    const [run] = await tx
      .insert(backupRuns)
      .values({ trigger: 'scheduled', instance: thisInstance() })
      .onConflictDoNothing()
      .returning()
    return run ?? null
  })
}

export interface RunResult {
  fileName: string
  sizeBytes: number
  rows: number
  files: number
  encrypted: boolean
  s3Key: string | null
}

export async function finishRun(db: Db, id: string, result: RunResult | { error: string }) {
  const [run] = await db
    .update(backupRuns)
    .set(
      'error' in result
        ? { status: 'failed', finishedAt: sql`now()`, error: result.error.slice(0, 2000) }
        : { status: 'succeeded', finishedAt: sql`now()`, ...result },
    )
    .where(eq(backupRuns.id, id))
    .returning()
  return run!
}

/** The newest runs, newest first. */
export async function recentRuns(db: Db, limit = 10): Promise<BackupRun[]> {
  return db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(limit)
}

/** The newest run that succeeded, or null. */
export async function lastSuccessfulRun(db: Db): Promise<BackupRun | null> {
  const [run] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.status, 'succeeded'))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1)
  return run ?? null
}
