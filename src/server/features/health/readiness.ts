import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Readiness } from '#shared/schemas/readiness.ts'
import { readBackupStatus } from '../../ops/backup/backup-status.ts'
import { queryRows } from '../../db/query-rows.ts'

/** Mail waiting longer than this means the transport is not delivering. */
const OUTBOX_STUCK_AFTER_S = 15 * 60

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now()
  const value = await work()
  return { value, ms: Math.round(performance.now() - started) }
}

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * What `/api/ready` reports (issue 28): the database and file storage (without either the
 * service cannot serve: 503), and what a monitor should alert on while it serves — mail
 * that is not going out, and a backup that failed or is overdue. No secret, no address.
 */
export async function readiness(app: FastifyInstance): Promise<Readiness> {
  const { database, storage, config } = app
  const transport = config.mail.smtpUrl ? ('smtp' as const) : ('file' as const)
  const [db, files] = await Promise.all([
    timed(() => database.ping()).then(
      ({ ms }) => ({ ok: true, kind: database.kind, ms }) as const,
      (error: unknown) => ({ ok: false, kind: database.kind, error: failure(error) }) as const,
    ),
    storage.check().then(
      () => ({ ok: true, kind: storage.kind }) as const,
      (error: unknown) => ({ ok: false, kind: storage.kind, error: failure(error) }) as const,
    ),
  ])
  if (!db.ok) {
    return { status: 'unavailable', checks: { database: db, storage: files } }
  }
  const [outbox] = await queryRows<{
    pending: number
    retrying: number
    failed_today: number
    oldest_pending_s: number | null
  }>(
    database.db,
    sql`select
          count(*) filter (where status = 'pending')::int as pending,
          count(*) filter (where status = 'pending' and attempts > 0)::int as retrying,
          count(*) filter (where status = 'failed' and created_at > now() - interval '1 day')::int as failed_today,
          extract(epoch from now() - min(created_at) filter (where status = 'pending'))::int as oldest_pending_s
        from outbox_emails
        where status = 'pending' or created_at > now() - interval '1 day'`,
  )
  const backup = await readBackupStatus(database.db, app.backups.intervalMs)
  const oldest = outbox?.oldest_pending_s ?? null
  const ageHours = backup.last_success_at
    ? Math.round((Date.now() - Date.parse(backup.last_success_at)) / 36_000) / 100
    : null
  return {
    status: files.ok ? 'ready' : 'unavailable',
    checks: {
      database: db,
      storage: files,
      mail: { ok: (outbox?.retrying ?? 0) === 0, transport, retrying: outbox?.retrying ?? 0 },
      outbox: {
        ok: oldest === null || oldest < OUTBOX_STUCK_AFTER_S,
        pending: outbox?.pending ?? 0,
        oldest_pending_seconds: oldest,
        failed_last_day: outbox?.failed_today ?? 0,
      },
      backup: {
        ok: backup.warning === null,
        interval_hours: backup.interval_hours,
        last_success_at: backup.last_success_at,
        age_hours: ageHours,
        last_status: backup.last?.status ?? null,
      },
    },
  }
}
