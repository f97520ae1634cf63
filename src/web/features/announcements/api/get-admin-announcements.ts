import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Announcement } from '#shared/schemas/announcement.ts'
import { apiFetch } from '#web/lib/api-client.ts'

export const adminAnnouncementsQueryKey = ['admin-announcements'] as const

/** GET /api/admin/announcements: every announcement, drafts too, newest first. */
export const adminAnnouncementsQueryOptions = () =>
  queryOptions({
    queryKey: adminAnnouncementsQueryKey,
    queryFn: ({ signal }) => apiFetch<Announcement[]>('/api/admin/announcements', { signal }),
  })

export const useAdminAnnouncements = () => useQuery(adminAnnouncementsQueryOptions())
