import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { REPLY_MAX, replyMessages } from '#shared/admin.ts'
import type { SubmissionDetail } from '#shared/schemas/admin-submissions.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Textarea } from '#web/components/ui/field.tsx'
import { Select } from '#web/components/ui/select.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { paths } from '#web/paths.ts'
import { useSavedReplies, useSendReply } from '../api/submission-replies.ts'
import { replyTexts as t } from './reply-messages.ts'

function ReplyHistory({ replies }: { replies: SubmissionDetail['replies'] }) {
  if (replies.length === 0) return <p className="text-slate-700">{t.none}</p>
  return (
    <ol aria-label={t.history} className="space-y-3" data-testid="reply-history">
      {replies.map((reply) => (
        <li key={reply.id} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <p className="text-sm text-slate-700">
            {t.sentBy(reply.by)} ·{' '}
            <time dateTime={reply.sent_at}>{formatSastDateTime(reply.sent_at)}</time> (SAST)
          </p>
          <p className="mt-2 break-words whitespace-pre-wrap text-slate-900">{reply.message}</p>
        </li>
      ))}
    </ol>
  )
}

/** The saved replies of this kind, to fill the reply with one. */
function SavedReplyPicker({
  detail,
  onPick,
}: {
  detail: SubmissionDetail
  onPick: (body: string) => void
}) {
  const saved = useSavedReplies(detail.kind)
  const [chosen, setChosen] = useState('')
  const items = saved.data?.items ?? []
  return (
    <div className="space-y-1.5">
      <Select
        label={t.startFrom}
        placeholder={items.length === 0 && saved.isSuccess ? t.noSaved : t.chooseSaved}
        options={items.map((item) => ({ value: item.id, label: item.title }))}
        value={chosen}
        disabled={items.length === 0}
        onChange={(event) => {
          setChosen(event.target.value)
          const item = items.find((candidate) => candidate.id === event.target.value)
          if (item) onPick(item.body)
        }}
      />
      <Link
        to={paths.adminSavedReplies.getHref(detail.kind)}
        className="inline-block text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        {t.manageSaved}
      </Link>
    </div>
  )
}

/**
 * Issue 27: what the office has answered the sender, oldest first, and a reply to send —
 * mailed from the business with the record's reference, kept here once sent.
 */
export function RepliesPanel({ detail }: { detail: SubmissionDetail }) {
  const headingId = useId()
  const send = useSendReply(detail.kind, detail.id)
  const [message, setMessage] = useState('')
  const [sentTo, setSentTo] = useState('')
  const [errors, setErrors] = useState<{ message?: string; form?: string }>({})

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (send.isPending) return
    setSentTo('')
    if (!message.trim()) {
      setErrors({ message: replyMessages.messageRequired })
      return
    }
    setErrors({})
    try {
      await send.mutateAsync({ message })
      setMessage('')
      setSentTo(detail.email)
    } catch (error) {
      console.warn('Sending the reply failed:', error)
      const fields = error instanceof ApiError ? error.fields : undefined
      if (fields?.message) setErrors({ message: fields.message })
      else
        setErrors({
          form:
            error instanceof ApiError && error.status < 500 && error.serverMessage
              ? error.serverMessage
              : t.sendFailed,
        })
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="replies-panel"
    >
      <h2 id={headingId} className="mb-4 text-lg font-bold text-slate-900">
        {t.heading}
      </h2>
      <ReplyHistory replies={detail.replies} />
      <form className="mt-6 space-y-4" noValidate onSubmit={(event) => void onSubmit(event)}>
        <SavedReplyPicker
          detail={detail}
          onPick={(body) => {
            setMessage(body)
            setErrors({})
            setSentTo('')
          }}
        />
        <Textarea
          label={t.message(detail.email)}
          hint={t.messageHint(detail.reference, REPLY_MAX)}
          value={message}
          rows={8}
          maxLength={REPLY_MAX}
          required
          error={errors.message}
          onChange={(event) => {
            setMessage(event.target.value)
            setErrors({})
            setSentTo('')
          }}
        />
        <div role="alert" className="empty:hidden">
          {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t.sending : t.send}
          </Button>
          <p
            role="status"
            className="text-sm font-semibold text-emerald-800"
            data-testid="reply-result"
          >
            {sentTo ? replyMessages.sent(sentTo) : ''}
          </p>
        </div>
      </form>
    </section>
  )
}
