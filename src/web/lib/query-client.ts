import { QueryClient } from '@tanstack/react-query'
import { ApiError, NetworkError } from './api-client.ts'

const MAX_RETRIES = 2

/** Retry only what may succeed next time: no answer, or a server-side failure (5xx). */
function shouldRetry(failureCount: number, error: unknown) {
  if (failureCount >= MAX_RETRIES) return false
  if (error instanceof NetworkError) return true
  return error instanceof ApiError && error.status >= 500
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
})
