import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { libraryCategories } from '#shared/options.ts'
import { LIBRARY_SEARCH_MAX } from '#shared/library.ts'
import type { LibraryFilter } from './api/get-library-files.ts'

const isCategory = (value: string) => (libraryCategories as readonly string[]).includes(value)

/**
 * The search and category live in the address (`/library?q=algebra&category=Study+Guides`),
 * so a search can be shared and survives a reload. An unknown category is ignored.
 */
export function useLibraryFilter() {
  const [searchParams, setSearchParams] = useSearchParams()
  const q = (searchParams.get('q') ?? '').trim().slice(0, LIBRARY_SEARCH_MAX)
  const rawCategory = searchParams.get('category') ?? ''
  const category = isCategory(rawCategory) ? rawCategory : ''

  const filter = useMemo<LibraryFilter>(() => ({ q, category }), [q, category])

  const setFilter = useCallback(
    (change: Partial<LibraryFilter>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [key, value] of Object.entries(change)) {
            const text = value.trim()
            if (text) next.set(key, text)
            else next.delete(key)
          }
          return next
        },
        // Typing must not fill the history with one entry per word.
        { replace: true, preventScrollReset: true },
      )
    },
    [setSearchParams],
  )

  return { filter, setFilter, isFiltered: q !== '' || category !== '' }
}
