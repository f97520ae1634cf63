import { useSearchDraft } from '#web/lib/use-search-draft.ts'
import { SearchField } from './search-field.tsx'
import { clsx } from 'clsx'
import { adminMessages } from '#shared/admin.ts'
import { paymentStatuses, submissionStatuses } from '#shared/options.ts'
import { Input } from '#web/components/ui/field.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { backOfficeMessages as t } from './messages.ts'
import { dateRangeInvalid, type SubmissionFilters } from './submission-filters.ts'

/**
 * The search box, the status (and, for paid kinds, payment) selects and the days it
 * arrived. The box answers every keystroke; the search itself follows once typing
 * pauses, or at once on Enter. The other filters apply as they change.
 */
export function SubmissionFiltersForm({
  filters,
  paid,
  onChange,
}: {
  filters: SubmissionFilters
  paid: boolean
  onChange: (change: Partial<SubmissionFilters>) => void
}) {
  const search = useSearchDraft(filters.q, (q) => onChange({ q }))

  return (
    <form
      role="search"
      aria-label={t.filtersLabel}
      // Paid kinds have one select more: from `xl` the dates go to a second row.
      className={
        paid
          ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4'
          : 'grid gap-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))]'
      }
      onSubmit={(event) => {
        // Enter searches at once instead of waiting for the pause.
        event.preventDefault()
        search.searchNow()
      }}
    >
      <SearchField
        className={clsx('sm:col-span-2', !paid && 'xl:col-span-1')}
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={search.draft}
        onChange={search.setDraft}
      />
      <Select
        label={t.status}
        placeholder={t.allStatuses}
        options={submissionStatuses}
        value={filters.status}
        onChange={(event) =>
          onChange({ status: event.target.value as SubmissionFilters['status'] })
        }
      />
      {paid ? (
        <Select
          label={t.paymentStatus}
          placeholder={t.allPaymentStatuses}
          options={paymentStatuses}
          value={filters.payment_status}
          onChange={(event) =>
            onChange({ payment_status: event.target.value as SubmissionFilters['payment_status'] })
          }
        />
      ) : null}
      <div className="grid grid-cols-2 gap-4 sm:col-span-2 xl:col-span-2">
        <Input
          type="date"
          label={t.receivedFrom}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
        <Input
          type="date"
          label={t.receivedTo}
          value={filters.to}
          min={filters.from || undefined}
          error={dateRangeInvalid(filters) ? adminMessages.dateRangeInvalid : undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
    </form>
  )
}
