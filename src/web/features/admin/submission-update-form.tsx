import type { SubmissionDetail } from '#shared/schemas/admin-submissions.ts'
import { useUpdateSubmission } from './api/update-submission.ts'
import { WorkStatusForm } from './work-status-form.tsx'

/** A submission's status and internal note; the lists and the audit log load again. */
export function SubmissionUpdateForm({ detail }: { detail: SubmissionDetail }) {
  const update = useUpdateSubmission(detail.kind, detail.id)
  return <WorkStatusForm current={detail} save={update.mutateAsync} saving={update.isPending} />
}
