import { clsx } from 'clsx'
import { useState } from 'react'
import { dashboardMessages as m } from '#shared/messages.ts'
import { formatZar } from '#shared/money.ts'
import { attendanceOptions, labelOf, packageTypes } from '#shared/options.ts'
import { firstSessionMinutes } from '#shared/booking-rules.ts'
import { formatSastDateTime, formatSastTime } from '#shared/sast.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import { BankTransferDetails } from '#web/components/payments/bank-transfer-details.tsx'
import { Button, LinkButton } from '#web/components/ui/button.tsx'
import { DownloadIcon, StarIcon } from '#web/components/ui/icons.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useCancelBooking } from '#web/features/bookings/bookings-api.ts'
import { paths } from '#web/paths.ts'
import { statusBadge, type StatusBadge } from './dashboard-summary.ts'
import { JoinMeetingLink } from '#web/components/ui/join-meeting-link.tsx'

const badgeTones: Record<StatusBadge['tone'], string> = {
  green: 'bg-emerald-100 text-emerald-900',
  blue: 'bg-blue-100 text-blue-900',
  red: 'bg-red-100 text-red-900',
  yellow: 'bg-amber-100 text-amber-900',
}

/** One booking on the dashboard: what, when, its status, and what the student can do. */
export function BookingListItem({ booking, upcoming }: { booking: Booking; upcoming: boolean }) {
  const badge = statusBadge(booking)
  const cancel = useCancelBooking()
  const [confirming, setConfirming] = useState(false)
  // The links' visible texts repeat on every past session, so their names say which one.
  const sessionName = `${booking.mathematics_module_name}, ${formatSastDateTime(booking.scheduled_date)}`
  const awaitingTransfer = booking.payment_status === 'pending' && booking.status !== 'cancelled'
  const endsAt = new Date(
    new Date(booking.scheduled_date).getTime() +
      firstSessionMinutes(booking.duration_minutes) * 60_000,
  )
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="booking-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{booking.mathematics_module_name}</p>
          <p className="text-sm text-slate-700">
            {formatSastDateTime(booking.scheduled_date)}–{formatSastTime(endsAt)} (SAST) ·{' '}
            {labelOf(packageTypes, booking.package_type)}
            {booking.tutor_name ? ` · ${booking.tutor_name}` : ''}
          </p>
          <p className="text-xs text-slate-600">
            Reference <span className="font-mono">{booking.reference}</span>
          </p>
        </div>
        <span
          className={clsx(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            badgeTones[badge.tone],
          )}
        >
          {badge.label}
        </span>
      </div>
      {awaitingTransfer && booking.payment_reference ? (
        <BankTransferDetails
          className="mt-3"
          amountCents={booking.amount_cents}
          paymentReference={booking.payment_reference}
          payBy={booking.pay_by}
        >
          Awaiting your transfer: use the reference so we can match it to this session.
        </BankTransferDetails>
      ) : null}
      {booking.refund_due ? (
        <p className="mt-2 text-sm text-slate-800">
          A refund of {formatZar(booking.amount_cents)} is on its way.
        </p>
      ) : null}
      {booking.attendance && booking.attendance !== 'attended' ? (
        <p className="mt-2 text-sm text-slate-800">
          {labelOf(attendanceOptions, booking.attendance)}
        </p>
      ) : null}
      {booking.lesson_notes ? (
        // D28: the notes the tutor wrote for the student when completing the session.
        <div className="mt-3 rounded-lg bg-slate-50 p-3" data-testid="lesson-notes">
          <p className="text-sm font-semibold text-slate-900">Your tutor’s lesson notes</p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">
            {booking.lesson_notes}
          </p>
        </div>
      ) : null}
      {upcoming ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {booking.meeting_link ? (
            <JoinMeetingLink href={booking.meeting_link}>{m.joinSession}</JoinMeetingLink>
          ) : null}
          {booking.status === 'confirmed' ? (
            <a
              href={`/api/bookings/${encodeURIComponent(booking.id)}/calendar.ics`}
              download="session.ics"
              aria-label={`Add to calendar: ${sessionName}`}
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline"
              data-testid="add-to-calendar"
            >
              <DownloadIcon className="size-4" />
              Add to calendar
            </a>
          ) : null}
          {booking.can_cancel && !confirming ? (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              Cancel booking
            </Button>
          ) : null}
        </div>
      ) : null}
      {!upcoming && (booking.review_id || booking.can_review) ? (
        // D28: a completed, attended session is rated from here until it is, then the
        // student's review is one link away (to change it within its 14 days, or to read it).
        <div className="mt-3">
          {booking.review_id ? (
            <LinkButton
              to={paths.bookingReview.getHref(booking.id)}
              variant="outline"
              size="sm"
              aria-label={`Your review of ${sessionName}`}
              data-testid="your-review-link"
            >
              Your review
            </LinkButton>
          ) : (
            <LinkButton
              to={paths.bookingReview.getHref(booking.id)}
              variant="accent"
              size="sm"
              aria-label={`Rate this session: ${sessionName}`}
              data-testid="rate-session-link"
            >
              <StarIcon className="size-4" />
              Rate this session
            </LinkButton>
          )}
        </div>
      ) : null}
      {confirming ? (
        <div
          role="group"
          aria-label="Cancel this booking"
          className="mt-3 rounded-lg bg-slate-50 p-3"
        >
          <p className="text-sm text-slate-900">
            Cancel this session?{' '}
            {booking.payment_status === 'completed' && booking.amount_cents > 0
              ? 'Your payment will be refunded.'
              : ''}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              variant="primary"
              size="sm"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(booking.id, { onSuccess: () => setConfirming(false) })}
            >
              {cancel.isPending ? 'Cancelling...' : 'Yes, cancel it'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
          {cancel.isError ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {cancel.error instanceof ApiError && cancel.error.serverMessage
                ? cancel.error.serverMessage
                : 'The booking could not be cancelled. Please try again.'}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}
