import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { ADMIN_SEARCH_MAX } from '#shared/admin.ts'
import { isOneOf } from '#shared/options.ts'

const MAX_PAGE = 100_000

/** A list's search, one choice filter and page, as its address holds them. */
export type ListFilters<C extends string> = { q: string; choice: C | '' }

/**
 * Reads `?q=…&{choiceKey}=…&page=2`. A value the server would refuse (an unknown choice,
 * page 0) is dropped rather than sent, so a mistyped address still shows a list.
 */
export function readListQuery<C extends string>(
  params: URLSearchParams,
  choiceKey: string,
  choices: readonly C[],
): { filters: ListFilters<C>; page: number } {
  const text = (key: string) => (params.get(key) ?? '').trim()
  const choice = text(choiceKey)
  const page = Number(text('page'))
  return {
    filters: {
      q: text('q').slice(0, ADMIN_SEARCH_MAX),
      choice: isOneOf(choices, choice) ? choice : '',
    },
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  }
}

/** The address query of these filters and page: empty values and page 1 are left out. */
export function listQuery<C extends string>(
  filters: ListFilters<C>,
  choiceKey: string,
  page = 1,
): Record<string, string | undefined> {
  return {
    q: filters.q || undefined,
    [choiceKey]: filters.choice || undefined,
    page: page > 1 ? String(page) : undefined,
  }
}

/** The same as a search string for the API (`q=x&role=admin`, no leading '?'). */
export function listSearch<C extends string>(
  filters: ListFilters<C>,
  choiceKey: string,
  page = 1,
): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(listQuery(filters, choiceKey, page))) {
    if (value) search.set(key, value)
  }
  return search.toString()
}

/**
 * The list's filters and page from the address; a change of filter goes back to page 1
 * and replaces the history entry (typing must not add one per word).
 */
export function useListQuery<C extends string>(choiceKey: string, choices: readonly C[]) {
  const [searchParams, setSearchParams] = useSearchParams()
  const search = searchParams.toString()
  const { filters, page } = useMemo(
    () => readListQuery(new URLSearchParams(search), choiceKey, choices),
    [search, choiceKey, choices],
  )
  const setFilters = useCallback(
    (change: Partial<ListFilters<C>>) => {
      setSearchParams(
        (current) => {
          const now = readListQuery(current, choiceKey, choices).filters
          return new URLSearchParams(listSearch({ ...now, ...change }, choiceKey))
        },
        { replace: true, preventScrollReset: true },
      )
    },
    [setSearchParams, choiceKey, choices],
  )
  return { filters, page, setFilters }
}
