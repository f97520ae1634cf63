import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { ADMIN_SEARCH_MAX } from '#shared/admin.ts'
import { isOneOf } from '#shared/options.ts'

const MAX_PAGE = 100_000

/** A list's choice filters: each one's address key and the values it may take. */
export type ListChoices = Record<string, readonly string[]>

/** A list's search and choice filters, as its address holds them ('' for all). */
export type ListFilters<C extends ListChoices> = { q: string } & {
  [K in keyof C]: C[K][number] | ''
}

/**
 * Reads `?q=…&{choice}=…&page=2`. A value the server would refuse (an unknown choice,
 * page 0) is dropped rather than sent, so a mistyped address still shows a list.
 */
export function readListQuery<C extends ListChoices>(
  params: URLSearchParams,
  choices: C,
): { filters: ListFilters<C>; page: number } {
  const text = (key: string) => (params.get(key) ?? '').trim()
  const filters: Record<string, string> = { q: text('q').slice(0, ADMIN_SEARCH_MAX) }
  for (const [key, values] of Object.entries(choices)) {
    const value = text(key)
    filters[key] = isOneOf(values, value) ? value : ''
  }
  const page = Number(text('page'))
  return {
    filters: filters as ListFilters<C>,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  }
}

/** The address query of a list's filters and page: empty values and page 1 are left out. */
export function listQuery(
  filters: Readonly<Record<string, string>>,
  page = 1,
): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {}
  for (const [key, value] of Object.entries(filters)) query[key] = value || undefined
  query.page = page > 1 ? String(page) : undefined
  return query
}

/** The same as a search string for the API (`q=x&role=admin`, no leading '?'). */
export function listSearch(filters: Readonly<Record<string, string>>, page = 1): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(listQuery(filters, page))) {
    if (value) search.set(key, value)
  }
  return search.toString()
}

export const hasListFilters = <C extends ListChoices>(filters: ListFilters<C>) =>
  Object.values(filters).some((value) => value !== '')

/** Every filter cleared. */
export const noListFilters = <C extends ListChoices>(choices: C) =>
  Object.fromEntries([['q', ''], ...Object.keys(choices).map((key) => [key, ''])]) as ListFilters<C>

/**
 * The list's filters and page from the address; a change of filter goes back to page 1
 * and replaces the history entry (typing must not add one per word). `choices` must keep
 * its identity between renders (declare it at module level).
 */
export function useListQuery<C extends ListChoices>(choices: C) {
  const [searchParams, setSearchParams] = useSearchParams()
  const search = searchParams.toString()
  const { filters, page } = useMemo(
    () => readListQuery(new URLSearchParams(search), choices),
    [search, choices],
  )
  const setFilters = useCallback(
    (change: Partial<ListFilters<C>>) => {
      setSearchParams(
        (current) => {
          const now = readListQuery(current, choices).filters
          return new URLSearchParams(listSearch({ ...now, ...change }))
        },
        { replace: true, preventScrollReset: true },
      )
    },
    [setSearchParams, choices],
  )
  return { filters, page, setFilters }
}
