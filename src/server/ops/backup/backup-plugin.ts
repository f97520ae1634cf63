import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { periodicTask } from '../../lib/periodic-task.ts'
import { backupSettingsFor } from './backup-settings.ts'
import { claimScheduledRun, failAbandonedRuns } from './backup-runs.ts'
import { controlChannel } from './control-channel.ts'
import { runBackup, takeBackup, type TakenBackup } from './take-backup.ts'

export interface Backups {
  /** Takes a backup now (the office's "Back up now", `npm run backup` through the server). */
  take(trigger: 'office' | 'command'): Promise<TakenBackup>
  /** BACKUP_INTERVAL_HOURS in milliseconds; 0 when the server takes none itself. */
  intervalMs: number
}

declare module 'fastify' {
  interface FastifyInstance {
    backups: Backups
  }
}

/** How often an instance asks whether a scheduled backup is due (and whether it is its turn). */
const CHECK_INTERVAL_MS = 10 * 60_000
/** The first check a minute after the start, so starting stays quick. */
const FIRST_CHECK_AFTER_MS = 60_000

/**
 * The server's own backups (issue 28, decision 016): taken every BACKUP_INTERVAL_HOURS by
 * exactly one instance, encrypted, copied to the bucket and pruned as configured, and on the
 * embedded database asked for by `npm run backup` through a private channel.
 */
export const backupPlugin = fp(
  async (app: FastifyInstance, opts: { startScheduler: boolean }) => {
    const { config, database } = app
    const settings = backupSettingsFor(config)
    const { intervalMs } = config.backup
    app.decorate('backups', {
      take: (trigger) => takeBackup(database, settings, trigger, app.log),
      intervalMs,
    })

    const scheduler =
      intervalMs > 0
        ? periodicTask({
            intervalMs: Math.min(CHECK_INTERVAL_MS, intervalMs),
            firstRunAfterMs: Math.min(FIRST_CHECK_AFTER_MS, intervalMs),
            run: async () => {
              const run = await claimScheduledRun(database.db, intervalMs)
              if (!run) return
              const taken = await runBackup(database, settings, run, app.log)
              app.log.info(
                { file: taken.file, bytes: taken.run.sizeBytes, seconds: taken.seconds },
                'scheduled backup taken',
              )
            },
            onError: (error) => app.log.error({ err: error }, 'scheduled backup failed'),
          })
        : null
    const channel = database.kind === 'pglite' ? controlChannel(app, config.dataDir) : null

    app.addHook('onReady', async () => {
      // The embedded database has one process: a run it left `running` was cut off.
      if (database.kind === 'pglite') await failAbandonedRuns(database.db, 0)
      if (opts.startScheduler) scheduler?.start()
    })
    app.addHook('onListen', async () => {
      await channel?.open()
    })
    app.addHook('onClose', async () => {
      await channel?.close()
      await scheduler?.stop()
      settings.close()
    })
  },
  { name: 'backups' },
)
