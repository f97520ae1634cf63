import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '#web/lib/api-client.ts'
import { EXPORT_FILE_NAME } from '../constants.ts'
import { saveJsonFile } from '../save-json-file.ts'

/** GET /api/users/me/export → everything stored about the signed-in user (D22). */
export const exportUserData = () => apiFetch<unknown>('/api/users/me/export')

/** Fetches the export and saves it as my-data.json. */
export const useExportUserData = () =>
  useMutation({
    mutationFn: async () => {
      saveJsonFile(await exportUserData(), EXPORT_FILE_NAME)
    },
  })
