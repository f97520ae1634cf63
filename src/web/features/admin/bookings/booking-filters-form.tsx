import { useSearchDraft } from '#web/lib/use-search-draft.ts'
import { SearchField } from '../search-field.tsx'
import { adminMessages } from '#shared/admin.ts'
import { bookingStatuses, paymentStatuses } from '#shared/options.ts'
import type { AdminTutor } from '#shared/schemas/admin-tutors.ts'
import { Input } from '#web/components/ui/field.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { bookingDatesInvalid, type BookingFilters } from './booking-filters.ts'
import { bookingPageMessages as t } from './booking-messages.ts'

/**
 * The search box, the status, payment and tutor selects, the session days, and the
 * refunds owed and overlaps left (D25) as checkboxes. The box answers every keystroke;
 * the search itself follows once typing pauses, or at once on Enter. The other filters
 * apply as they change.
 */
export function BookingFiltersForm({
  filters,
  tutors,
  onChange,
}: {
  filters: BookingFilters
  /** Every tutor (inactive ones too: their past bookings stay), or undefined while loading. */
  tutors: AdminTutor[] | undefined
  onChange: (change: Partial<BookingFilters>) => void
}) {
  const search = useSearchDraft(filters.q, (q) => onChange({ q }))

  const tutorOptions = (tutors ?? []).map((tutor) => ({
    value: String(tutor.id),
    label: tutor.is_active ? tutor.name : t.inactive(tutor.name),
  }))
  // The address may name a tutor before the list has loaded: keep it selectable.
  if (filters.tutor_id && !tutorOptions.some((option) => option.value === filters.tutor_id)) {
    tutorOptions.push({ value: filters.tutor_id, label: `#${filters.tutor_id}` })
  }

  return (
    <form
      role="search"
      aria-label={t.filtersLabel}
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      onSubmit={(event) => {
        // Enter searches at once instead of waiting for the pause.
        event.preventDefault()
        search.searchNow()
      }}
    >
      <SearchField
        className="sm:col-span-2 xl:col-span-3"
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={search.draft}
        onChange={search.setDraft}
      />
      <Select
        label={t.status}
        placeholder={t.allStatuses}
        options={bookingStatuses}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as BookingFilters['status'] })}
      />
      <Select
        label={t.paymentStatus}
        placeholder={t.allPaymentStatuses}
        options={paymentStatuses}
        value={filters.payment_status}
        onChange={(event) =>
          onChange({ payment_status: event.target.value as BookingFilters['payment_status'] })
        }
      />
      <Select
        label={t.tutor}
        placeholder={t.allTutors}
        options={tutorOptions}
        value={filters.tutor_id}
        className="sm:col-span-2 xl:col-span-1"
        onChange={(event) => onChange({ tutor_id: event.target.value })}
      />
      <div className="grid grid-cols-2 gap-4 sm:col-span-2">
        <Input
          type="date"
          label={t.sessionFrom}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
        <Input
          type="date"
          label={t.sessionTo}
          value={filters.to}
          min={filters.from || undefined}
          error={bookingDatesInvalid(filters) ? adminMessages.dateRangeInvalid : undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
      <div className="flex flex-wrap gap-x-6 sm:col-span-2 xl:col-span-1">
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={filters.refund_due === 'true'}
            onChange={(event) => onChange({ refund_due: event.target.checked ? 'true' : '' })}
            className="size-5 rounded border-slate-300 text-brand-700"
          />
          {t.refundDueOnly}
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={filters.overlap === 'true'}
            onChange={(event) => onChange({ overlap: event.target.checked ? 'true' : '' })}
            className="size-5 rounded border-slate-300 text-brand-700"
          />
          {t.overlapOnly}
        </label>
      </div>
    </form>
  )
}
