import { useRef } from 'react'
import type { PublicReview } from '#shared/schemas/reviews.ts'
import { Button } from '#web/components/ui/button.tsx'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { RatingSummary, Stars } from '#web/components/ui/star-rating.tsx'
import { ratedText } from '#web/components/ui/star-fills.ts'
import { useTutorReviews } from './get-tutor-reviews.ts'
import { formatMonth } from '#web/lib/format-month.ts'
import { shownReviewsText } from './review-text.ts'

/** One review: stars, the comment as text (line breaks kept), first name, month, reply. */
function ReviewItem({ review, tutorName }: { review: PublicReview; tutorName: string }) {
  return (
    // Focusable from script only: 'Show more reviews' moves focus to the first new review.
    <li tabIndex={-1} className="py-5 first:pt-0 last:pb-0" data-testid="tutor-review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="sr-only">{ratedText(review.rating)}</span>
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900" data-testid="review-author">
            {review.reviewer_first_name}
          </span>
          {' · '}
          <span data-testid="review-month">{formatMonth(review.month)}</span>
        </p>
      </div>
      {review.comment ? (
        <p
          className="mt-2 break-words whitespace-pre-line text-slate-800"
          data-testid="review-comment"
        >
          {review.comment}
        </p>
      ) : null}
      {review.reply ? (
        <div
          className="mt-3 rounded-lg border-l-4 border-brand-200 bg-slate-50 px-3 py-2"
          data-testid="review-reply"
        >
          <p className="text-sm font-semibold text-slate-900">Reply from {tutorName}</p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">
            {review.reply}
          </p>
        </div>
      ) : null}
    </li>
  )
}

function ReviewsSkeleton() {
  return (
    <div role="status" data-testid="tutor-reviews-loading">
      <span className="sr-only">Loading reviews...</span>
      <div aria-hidden="true" className="space-y-4">
        <div className="h-5 w-48 rounded bg-slate-200 motion-safe:animate-pulse" />
        <div className="h-20 rounded-lg bg-slate-200 motion-safe:animate-pulse" />
        <div className="h-20 rounded-lg bg-slate-200 motion-safe:animate-pulse" />
      </div>
    </div>
  )
}

/**
 * The Reviews section of a tutor's page (issue 22, D28): the average and count, then the
 * reviews newest first, ten at a time with 'Show more reviews' (one column that reads well
 * on a phone), and an empty state.
 */
export function TutorReviews({ tutorId, tutorName }: { tutorId: number; tutorName: string }) {
  const reviews = useTutorReviews(tutorId)
  const listRef = useRef<HTMLUListElement>(null)

  if (reviews.isPending) return <ReviewsSkeleton />
  if (reviews.isError) {
    return (
      <LoadFailed
        title="The reviews could not be loaded. Please check your connection and try again."
        onRetry={() => void reviews.refetch()}
        retrying={reviews.isFetching}
        className=""
      />
    )
  }
  const pages = reviews.data.pages
  const first = pages[0]
  const items = pages.flatMap((page) => page.reviews)
  const total = pages[pages.length - 1]?.total ?? 0
  if (!first || items.length === 0) {
    return (
      <div data-testid="tutor-reviews-empty">
        <p className="font-semibold text-slate-900">No reviews yet</p>
        <p className="mt-1 text-sm text-slate-700">
          Reviews come from students after a session with {tutorName}.
        </p>
      </div>
    )
  }
  const showMore = async () => {
    if (reviews.isFetchingNextPage) return
    const before = items.length
    const result = await reviews.fetchNextPage()
    if (result.isError) return
    // The button may be gone (last page): keep the reader where the new reviews start.
    window.requestAnimationFrame(() => {
      const next = listRef.current?.children[before]
      if (next instanceof HTMLElement) next.focus()
    })
  }
  return (
    <div data-testid="tutor-reviews">
      <RatingSummary average={first.rating_average} count={first.rating_count} size="md" />
      <ul ref={listRef} className="mt-5 divide-y divide-slate-100 border-t border-slate-100 pt-5">
        {items.map((review) => (
          <ReviewItem key={review.id} review={review} tutorName={tutorName} />
        ))}
      </ul>
      <div className="mt-5 flex flex-col items-stretch gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        {total > first.page_size ? (
          <p role="status" className="text-sm text-slate-700" data-testid="tutor-reviews-shown">
            {shownReviewsText(items.length, total)}
          </p>
        ) : null}
        {reviews.hasNextPage ? (
          <Button
            variant="outline"
            size="md"
            onClick={() => void showMore()}
            aria-disabled={reviews.isFetchingNextPage}
          >
            {reviews.isFetchingNextPage ? 'Loading more reviews...' : 'Show more reviews'}
          </Button>
        ) : null}
      </div>
      {reviews.isFetchNextPageError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          More reviews could not be loaded. Please try again.
        </p>
      ) : null}
    </div>
  )
}
