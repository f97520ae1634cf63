import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '#web/lib/api-client.ts'

/** What stands between the student and booking (D8, D13, D23). */
export type StudentStatus = {
  is_student: boolean
  email_verified: boolean
  guardian_consent_pending: boolean
  guardian_consented_at: string | null
}

export const studentStatusQueryKey = ['student-status'] as const

/**
 * GET /api/students/status → `{ is_student, email_verified, guardian_consent_pending,
 * guardian_consented_at }`.
 */
export const getStudentStatus = (signal?: AbortSignal) =>
  apiFetch<StudentStatus>('/api/students/status', { signal })

export const studentStatusQueryOptions = () =>
  queryOptions({
    queryKey: studentStatusQueryKey,
    queryFn: ({ signal }) => getStudentStatus(signal),
  })

export const useStudentStatus = () => useQuery(studentStatusQueryOptions())
