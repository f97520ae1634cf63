import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SubmissionDetail } from '#shared/schemas/admin-submissions.ts'
import type {
  CancelConsultationInput,
  ScheduleConsultationInput,
} from '#shared/schemas/consultation-appointments.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { submissionPath } from './get-submission.ts'
import { storeChangedSubmission } from './update-submission.ts'

/**
 * POST /api/admin/submissions/consultations/{id}/schedule (schedule or move) and
 * …/schedule/cancel (decision 026); each answers the consultation after the change.
 */
type Actions = {
  schedule: ScheduleConsultationInput
  cancel: NonNullable<CancelConsultationInput>
}

export function useConsultationSchedule<A extends keyof Actions>(id: string, action: A) {
  const queryClient = useQueryClient()
  const path = `${submissionPath('consultations', id)}/schedule${action === 'cancel' ? '/cancel' : ''}`
  return useMutation({
    mutationFn: (body: Actions[A]) =>
      apiFetch<SubmissionDetail>(path, { method: 'POST', json: body }),
    onSuccess: (detail) => storeChangedSubmission(queryClient, 'consultations', detail),
  })
}
