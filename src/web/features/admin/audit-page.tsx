import { clsx } from 'clsx'
import { useSearchParams } from 'react-router'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminPageHeader } from './admin-page-header.tsx'
import { CsvExportLink } from './csv-export-link.tsx'
import { useAuditLog } from './api/get-audit-log.ts'
import { AuditEntryItem } from './audit-entry.tsx'
import { backOfficeMessages as t, entryCount } from './messages.ts'
import { Pagination } from './pagination.tsx'

function AuditLoading() {
  return (
    <div role="status">
      <p className="mb-4 text-slate-700">{t.auditLoading}</p>
      <ul aria-hidden="true" className="grid gap-3">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="h-20 rounded-xl bg-slate-200 motion-safe:animate-pulse" />
        ))}
      </ul>
    </div>
  )
}

const pageOf = (value: string | null) => {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1
}

/** /admin/audit: every administrator action, newest first, a page at a time. */
function AuditPage() {
  usePageTitle(t.auditTitle)
  const [searchParams] = useSearchParams()
  const page = pageOf(searchParams.get('page'))
  const log = useAuditLog(page)

  let body
  if (log.isPending) {
    body = <AuditLoading />
  } else if (log.isError && !log.data) {
    body = (
      <LoadFailed
        title={t.auditLoadFailed}
        hint={t.loadFailedHint}
        onRetry={() => void log.refetch()}
        retrying={log.isFetching}
        className=""
      />
    )
  } else if (log.data.entries.length === 0) {
    body = (
      <div
        className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
        data-testid="audit-empty"
      >
        <p className="text-lg font-bold text-slate-900">{t.auditEmpty}</p>
      </div>
    )
  } else {
    body = (
      <div
        aria-busy={log.isPlaceholderData || undefined}
        className={clsx('space-y-5', log.isPlaceholderData && 'opacity-60')}
      >
        <ol className="grid gap-3" aria-label={t.auditEntries}>
          {log.data.entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
        <Pagination
          page={log.data.page}
          pageSize={log.data.page_size}
          total={log.data.total}
          hrefFor={(to) => paths.adminAudit.getHref(to)}
        />
      </div>
    )
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.auditTitle} lead={t.auditLead}>
        <CsvExportLink href="/api/admin/audit/export.csv" />
      </AdminPageHeader>
      <p role="status" className="min-h-6 text-sm font-medium text-slate-700">
        {log.data ? entryCount(log.data.total) : ''}
      </p>
      <div className="min-h-[28rem]">{body}</div>
    </div>
  )
}

export { AuditPage as Component }
