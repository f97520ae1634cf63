import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminBackups, BackupRun } from '#shared/schemas/backups.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { auditLogKey } from '../../api/get-audit-log.ts'

const backupsKey = ['admin-backups'] as const

/** GET /api/admin/backups: the last backups and whether they need the office. */
export const useBackups = () =>
  useQuery(
    queryOptions({
      queryKey: backupsKey,
      queryFn: ({ signal }) => apiFetch<AdminBackups>('/api/admin/backups', { signal }),
      staleTime: 0,
    }),
  )

/** POST /api/admin/backups: answers when the backup is done (201, succeeded or failed). */
export function useBackUpNow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiFetch<BackupRun>('/api/admin/backups', { method: 'POST' }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: backupsKey }),
        queryClient.invalidateQueries({ queryKey: auditLogKey }),
      ])
    },
  })
}
