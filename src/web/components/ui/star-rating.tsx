import { clsx } from 'clsx'
import { ratingLabel, roundRating } from '#shared/ratings.ts'
import { StarIcon } from './icons.tsx'
import { starFills, type StarFill } from './star-fills.ts'

export type StarSize = 'sm' | 'md' | 'lg'
/** `dark` for stars on the brand's dark bands. */
export type StarTone = 'light' | 'dark'

const sizes: Record<StarSize, string> = { sm: 'size-4', md: 'size-5', lg: 'size-6' }
const fillWidths: Record<StarFill, string> = { 0: 'w-0', 0.5: 'w-1/2', 1: 'w-full' }

/**
 * Five stars for a rating, rounded to the nearest half star. Decorative (aria-hidden): put
 * text that says the rating beside it, as `RatingSummary` does.
 */
export function Stars({
  rating,
  size = 'sm',
  tone = 'light',
  className,
}: {
  rating: number | null
  size?: StarSize
  tone?: StarTone
  className?: string
}) {
  const box = sizes[size]
  return (
    <span aria-hidden="true" className={clsx('inline-flex shrink-0 gap-0.5', className)}>
      {starFills(rating).map((fill, index) => (
        <span key={index} className={clsx('relative inline-block', box)}>
          <StarIcon
            className={clsx(
              'absolute inset-0',
              box,
              tone === 'dark' ? 'text-white/35' : 'text-slate-300',
            )}
          />
          <span className={clsx('absolute inset-y-0 left-0 overflow-hidden', fillWidths[fill])}>
            <StarIcon
              className={clsx(
                'max-w-none',
                box,
                tone === 'dark' ? 'text-accent-300' : 'text-accent-500',
              )}
            />
          </span>
        </span>
      ))}
    </span>
  )
}

/**
 * A tutor's average and count: ★★★★½ 4.5 (12 reviews), read to a screen reader exactly as
 * `ratingLabel` says it ('4.5 out of 5, 12 reviews'). Without reviews, quietly 'No reviews
 * yet'. The label's element carries `data-testid="rating-label"`.
 */
export function RatingSummary({
  average,
  count,
  size = 'sm',
  tone = 'light',
  className,
}: {
  average: number | null
  count: number
  size?: StarSize
  tone?: StarTone
  className?: string
}) {
  const label = ratingLabel(average, count)
  const muted = tone === 'dark' ? 'text-brand-100' : 'text-slate-600'
  if (average === null || count === 0) {
    return (
      <p className={clsx('text-sm', muted, className)} data-testid="rating-summary">
        <span data-testid="rating-label">{label}</span>
      </p>
    )
  }
  return (
    <p
      className={clsx('flex flex-wrap items-center gap-x-1.5 text-sm', className)}
      data-testid="rating-summary"
    >
      <Stars rating={average} size={size} tone={tone} />
      <span
        aria-hidden="true"
        className={clsx('font-semibold', tone === 'dark' ? 'text-white' : 'text-slate-900')}
      >
        {roundRating(average).toFixed(1)}
      </span>
      <span aria-hidden="true" className={muted}>
        ({count} {count === 1 ? 'review' : 'reviews'})
      </span>
      <span className="sr-only" data-testid="rating-label">
        {label}
      </span>
    </p>
  )
}
