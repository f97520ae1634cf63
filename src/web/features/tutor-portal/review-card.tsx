import { useState } from 'react'
import type { TutorOwnReview } from '#shared/schemas/reviews.ts'
import { Button } from '#web/components/ui/button.tsx'
import { ratedText } from '#web/components/ui/star-fills.ts'
import { Stars } from '#web/components/ui/star-rating.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { formatMonth } from '#web/lib/format-month.ts'
import { useReplyToReview } from './api/tutor-reviews.ts'
import { tutorReviewMessages as t } from './review-messages.ts'
import { ReviewReplyForm } from './review-reply-form.tsx'

/**
 * One review of the tutor: the rating, who (first name) and when (the month), the comment
 * as text with its line breaks, whether the office hid it, and the tutor's reply, or
 * "Reply" while there is none. Once a reply is sent the form is gone for good.
 */
export function ReviewCard({ review }: { review: TutorOwnReview }) {
  const reply = useReplyToReview(review.id)
  const [replying, setReplying] = useState(false)
  // Until the list has loaded again, the reply just sent is the one to show.
  const sent = reply.isSuccess ? reply.variables.trim() : null
  const shownReply = review.reply ?? sent
  // A 409 means a reply exists already (sent from another tab, say): its message stays.
  const refusal =
    shownReply !== null && reply.error instanceof ApiError ? reply.error.serverMessage : undefined

  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      data-testid="portal-review"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">
            {review.reviewer_first_name} · {formatMonth(review.month)}
          </h2>
          <p className="mt-1 flex" data-testid="review-rating">
            <Stars rating={review.rating} />
            <span className="sr-only">{ratedText(review.rating)}</span>
          </p>
        </div>
        {review.hidden ? (
          <span
            className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800"
            data-testid="review-hidden-badge"
          >
            {t.hiddenBadge}
          </span>
        ) : null}
      </div>
      {review.hidden ? <p className="mt-2 text-sm text-slate-700">{t.hiddenHint}</p> : null}
      {review.comment ? (
        <p
          className="mt-3 break-words whitespace-pre-line text-slate-900"
          data-testid="review-comment"
        >
          {review.comment}
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-600 italic">{t.noComment}</p>
      )}
      {shownReply !== null ? (
        <div
          className="mt-4 border-l-4 border-brand-200 bg-brand-50/50 py-2 pr-3 pl-4"
          data-testid="review-reply"
        >
          <p className="text-sm font-semibold text-brand-900">{t.yourReply}</p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-900">
            {shownReply}
          </p>
        </div>
      ) : null}
      <div role="status" className="empty:hidden">
        {sent !== null ? (
          <p className="mt-3 text-sm font-medium text-emerald-800">{t.replied}</p>
        ) : null}
      </div>
      {refusal ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {refusal}
        </p>
      ) : null}
      {shownReply === null && !replying ? (
        <Button variant="outline" size="sm" className="mt-4" onClick={() => setReplying(true)}>
          {t.reply}
        </Button>
      ) : null}
      {shownReply === null && replying ? (
        <ReviewReplyForm
          label={`${t.reply}: ${review.reviewer_first_name}, ${formatMonth(review.month)}`}
          reply={reply}
          onCancel={() => {
            setReplying(false)
            reply.reset()
          }}
        />
      ) : null}
    </li>
  )
}
