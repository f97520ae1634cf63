import { sastDateOf, sastTimeOf } from '#shared/sast.ts'
import type { BackupRun as BackupRunView, BackupStatus } from '#shared/schemas/backups.ts'
import type { Db } from '../../db/client.ts'
import { lastSuccessfulRun, recentRuns, type BackupRun } from './backup-runs.ts'

export const backupRunView = (run: BackupRun): BackupRunView => ({
  id: run.id,
  trigger: run.trigger,
  status: run.status,
  started_at: run.startedAt.toISOString(),
  finished_at: run.finishedAt?.toISOString() ?? null,
  file_name: run.fileName,
  size_bytes: run.sizeBytes,
  rows: run.rows,
  files: run.files,
  encrypted: run.encrypted,
  copied_to_bucket: run.s3Key !== null,
  error: run.error,
})

const sast = (instant: Date) => `${sastDateOf(instant)} at ${sastTimeOf(instant)} SAST`
const HOUR_MS = 60 * 60_000

/**
 * The last backup and what the office should do about it: warned when the last one failed,
 * when the last good one is older than twice the interval, or when there is none.
 */
export function backupStatus(
  last: BackupRun | null,
  lastSuccess: BackupRun | null,
  intervalMs: number,
  now = new Date(),
): BackupStatus {
  const status = {
    interval_hours: intervalMs / HOUR_MS,
    last: last ? backupRunView(last) : null,
    last_success_at: lastSuccess?.startedAt.toISOString() ?? null,
  }
  const warn = (kind: NonNullable<BackupStatus['warning']>['kind'], message: string) => ({
    ...status,
    warning: { kind, message },
  })
  if (last?.status === 'failed') {
    return warn('failed', `The last backup failed (${sast(last.startedAt)}): ${last.error ?? ''}`)
  }
  if (!lastSuccess) {
    if (intervalMs === 0) {
      return warn(
        'off',
        'No backup has been taken, and the server takes none itself (BACKUP_INTERVAL_HOURS=0). Take one now, or run npm run backup on the server.',
      )
    }
    if (last?.status === 'running') return { ...status, warning: null }
    return warn(
      'none',
      'No backup has been taken yet. The server takes its first within minutes of starting.',
    )
  }
  const age = now.getTime() - lastSuccess.startedAt.getTime()
  const due = intervalMs > 0 ? 2 * intervalMs : 7 * 24 * HOUR_MS
  if (age > due && last?.status !== 'running') {
    const hours = Math.floor(age / HOUR_MS)
    const ageText = hours >= 48 ? `${Math.floor(hours / 24)} days` : `${hours} hours`
    return warn(
      'overdue',
      `The last backup is ${ageText} old (${sast(lastSuccess.startedAt)}). ` +
        (intervalMs > 0
          ? `They are due every ${intervalMs / HOUR_MS} hours: check the server's log.`
          : 'The server takes none itself (BACKUP_INTERVAL_HOURS=0): take one now.'),
    )
  }
  return { ...status, warning: null }
}

export async function readBackupStatus(db: Db, intervalMs: number): Promise<BackupStatus> {
  const [[last], lastSuccess] = await Promise.all([recentRuns(db, 1), lastSuccessfulRun(db)])
  return backupStatus(last ?? null, lastSuccess, intervalMs)
}
