import { useSearchDraft } from '#web/lib/use-search-draft.ts'
import { SearchField } from '../search-field.tsx'
import { Select, type SelectOption } from '#web/components/ui/select.tsx'
import { backOfficeMessages } from '../messages.ts'
import type { ListFilters } from './list-query.ts'

/**
 * A search box and one select. The box answers every keystroke; the search itself follows
 * once typing pauses, or at once on Enter. The select applies as it changes.
 */
export function ListFiltersForm<C extends string>({
  label,
  searchPlaceholder,
  choiceLabel,
  choicePlaceholder,
  choices,
  filters,
  onChange,
}: {
  label: string
  searchPlaceholder: string
  choiceLabel: string
  choicePlaceholder: string
  choices: readonly SelectOption[]
  filters: ListFilters<C>
  onChange: (change: Partial<ListFilters<C>>) => void
}) {
  const search = useSearchDraft(filters.q, (q) => onChange({ q }))

  return (
    <form
      role="search"
      aria-label={label}
      className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      onSubmit={(event) => {
        event.preventDefault()
        search.searchNow()
      }}
    >
      <SearchField
        label={backOfficeMessages.search}
        placeholder={searchPlaceholder}
        value={search.draft}
        onChange={search.setDraft}
      />
      <Select
        label={choiceLabel}
        placeholder={choicePlaceholder}
        options={choices}
        value={filters.choice}
        onChange={(event) => onChange({ choice: event.target.value as C | '' })}
      />
    </form>
  )
}
