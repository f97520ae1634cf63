import { useEffect, useId, useState } from 'react'
import { ADMIN_SEARCH_MAX } from '#shared/admin.ts'
import { SearchIcon } from '#web/components/ui/icons.tsx'
import { Select, type SelectOption } from '#web/components/ui/select.tsx'
import { backOfficeMessages } from '../messages.ts'
import type { ListFilters } from './list-query.ts'

/** How long typing must pause before the search goes to the server. */
const SEARCH_DEBOUNCE_MS = 300

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
      aria-label={label}
      className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      onSubmit={(event) => {
        event.preventDefault()
        onChange({ q: draft.trim() })
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
          {backOfficeMessages.search}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            value={draft}
            maxLength={ADMIN_SEARCH_MAX}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 shadow-sm placeholder:text-slate-500"
          />
        </div>
      </div>
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
