import { ApiError } from '#web/lib/api-client.ts'

/**
 * The banner text for a failed request: the server's `{ error }`; else `failed` for an
 * answer without one; else `retry` when no answer came or something else went wrong
 * (spec part 2 §8: 'Registration failed' / 'Registration failed. Please try again.').
 */
export function failureText(error: unknown, failed: string, retry: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? failed
  return retry
}
