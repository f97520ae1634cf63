import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminBackupsSchema, BackupRunSchema } from '#shared/schemas/backups.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { recordAudit } from '../../../audit/record-audit.ts'
import { Conflict } from '../../../lib/errors.ts'
import { requireAdmin } from '../../../plugins/auth.ts'
import { BackupInProgress, recentRuns } from '../../../ops/backup/backup-runs.ts'
import { backupRunView, readBackupStatus } from '../../../ops/backup/backup-status.ts'
import { BackupFailed } from '../../../ops/backup/take-backup.ts'

/** The back office's backups (issue 28): the last ones, what to act on, and "Back up now". */
export const adminBackupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/backups',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'The last backups and whether they need attention',
        response: { 200: AdminBackupsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      const db = app.database.db
      const [status, runs] = await Promise.all([
        readBackupStatus(db, app.backups.intervalMs),
        recentRuns(db, 10),
      ])
      return { status, runs: runs.map(backupRunView) }
    },
  )

  app.post(
    '/api/admin/backups',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Take a backup now',
        description:
          'Writes an archive to BACKUP_DIR (encrypted and copied to the bucket as configured) and answers when it is done: 201 with the backup, whether it succeeded or failed. 409: a backup is being taken.',
        response: { 201: BackupRunSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      let run
      try {
        run = (await app.backups.take('office')).run
      } catch (error) {
        if (error instanceof BackupInProgress) throw new Conflict(error.message)
        if (!(error instanceof BackupFailed) || !error.run) throw error
        // The run records the failure; the office sees it in the answer and the list.
        request.log.error({ err: error }, 'backup from the back office failed')
        run = error.run
      }
      await recordAudit(app.database.db, {
        actor: request.user!,
        action: 'backup.take',
        subjectType: 'backups',
        subjectId: run.id,
        after: backupRunView(run),
      })
      return reply.status(201).send(backupRunView(run))
    },
  )
}
