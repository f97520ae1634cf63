import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminTutor } from '#shared/schemas/admin-tutors.ts'
import { apiFetch } from '#web/lib/api-client.ts'

export const adminTutorsKey = ['admin-tutors'] as const

/** GET /api/admin/tutors: every tutor, active first, with what stays in the office. */
export const adminTutorsQueryOptions = () =>
  queryOptions({
    queryKey: adminTutorsKey,
    queryFn: ({ signal }) => apiFetch<AdminTutor[]>('/api/admin/tutors', { signal }),
  })

export const useAdminTutors = () => useQuery(adminTutorsQueryOptions())
