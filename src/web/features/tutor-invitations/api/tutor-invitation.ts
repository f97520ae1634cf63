import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { AcceptTutorInvitation, TutorInvitation } from '#shared/schemas/tutor-accounts.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { useRefreshSession } from '#web/lib/session.ts'

const path = (token: string) => `/api/tutor-invitations/${encodeURIComponent(token)}`

/** GET /api/tutor-invitations/{token}: the invitation while it can be accepted (404/410 else). */
export const tutorInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['tutor-invitation', token],
    queryFn: ({ signal }) => apiFetch<TutorInvitation>(path(token), { signal }),
    // A 404 or 410 is the answer, not a hiccup worth asking again.
    retry: false,
  })

export const useTutorInvitation = (token: string) => useQuery(tutorInvitationQueryOptions(token))

/** POST /api/tutor-invitations/{token}/accept; the session then carries the tutor role. */
export function useAcceptTutorInvitation(token: string) {
  const refreshSession = useRefreshSession()
  return useMutation({
    mutationFn: () => apiFetch<AcceptTutorInvitation>(`${path(token)}/accept`, { method: 'POST' }),
    onSuccess: () => refreshSession(),
  })
}
