import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api-client.ts'

/**
 * Puts the server's per-field messages (`{ error, fields }`, D1) under the form's own
 * fields; a field the form does not have is left to the form's failure banner.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  isField: (name: string) => name is Path<T>,
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError) || !error.fields) return
  for (const [field, message] of Object.entries(error.fields)) {
    if (isField(field)) setError(field, { message })
  }
}
