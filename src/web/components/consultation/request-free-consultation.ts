import { useMutation, useQuery } from '@tanstack/react-query'
import type { FreeConsultation, FreeConsultationValues } from '#shared/schemas/free-consultation.ts'
import type { PublicTutor } from '#shared/schemas/tutors.ts'
import { apiFetch } from '#web/lib/api-client.ts'

/** POST /api/free-consultations → 201 with the stored request. */
export const requestFreeConsultation = (body: FreeConsultationValues) =>
  apiFetch<FreeConsultation>('/api/free-consultations', { method: 'POST', json: body })

export const useRequestFreeConsultation = () => useMutation({ mutationFn: requestFreeConsultation })

/**
 * GET /api/tutors/{id}: the tutor a "Free Call" named (issue 27), under the tutor pages' own
 * query key so a visitor coming from a tutor's page already has it.
 */
export const useRequestedTutor = (id: number | undefined) =>
  useQuery({
    queryKey: ['tutors', id],
    queryFn: ({ signal }) => apiFetch<PublicTutor>(`/api/tutors/${String(id)}`, { signal }),
    enabled: id !== undefined,
  })
