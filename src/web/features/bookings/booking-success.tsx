import { bookingMessages as m } from '#shared/messages.ts'
import { formatZar } from '#shared/money.ts'
import { labelOf, packageTypes } from '#shared/options.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import { BankTransferDetails } from '#web/components/payments/bank-transfer-details.tsx'
import { Button, LinkButton } from '#web/components/ui/button.tsx'
import { CalendarIcon, CheckCircleIcon, DownloadIcon } from '#web/components/ui/icons.tsx'
import { useRevealOnMount } from '#web/components/ui/use-reveal-on-mount.ts'
import { paths } from '#web/paths.ts'

/** After booking: what was booked, how to pay a bank transfer, and the two ways on. */
export function BookingSuccess({
  booking,
  openTime = false,
  onBookAnother,
}: {
  booking: Booking
  /** Booked at one of the tutor's open times: a pending one is that time held, not a request. */
  openTime?: boolean
  onBookAnother: () => void
}) {
  const { panelRef, headingRef } = useRevealOnMount()
  const awaitingTransfer = booking.payment_status === 'pending' ? booking.payment_reference : null
  // A tutor's open time, free or paid by card, is confirmed at once (issue 20, D25).
  const confirmed = booking.status === 'confirmed'
  const when = `${formatSastDateTime(booking.scheduled_date)} (SAST)`
  return (
    <div ref={panelRef} data-testid="booking-success" className="mx-auto max-w-2xl text-center">
      <CheckCircleIcon className="mx-auto size-14 text-emerald-600" />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {booking.package_type === 'free_consultation'
          ? 'Free Consultation Booked!'
          : 'Session Booked!'}
      </h2>
      {confirmed ? (
        <>
          <p
            className="mt-3 inline-flex items-center gap-2 rounded-full bg-emerald-50 px-4 py-1.5 font-semibold text-emerald-800"
            data-testid="booking-confirmed"
          >
            <CalendarIcon className="size-5" /> Confirmed: {when}
          </p>
          <p className="mt-3 text-slate-700">
            Your session is booked with your tutor. Your confirmation, with the meeting link and a
            calendar invite, is on its way to your email.
          </p>
          <p className="mt-3">
            <a
              href={`/api/bookings/${encodeURIComponent(booking.id)}/calendar.ics`}
              download="session.ics"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline"
            >
              <DownloadIcon className="size-5" /> Add to calendar
            </a>
          </p>
        </>
      ) : openTime && awaitingTransfer ? (
        <p className="mt-2 text-slate-700">
          We hold this time for you while your transfer arrives, and confirm the session as soon as
          it does; if it does not arrive in time, the hold lapses and we email you. A receipt is on
          its way to your email.
        </p>
      ) : (
        <p className="mt-2 text-slate-700">
          We will contact you within 24 hours to confirm the time and send your meeting link. A
          receipt is on its way to your email.
        </p>
      )}
      <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-5 text-left sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">Session</dt>
        <dd className="text-slate-900">{labelOf(packageTypes, booking.package_type)}</dd>
        <dt className="font-medium text-slate-600">Module</dt>
        <dd className="text-slate-900">{booking.mathematics_module_name}</dd>
        {booking.tutor_name ? (
          <>
            <dt className="font-medium text-slate-600">Tutor</dt>
            <dd className="text-slate-900">{booking.tutor_name}</dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-600">
          {confirmed || openTime ? 'Time' : 'Requested time'}
        </dt>
        <dd className="text-slate-900">{when}</dd>
        {confirmed && booking.meeting_link ? (
          <>
            <dt className="font-medium text-slate-600">Meeting link</dt>
            <dd className="break-all text-slate-900">
              <a href={booking.meeting_link} className="text-brand-700 underline">
                {booking.meeting_link}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-600">Price</dt>
        <dd className="text-slate-900">
          {booking.payment_method === 'package'
            ? `${booking.duration_minutes / 60} h from your package hours`
            : booking.amount_cents === 0
              ? 'Free'
              : `${formatZar(booking.amount_cents)}${booking.payment_status === 'completed' ? ' (paid)' : ''}`}
        </dd>
        <dt className="font-medium text-slate-600">Reference</dt>
        <dd className="font-mono text-slate-900" data-testid="booking-reference">
          {booking.reference}
        </dd>
      </dl>
      {awaitingTransfer ? (
        <BankTransferDetails
          amountCents={booking.amount_cents}
          paymentReference={awaitingTransfer}
          payBy={booking.pay_by}
        >
          Use your payment reference so we can match your transfer. We confirm your session once it
          arrives.
        </BankTransferDetails>
      ) : null}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <LinkButton to={paths.dashboard.getHref()} variant="primary">
          {m.viewDashboard}
        </LinkButton>
        <Button variant="outline" onClick={onBookAnother}>
          {m.bookAnother}
        </Button>
      </div>
    </div>
  )
}
