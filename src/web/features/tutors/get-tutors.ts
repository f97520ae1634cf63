import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicTutor } from '#shared/schemas/tutors.ts'
import { apiFetch } from '#web/lib/api-client.ts'

export const tutorsQueryKey = ['tutors'] as const

/** GET /api/tutors: the active tutors, each with its next open time (issue 20). */
export const tutorsQueryOptions = () =>
  queryOptions({
    queryKey: tutorsQueryKey,
    queryFn: ({ signal }) => apiFetch<PublicTutor[]>('/api/tutors', { signal }),
  })

export const useTutors = () => useQuery(tutorsQueryOptions())

/**
 * GET /api/tutors/{id}. A missing or inactive tutor is an ApiError 404, which is not
 * retried (query-client.ts retries only network failures and 5xx).
 */
export const tutorQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: [...tutorsQueryKey, id],
    queryFn: ({ signal }) => apiFetch<PublicTutor>(`/api/tutors/${String(id)}`, { signal }),
    enabled: id !== undefined,
  })

/** One tutor; disabled (pending, not fetching) while `id` is undefined. */
export const useTutor = (id: number | undefined) => useQuery(tutorQueryOptions(id))
