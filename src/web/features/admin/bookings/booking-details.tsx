import { clsx } from 'clsx'
import { useId, type ReactNode } from 'react'
import { formatZar } from '#shared/money.ts'
import {
  attendanceOptions,
  labelOf,
  meetingPlatforms,
  packageTypes,
  bookingPaymentMethods,
  sessionTypes,
} from '#shared/options.ts'
import { formatSastDate, formatSastDateTime } from '#shared/sast.ts'
import type { AdminBooking } from '#shared/schemas/admin-bookings.ts'
import { ExternalLinkIcon } from '#web/components/ui/icons.tsx'
import { PaymentBadge } from '../status-badges.tsx'
import { bookingPageMessages as t, durationText } from './booking-messages.ts'
import { RefundDueBadge } from './booking-status-badge.tsx'
import { EmailLink } from '../email-link.tsx'

type Row = [label: string, value: ReactNode]

/** A titled card of labelled values; rows without a value are left out. */
export function DetailCard({
  title,
  rows,
  testId,
  narrow = false,
  children,
}: {
  title: string
  rows: (Row | null)[]
  testId: string
  /** In the side column: a narrower label column. */
  narrow?: boolean
  children?: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid={testId}
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <dl
        className={clsx(
          'mt-4 grid gap-x-6 gap-y-3 text-sm',
          narrow ? 'sm:grid-cols-[8rem_minmax(0,1fr)]' : 'sm:grid-cols-[11rem_minmax(0,1fr)]',
        )}
      >
        {rows
          .filter((row): row is Row => row !== null)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="-mt-2 break-words text-slate-900 sm:mt-0">{value}</dd>
            </div>
          ))}
      </dl>
      {children}
    </section>
  )
}

const when = (value: string | null) =>
  value ? <time dateTime={value}>{formatSastDateTime(value)}</time> : null

function MeetingLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium break-all text-brand-800 underline underline-offset-2"
      data-testid="meeting-link"
    >
      {href}
      <ExternalLinkIcon className="size-4 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  )
}

/** What was booked and when it happens: the session, its link and what the student wants. */
export function SessionDetails({ booking }: { booking: AdminBooking }) {
  return (
    <DetailCard
      title={t.sessionHeading}
      testId="booking-session"
      rows={[
        [t.sessionTime, when(booking.scheduled_date)],
        booking.status === 'pending'
          ? [t.askedFor, `${formatSastDate(booking.preferred_date)}, ${booking.preferred_time}`]
          : null,
        [t.package, labelOf(packageTypes, booking.package_type)],
        [t.sessionType, labelOf(sessionTypes, booking.session_type)],
        [t.duration, durationText(booking.duration_minutes)],
        [t.module, booking.mathematics_module_name],
        [t.tutor, booking.tutor_name ?? t.noTutor],
        [t.meetingPlatform, labelOf(meetingPlatforms, booking.meeting_platform)],
        [t.meetingLink, booking.meeting_link ? <MeetingLink href={booking.meeting_link} /> : '—'],
        [t.aim, <span className="whitespace-pre-line">{booking.meeting_aim}</span>],
        booking.notes
          ? [t.notes, <span className="whitespace-pre-line">{booking.notes}</span>]
          : null,
        // D28: what the tutor recorded when completing the session.
        booking.attendance ? ['Attendance', labelOf(attendanceOptions, booking.attendance)] : null,
        booking.lesson_notes
          ? ['Lesson notes', <span className="whitespace-pre-line">{booking.lesson_notes}</span>]
          : null,
      ]}
    />
  )
}

/** Who booked: the student's name and email (gone when the account was deleted). */
export function StudentDetails({ booking }: { booking: AdminBooking }) {
  return (
    <DetailCard
      title={t.studentHeading}
      testId="booking-student"
      rows={[
        [t.name, booking.student_name],
        [
          t.email,
          booking.student_email ? <EmailLink email={booking.student_email} /> : t.deletedAccount,
        ],
      ]}
    />
  )
}

/** The money: amount, how and whether it was paid, its reference, and any refund. */
export function PaymentDetails({
  booking,
  children,
}: {
  booking: AdminBooking
  children?: ReactNode
}) {
  const free = booking.amount_cents === 0
  return (
    <DetailCard
      title={t.paymentHeading}
      testId="booking-payment"
      narrow
      rows={[
        [t.amount, formatZar(booking.amount_cents)],
        free
          ? null
          : [
              t.paymentMethod,
              booking.payment_method ? labelOf(bookingPaymentMethods, booking.payment_method) : '—',
            ],
        [t.reference, <span className="font-mono">{booking.reference}</span>],
        free ? null : [t.paymentStatus, <PaymentBadge status={booking.payment_status} />],
        booking.paid_at ? [t.paidAt, when(booking.paid_at)] : null,
        booking.refund_due
          ? [t.refund, <RefundDueBadge />]
          : booking.refunded_at
            ? [t.refund, t.refundedOn(formatSastDateTime(booking.refunded_at))]
            : null,
      ]}
    >
      {children}
    </DetailCard>
  )
}

/** When each step happened, and why it was cancelled. */
export function HistoryDetails({ booking }: { booking: AdminBooking }) {
  return (
    <DetailCard
      title={t.historyHeading}
      testId="booking-history"
      rows={[
        [t.created, when(booking.created_at)],
        booking.paid_at ? [t.paidAt, when(booking.paid_at)] : null,
        booking.confirmed_at ? [t.confirmedAt, when(booking.confirmed_at)] : null,
        booking.completed_at ? [t.completedAt, when(booking.completed_at)] : null,
        booking.cancelled_at
          ? [
              t.cancelledAt,
              <>
                {when(booking.cancelled_at)}
                {booking.cancelled_by ? ` ${t.cancelledBy(booking.cancelled_by)}` : ''}
              </>,
            ]
          : null,
        booking.cancel_reason
          ? [t.cancelReason, <span className="whitespace-pre-line">{booking.cancel_reason}</span>]
          : null,
        booking.refunded_at ? [t.refund, when(booking.refunded_at)] : null,
      ]}
    />
  )
}
