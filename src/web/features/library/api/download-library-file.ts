import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LibraryFile } from '#shared/schemas/library.ts'
import { ApiError, NetworkError } from '#web/lib/api-client.ts'
import { libraryFilesKey } from './get-library-files.ts'

/** How long the temporary object URL lives: long enough for the browser to start saving. */
const REVOKE_AFTER_MS = 10_000

async function errorText(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as unknown
    if (typeof body === 'object' && body !== null && 'error' in body) {
      const { error } = body
      if (typeof error === 'string' && error) return error
    }
  } catch {
    // Not JSON: there is no reason to show.
  }
  return undefined
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}

/**
 * GET /api/library/download/{id} (which counts the download), then saves the bytes under
 * the file's original name through a temporary object URL.
 */
export async function downloadLibraryFile(file: Pick<LibraryFile, 'id' | 'original_filename'>) {
  let response: Response
  try {
    response = await fetch(`/api/library/download/${encodeURIComponent(file.id)}`, {
      credentials: 'same-origin',
    })
  } catch (error) {
    throw new NetworkError(error)
  }
  if (!response.ok) throw new ApiError(response.status, await errorText(response), undefined)
  saveBlob(await response.blob(), file.original_filename)
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
