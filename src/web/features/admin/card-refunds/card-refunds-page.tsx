import { useState } from 'react'
import { cardRefundStatuses } from '#shared/schemas/admin-card-refunds.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { WalletIcon } from '#web/components/ui/icons.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { CsvExportLink } from '../csv-export-link.tsx'
import { AdminListBody, ListTotal } from '../list-body.tsx'
import { ListFiltersForm } from '../list-filters-form.tsx'
import { hasListFilters, listQuery, noListFilters, useListQuery } from '../list-query.ts'
import { cardRefundsCsvHref, useCardRefunds } from './api/get-card-refunds.ts'
import { CardRefundList } from './card-refund-list.tsx'
import { cardRefundCount, cardRefundListChoices, cardRefundPageMessages as t } from './messages.ts'

/**
 * /admin/card-refunds (issue 25): card payments no booking, video order or donation took,
 * refunded by the gateway or, where it refused, waiting to be refunded by hand (first).
 */
function CardRefundsPage() {
  usePageTitle(t.title)
  const { filters, page, setFilters } = useListQuery(cardRefundListChoices)
  const list = useCardRefunds(filters, page)
  const [recorded, setRecorded] = useState(false)
  const filtered = hasListFilters(filters)
  const clear = () => setFilters(noListFilters(cardRefundListChoices))
  const hrefFor = (to: number) => paths.adminCardRefunds.getHref(listQuery(filters, to))

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.title} lead={t.lead}>
        <CsvExportLink href={cardRefundsCsvHref(filters)} />
      </AdminPageHeader>
      <ListFiltersForm
        label={t.filtersLabel}
        searchPlaceholder={t.searchPlaceholder}
        selects={[
          {
            key: 'status',
            label: t.status,
            placeholder: t.allStatuses,
            options: cardRefundStatuses,
          },
        ]}
        filters={filters}
        onChange={setFilters}
      />
      <div role="status" className="empty:hidden">
        {recorded ? <Alert tone="success">{t.recorded}</Alert> : null}
      </div>
      <ListTotal
        text={list.data ? cardRefundCount(list.data.total) : ''}
        testId="card-refunds-total"
        canClear={filtered && (list.data?.refunds.length ?? 0) > 0}
        clearLabel={t.clearFilters}
        onClear={clear}
      />
      <div className="min-h-[28rem]">
        <AdminListBody
          query={list}
          data={list.data}
          shown={(data) => data.refunds.length}
          texts={t}
          emptyIcon={WalletIcon}
          emptyTestId="card-refunds-empty"
          filtered={filtered}
          onClear={clear}
          hrefFor={hrefFor}
        >
          {(data) => <CardRefundList refunds={data.refunds} onRecorded={() => setRecorded(true)} />}
        </AdminListBody>
      </div>
    </div>
  )
}

export { CardRefundsPage as Component }
