import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CompleteSessionInput, TutorSession } from '#shared/schemas/booking.ts'
import type { TutorConsultation } from '#shared/schemas/consultation-appointments.ts'
import { apiFetch } from '#web/lib/api-client.ts'

export type SessionsWhen = 'upcoming' | 'past'

/** Both lists of the agenda; invalidate it after a completion. */
export const tutorSessionsKey = ['tutor-sessions'] as const

/** GET /api/tutor/sessions?when=upcoming|past: the signed-in tutor's own sessions. */
export const tutorSessionsQueryOptions = (when: SessionsWhen) =>
  queryOptions({
    queryKey: [...tutorSessionsKey, when],
    queryFn: ({ signal }) =>
      apiFetch<TutorSession[]>(`/api/tutor/sessions?when=${when}`, { signal }),
  })

export const useTutorSessions = (when: SessionsWhen) => useQuery(tutorSessionsQueryOptions(when))

/** POST /api/tutor/sessions/{id}/complete: attendance and lesson notes (D28). */
export function useCompleteSession(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CompleteSessionInput) =>
      apiFetch<TutorSession>(`/api/tutor/sessions/${encodeURIComponent(id)}/complete`, {
        method: 'POST',
        json: body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tutorSessionsKey }),
  })
}

/** GET /api/tutor/consultations: the free consultations the office gave the tutor, to come. */
export const tutorConsultationsQueryOptions = () =>
  queryOptions({
    queryKey: ['tutor-consultations'],
    queryFn: ({ signal }) => apiFetch<TutorConsultation[]>('/api/tutor/consultations', { signal }),
  })

export const useTutorConsultations = () => useQuery(tutorConsultationsQueryOptions())
