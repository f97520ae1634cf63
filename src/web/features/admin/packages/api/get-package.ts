import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { AdminPackageDetail } from '#shared/schemas/admin-packages.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { auditLogKey } from '../../api/get-audit-log.ts'
import { bookingKey } from '../../bookings/api/get-booking.ts'
import { bookingListsKey } from '../../bookings/api/get-bookings.ts'
import { overviewKey } from '../../overview/api/get-overview.ts'
import { packageListsKey } from './get-packages.ts'

export const packageKey = (id: string) => ['admin-package', id] as const

export const packagePath = (id: string) => `/api/admin/packages/${encodeURIComponent(id)}`

/** GET /api/admin/packages/{id}: the package, its sessions, history and refund preview. */
export const packageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: packageKey(id),
    queryFn: ({ signal }) => apiFetch<AdminPackageDetail>(packagePath(id), { signal }),
  })

export const usePackage = (id: string) => useQuery(packageQueryOptions(id))

/**
 * After an action: the package as the server now has it; the lists, its sessions' bookings
 * (a cancellation cancels them), the overview's counts and the audit log load again.
 */
export async function storeChangedPackage(queryClient: QueryClient, pkg: AdminPackageDetail) {
  queryClient.setQueryData(packageKey(pkg.id), pkg)
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: packageListsKey }),
    queryClient.invalidateQueries({ queryKey: bookingListsKey }),
    ...pkg.sessions.map((session) =>
      queryClient.invalidateQueries({ queryKey: bookingKey(session.id) }),
    ),
    queryClient.invalidateQueries({ queryKey: overviewKey }),
    queryClient.invalidateQueries({ queryKey: auditLogKey }),
  ])
}
