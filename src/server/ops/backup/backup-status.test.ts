import { describe, expect, it } from 'vitest'
import type { BackupRun } from './backup-runs.ts'
import { backupStatus } from './backup-status.ts'

// What the back office is warned of (issue 28): a failed backup, one older than twice the
// interval, none at all, and none while the schedule is off.

const HOUR = 60 * 60_000
const now = new Date('2026-11-26T10:00:00Z')
const run = (status: BackupRun['status'], hoursAgo: number, error: string | null = null) =>
  ({
    id: `run-${status}-${hoursAgo}`,
    trigger: 'scheduled',
    status,
    instance: 'host:1',
    startedAt: new Date(now.getTime() - hoursAgo * HOUR),
    finishedAt: null,
    fileName: 'backup-20261126T000000Z.tar.gz',
    sizeBytes: 1000,
    rows: 10,
    files: 0,
    encrypted: false,
    s3Key: null,
    error,
  }) satisfies BackupRun

describe('backupStatus', () => {
  it('warns of nothing while the last backup is within twice the interval', () => {
    const last = run('succeeded', 47)
    expect(backupStatus(last, last, 24 * HOUR, now).warning).toBeNull()
  })

  it('warns when the last good backup is older than twice the interval', () => {
    const last = run('succeeded', 49)
    expect(backupStatus(last, last, 24 * HOUR, now).warning).toEqual({
      kind: 'overdue',
      message:
        "The last backup is 2 days old (2026-11-24 at 11:00 SAST). They are due every 24 hours: check the server's log.",
    })
  })

  it('warns of a failed last backup with its reason, even after a good one', () => {
    const good = run('succeeded', 30)
    const failed = run('failed', 2, 'disk full')
    expect(backupStatus(failed, good, 24 * HOUR, now).warning).toEqual({
      kind: 'failed',
      message: 'The last backup failed (2026-11-26 at 10:00 SAST): disk full',
    })
  })

  it('says when there is none yet, and when the schedule is off', () => {
    expect(backupStatus(null, null, 24 * HOUR, now).warning?.kind).toBe('none')
    expect(backupStatus(null, null, 0, now).warning?.kind).toBe('off')
    // A first backup under way is not a warning.
    expect(backupStatus(run('running', 0), null, 24 * HOUR, now).warning).toBeNull()
  })
})
