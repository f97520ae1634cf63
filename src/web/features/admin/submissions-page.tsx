import { CsvExportLink } from './csv-export-link.tsx'
import { clsx } from 'clsx'
import { Link, useParams } from 'react-router'
import { submissionKinds, type SubmissionKind } from '#shared/admin.ts'
import { labelOf } from '#shared/options.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { FileTextIcon, SearchIcon } from '#web/components/ui/icons.tsx'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminPageHeader } from './admin-page-header.tsx'
import { exportCsvHref, useSubmissions } from './api/get-submissions.ts'
import { backOfficeMessages as t, submissionCount } from './messages.ts'
import { Pagination } from './pagination.tsx'
import {
  dateRangeInvalid,
  hasFilters,
  isPaidKind,
  isSubmissionKind,
  noFilters,
  submissionQuery,
} from './submission-filters.ts'
import { SubmissionFiltersForm } from './submission-filters-form.tsx'
import { SubmissionList } from './submission-list.tsx'
import { useSubmissionQuery } from './use-submission-query.ts'

function ListLoading() {
  return (
    <div role="status">
      <p className="mb-4 text-slate-700">{t.loading}</p>
      <ul aria-hidden="true" className="grid gap-3">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="h-20 rounded-xl bg-slate-200 motion-safe:animate-pulse" />
        ))}
      </ul>
    </div>
  )
}

function EmptyList({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const Icon = filtered ? SearchIcon : FileTextIcon
  return (
    <div
      className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
      data-testid="submissions-empty"
    >
      <Icon className="mx-auto size-10 text-slate-500" />
      <p className="mt-4 text-lg font-bold text-slate-900">
        {filtered ? t.emptyFiltered : t.emptyAll}
      </p>
      <p className="mt-1 text-slate-700">{filtered ? t.emptyFilteredHint : t.emptyAllHint}</p>
      {filtered ? (
        <Button variant="outline" size="sm" className="mt-5" onClick={onClear}>
          {t.clearFilters}
        </Button>
      ) : null}
    </div>
  )
}

function SubmissionsView({ kind }: { kind: SubmissionKind }) {
  const label = labelOf(submissionKinds, kind)
  usePageTitle(label)
  const paid = isPaidKind(kind)
  const { filters, page, setFilters } = useSubmissionQuery(kind)
  const rangeInvalid = dateRangeInvalid(filters)
  const list = useSubmissions(kind, filters, page, !rangeInvalid)
  const filtered = hasFilters(filters)
  const clear = () => setFilters(noFilters)
  const hrefFor = (to: number) => paths.adminSubmissions.getHref(kind, submissionQuery(filters, to))

  let body
  if (rangeInvalid) {
    body = <Alert tone="info">{t.fixDates}</Alert>
  } else if (list.isPending) {
    body = <ListLoading />
  } else if (list.isError && !list.data) {
    // A refusal (a filter the server does not accept, say) names its reason.
    const refusal =
      list.error instanceof ApiError && list.error.status < 500
        ? list.error.serverMessage
        : undefined
    body = (
      <LoadFailed
        title={t.loadFailed}
        hint={refusal ?? t.loadFailedHint}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        className=""
      />
    )
  } else if (list.data.items.length === 0 && list.data.total > 0) {
    body = (
      <Alert tone="info">
        {t.pastLastPage}{' '}
        <Link to={hrefFor(1)} className="font-semibold underline">
          {t.firstPage}
        </Link>
      </Alert>
    )
  } else if (list.data.items.length === 0) {
    body = <EmptyList filtered={filtered} onClear={clear} />
  } else {
    body = (
      <div
        aria-busy={list.isPlaceholderData || undefined}
        className={clsx('space-y-5', list.isPlaceholderData && 'opacity-60')}
      >
        <SubmissionList kind={kind} items={list.data.items} paid={paid} />
        <Pagination
          page={list.data.page}
          pageSize={list.data.page_size}
          total={list.data.total}
          hrefFor={hrefFor}
        />
      </div>
    )
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader eyebrow={t.navSubmissions} title={label} lead={t.listLead}>
        <CsvExportLink href={dateRangeInvalid(filters) ? null : exportCsvHref(kind, filters)} />
      </AdminPageHeader>
      <SubmissionFiltersForm filters={filters} paid={paid} onChange={setFilters} />
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-3">
        <p
          role="status"
          className="text-sm font-medium text-slate-700"
          data-testid="submissions-total"
        >
          {list.data && !rangeInvalid ? submissionCount(list.data.total) : ''}
        </p>
        {filtered && (list.data?.items.length ?? 0) > 0 ? (
          <Button variant="ghost" size="sm" onClick={clear}>
            {t.clearFilters}
          </Button>
        ) : null}
      </div>
      <div className="min-h-[28rem]">{body}</div>
    </div>
  )
}

/** /admin/submissions/{kind}: one kind's submissions, newest first, filtered and paged. */
function SubmissionsPage() {
  const { kind } = useParams()
  // The layout shows "not found" for a kind the back office does not have.
  if (!isSubmissionKind(kind)) return null
  return <SubmissionsView key={kind} kind={kind} />
}

export { SubmissionsPage as Component }
