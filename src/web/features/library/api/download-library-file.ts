import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LibraryFile } from '#shared/schemas/library.ts'
import { downloadFile } from '#web/lib/save-file.ts'
import { libraryFilesKey } from './get-library-files.ts'

/**
 * GET /api/library/download/{id} (which counts the download), saved under the file's
 * original name.
 */
export function downloadLibraryFile(file: Pick<LibraryFile, 'id' | 'original_filename'>) {
  return downloadFile(
    `/api/library/download/${encodeURIComponent(file.id)}`,
    file.original_filename,
  )
}

/** Downloads a file; the list reloads afterwards so its count is up to date. */
export function useDownloadLibraryFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: downloadLibraryFile,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: libraryFilesKey })
    },
  })
}
