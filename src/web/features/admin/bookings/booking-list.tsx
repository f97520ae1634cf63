import { Link, useLocation } from 'react-router'
import { formatZar } from '#shared/money.ts'
import { labelOf, packageTypes, sessionTypes } from '#shared/options.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import type { AdminBooking } from '#shared/schemas/admin-bookings.ts'
import { paths } from '#web/paths.ts'
import type { ListState } from '../detail-body.tsx'
import { PaymentBadge } from '../status-badges.tsx'
import { bookingPageMessages as t } from './booking-messages.ts'
import { BookingStatusBadge, RefundDueBadge } from './booking-status-badge.tsx'

function StudentLink({ booking }: { booking: AdminBooking }) {
  const { search } = useLocation()
  return (
    <Link
      to={paths.adminBooking.getHref(booking.id)}
      state={{ listSearch: search } satisfies ListState}
      className="font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
    >
      {booking.student_name}
    </Link>
  )
}

function SessionTime({ booking }: { booking: AdminBooking }) {
  return <time dateTime={booking.scheduled_date}>{formatSastDateTime(booking.scheduled_date)}</time>
}

/** Package and session type, e.g. '1 Hour Session · One-to-one'. */
const whatBooked = (booking: AdminBooking) =>
  `${labelOf(packageTypes, booking.package_type)} · ${labelOf(sessionTypes, booking.session_type)}`

/** Amount, whether it has arrived, and the reference the student pays with. */
function Payment({ booking }: { booking: AdminBooking }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-semibold text-slate-900">{formatZar(booking.amount_cents)}</span>
      {booking.amount_cents > 0 ? <PaymentBadge status={booking.payment_status} /> : null}
      {booking.refund_due ? <RefundDueBadge /> : null}
      <span className="font-mono text-xs break-all text-slate-700">
        <span className="sr-only">{t.reference} </span>
        {booking.reference}
      </span>
    </div>
  )
}

/**
 * One page of bookings: a table from `lg` (where the sidebar leaves room for one), a card
 * per booking below it. Both give the session time (SAST), the student, what was booked,
 * the tutor, the status and the payment.
 */
export function BookingList({ bookings }: { bookings: AdminBooking[] }) {
  const th = 'border-b border-slate-200 px-3 py-3'
  return (
    <>
      <table className="hidden w-full table-fixed border-separate border-spacing-0 overflow-hidden rounded-2xl border border-slate-200 bg-white text-left text-sm shadow-sm lg:table">
        <colgroup>
          <col className="w-32" />
          <col className="w-[24%]" />
          <col />
          <col className="w-28" />
          <col className="w-28" />
          <col className="w-40" />
        </colgroup>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className={th}>
              {t.sessionSast}
            </th>
            <th scope="col" className={th}>
              {t.student}
            </th>
            <th scope="col" className={th}>
              {t.session}
            </th>
            <th scope="col" className={th}>
              {t.tutor}
            </th>
            <th scope="col" className={th}>
              {t.status}
            </th>
            <th scope="col" className={th}>
              {t.payment}
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr
              key={booking.id}
              data-testid="booking"
              className="align-top [&:not(:last-child)>td]:border-b [&>td]:border-slate-200"
            >
              <td className="px-3 py-3 text-slate-800">
                <SessionTime booking={booking} />
              </td>
              <td className="px-3 py-3">
                <StudentLink booking={booking} />
                <p className="mt-0.5 break-words text-slate-600">{booking.student_email}</p>
              </td>
              <td className="px-3 py-3 break-words text-slate-800">
                <p>{whatBooked(booking)}</p>
                <p className="mt-0.5 text-slate-600">{booking.mathematics_module_name}</p>
              </td>
              <td className="px-3 py-3 break-words text-slate-800">
                {booking.tutor_name ?? <span className="text-slate-600">{t.noTutor}</span>}
              </td>
              <td className="px-3 py-3">
                <BookingStatusBadge status={booking.status} />
              </td>
              <td className="px-3 py-3">
                <Payment booking={booking} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="grid gap-3 md:grid-cols-2 lg:hidden">
        {bookings.map((booking) => (
          <li
            key={booking.id}
            data-testid="booking"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <StudentLink booking={booking} />
                <p className="mt-0.5 text-sm break-words text-slate-600">{booking.student_email}</p>
              </div>
              <BookingStatusBadge status={booking.status} className="mt-0.5" />
            </div>
            <p className="mt-2 text-sm font-medium text-slate-900">
              <SessionTime booking={booking} /> (SAST)
            </p>
            <p className="mt-1 text-sm break-words text-slate-800">
              {whatBooked(booking)} · {booking.mathematics_module_name}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {t.tutor}: {booking.tutor_name ?? t.noTutor}
            </p>
            <div className="mt-2 text-sm">
              <Payment booking={booking} />
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
