import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '#web/lib/api-client.ts'
import { adminAnnouncementsQueryKey } from './get-admin-announcements.ts'
import { announcementsQueryKey } from './get-announcements.ts'

/** DELETE /api/admin/announcements/{id} (204), then the lists are loaded again. */
export function useDeleteAnnouncement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<undefined>(`/api/admin/announcements/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: announcementsQueryKey, refetchType: 'none' })
      await queryClient.invalidateQueries({ queryKey: adminAnnouncementsQueryKey })
    },
  })
}
