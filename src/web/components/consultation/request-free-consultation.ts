import { useMutation } from '@tanstack/react-query'
import type { FreeConsultation, FreeConsultationValues } from '#shared/schemas/free-consultation.ts'
import { apiFetch } from '#web/lib/api-client.ts'

/** POST /api/free-consultations → 201 with the stored request. */
export const requestFreeConsultation = (body: FreeConsultationValues) =>
  apiFetch<FreeConsultation>('/api/free-consultations', { method: 'POST', json: body })

export const useRequestFreeConsultation = () => useMutation({ mutationFn: requestFreeConsultation })
