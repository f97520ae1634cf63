import { ApiError } from '#web/lib/api-client.ts'

/**
 * The server's own reason for refusing a request (not a PDF, too large, not yours, gone),
 * shown under the spec's failure line. A server fault (5xx) or a lost connection has no
 * reason worth showing: the failure line says it all.
 */
export function failureReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status >= 500) return undefined
  const fieldMessages = error.fields ? Object.values(error.fields) : []
  return fieldMessages[0] ?? error.serverMessage
}
