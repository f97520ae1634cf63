import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { formatSastDateTime } from '#shared/sast.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import { reviewMessages, type OwnReview } from '#shared/schemas/reviews.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { LinkButton } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { CheckCircleIcon } from '#web/components/ui/icons.tsx'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ratedText } from '#web/components/ui/star-fills.ts'
import { Stars } from '#web/components/ui/star-rating.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { useOwnReview } from './api/get-own-review.ts'
import { useReviewBooking } from './api/get-review-booking.ts'
import { ReviewForm } from './review-form.tsx'
import { reviewPageMessages, reviewView, type ReviewView } from './review-state.ts'

const titles: Record<ReviewView['kind'], string> = {
  new: 'Rate your session',
  edit: 'Change your review',
  read: 'Your review',
  closed: 'Rate your session',
}

/** 'Algebra with Thandi Mokoena, Nov 20, 2026, 02:00 PM (SAST)', the date kept on one line. */
function SessionLine({ booking }: { booking: Booking }) {
  const tutor = booking.tutor_name ? ` with ${booking.tutor_name}` : ''
  return (
    <span data-testid="review-session">
      {booking.mathematics_module_name}
      {tutor},{' '}
      <span className="whitespace-nowrap">{formatSastDateTime(booking.scheduled_date)} (SAST)</span>
    </span>
  )
}

function DashboardLink() {
  return (
    <Link
      to={paths.dashboard.getHref()}
      className="font-medium text-brand-700 underline underline-offset-2"
    >
      Back to your dashboard
    </Link>
  )
}

function TutorReply({ reply, tutorName }: { reply: string; tutorName: string | null }) {
  return (
    <div
      className="rounded-lg border-l-4 border-brand-200 bg-slate-50 px-3 py-2"
      data-testid="review-reply"
    >
      <p className="text-sm font-semibold text-slate-900">Reply from {tutorName ?? 'your tutor'}</p>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{reply}</p>
    </div>
  )
}

/** A review once its 14 days are over (D28): what the student wrote, and the tutor's reply. */
function ReadOnlyReview({ review, booking }: { review: OwnReview; booking: Booking }) {
  return (
    <div className="space-y-4" data-testid="review-read-only">
      <p className="flex items-center gap-2">
        <Stars rating={review.rating} size="lg" />
        <span className="font-semibold text-slate-900">{ratedText(review.rating)}</span>
      </p>
      {review.comment ? (
        <p className="break-words whitespace-pre-line text-slate-800" data-testid="review-comment">
          {review.comment}
        </p>
      ) : null}
      {review.reply ? <TutorReply reply={review.reply} tutorName={booking.tutor_name} /> : null}
      <Alert tone="info">
        <p>{reviewMessages.editClosed}</p>
        {review.hidden ? <p className="mt-1">{reviewPageMessages.hidden}</p> : null}
      </Alert>
    </div>
  )
}

/** After a review is saved: thanks, and the ways on (the tutor's page, the dashboard). */
function ReviewThanks({ booking, changed }: { booking: Booking; changed: boolean }) {
  // The form that had focus is gone: keyboard and screen reader users continue from here.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div role="status" className="text-center" data-testid="review-success">
      <CheckCircleIcon className="mx-auto size-14 text-emerald-600" />
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        Thank you for your review
      </h2>
      <p className="mt-2 text-slate-700">
        {changed
          ? 'Your changes are saved.'
          : 'It helps other students and parents choose their tutor.'}
        {booking.tutor_name ? ` It shows on ${booking.tutor_name}’s page.` : ''}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {booking.tutor_id !== null ? (
          <LinkButton to={`${paths.tutor.getHref(booking.tutor_id)}#reviews`} variant="primary">
            {booking.tutor_name ? `See ${booking.tutor_name}’s page` : 'See your tutor’s page'}
          </LinkButton>
        ) : null}
        <LinkButton to={paths.dashboard.getHref()} variant="outline">
          Back to your dashboard
        </LinkButton>
      </div>
    </div>
  )
}

function Frame({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHeader eyebrow="Your review" title={title} lead={lead} />
      <Container className="py-10">
        <Card className="mx-auto max-w-2xl p-5 sm:p-8">{children}</Card>
      </Container>
    </>
  )
}

/**
 * /bookings/:id/review (issue 22, D28), the link of the mail sent after a completed
 * session and of the dashboard's 'Rate this session' / 'Your review'. Signed-in only (the
 * gate sends a visitor to sign in and back here).
 */
function ReviewPage() {
  const { id = '' } = useParams()
  const booking = useReviewBooking(id)
  const reviewId = booking.data?.review_id ?? null
  const review = useOwnReview(id, reviewId !== null)
  const [saved, setSaved] = useState<{ changed: boolean } | null>(null)
  // Read once per visit: a page left open does not flip from the form to read-only by itself.
  const [now] = useState(() => new Date())

  // No review named by the booking: a first one, without asking for it.
  const ownReview = reviewId === null ? null : review.data
  const view =
    booking.data && ownReview !== undefined ? reviewView(booking.data, ownReview, now) : null
  usePageTitle(saved ? 'Thank you for your review' : view ? titles[view.kind] : 'Rate your session')

  if (booking.error instanceof ApiError && booking.error.status === 404) {
    return (
      <Frame title="Rate your session" lead="Tell other students how your session went.">
        <div className="space-y-4" data-testid="review-not-found">
          <Alert tone="error">{reviewMessages.bookingNotFound}</Alert>
          <DashboardLink />
        </div>
      </Frame>
    )
  }
  if (booking.isError || review.isError) {
    return (
      <Frame title="Rate your session" lead="Tell other students how your session went.">
        <LoadFailed
          title={reviewPageMessages.loadFailed}
          className=""
          retrying={booking.isFetching || review.isFetching}
          onRetry={() => {
            if (booking.isError) void booking.refetch()
            if (review.isError) void review.refetch()
          }}
        >
          <DashboardLink />
        </LoadFailed>
      </Frame>
    )
  }
  if (!booking.data || !view) {
    return (
      <Frame title="Rate your session" lead="Loading your session...">
        <p role="status" className="flex items-center justify-center gap-3 py-16 text-slate-700">
          <Spinner className="size-6" />
          Loading your session...
        </p>
      </Frame>
    )
  }

  const lead = <SessionLine booking={booking.data} />
  if (saved) {
    return (
      <Frame title="Your review" lead={lead}>
        <ReviewThanks booking={booking.data} changed={saved.changed} />
      </Frame>
    )
  }
  return (
    <Frame title={titles[view.kind]} lead={lead}>
      {view.kind === 'closed' ? (
        <div className="space-y-4" data-testid="review-closed">
          <Alert tone="info">{view.reason}</Alert>
          <DashboardLink />
        </div>
      ) : view.kind === 'read' ? (
        <div className="space-y-6">
          <ReadOnlyReview review={view.review} booking={booking.data} />
          <DashboardLink />
        </div>
      ) : (
        <div className="space-y-6">
          {view.kind === 'edit' && view.review.hidden ? (
            <Alert tone="info">{reviewPageMessages.hidden}</Alert>
          ) : null}
          <ReviewForm
            bookingId={id}
            review={view.kind === 'edit' ? view.review : null}
            onSaved={(_review, changed) => {
              setSaved({ changed })
              window.scrollTo({ top: 0 })
            }}
          />
          {view.kind === 'edit' && view.review.reply ? (
            <TutorReply reply={view.review.reply} tutorName={booking.data.tutor_name} />
          ) : null}
        </div>
      )}
    </Frame>
  )
}

export { ReviewPage as Component }
