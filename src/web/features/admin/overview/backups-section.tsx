import { clsx } from 'clsx'
import type { ReactNode } from 'react'
import { formatFileSize } from '#shared/library.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import type { AdminBackups, BackupRun } from '#shared/schemas/backups.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { useBackUpNow, useBackups } from './api/backups.ts'
import { backupMessages as t } from './backup-messages.ts'
import { card, Section } from './overview-parts.tsx'

const statusTones: Record<BackupRun['status'], string> = {
  running: 'bg-brand-50 text-brand-900 ring-brand-200',
  succeeded: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
}

function RunStatus({ status }: { status: BackupRun['status'] }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
        statusTones[status],
      )}
    >
      {t.status[status]}
    </span>
  )
}

function LastBackup({ run }: { run: BackupRun }) {
  const rows: [string, ReactNode][] = [
    [t.when, `${formatSastDateTime(run.started_at)} SAST (${t.trigger[run.trigger]})`],
    [t.result, <RunStatus key="status" status={run.status} />],
  ]
  if (run.status === 'succeeded') {
    rows.push(
      [t.size, formatFileSize(run.size_bytes ?? 0)],
      [t.contents, t.contentsValue(run.rows ?? 0, run.files ?? 0)],
      [t.kept, t.keptValue(run)],
    )
  }
  return (
    <dl
      className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]"
      data-testid="last-backup"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-slate-700">{label}</dt>
          <dd className="text-slate-900 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function BackUpNow() {
  const backUp = useBackUpNow()
  const result = backUp.data
  return (
    <div className="space-y-3">
      <Button
        variant="outline"
        onClick={() => backUp.mutate()}
        disabled={backUp.isPending}
        data-testid="back-up-now"
      >
        {backUp.isPending ? t.backingUp : t.backUpNow}
      </Button>
      <div aria-live="polite">
        {result?.status === 'succeeded' ? (
          <Alert tone="success">{t.taken(formatFileSize(result.size_bytes ?? 0))}</Alert>
        ) : result?.status === 'failed' ? (
          <Alert tone="error">{t.failed(result.error ?? '')}</Alert>
        ) : backUp.error ? (
          <Alert tone="error">{backUp.error.message}</Alert>
        ) : null}
      </div>
    </div>
  )
}

function BackupsView({ backups }: { backups: AdminBackups }) {
  const { status, runs } = backups
  return (
    <div className={clsx(card, 'space-y-4')}>
      {status.warning ? (
        <Alert tone={status.warning.kind === 'none' ? 'info' : 'error'}>
          <span data-testid="backup-warning">{status.warning.message}</span>
        </Alert>
      ) : null}
      <div className="space-y-2">
        <h3 className="font-semibold text-slate-900">{t.lastBackup}</h3>
        {status.last ? (
          <LastBackup run={status.last} />
        ) : (
          <p className="text-slate-700">{t.none}</p>
        )}
      </div>
      <BackUpNow />
      {runs.length > 1 ? (
        <details className="text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
            {t.recent(runs.length)}
          </summary>
          <ul className="mt-2 divide-y divide-slate-200">
            {runs.map((run) => (
              <li key={run.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span className="text-slate-900">{formatSastDateTime(run.started_at)}</span>
                <RunStatus status={run.status} />
                <span className="text-slate-700">
                  {t.trigger[run.trigger]}
                  {run.size_bytes !== null ? ` · ${formatFileSize(run.size_bytes)}` : ''}
                  {run.error ? ` · ${run.error}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}

/** The overview's backups: the last one, what needs doing about it, and "Back up now". */
export function BackupsSection() {
  const backups = useBackups()
  let body
  if (backups.isPending) {
    body = (
      <div role="status" className={clsx(card, 'min-h-48')}>
        <p className="text-slate-700">{t.loading}</p>
      </div>
    )
  } else if (backups.isError) {
    body = (
      <LoadFailed
        title={t.loadFailed}
        onRetry={() => void backups.refetch()}
        retrying={backups.isFetching}
        className=""
      />
    )
  } else {
    body = <BackupsView backups={backups.data} />
  }
  return (
    <Section
      title={t.heading}
      lead={backups.data ? t.lead(backups.data.status.interval_hours) : undefined}
    >
      {body}
    </Section>
  )
}
