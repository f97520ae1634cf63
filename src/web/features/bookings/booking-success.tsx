import { bookingMessages as m } from '#shared/messages.ts'
import { formatZar } from '#shared/money.ts'
import { labelOf, packageTypes } from '#shared/options.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import { BankTransferDetails } from '#web/components/payments/bank-transfer-details.tsx'
import { Button, LinkButton } from '#web/components/ui/button.tsx'
import { CheckCircleIcon } from '#web/components/ui/icons.tsx'
import { paths } from '#web/paths.ts'

/** After booking: what was booked, how to pay a bank transfer, and the two ways on. */
export function BookingSuccess({
  booking,
  onBookAnother,
}: {
  booking: Booking
  onBookAnother: () => void
}) {
  const awaitingTransfer = booking.payment_status === 'pending' ? booking.payment_reference : null
  return (
    <div role="status" data-testid="booking-success" className="mx-auto max-w-2xl text-center">
      <CheckCircleIcon className="mx-auto size-14 text-emerald-600" />
      <h2 className="mt-4 text-2xl font-bold text-slate-900">
        {booking.package_type === 'free_consultation'
          ? 'Free Consultation Booked!'
          : 'Session Booked!'}
      </h2>
      <p className="mt-2 text-slate-700">
        We will contact you within 24 hours to confirm the time and send your meeting link. A
        receipt is on its way to your email.
      </p>
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
        <dt className="font-medium text-slate-600">Requested time</dt>
        <dd className="text-slate-900">{formatSastDateTime(booking.scheduled_date)} (SAST)</dd>
        <dt className="font-medium text-slate-600">Price</dt>
        <dd className="text-slate-900">
          {booking.amount_cents === 0
            ? 'Free'
            : `${formatZar(booking.amount_cents)}${booking.payment_status === 'completed' ? ' (paid)' : ''}`}
        </dd>
      </dl>
      {awaitingTransfer ? (
        <BankTransferDetails amountCents={booking.amount_cents} paymentReference={awaitingTransfer}>
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
