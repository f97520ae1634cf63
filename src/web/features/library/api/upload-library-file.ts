import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LibraryFile } from '#shared/schemas/library.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { libraryFilesKey } from './get-library-files.ts'

export type LibraryUpload = { file: File; category: string; description: string }

/** POST /api/library/upload (multipart). The file goes last, after the text fields. */
export function uploadLibraryFile({ file, category, description }: LibraryUpload) {
  const form = new FormData()
  form.append('category', category)
  form.append('description', description)
  form.append('file', file, file.name)
  return apiFetch<LibraryFile>('/api/library/upload', { method: 'POST', form })
}

export function useUploadLibraryFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadLibraryFile,
    // Not awaited: the success state shows at once while the list reloads behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: libraryFilesKey })
    },
  })
}
