import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { AdminTutor } from '#shared/schemas/admin-tutors.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { auditLogKey } from '../../api/get-audit-log.ts'
import { adminTutorsKey } from './get-admin-tutors.ts'

/**
 * The public tutors' list and pages (features/tutors keeps them under this key): a change
 * here marks them stale so /tutors and the booking page show it on their next visit.
 */
const publicTutorsKey = ['tutors'] as const

/** After any change to a tutor: the office's list, the public pages and the audit log. */
export async function reloadTutors(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminTutorsKey }),
    queryClient.invalidateQueries({ queryKey: publicTutorsKey, refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: auditLogKey }),
  ])
}

export type SaveTutorRequest = {
  /** Absent for a new tutor. */
  id?: number | undefined
  form: FormData
}

/**
 * POST /api/admin/tutors (new) or PUT /api/admin/tutors/{id} (every field again), as
 * multipart with the optional photo last.
 */
export function useSaveTutor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, form }: SaveTutorRequest) =>
      id === undefined
        ? apiFetch<AdminTutor>('/api/admin/tutors', { method: 'POST', form })
        : apiFetch<AdminTutor>(`/api/admin/tutors/${id}`, { method: 'PUT', form }),
    onSuccess: () => reloadTutors(queryClient),
  })
}
