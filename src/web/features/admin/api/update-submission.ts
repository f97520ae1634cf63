import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { SubmissionKind } from '#shared/admin.ts'
import type { SubmissionDetail, SubmissionUpdate } from '#shared/schemas/admin-submissions.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { auditLogKey } from './get-audit-log.ts'
import { submissionKey, submissionPath } from './get-submission.ts'
import { submissionListsKey } from './get-submissions.ts'

/** After a change: the record as the server now has it; the lists and the log load again. */
export async function storeChangedSubmission(
  queryClient: QueryClient,
  kind: SubmissionKind,
  detail: SubmissionDetail,
) {
  queryClient.setQueryData(submissionKey(kind, detail.id), detail)
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: submissionListsKey }),
    queryClient.invalidateQueries({ queryKey: auditLogKey }),
  ])
}

/** PATCH /api/admin/submissions/{kind}/{id} with the status and/or the internal note. */
export function useUpdateSubmission(kind: SubmissionKind, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: SubmissionUpdate) =>
      apiFetch<SubmissionDetail>(submissionPath(kind, id), { method: 'PATCH', json: update }),
    onSuccess: (detail) => storeChangedSubmission(queryClient, kind, detail),
  })
}
