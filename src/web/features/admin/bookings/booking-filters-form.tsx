import { useEffect, useId, useState } from 'react'
import { ADMIN_SEARCH_MAX, adminMessages } from '#shared/admin.ts'
import { bookingStatuses, paymentStatuses } from '#shared/options.ts'
import type { AdminTutor } from '#shared/schemas/admin-tutors.ts'
import { Input } from '#web/components/ui/field.tsx'
import { SearchIcon } from '#web/components/ui/icons.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { bookingDatesInvalid, type BookingFilters } from './booking-filters.ts'
import { bookingPageMessages as t } from './booking-messages.ts'

/** How long typing must pause before the search goes to the server. */
const SEARCH_DEBOUNCE_MS = 300

/**
 * The search box, the status, payment and tutor selects and the session days. The box
 * answers every keystroke; the search itself follows once typing pauses, or at once on
 * Enter. The other filters apply as they change.
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
        onChange({ q: draft.trim() })
      }}
    >
      <div className="flex flex-col gap-1.5 sm:col-span-2 xl:col-span-3">
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
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800 sm:col-span-2 xl:col-span-1">
        <input
          type="checkbox"
          checked={filters.refund_due === 'true'}
          onChange={(event) => onChange({ refund_due: event.target.checked ? 'true' : '' })}
          className="size-5 rounded border-slate-300 text-brand-700"
        />
        {t.refundDueOnly}
      </label>
    </form>
  )
}
