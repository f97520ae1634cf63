import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TutorAccountAction } from '#shared/schemas/tutor-accounts.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { reloadTutors } from './save-tutor.ts'

export type TutorAccountVerb = 'invite' | 'withdraw' | 'unlink'

const requestOf = (verb: TutorAccountVerb, id: number) => {
  switch (verb) {
    case 'invite':
      return { path: `/api/admin/tutors/${id}/invitation`, method: 'POST' as const }
    case 'withdraw':
      return { path: `/api/admin/tutors/${id}/invitation`, method: 'DELETE' as const }
    case 'unlink':
      return { path: `/api/admin/tutors/${id}/unlink`, method: 'POST' as const }
  }
}

/**
 * D25: POST|DELETE /api/admin/tutors/{id}/invitation and POST .../unlink — send (again)
 * or withdraw the tutor's invitation, or unlink their account.
 */
export function useTutorAccountAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ verb, id }: { verb: TutorAccountVerb; id: number }) => {
      const { path, method } = requestOf(verb, id)
      return apiFetch<TutorAccountAction>(path, { method })
    },
    onSuccess: () => reloadTutors(queryClient),
  })
}
