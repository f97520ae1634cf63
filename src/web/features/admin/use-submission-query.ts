import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { SubmissionKind } from '#shared/admin.ts'
import {
  readSubmissionQuery,
  submissionSearch,
  type SubmissionFilters,
} from './submission-filters.ts'

/**
 * A list's filters and page live in its address (`?q=sithole&status=new&page=2`), so a
 * reload, the back button and a shared link all show the same list. A change of filter
 * goes back to page 1 and replaces the history entry (typing must not add one per word).
 */
export function useSubmissionQuery(kind: SubmissionKind) {
  const [searchParams, setSearchParams] = useSearchParams()
  const search = searchParams.toString()
  const { filters, page } = useMemo(
    () => readSubmissionQuery(new URLSearchParams(search), kind),
    [search, kind],
  )

  const setFilters = useCallback(
    (change: Partial<SubmissionFilters>) => {
      setSearchParams(
        (current) => {
          const now = readSubmissionQuery(current, kind).filters
          return new URLSearchParams(submissionSearch({ ...now, ...change }))
        },
        { replace: true, preventScrollReset: true },
      )
    },
    [setSearchParams, kind],
  )

  return { filters, page, setFilters }
}
