import { useId } from 'react'
import { Link } from 'react-router'
import { formatZar } from '#shared/money.ts'
import { bookingPaymentMethods, labelOf, packageTypes } from '#shared/options.ts'
import { formatHoursAndMinutes } from '#shared/package-hours.ts'
import { formatSastDate, formatSastDateTime } from '#shared/sast.ts'
import type { AdminPackageDetail } from '#shared/schemas/admin-packages.ts'
import { paths } from '#web/paths.ts'
import { AuditEntryItem } from '../audit-entry.tsx'
import { DetailCard } from '../bookings/booking-details.tsx'
import { BookingStatusBadge } from '../bookings/booking-status-badge.tsx'
import { EmailLink } from '../email-link.tsx'
import { packagePageMessages as t } from './messages.ts'
import { PackageMoneyBadge } from './package-status-badge.tsx'

const hours = formatHoursAndMinutes
const when = (value: string) => <time dateTime={value}>{formatSastDateTime(value)}</time>

/** The balance (D26): bought, scheduled, used, left, and the last day to use it. */
export function HoursDetails({ pkg }: { pkg: AdminPackageDetail }) {
  return (
    <DetailCard
      title={t.hoursHeading}
      testId="package-hours"
      rows={[
        [t.package, labelOf(packageTypes, pkg.package_type)],
        [t.total, hours(pkg.minutes_total)],
        [t.scheduled, hours(pkg.minutes_scheduled)],
        [t.used, hours(pkg.minutes_used)],
        [
          pkg.status === 'cancelled' ? t.unusedLabel : t.leftLabel,
          <span className="font-semibold">{hours(pkg.minutes_left)}</span>,
        ],
        [t.lastDay, pkg.last_day ? t.lastDayValue(formatSastDate(pkg.last_day)) : t.lastDayNone],
        [t.boughtOn, when(pkg.created_at)],
        [t.reference, <span className="font-mono text-xs break-all">{pkg.id}</span>],
      ]}
    />
  )
}

/** Who bought it: the student's name and email, with their account (gone once deleted). */
export function StudentDetails({ pkg }: { pkg: AdminPackageDetail }) {
  const { student } = pkg
  return (
    <DetailCard
      title={t.studentHeading}
      testId="package-student"
      narrow
      rows={
        student
          ? [
              [t.name, student.name || '—'],
              [t.email, <EmailLink email={student.email} />],
            ]
          : [[t.name, t.deletedAccountLong]]
      }
    >
      {student ? (
        <Link
          to={paths.adminUser.getHref(student.id)}
          className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-2"
        >
          {t.openAccount}
        </Link>
      ) : null}
    </DetailCard>
  )
}

/** The money: what was paid, whether it has arrived, and any refund owed or paid. */
export function PaymentDetails({ pkg }: { pkg: AdminPackageDetail }) {
  const owed = pkg.refund_due_cents ?? 0
  return (
    <DetailCard
      title={t.paymentHeading}
      testId="package-payment"
      narrow
      rows={[
        [t.amount, formatZar(pkg.amount_cents)],
        [
          t.paymentStatus,
          pkg.paid ? t.paid : <span className="font-medium text-amber-900">{t.unpaid}</span>,
        ],
        pkg.cancelled_at ? [t.cancelledAt, when(pkg.cancelled_at)] : null,
        pkg.cancel_reason
          ? [t.cancelReason, <span className="whitespace-pre-line">{pkg.cancel_reason}</span>]
          : null,
        owed > 0 && !pkg.refunded_at
          ? [
              t.refundOwed,
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{formatZar(owed)}</span>
                <PackageMoneyBadge pkg={pkg} />
              </span>,
            ]
          : null,
        owed > 0 && pkg.refunded_at
          ? [t.refunded, t.refundedOn(formatZar(owed), formatSastDateTime(pkg.refunded_at))]
          : null,
      ]}
    >
      {!pkg.paid && !pkg.cancelled_at ? (
        <p className="mt-4 text-sm text-slate-700">{t.awaitingTransfer}</p>
      ) : null}
    </DetailCard>
  )
}

/** Its sessions, soonest first: the purchase's first session and those from its hours. */
export function SessionsDetails({ pkg }: { pkg: AdminPackageDetail }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="package-sessions"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t.sessionsHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.sessionsLead}</p>
      {pkg.sessions.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t.noSessions}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 border-t border-slate-200">
          {pkg.sessions.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3"
              data-testid="package-session"
            >
              <div className="min-w-0 text-sm">
                <Link
                  to={paths.adminBooking.getHref(session.id)}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {formatSastDateTime(session.scheduled_at)}
                  <span className="sr-only"> (SAST). {t.openBooking}</span>
                </Link>
                <p className="mt-0.5 text-slate-700">
                  {hours(session.duration_minutes)} · {session.tutor_name ?? t.noTutor} ·{' '}
                  {session.payment_method === 'package'
                    ? t.fromHours
                    : `${t.purchase}${
                        session.payment_method
                          ? ` (${labelOf(bookingPaymentMethods, session.payment_method)})`
                          : ''
                      }`}
                </p>
              </div>
              <BookingStatusBadge status={session.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** What the office did to the package, newest first, from the audit log. */
export function HistoryDetails({ pkg }: { pkg: AdminPackageDetail }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="package-history">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t.historyHeading}
      </h2>
      {pkg.history.length === 0 ? (
        <p className="text-sm text-slate-700">{t.historyEmpty}</p>
      ) : (
        <ul className="grid gap-3">
          {pkg.history.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  )
}
