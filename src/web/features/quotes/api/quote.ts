import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AcceptQuoteInput, DeclineQuoteInput, PublicQuote } from '#shared/schemas/quotes.ts'
import { apiFetch } from '#web/lib/api-client.ts'

const path = (token: string) => `/api/quotes/${encodeURIComponent(token)}`
const quoteKey = (token: string) => ['quote', token] as const

/** GET /api/quotes/{token}: the quote in whatever state it is (404 for an unknown link). */
export const quoteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: quoteKey(token),
    queryFn: ({ signal }) => apiFetch<PublicQuote>(path(token), { signal }),
    // A 404 is the answer, not a hiccup worth asking again.
    retry: false,
  })

export const useQuote = (token: string) => useQuery(quoteQueryOptions(token))

/**
 * POST …/accept or …/decline. The answer is the decided quote; a refusal (409 decided
 * elsewhere, 410 lapsed) loads the quote again so the page shows its real state.
 */
export function useDecideQuote(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (
      decision:
        | { outcome: 'accept'; body: AcceptQuoteInput }
        | { outcome: 'decline'; body: DeclineQuoteInput },
    ) =>
      apiFetch<PublicQuote>(`${path(token)}/${decision.outcome}`, {
        method: 'POST',
        json: decision.body,
      }),
    onSuccess: (quote) => queryClient.setQueryData(quoteKey(token), quote),
    onError: () => queryClient.invalidateQueries({ queryKey: quoteKey(token) }),
  })
}
