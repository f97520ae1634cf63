import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { useTutorReviews } from './api/tutor-reviews.ts'
import { ReviewCard } from './review-card.tsx'
import { tutorReviewMessages as t } from './review-messages.ts'

/** /tutor/reviews: what students wrote about the tutor (hidden ones marked), and replies (D28). */
function TutorReviewsPage() {
  usePageTitle(t.title)
  const reviews = useTutorReviews()
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-1 max-w-2xl text-slate-700">{t.lead}</p>
      <div className="mt-6 max-w-3xl">
        {reviews.isPending ? (
          <div role="status">
            <p className="sr-only">{t.loading}</p>
            <ul aria-hidden="true" className="space-y-3">
              {[0, 1, 2].map((i) => (
                <li key={i} className="h-36 rounded-xl bg-slate-200 motion-safe:animate-pulse" />
              ))}
            </ul>
          </div>
        ) : reviews.isError ? (
          <LoadFailed
            title={t.loadFailed}
            onRetry={() => void reviews.refetch()}
            retrying={reviews.isFetching}
            className=""
          />
        ) : reviews.data.length === 0 ? (
          <p
            className="rounded-xl border border-dashed border-slate-300 p-4 text-slate-700"
            data-testid="tutor-reviews-empty"
          >
            {t.empty}
          </p>
        ) : (
          <ul className="space-y-3" aria-label={t.title}>
            {reviews.data.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </ul>
        )}
      </div>
    </>
  )
}

export { TutorReviewsPage as Component }
