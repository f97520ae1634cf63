import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AuditList } from '#shared/schemas/admin-submissions.ts'
import { apiFetch } from '#web/lib/api-client.ts'

export const auditLogKey = ['admin-audit'] as const

/** GET /api/admin/audit?page=: every administrator action, newest first. */
export const auditLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...auditLogKey, page],
    queryFn: ({ signal }) =>
      apiFetch<AuditList>(`/api/admin/audit${page > 1 ? `?page=${page}` : ''}`, { signal }),
  })

export const useAuditLog = (page: number) =>
  useQuery({ ...auditLogQueryOptions(page), placeholderData: keepPreviousData })
