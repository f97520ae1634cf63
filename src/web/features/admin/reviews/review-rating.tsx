import { clsx } from 'clsx'
import { ratedText } from '#web/components/ui/star-fills.ts'
import { Stars } from '#web/components/ui/star-rating.tsx'

/** A review's rating as stars, read to a screen reader as 'Rated 4 out of 5'. */
export function ReviewRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={clsx('inline-flex align-middle', className)} data-testid="review-rating">
      <Stars rating={rating} />
      <span className="sr-only">{ratedText(rating)}</span>
    </span>
  )
}
