import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SubmissionKind } from '#shared/admin.ts'
import type {
  Reply,
  ReplyCreate,
  SavedReply,
  SavedReplyCreate,
  SavedReplyList,
  SavedReplyUpdate,
} from '#shared/schemas/admin-replies.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { auditLogKey } from './get-audit-log.ts'
import { submissionKey, submissionPath } from './get-submission.ts'
import { submissionListsKey } from './get-submissions.ts'

/** POST …/replies: mailed and kept; the record (its history, its status) loads again. */
export function useSendReply(kind: SubmissionKind, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reply: ReplyCreate) =>
      apiFetch<Reply>(`${submissionPath(kind, id)}/replies`, { method: 'POST', json: reply }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: submissionKey(kind, id) }),
        queryClient.invalidateQueries({ queryKey: submissionListsKey }),
        queryClient.invalidateQueries({ queryKey: auditLogKey }),
      ]),
  })
}

const savedRepliesKey = (kind: SubmissionKind) => ['admin-saved-replies', kind] as const

export const savedRepliesQueryOptions = (kind: SubmissionKind) =>
  queryOptions({
    queryKey: savedRepliesKey(kind),
    queryFn: ({ signal }) =>
      apiFetch<SavedReplyList>(`/api/admin/saved-replies?kind=${encodeURIComponent(kind)}`, {
        signal,
      }),
  })

export const useSavedReplies = (kind: SubmissionKind) => useQuery(savedRepliesQueryOptions(kind))

/** Adding, changing and removing a kind's saved replies; its list loads again after each. */
export function useSavedReplyChanges(kind: SubmissionKind) {
  const queryClient = useQueryClient()
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: savedRepliesKey(kind) }),
      queryClient.invalidateQueries({ queryKey: auditLogKey }),
    ])
  return {
    create: useMutation({
      mutationFn: (input: Omit<SavedReplyCreate, 'kind'>) =>
        apiFetch<SavedReply>('/api/admin/saved-replies', {
          method: 'POST',
          json: { ...input, kind },
        }),
      onSuccess: reload,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: SavedReplyUpdate & { id: string }) =>
        apiFetch<SavedReply>(`/api/admin/saved-replies/${encodeURIComponent(id)}`, {
          method: 'PUT',
          json: input,
        }),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiFetch<null>(`/api/admin/saved-replies/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSuccess: reload,
    }),
  }
}
