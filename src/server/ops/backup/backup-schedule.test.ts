import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupRuns } from '#server/db/schema.ts'
import { loadConfig } from '#server/config.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { startS3Server } from '#tests/support/s3-server.ts'
import { openEmptyDatabase, type TestDatabaseKind } from '#tests/support/test-database.ts'
import { isEncryptedArchive } from './archive-encryption.ts'
import { backupSettingsFor } from './backup-settings.ts'
import {
  BackupInProgress,
  claimScheduledRun,
  finishRun,
  RETRY_FAILED_AFTER_MS,
  startRun,
} from './backup-runs.ts'
import { BACKUP_ROUTE, controlFile, TOKEN_HEADER, type ControlFile } from './control-channel.ts'
import { restoreBackup, RestoreRefused } from './restore-backup.ts'
import { BackupFailed } from './take-backup.ts'
import { sha256 } from './dump.ts'

// The server's own backups (issue 28): one at a time, one instance per scheduled backup,
// encrypted, copied to the bucket, pruned, and asked for by `npm run backup`.

const kind = (process.env.TEST_DB ?? 'pglite') as TestDatabaseKind
const PASSPHRASE = 'correct horse battery staple'
const DAY_MS = 86_400_000

let work: string
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'backup-schedule-'))
})
afterAll(async () => {
  await rm(work, { recursive: true, force: true })
})

const runs = (t: TestApp) => t.database.db.select().from(backupRuns).orderBy(backupRuns.startedAt)
/** Moves a run back in time, as if it was started `ms` ago. */
const startedAgo = (t: TestApp, id: string, ms: number) =>
  t.database.db
    .update(backupRuns)
    .set({ startedAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(eq(backupRuns.id, id))

describe('backups taken by the server', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: path.join(work, 'plain') })
  })
  afterAll(async () => t?.close())

  it('takes one backup at a time and records it', async () => {
    const results = await Promise.allSettled([
      t.app.backups.take('office'),
      t.app.backups.take('office'),
    ])
    const taken = results.filter((result) => result.status === 'fulfilled')
    const refused = results.filter((result) => result.status === 'rejected')
    expect(taken).toHaveLength(1)
    expect(refused.map((result) => result.reason)).toEqual([expect.any(BackupInProgress)])
    const [run] = await runs(t)
    const file = path.join(t.config.backup.dir, run!.fileName!)
    expect(run).toMatchObject({ trigger: 'office', status: 'succeeded', encrypted: false })
    expect(run!.fileName).toMatch(/^backup-\d{8}T\d{6}Z\.tar\.gz$/)
    expect(run!.sizeBytes).toBe((await stat(file)).size)
    expect(run!.rows).toBeGreaterThan(0)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
  })

  it('lets exactly one of several instances take a due scheduled backup', async () => {
    await t.database.db.delete(backupRuns)
    const interval = DAY_MS
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => claimScheduledRun(t.database.db, interval)),
    )
    const claimed = claims.filter((run) => run !== null)
    expect(claimed).toHaveLength(1)
    await finishRun(t.database.db, claimed[0]!.id, { error: 'disk full' })
    // A failed one is tried again after an hour, not a day.
    expect(await claimScheduledRun(t.database.db, interval)).toBeNull()
    await startedAgo(t, claimed[0]!.id, RETRY_FAILED_AFTER_MS + 60_000)
    const retry = await claimScheduledRun(t.database.db, interval)
    expect(retry).not.toBeNull()
    await finishRun(t.database.db, retry!.id, {
      fileName: 'backup-20261126T000000Z.tar.gz',
      sizeBytes: 1,
      rows: 1,
      files: 0,
      encrypted: false,
      s3Key: null,
    })
    expect(await claimScheduledRun(t.database.db, interval)).toBeNull()
    await startedAgo(t, retry!.id, interval + 60_000)
    expect(await claimScheduledRun(t.database.db, interval)).not.toBeNull()
  })

  it('records a run cut off by a stopped process as failed, so backups go on', async () => {
    await t.database.db.delete(backupRuns)
    const cutOff = await startRun(t.database.db, 'scheduled')
    await expect(startRun(t.database.db, 'office')).rejects.toBeInstanceOf(BackupInProgress)
    await startedAgo(t, cutOff.id, 7 * 60 * 60_000)
    const next = await startRun(t.database.db, 'office')
    const [old] = await t.database.db.select().from(backupRuns).where(eq(backupRuns.id, cutOff.id))
    expect(old).toMatchObject({ status: 'failed', error: expect.stringMatching(/Did not finish/) })
    await finishRun(t.database.db, next.id, { error: 'test' })
  })

  it('takes its scheduled backup by itself when one is due', async () => {
    const dir = path.join(work, 'scheduled')
    const scheduled = await createTestApp(
      { BACKUP_DIR: dir, BACKUP_INTERVAL_HOURS: '0.0005' },
      { startBackupScheduler: true },
    )
    try {
      await expect
        .poll(async () => (await runs(scheduled)).map((run) => run.status), { timeout: 15_000 })
        .toContain('succeeded')
      const [run] = await runs(scheduled)
      expect(run!.trigger).toBe('scheduled')
      expect(await readdir(dir)).toContain(run!.fileName)
    } finally {
      await scheduled.close()
    }
  })
})

