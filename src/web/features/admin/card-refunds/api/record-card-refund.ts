import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminCardRefund, RecordCardRefund } from '#shared/schemas/admin-card-refunds.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { overviewKey } from '../../overview/api/get-overview.ts'
import { cardRefundsKey } from './get-card-refunds.ts'

/** POST /api/admin/card-refunds/{id}/refunded: the office refunded it by hand. */
export function useRecordCardRefund(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: RecordCardRefund) =>
      apiFetch<AdminCardRefund>(`/api/admin/card-refunds/${encodeURIComponent(id)}/refunded`, {
        method: 'POST',
        json: body,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cardRefundsKey }),
        queryClient.invalidateQueries({ queryKey: overviewKey }),
      ])
    },
  })
}
