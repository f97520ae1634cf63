import { z } from 'zod'

/** One backup as the back office lists it (issue 28). */
export const BackupRunSchema = z.object({
  id: z.string(),
  /** The server's schedule, the office's "Back up now", or `npm run backup`. */
  trigger: z.enum(['scheduled', 'office', 'command']),
  status: z.enum(['running', 'succeeded', 'failed']),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  file_name: z.string().nullable(),
  size_bytes: z.number().nullable(),
  rows: z.number().nullable(),
  files: z.number().nullable(),
  encrypted: z.boolean(),
  /** Whether the archive was copied to the S3 bucket (BACKUP_S3_PREFIX). */
  copied_to_bucket: z.boolean(),
  error: z.string().nullable(),
})
export type BackupRun = z.infer<typeof BackupRunSchema>

export const BackupStatusSchema = z.object({
  /** BACKUP_INTERVAL_HOURS; 0 when the server takes no backups itself. */
  interval_hours: z.number(),
  last: BackupRunSchema.nullable(),
  last_success_at: z.string().nullable(),
  /** What the office should act on: the last one failed, none is recent enough, or none at all. */
  warning: z
    .object({ kind: z.enum(['failed', 'overdue', 'none', 'off']), message: z.string() })
    .nullable(),
})
export type BackupStatus = z.infer<typeof BackupStatusSchema>

/** GET /api/admin/backups */
export const AdminBackupsSchema = z.object({
  status: BackupStatusSchema,
  /** The newest first, at most 10. */
  runs: z.array(BackupRunSchema),
})
export type AdminBackups = z.infer<typeof AdminBackupsSchema>
