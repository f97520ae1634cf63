import { queryOptions, useQuery } from '@tanstack/react-query'
import type { StudentProfile } from '#shared/schemas/student-profile.ts'
import { ApiError, apiFetch } from '#web/lib/api-client.ts'

export const studentProfileQueryKey = ['student-profile'] as const

/**
 * GET /api/students/profile → the profile, or null when the student has none yet (404,
 * or an empty answer: spec part 1 §7). Any other failure is thrown.
 */
export async function getStudentProfile(signal?: AbortSignal): Promise<StudentProfile | null> {
  try {
    return (await apiFetch<StudentProfile | undefined>('/api/students/profile', { signal })) ?? null
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export const studentProfileQueryOptions = () =>
  queryOptions({
    queryKey: studentProfileQueryKey,
    queryFn: ({ signal }) => getStudentProfile(signal),
  })

export const useStudentProfile = () => useQuery(studentProfileQueryOptions())
