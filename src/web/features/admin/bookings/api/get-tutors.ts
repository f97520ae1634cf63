import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminTutor } from '#shared/schemas/admin-tutors.ts'
import { apiFetch } from '#web/lib/api-client.ts'

/** GET /api/admin/tutors: every tutor, active or not, for the bookings' tutor selects. */
export const adminTutorsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-tutors', 'for-bookings'] as const,
    queryFn: ({ signal }) => apiFetch<AdminTutor[]>('/api/admin/tutors', { signal }),
  })

export const useAdminTutors = () => useQuery(adminTutorsQueryOptions())
