import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminTutor, PromoteApplicationInput } from '#shared/schemas/admin-tutors.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { submissionKey } from '../../api/get-submission.ts'
import { submissionListsKey } from '../../api/get-submissions.ts'
import { reloadTutors } from './save-tutor.ts'

/**
 * POST /api/admin/tutor-applications/{id}/promote: the applicant becomes an active tutor
 * and the application is marked done, so the record and the lists load again.
 */
export function usePromoteApplication(applicationId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PromoteApplicationInput) =>
      apiFetch<AdminTutor>(
        `/api/admin/tutor-applications/${encodeURIComponent(applicationId)}/promote`,
        { method: 'POST', json: body },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: submissionKey('tutor-applications', applicationId),
        }),
        queryClient.invalidateQueries({ queryKey: submissionListsKey }),
        reloadTutors(queryClient),
      ]),
  })
}
