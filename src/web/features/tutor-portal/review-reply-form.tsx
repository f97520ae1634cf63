import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { REVIEW_REPLY_MAX_LENGTH, ReviewReplyInputSchema } from '#shared/schemas/reviews.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Textarea } from '#web/components/ui/field.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import type { useReplyToReview } from './api/tutor-reviews.ts'
import { tutorReviewMessages as t } from './review-messages.ts'

type ReplyInput = z.input<typeof ReviewReplyInputSchema>
type ReplyValues = z.output<typeof ReviewReplyInputSchema>

/**
 * The tutor's one reply to a review, with a live count of its characters. The shared
 * schema checks it (said under the field, nothing sent); the server's field error lands on
 * the same field. The mutation belongs to the review's card, so what the server said (a
 * 409: already replied) stays on screen once the reply shows and this form is gone.
 */
export function ReviewReplyForm({
  label,
  reply,
  onCancel,
}: {
  /** What the form is called: 'Reply to Thandi's review'. */
  label: string
  reply: ReturnType<typeof useReplyToReview>
  onCancel: () => void
}) {
  const form = useForm<ReplyInput, unknown, ReplyValues>({
    resolver: zodResolver(ReviewReplyInputSchema),
    defaultValues: { reply: '' },
  })
  const text = useWatch({ control: form.control, name: 'reply' }) ?? ''
  const serverError = reply.error instanceof ApiError ? reply.error : null
  const fieldError = form.formState.errors.reply?.message ?? serverError?.fields?.reply
  const field = useRef<HTMLTextAreaElement | null>(null)
  const { ref, ...registration } = form.register('reply', {
    onChange: () => {
      if (reply.error) reply.reset()
    },
  })
  // Opened by "Reply": the cursor is where the writing goes.
  useEffect(() => field.current?.focus(), [])

  const onSubmit = form.handleSubmit((values) => {
    if (!reply.isPending) reply.mutate(values.reply)
  })

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={label}
      className="mt-3 space-y-3 rounded-lg bg-slate-50 p-4"
    >
      <p className="text-sm text-slate-700">{t.oneReply}</p>
      <Textarea
        label={t.replyLabel}
        hint={t.replyCount(text.length)}
        rows={4}
        maxLength={REVIEW_REPLY_MAX_LENGTH}
        required
        error={fieldError}
        ref={(element) => {
          ref(element)
          field.current = element
        }}
        {...registration}
      />
      {reply.isError && !serverError?.fields?.reply ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {serverError?.serverMessage ?? t.replyFailed}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" size="sm" disabled={reply.isPending}>
          {reply.isPending ? t.sending : t.send}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  )
}
