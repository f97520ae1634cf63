import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AdminPackageDetail,
  CancelPackageInput,
  ExtendPackageInput,
} from '#shared/schemas/admin-packages.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { packagePath, storeChangedPackage } from './get-package.ts'

/**
 * The back office's actions on one package, each a POST to /api/admin/packages/{id}/{action}
 * that answers the package after the change: extend (the new last day and why), cancel
 * (the reason the student reads) and refunded.
 */
type Actions = {
  extend: ExtendPackageInput
  cancel: CancelPackageInput
  refunded: Record<string, never>
}

export function usePackageAction<A extends keyof Actions>(id: string, action: A) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Actions[A]) =>
      apiFetch<AdminPackageDetail>(`${packagePath(id)}/${action}`, { method: 'POST', json: body }),
    onSuccess: (pkg) => storeChangedPackage(queryClient, pkg),
  })
}
