import { reviewPageMessages as t } from './messages.ts'

/** A review's rating: '4 out of 5'. */
export function ReviewRating({ rating }: { rating: number }) {
  return (
    <span className="font-semibold whitespace-nowrap text-slate-900" data-testid="review-rating">
      {t.ratingText(rating)}
    </span>
  )
}
