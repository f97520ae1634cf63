import { clsx } from 'clsx'
import { useSearchDraft } from '#web/lib/use-search-draft.ts'
import { Select, type SelectOption } from '#web/components/ui/select.tsx'
import type { ListChoices, ListFilters } from './list-query.ts'
import { backOfficeMessages } from './messages.ts'
import { SearchField } from './search-field.tsx'

/** One select of a list's filters: its address key, label, "all" wording and options. */
export type ChoiceFilter<C extends ListChoices> = {
  key: keyof C & string
  label: string
  placeholder: string
  options: readonly SelectOption[]
}

/**
 * A search box and a select per choice. The box answers every keystroke; the search
 * itself follows once typing pauses, or at once on Enter. A select applies as it changes.
 */
export function ListFiltersForm<C extends ListChoices>({
  label,
  searchPlaceholder,
  selects,
  filters,
  onChange,
}: {
  label: string
  searchPlaceholder: string
  selects: readonly ChoiceFilter<C>[]
  filters: ListFilters<C>
  onChange: (change: Partial<ListFilters<C>>) => void
}) {
  const search = useSearchDraft(filters.q, (q) => onChange({ q } as Partial<ListFilters<C>>))

  return (
    <form
      role="search"
      aria-label={label}
      className={clsx(
        'grid gap-4',
        selects.length > 1
          ? 'sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] [&>:first-child]:sm:col-span-2 [&>:first-child]:lg:col-span-1'
          : 'sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]',
      )}
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
      {selects.map((select) => (
        <Select
          key={select.key}
          label={select.label}
          placeholder={select.placeholder}
          options={select.options}
          value={filters[select.key]}
          onChange={(event) =>
            onChange({ [select.key]: event.target.value } as Partial<ListFilters<C>>)
          }
        />
      ))}
    </form>
  )
}
