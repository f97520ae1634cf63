import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/** Who started a backup: the server's schedule, the office's "Back up now", `npm run backup`. */
export const backupTriggerValues = ['scheduled', 'office', 'command'] as const
export const backupRunStatusValues = ['running', 'succeeded', 'failed'] as const

/**
 * This installation's record of its backups (issue 28, decision 016): what the back office
 * and `/api/ready` report. It is not the business's data, so a backup leaves it out and a
 * restored installation starts its own record.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    trigger: text('trigger', { enum: backupTriggerValues }).notNull(),
    status: text('status', { enum: backupRunStatusValues }).notNull().default('running'),
    // The instance taking it (host name and process id), for the log of a server farm.
    instance: text('instance').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    rows: bigint('rows', { mode: 'number' }),
    files: bigint('files', { mode: 'number' }),
    encrypted: boolean('encrypted').notNull().default(false),
    // The archive's key in the S3 bucket when it was copied there.
    s3Key: text('s3_key'),
    error: text('error'),
  },
  (table) => [
    index('backup_runs_started_at_idx').on(table.startedAt),
    // One backup at a time across every instance: the database decides, not a check.
    uniqueIndex('backup_runs_one_running_idx')
      .on(table.status)
      .where(sql`status = 'running'`),
  ],
)
