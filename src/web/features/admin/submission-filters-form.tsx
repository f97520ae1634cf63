import { clsx } from 'clsx'
import { useEffect, useId, useState } from 'react'
import { ADMIN_SEARCH_MAX, adminMessages } from '#shared/admin.ts'
import { paymentStatuses, submissionStatuses } from '#shared/options.ts'
import { Input } from '#web/components/ui/field.tsx'
import { SearchIcon } from '#web/components/ui/icons.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { backOfficeMessages as t } from './messages.ts'
import { dateRangeInvalid, type SubmissionFilters } from './submission-filters.ts'

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300

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
  const searchId = useId()
  const [draft, setDraft] = useState(filters.q)
  const [shownQ, setShownQ] = useState(filters.q)
  // The address changed from elsewhere (back button, "Clear filters"): show its search.
  if (filters.q !== shownQ) {
    setShownQ(filters.q)
    if (filters.q !== draft.trim()) setDraft(filters.q)
  }

  useEffect(() => {
    const text = draft.trim()
    if (text === filters.q) return
    const timer = window.setTimeout(() => onChange({ q: text }), SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [draft, filters.q, onChange])

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
        onChange({ q: draft.trim() })
      }}
    >
      <div className={clsx('flex flex-col gap-1.5 sm:col-span-2', !paid && 'xl:col-span-1')}>
        <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
          {t.search}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            value={draft}
            maxLength={ADMIN_SEARCH_MAX}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 shadow-sm placeholder:text-slate-500"
          />
        </div>
      </div>
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
