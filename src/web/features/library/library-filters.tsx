import { useSearchDraft } from '#web/lib/use-search-draft.ts'
import { useId } from 'react'
import { libraryCategories } from '#shared/options.ts'
import { LIBRARY_SEARCH_MAX } from '#shared/library.ts'
import { Select } from '#web/components/ui/select.tsx'
import type { LibraryFilter } from './api/get-library-files.ts'
import { SearchIcon } from '#web/components/ui/icons.tsx'
import { Button } from '#web/components/ui/button.tsx'

const categoryOptions = libraryCategories.map((category) => ({ value: category, label: category }))

/**
 * The search box and the category filter. The box answers every keystroke; the search
 * itself (and the address) follows once typing pauses, or at once on Enter or Search.
 */
export function LibraryFilters({
  filter,
  onChange,
}: {
  filter: LibraryFilter
  onChange: (change: Partial<LibraryFilter>) => void
}) {
  const searchId = useId()
  const search = useSearchDraft(filter.q, (q) => onChange({ q }))

  return (
    <form
      role="search"
      aria-label="Search the library"
      className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_16rem]"
      onSubmit={(event) => {
        // Enter or the Search button searches at once instead of waiting for the pause.
        event.preventDefault()
        search.searchNow()
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
          Search files
        </label>
        {/* A button as well as Enter: a visible way to search for those who don't know
            Enter does, and what HTML_CodeSniffer asks of every form (WCAG 3.2.2, H32). */}
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
            <input
              id={searchId}
              type="search"
              value={search.draft}
              maxLength={LIBRARY_SEARCH_MAX}
              onChange={(event) => search.setDraft(event.target.value)}
              placeholder="Search by filename or description"
              autoComplete="off"
              enterKeyHint="search"
              className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 shadow-sm placeholder:text-slate-500"
            />
          </div>
          <Button type="submit" variant="primary">
            Search
          </Button>
        </div>
      </div>
      <Select
        label="Category"
        placeholder="All Categories"
        options={categoryOptions}
        value={filter.category}
        onChange={(event) => onChange({ category: event.target.value })}
      />
    </form>
  )
}
