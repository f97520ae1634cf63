import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SubmissionKind } from '#shared/admin.ts'
import type { MarkPaid, SubmissionDetail } from '#shared/schemas/admin-submissions.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { submissionPath } from './get-submission.ts'
import { storeChangedSubmission } from './update-submission.ts'

/**
 * POST /api/admin/submissions/{kind}/{id}/mark-paid with the reference as the bank
 * statement shows it; the server checks it against the record's and emails the customer.
 */
export function useMarkSubmissionPaid(kind: SubmissionKind, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: MarkPaid) =>
      apiFetch<SubmissionDetail>(`${submissionPath(kind, id)}/mark-paid`, {
        method: 'POST',
        json: body,
      }),
    onSuccess: (detail) => storeChangedSubmission(queryClient, kind, detail),
  })
}
