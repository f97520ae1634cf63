import { AdminListBody, ListTotal } from './list-body.tsx'
import { CsvExportLink } from './csv-export-link.tsx'
import { useParams } from 'react-router'
import { submissionKinds, type SubmissionKind } from '#shared/admin.ts'
import { labelOf } from '#shared/options.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { FileTextIcon } from '#web/components/ui/icons.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminPageHeader } from './admin-page-header.tsx'
import { exportCsvHref, useSubmissions } from './api/get-submissions.ts'
import { backOfficeMessages as t, submissionCount } from './messages.ts'
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

  const body = rangeInvalid ? (
    <Alert tone="info">{t.fixDates}</Alert>
  ) : (
    <AdminListBody
      query={list}
      data={list.data}
      shown={(data) => data.items.length}
      texts={t}
      emptyIcon={FileTextIcon}
      emptyTestId="submissions-empty"
      filtered={filtered}
      onClear={clear}
      hrefFor={hrefFor}
    >
      {(data) => <SubmissionList kind={kind} items={data.items} paid={paid} />}
    </AdminListBody>
  )

  return (
    <div className="space-y-6">
      <AdminPageHeader eyebrow={t.navSubmissions} title={label} lead={t.listLead}>
        <CsvExportLink href={dateRangeInvalid(filters) ? null : exportCsvHref(kind, filters)} />
      </AdminPageHeader>
      <SubmissionFiltersForm filters={filters} paid={paid} onChange={setFilters} />
      <ListTotal
        text={list.data && !rangeInvalid ? submissionCount(list.data.total) : ''}
        testId="submissions-total"
        canClear={filtered && (list.data?.items.length ?? 0) > 0}
        clearLabel={t.clearFilters}
        onClear={clear}
      />
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