describe('encrypted backups copied to the bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>
  let t: TestApp
  const dir = () => path.join(work, 'encrypted')
  // Ten days of older archives, and a file that is not one.
  const older = Array.from(
    { length: 10 },
    (_, i) => `backup-202601${String(10 + i).padStart(2, '0')}T000000Z.tar.gz.age`,
  )

  beforeAll(async () => {
    s3 = await startS3Server('backups-bucket')
    t = await createTestApp({
      ...s3.env,
      BACKUP_DIR: dir(),
      BACKUP_PASSPHRASE: PASSPHRASE,
      BACKUP_S3_PREFIX: 'nightly',
      BACKUP_KEEP_DAILY: '3',
      BACKUP_KEEP_WEEKLY: '0',
    })
    await mkdir(dir(), { recursive: true })
    const bucket = backupSettingsFor(t.config).bucket!
    for (const name of older) {
      await writeFile(path.join(dir(), name), 'old')
      await bucket.upload(path.join(dir(), name), name)
    }
    await writeFile(path.join(dir(), 'notes.txt'), 'kept')
  })
  afterAll(async () => {
    await t?.close()
    await s3?.stop()
  })

  it('encrypts with age, copies to the bucket and keeps the newest of the last days', async () => {
    const taken = await t.app.backups.take('office')
    const name = path.basename(taken.file)
    expect(name).toMatch(/\.tar\.gz\.age$/)
    expect(await isEncryptedArchive(taken.file)).toBe(true)
    expect(taken.run).toMatchObject({ encrypted: true, s3Key: `nightly/${name}` })
    const kept = [...older.slice(-2), name].sort()
    expect((await readdir(dir())).sort()).toEqual([...kept, 'notes.txt'].sort())
    expect(await s3.keys()).toEqual(kept.map((key) => `nightly/${key}`))
    const fetched = path.join(work, 'fetched.age')
    await backupSettingsFor(t.config).bucket!.download(name, fetched)
    expect(sha256(await readFile(fetched))).toBe(sha256(await readFile(taken.file)))
  })

  it('restores only with the passphrase it was made with', async () => {
    const [run] = (await runs(t)).filter((r) => r.status === 'succeeded')
    const archive = path.join(dir(), run!.fileName!)
    const database = await openEmptyDatabase(kind)
    try {
      const restore = (passphrase?: string) =>
        restoreBackup(database, { archive, uploadsDir: null, force: false, passphrase })
      await expect(restore()).rejects.toThrow(/encrypted: set BACKUP_PASSPHRASE/)
      await expect(restore('not the passphrase')).rejects.toBeInstanceOf(RestoreRefused)
      const summary = await restore(PASSPHRASE)
      expect(summary.verified).toBe(true)
      expect(summary.rows).toBe(run!.rows)
    } finally {
      await database.close()
    }
  })
})

describe('a bucket that does not answer', () => {
  it('fails the run with the reason and keeps the archive on disk', async () => {
    const s3 = await startS3Server('gone-bucket')
    const dir = path.join(work, 'bucket-down')
    const t = await createTestApp({ ...s3.env, BACKUP_DIR: dir, BACKUP_S3_PREFIX: 'backups/' })
    try {
      await s3.stop()
      await expect(t.app.backups.take('office')).rejects.toBeInstanceOf(BackupFailed)
      const [run] = await runs(t)
      expect(run).toMatchObject({
        status: 'failed',
        error: expect.stringMatching(
          /^Copy to the S3 bucket failed \(backup-.*\.tar\.gz is on disk\)/,
        ),
      })
      expect((await readdir(dir)).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(1)
    } finally {
      await t.close()
    }
  })
})

describe('npm run backup while the server holds the embedded database', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: path.join(work, 'channel') })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => t?.close())

  it('takes the backup for a request that shows the token in the data folder', async () => {
    const file = controlFile(t.config.dataDir)
    if (kind !== 'pglite') {
      // On PostgreSQL the command opens the database itself: there is no channel.
      await expect(stat(file)).rejects.toThrow()
      return
    }
    // Written by the onListen hook, which `listen` does not wait for.
    await expect
      .poll(() =>
        stat(file).then(
          (s) => s.mode & 0o777,
          () => null,
        ),
      )
      .toBe(0o600)
    const control = JSON.parse(await readFile(file, 'utf8')) as ControlFile
    const ask = (token: string) =>
      fetch(`${control.url}${BACKUP_ROUTE}`, {
        method: 'POST',
        headers: { [TOKEN_HEADER]: token, 'content-type': 'application/json' },
        body: '{}',
      })
    expect((await ask('a guess')).status).toBe(401)
    const res = await ask(control.token)
    expect(res.status).toBe(201)
    const body = (await res.json()) as { file: string; rows: number }
    expect(await readdir(path.dirname(body.file))).toContain(path.basename(body.file))
    const [run] = await runs(t)
    expect(run).toMatchObject({ trigger: 'command', status: 'succeeded' })
  })

  it('refuses a prefix for the bucket without a bucket', () => {
    expect(() => loadConfig({ BACKUP_S3_PREFIX: 'backups/' })).toThrow(/S3_BUCKET/)
    expect(() => loadConfig({ BACKUP_PASSPHRASE: 'short' })).toThrow(/at least 12/)
  })
})
