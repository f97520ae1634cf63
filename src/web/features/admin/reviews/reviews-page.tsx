import { useState } from 'react'
import type { AdminReview } from '#shared/schemas/reviews.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { useConfirm } from '#web/components/ui/confirm-dialog.tsx'
import { StarIcon } from '#web/components/ui/icons.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { refusalOf } from '../bookings/action-parts.tsx'
import { useAdminTutors } from '../bookings/api/get-tutors.ts'
import { AdminListBody, ListTotal } from '../list-body.tsx'
import { useAdminReviews } from './api/get-reviews.ts'
import { useShowReviewAgain } from './api/review-actions.ts'
import { HideReviewDialog } from './hide-review-dialog.tsx'
import { reviewCount, reviewPageMessages as t } from './messages.ts'
import { hasReviewFilters, noReviewFilters, reviewQuery } from './review-filters.ts'
import { ReviewFiltersForm } from './review-filters-form.tsx'
import { ReviewList, studentNameOf } from './review-list.tsx'
import { useReviewQuery } from './use-review-query.ts'

type Result = { tone: 'success' | 'error'; text: string } | null

/**
 * /admin/reviews (issue 22, D28): every student's review, newest first, filtered by tutor,
 * rating and whether it is hidden, paged, with the filters in the address. A review is
 * hidden with a reason (asked in a dialog) and shown again after a confirmation; the list
 * loads again after either, and the result is announced above it.
 */
function ReviewsPage() {
  usePageTitle(t.title)
  const { filters, page, setFilters } = useReviewQuery()
  const tutors = useAdminTutors()
  const list = useAdminReviews(filters, page)
  const filtered = hasReviewFilters(filters)
  const clear = () => setFilters(noReviewFilters)
  const hrefFor = (to: number) => paths.adminReviews.getHref(reviewQuery(filters, to))

  const [hiding, setHiding] = useState<AdminReview | null>(null)
  const [result, setResult] = useState<Result>(null)
  const showAgain = useShowReviewAgain()
  const [confirm, confirmDialog] = useConfirm()

  const onShowAgain = async (review: AdminReview) => {
    setResult(null)
    const confirmed = await confirm({
      title: t.showAgainTitle,
      message: t.showAgainMessage(review.tutor_name),
      confirmLabel: t.showAgainConfirm,
    })
    if (!confirmed) return
    showAgain.mutate(review.id, {
      onSuccess: () => setResult({ tone: 'success', text: t.shownDone }),
      onError: (error) => setResult({ tone: 'error', text: refusalOf(error) }),
    })
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.title} lead={t.listLead} />
      <ReviewFiltersForm filters={filters} tutors={tutors.data} onChange={setFilters} />
      <div role="status" data-testid="review-action-result">
        {result?.tone === 'success' ? <Alert tone="success">{result.text}</Alert> : null}
      </div>
      <div role="alert" data-testid="review-action-error">
        {result?.tone === 'error' ? <Alert tone="error">{result.text}</Alert> : null}
      </div>
      <ListTotal
        text={list.data ? reviewCount(list.data.total) : ''}
        testId="reviews-total"
        canClear={filtered && (list.data?.items.length ?? 0) > 0}
        clearLabel={t.clearFilters}
        onClear={clear}
      />
      <div className="min-h-[28rem]">
        <AdminListBody
          query={list}
          data={list.data}
          shown={(data) => data.items.length}
          texts={t}
          emptyIcon={StarIcon}
          emptyTestId="reviews-empty"
          filtered={filtered}
          onClear={clear}
          hrefFor={hrefFor}
        >
          {(data) => (
            <ReviewList
              reviews={data.items}
              busyId={showAgain.isPending ? (showAgain.variables ?? null) : null}
              onHide={(review) => {
                setResult(null)
                setHiding(review)
              }}
              onShowAgain={(review) => void onShowAgain(review)}
            />
          )}
        </AdminListBody>
      </div>
      {hiding ? (
        <HideReviewDialog
          review={hiding}
          studentName={studentNameOf(hiding)}
          onClose={() => setHiding(null)}
          onHidden={() => {
            setHiding(null)
            setResult({ tone: 'success', text: t.hiddenDone })
          }}
        />
      ) : null}
      {confirmDialog}
    </div>
  )
}

export { ReviewsPage as Component }
