import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { SubmissionKind } from '#shared/admin.ts'
import type { SubmissionList } from '#shared/schemas/admin-submissions.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { submissionSearch, type SubmissionFilters } from '../submission-filters.ts'

/** Every list of submissions, whatever the kind and filters; invalidate it after a change. */
export const submissionListsKey = ['admin-submissions'] as const

const listPath = (kind: SubmissionKind, search: string) =>
  `/api/admin/submissions/${kind}${search ? `?${search}` : ''}`

/** GET /api/admin/submissions/{kind}?q=&status=&payment_status=&from=&to=&page= */
export const submissionsQueryOptions = (
  kind: SubmissionKind,
  filters: SubmissionFilters,
  page: number,
) =>
  queryOptions({
    queryKey: [...submissionListsKey, kind, filters, page],
    queryFn: ({ signal }) =>
      apiFetch<SubmissionList>(listPath(kind, submissionSearch(filters, page)), { signal }),
  })

/**
 * One page of a kind's submissions. While the next search or page loads, the previous
 * one stays on screen (no flash of the loading state at every keystroke).
 */
export function useSubmissions(
  kind: SubmissionKind,
  filters: SubmissionFilters,
  page: number,
  enabled: boolean,
) {
  return useQuery({
    ...submissionsQueryOptions(kind, filters, page),
    enabled,
    placeholderData: (previous, query) =>
      // Keep the previous page only while staying on the same kind.
      query?.queryKey[1] === kind ? keepPreviousData(previous) : undefined,
  })
}

/** GET /api/admin/submissions/{kind}/export.csv with the list's filters (every page). */
export const exportCsvHref = (kind: SubmissionKind, filters: SubmissionFilters) =>
  `/api/admin/submissions/${kind}/export.csv${
    submissionSearch(filters) ? `?${submissionSearch(filters)}` : ''
  }`
