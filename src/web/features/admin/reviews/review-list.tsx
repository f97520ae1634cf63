import { clsx } from 'clsx'
import { Link } from 'react-router'
import { formatSastDate } from '#shared/sast.ts'
import type { AdminReview } from '#shared/schemas/reviews.ts'
import { Button } from '#web/components/ui/button.tsx'
import { paths } from '#web/paths.ts'
import { EmailLink } from '../email-link.tsx'
import { reviewPageMessages as t } from './messages.ts'
import { ClampedText } from './review-comment.tsx'
import { ReviewRating } from './review-rating.tsx'

const badge =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap'

/** The reviewer as the office knows them, or that the account was deleted. */
export const studentNameOf = (review: AdminReview) =>
  review.student_name || review.student_email || t.deletedAccount

/** Visible (on the tutor's page and in the average) or Hidden by the office. */
function StateBadge({ hidden, className }: { hidden: boolean; className?: string }) {
  return (
    <span
      className={clsx(
        badge,
        hidden ? 'bg-slate-200 text-slate-800' : 'bg-emerald-100 text-emerald-900',
        className,
      )}
      data-testid="review-state-badge"
    >
      {hidden ? t.hidden : t.visible}
    </span>
  )
}

/** When and why the office hid it. */
function HiddenReason({ review }: { review: AdminReview }) {
  if (!review.hidden) return null
  return (
    <div className="text-sm text-slate-700" data-testid="review-hidden-reason">
      {review.hidden_at ? (
        <p className="font-medium text-slate-800">{t.hiddenOn(formatSastDate(review.hidden_at))}</p>
      ) : null}
      {review.hidden_reason ? (
        <p className="break-words whitespace-pre-line">{review.hidden_reason}</p>
      ) : null}
    </div>
  )
}

/** The comment, then the tutor's reply under it. */
function ReviewText({ review }: { review: AdminReview }) {
  return (
    <>
      {review.comment ? (
        <ClampedText text={review.comment} />
      ) : (
        <p className="text-slate-600 italic">{t.noComment}</p>
      )}
      <div className="mt-2 border-l-4 border-slate-200 pl-3" data-testid="review-reply">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {t.tutorReply}
        </p>
        {review.reply ? (
          <ClampedText text={review.reply} className="text-sm" />
        ) : (
          <p className="text-sm text-slate-600">{t.noReply}</p>
        )}
      </div>
    </>
  )
}

function Student({ review }: { review: AdminReview }) {
  return (
    <>
      <p className="font-medium break-words text-slate-900">
        {review.student_name || t.deletedAccount}
      </p>
      {review.student_email ? (
        <p className="mt-0.5 text-slate-600">
          <EmailLink email={review.student_email} />
        </p>
      ) : null}
    </>
  )
}

function BookingLink({ review }: { review: AdminReview }) {
  return (
    <Link
      to={paths.adminBooking.getHref(review.booking_id)}
      className="text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
    >
      {t.openBooking}
    </Link>
  )
}

/**
 * "Hide" or "Show again": one button whose label follows the state, so focus stays on it
 * when the dialog closes and the row turns. Its name says whose review it is.
 */
function ActionButton({
  review,
  busy,
  onHide,
  onShowAgain,
}: {
  review: AdminReview
  busy: boolean
  onHide: (review: AdminReview) => void
  onShowAgain: (review: AdminReview) => void
}) {
  const who = review.student_name || review.student_email
  const whose = who ? t.whose(who, review.tutor_name) : t.whoseDeleted(review.tutor_name)
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      onClick={() => (review.hidden ? onShowAgain(review) : onHide(review))}
    >
      {review.hidden ? t.showAgain : t.hide}
      <span className="sr-only">{review.hidden ? `: ${whose}` : ` ${whose}`}</span>
    </Button>
  )
}

export type ReviewListActions = {
  /** The review whose "Show again" is being sent, if any. */
  busyId: string | null
  onHide: (review: AdminReview) => void
  onShowAgain: (review: AdminReview) => void
}

/**
 * One page of reviews: a table from `lg` (where the sidebar leaves room for one), a card
 * per review below it. Both give the tutor and rating, the comment and reply, the student,
 * the day it was written, whether it is hidden and why, and the action its state allows.
 */
export function ReviewList({
  reviews,
  busyId,
  onHide,
  onShowAgain,
}: { reviews: AdminReview[] } & ReviewListActions) {
  const th = 'border-b border-slate-200 px-3 py-3'
  const action = (review: AdminReview) => (
    <ActionButton
      review={review}
      busy={busyId === review.id}
      onHide={onHide}
      onShowAgain={onShowAgain}
    />
  )
  return (
    <>
      <table className="hidden w-full table-fixed border-separate border-spacing-0 overflow-hidden rounded-2xl border border-slate-200 bg-white text-left text-sm shadow-sm lg:table">
        <colgroup>
          <col className="w-36" />
          <col />
          <col className="w-52" />
          <col className="w-32" />
          <col className="w-44" />
        </colgroup>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className={th}>
              {t.tutor}
            </th>
            <th scope="col" className={th}>
              {t.review}
            </th>
            <th scope="col" className={th}>
              {t.student}
            </th>
            <th scope="col" className={th}>
              {t.written}
            </th>
            <th scope="col" className={th}>
              {t.state}
            </th>
          </tr>
        </thead>
        <tbody>
          {reviews.map((review) => (
            <tr
              key={review.id}
              data-testid="admin-review"
              className="align-top [&:not(:last-child)>td]:border-b [&>td]:border-slate-200"
            >
              <td className="px-3 py-3">
                <p className="font-semibold break-words text-slate-900">{review.tutor_name}</p>
                <p className="mt-1">
                  <ReviewRating rating={review.rating} />
                </p>
              </td>
              <td className="px-3 py-3">
                <ReviewText review={review} />
              </td>
              <td className="px-3 py-3">
                <Student review={review} />
              </td>
              <td className="space-y-1 px-3 py-3 text-slate-800">
                <p>
                  <time dateTime={review.created_at}>{formatSastDate(review.created_at)}</time>
                </p>
                <BookingLink review={review} />
              </td>
              <td className="px-3 py-3">
                <div className="flex flex-col items-start gap-2">
                  <StateBadge hidden={review.hidden} />
                  <HiddenReason review={review} />
                  {action(review)}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="grid gap-3 lg:hidden">
        {reviews.map((review) => (
          <li
            key={review.id}
            data-testid="admin-review"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{review.tutor_name}</p>
                <p className="mt-0.5 text-sm text-slate-700">
                  <ReviewRating rating={review.rating} /> ·{' '}
                  <time dateTime={review.created_at}>{formatSastDate(review.created_at)}</time>
                </p>
              </div>
              <StateBadge hidden={review.hidden} className="mt-0.5" />
            </div>
            <div className="mt-3 text-sm">
              <ReviewText review={review} />
            </div>
            <div className="mt-3 text-sm">
              <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {t.student}
              </p>
              <Student review={review} />
            </div>
            {review.hidden ? (
              <div className="mt-3 rounded-lg bg-slate-50 p-3">
                <HiddenReason review={review} />
              </div>
            ) : null}
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
              {action(review)}
              <BookingLink review={review} />
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
