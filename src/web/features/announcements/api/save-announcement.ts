import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Announcement } from '#shared/schemas/announcement.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { adminAnnouncementsQueryKey } from './get-admin-announcements.ts'
import { announcementsQueryKey } from './get-announcements.ts'

export type SaveAnnouncementRequest = {
  /** Absent for a new announcement. */
  id?: string
  form: FormData
}

/**
 * POST /api/admin/announcements (new) or PUT /api/admin/announcements/{id} (edit), as
 * multipart with the file last. The lists are reloaded by the caller when the success
 * message has been shown (spec part 2 §4); the public list is marked stale at once.
 */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, form }: SaveAnnouncementRequest) =>
      id === undefined
        ? apiFetch<Announcement>('/api/admin/announcements', { method: 'POST', form })
        : apiFetch<Announcement>(`/api/admin/announcements/${encodeURIComponent(id)}`, {
            method: 'PUT',
            form,
          }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: announcementsQueryKey, refetchType: 'none' }),
  })
}

/** Reloads the administrator's list. */
export function useReloadAdminAnnouncements() {
  const queryClient = useQueryClient()
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: adminAnnouncementsQueryKey }),
    [queryClient],
  )
}
