import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { QuoteKind } from '#shared/quotes.ts'
import type {
  AdminQuote,
  AdminQuotes,
  SendQuoteInput,
  WithdrawQuoteInput,
} from '#shared/schemas/quotes.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { submissionPath } from '../../api/get-submission.ts'

const quotesKey = (kind: QuoteKind, id: string) => ['admin-quotes', kind, id] as const

/** GET /api/admin/submissions/{kind}/{id}/quotes: the estimate and every quote, newest first. */
export const useQuotes = (kind: QuoteKind, id: string) =>
  useQuery(
    queryOptions({
      queryKey: quotesKey(kind, id),
      queryFn: ({ signal }) =>
        apiFetch<AdminQuotes>(`${submissionPath(kind, id)}/quotes`, { signal }),
    }),
  )

/** POST …/quote: mails the contact; the list loads again (the one before is withdrawn). */
export function useSendQuote(kind: QuoteKind, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SendQuoteInput) =>
      apiFetch<AdminQuote>(`${submissionPath(kind, id)}/quote`, { method: 'POST', json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesKey(kind, id) }),
  })
}

/** POST …/quote/withdraw: the open quote withdrawn and the contact told; the list loads again. */
export function useWithdrawQuote(kind: QuoteKind, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: WithdrawQuoteInput) =>
      apiFetch<AdminQuotes>(`${submissionPath(kind, id)}/quote/withdraw`, {
        method: 'POST',
        json: body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesKey(kind, id) }),
  })
}
