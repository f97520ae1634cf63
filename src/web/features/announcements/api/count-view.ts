import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { apiFetch } from '#web/lib/api-client.ts'
import { describeError } from '../describe-error.ts'
import { updateCachedAnnouncement } from './get-announcements.ts'

/** POST /api/announcements/{id}/view: no body, so no Content-Type either. */
export const countView = (id: string) =>
  apiFetch<{ view_count: number }>(`/api/announcements/${encodeURIComponent(id)}/view`, {
    method: 'POST',
  })

/**
 * Counts a view (watching, joining, downloading) and shows the count the server answers
 * (spec part 2 §4): one more for a first view today, the same for a repeat, which the
 * server counts once per person and day. A failure is only logged (spec part 2 §8).
 */
export function useCountView() {
  const queryClient = useQueryClient()
  return useCallback(
    async (id: string) => {
      try {
        const counted = await countView(id)
        updateCachedAnnouncement(queryClient, id, (announcement) => ({
          ...announcement,
          view_count: counted.view_count,
        }))
      } catch (error) {
        console.warn('Counting the announcement view failed:', describeError(error))
      }
    },
    [queryClient],
  )
}
