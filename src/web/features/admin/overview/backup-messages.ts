import type { BackupRun } from '#shared/schemas/backups.ts'

// Texts of the overview's backups section (issue 28).
export const backupMessages = {
  heading: 'Backups',
  lead: (intervalHours: number) =>
    intervalHours > 0
      ? `The server backs itself up every ${intervalHours} hours. Archives hold personal data: keep them private.`
      : 'The server takes no backups itself (BACKUP_INTERVAL_HOURS=0). Archives hold personal data: keep them private.',
  loading: 'Loading backups...',
  loadFailed: 'The backups could not be loaded.',
  lastBackup: 'Last backup',
  none: 'No backup yet.',
  when: 'Started',
  result: 'Result',
  size: 'Size',
  contents: 'Contents',
  contentsValue: (rows: number, files: number) =>
    `${rows.toLocaleString('en-ZA')} rows, ${files.toLocaleString('en-ZA')} ${files === 1 ? 'file' : 'files'}`,
  kept: 'Kept',
  keptValue: (run: BackupRun) =>
    [
      run.file_name ?? '',
      run.encrypted ? 'encrypted' : 'not encrypted',
      run.copied_to_bucket ? 'copied to the bucket' : 'on the server only',
    ].join(' · '),
  status: { running: 'Running', succeeded: 'Succeeded', failed: 'Failed' },
  trigger: {
    scheduled: 'Scheduled',
    office: 'Back office',
    command: 'npm run backup',
  },
  backUpNow: 'Back up now',
  backingUp: 'Backing up...',
  taken: (size: string) => `Backup taken (${size}).`,
  failed: (error: string) => `The backup failed: ${error}`,
  recent: (count: number) => `Recent backups (${count})`,
} as const
