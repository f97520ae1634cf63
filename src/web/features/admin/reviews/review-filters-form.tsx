import type { AdminTutor } from '#shared/schemas/admin-tutors.ts'
import { Select } from '#web/components/ui/select.tsx'
import { starChoiceLabel } from '#web/components/ui/star-fills.ts'
import type { ReviewFilters } from './review-filters.ts'
import { reviewPageMessages as t } from './messages.ts'

const ratingOptions = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: starChoiceLabel(n) }))
const shownOptions = [
  { value: 'false', label: t.visibleOnly },
  { value: 'true', label: t.hiddenOnly },
]

/** The tutor, rating and shown selects; each applies as it changes. */
export function ReviewFiltersForm({
  filters,
  tutors,
  onChange,
}: {
  filters: ReviewFilters
  /** Every tutor (inactive ones too: their reviews stay), or undefined while loading. */
  tutors: AdminTutor[] | undefined
  onChange: (change: Partial<ReviewFilters>) => void
}) {
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
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      onSubmit={(event) => event.preventDefault()}
    >
      <Select
        label={t.tutor}
        placeholder={t.allTutors}
        options={tutorOptions}
        value={filters.tutor_id}
        className="sm:col-span-2 xl:col-span-1"
        onChange={(event) => onChange({ tutor_id: event.target.value })}
      />
      <Select
        label={t.rating}
        placeholder={t.allRatings}
        options={ratingOptions}
        value={filters.rating}
        onChange={(event) => onChange({ rating: event.target.value as ReviewFilters['rating'] })}
      />
      <Select
        label={t.shown}
        placeholder={t.allReviews}
        options={shownOptions}
        value={filters.hidden}
        onChange={(event) => onChange({ hidden: event.target.value as ReviewFilters['hidden'] })}
      />
    </form>
  )
}
