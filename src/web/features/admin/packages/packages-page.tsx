import { ClockIcon } from '#web/components/ui/icons.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { packageStatusOptions } from '#shared/schemas/admin-packages.ts'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { CsvExportLink } from '../csv-export-link.tsx'
import { AdminListBody, ListTotal } from '../list-body.tsx'
import { ListFiltersForm } from '../list-filters-form.tsx'
import { hasListFilters, listQuery, noListFilters, useListQuery } from '../list-query.ts'
import { packagesCsvHref, usePackages } from './api/get-packages.ts'
import { packageCount, packageListChoices, packagePageMessages as t } from './messages.ts'
import { PackageList } from './package-list.tsx'

const refundOptions = [{ value: 'true', label: t.refundDueOnly }] as const

/**
 * /admin/packages (issue 21, D26): every week and month package, newest first, searched by
 * the student, filtered by status and refunds owed, paged, with the filters in the address.
 */
function PackagesPage() {
  usePageTitle(t.title)
  const { filters, page, setFilters } = useListQuery(packageListChoices)
  const list = usePackages(filters, page)
  const filtered = hasListFilters(filters)
  const clear = () => setFilters(noListFilters(packageListChoices))
  const hrefFor = (to: number) => paths.adminPackages.getHref(listQuery(filters, to))

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.title} lead={t.listLead}>
        <CsvExportLink href={packagesCsvHref(filters)} />
      </AdminPageHeader>
      <ListFiltersForm
        label={t.filtersLabel}
        searchPlaceholder={t.searchPlaceholder}
        selects={[
          {
            key: 'status',
            label: t.status,
            placeholder: t.allStatuses,
            options: packageStatusOptions,
          },
          { key: 'refund_due', label: t.refund, placeholder: t.anyRefund, options: refundOptions },
        ]}
        filters={filters}
        onChange={setFilters}
      />
      <ListTotal
        text={list.data ? packageCount(list.data.total) : ''}
        testId="packages-total"
        canClear={filtered && (list.data?.packages.length ?? 0) > 0}
        clearLabel={t.clearFilters}
        onClear={clear}
      />
      <div className="min-h-[28rem]">
        <AdminListBody
          query={list}
          data={list.data}
          shown={(data) => data.packages.length}
          texts={t}
          emptyIcon={ClockIcon}
          emptyTestId="packages-empty"
          filtered={filtered}
          onClear={clear}
          hrefFor={hrefFor}
        >
          {(data) => <PackageList packages={data.packages} />}
        </AdminListBody>
      </div>
    </div>
  )
}

export { PackagesPage as Component }
