import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { Announcement, AnnouncementList } from '#shared/schemas/announcement.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { useSession } from '#web/lib/session.ts'

export const announcementsQueryKey = ['announcements'] as const

/**
 * GET /api/announcements: the published announcements and the featured ones, newest
 * first. The answer differs by reader (a visitor gets no video links), so the key
 * names who is reading.
 */
export const announcementsQueryOptions = (reader: string) =>
  queryOptions({
    queryKey: [...announcementsQueryKey, reader],
    queryFn: ({ signal }) => apiFetch<AnnouncementList>('/api/announcements', { signal }),
  })

/** The list for whoever is reading; it waits until the session is known. */
export function useAnnouncements() {
  const session = useSession()
  const reader = session.user?.id ?? 'visitor'
  return useQuery({
    ...announcementsQueryOptions(reader),
    enabled: session.status !== 'pending',
  })
}

/** Applies a change to one announcement wherever a cached public list holds it. */
export function updateCachedAnnouncement(
  queryClient: QueryClient,
  id: string,
  change: (announcement: Announcement) => Announcement,
) {
  queryClient.setQueriesData<AnnouncementList>({ queryKey: announcementsQueryKey }, (list) => {
    if (!list) return list
    const apply = (items: Announcement[]) =>
      items.map((item) => (item.id === id ? change(item) : item))
    return { announcements: apply(list.announcements), featured: apply(list.featured) }
  })
}
