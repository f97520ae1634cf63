import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SubmissionKind } from '#shared/admin.ts'
import type { SubmissionDetail } from '#shared/schemas/admin-submissions.ts'
import { apiFetch } from '#web/lib/api-client.ts'

export const submissionKey = (kind: SubmissionKind, id: string) =>
  ['admin-submission', kind, id] as const

export const submissionPath = (kind: SubmissionKind, id: string) =>
  `/api/admin/submissions/${kind}/${encodeURIComponent(id)}`

/** GET /api/admin/submissions/{kind}/{id}: the record with every field labelled. */
export const submissionQueryOptions = (kind: SubmissionKind, id: string) =>
  queryOptions({
    queryKey: submissionKey(kind, id),
    queryFn: ({ signal }) => apiFetch<SubmissionDetail>(submissionPath(kind, id), { signal }),
  })

export const useSubmission = (kind: SubmissionKind, id: string) =>
  useQuery(submissionQueryOptions(kind, id))
