import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { apiFetch } from '#web/lib/api-client.ts'
import { auditLogKey } from '../../api/get-audit-log.ts'
import { reviewListsKey } from './get-reviews.ts'

const reviewPath = (id: string, action: 'hide' | 'unhide') =>
  `/api/admin/reviews/${encodeURIComponent(id)}/${action}`

/**
 * Whatever the answer (done, or a 409 because someone got there first), the lists and the
 * audit log load again, so each row shows the review as the server now has it. Awaited, so
 * the page's message follows the refreshed list.
 */
const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewListsKey }),
    queryClient.invalidateQueries({ queryKey: auditLogKey }),
  ])

/** POST /api/admin/reviews/{id}/hide {reason}: audited; 409 when already hidden. */
export function useHideReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiFetch<unknown>(reviewPath(id, 'hide'), { method: 'POST', json: { reason } }),
    onSettled: () => refresh(queryClient),
  })
}

/** POST /api/admin/reviews/{id}/unhide: audited; 409 when not hidden. */
export function useShowReviewAgain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<unknown>(reviewPath(id, 'unhide'), { method: 'POST', json: {} }),
    onSettled: () => refresh(queryClient),
  })
}
