import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '#web/lib/api-client.ts'
import { libraryFilesKey } from './get-library-files.ts'

/** DELETE /api/library/files/{id}: 204, 403 for someone else's file, 404 when gone. */
export function deleteLibraryFile(id: string) {
  return apiFetch<void>(`/api/library/files/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

/** Deletes a file; the list reloads afterwards, whether it worked or not (it may be gone). */
export function useDeleteLibraryFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteLibraryFile,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: libraryFilesKey })
    },
  })
}
