import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { readReviewQuery, reviewSearch, type ReviewFilters } from './review-filters.ts'

/**
 * The reviews list's filters and page live in its address (`?tutor_id=3&hidden=true`), so
 * a reload, the back button and a shared link all show the same list. A change of filter
 * goes back to page 1 and replaces the history entry.
 */
export function useReviewQuery() {
  const [searchParams, setSearchParams] = useSearchParams()
  const search = searchParams.toString()
  const { filters, page } = useMemo(() => readReviewQuery(new URLSearchParams(search)), [search])

  const setFilters = useCallback(
    (change: Partial<ReviewFilters>) => {
      setSearchParams(
        (current) => {
          const now = readReviewQuery(current).filters
          return new URLSearchParams(reviewSearch({ ...now, ...change }))
        },
        { replace: true, preventScrollReset: true },
      )
    },
    [setSearchParams],
  )

  return { filters, page, setFilters }
}
