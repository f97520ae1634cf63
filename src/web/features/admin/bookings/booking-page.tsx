import { useId, useState } from 'react'
import { useParams } from 'react-router'
import { formatZar } from '#shared/money.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import type { AdminBooking } from '#shared/schemas/admin-bookings.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminDetailBody } from '../detail-body.tsx'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { PaymentBadge } from '../status-badges.tsx'
import { useBooking } from './api/get-booking.ts'
import { awaitsBankTransfer, BookingActions, BookingMarkPaid } from './booking-actions.tsx'
import {
  HistoryDetails,
  PaymentDetails,
  SessionDetails,
  StudentDetails,
} from './booking-details.tsx'
import { bookingPageMessages as t } from './booking-messages.ts'
import { BookingStatusBadge, RefundDueBadge } from './booking-status-badge.tsx'

/**
 * A booking: its session, student, history and payment, and the actions its status allows.
 * A bank transfer still awaited comes first on the right: it is the next thing to do.
 */
function BookingView({ booking }: { booking: AdminBooking }) {
  const actionsHeadingId = useId()
  // What the last action did, announced (a live region that stays on the page).
  const [done, setDone] = useState('')
  const awaitingTransfer = awaitsBankTransfer(booking)
  const payment = (
    <PaymentDetails booking={booking}>
      {awaitingTransfer ? <BookingMarkPaid booking={booking} onDone={setDone} /> : null}
    </PaymentDetails>
  )
  return (
    <div className="space-y-6">
      <AdminPageHeader
        eyebrow={t.title}
        title={booking.student_name}
        lead={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base">
            <BookingStatusBadge status={booking.status} />
            {booking.amount_cents > 0 ? <PaymentBadge status={booking.payment_status} /> : null}
            {booking.refund_due ? <RefundDueBadge /> : null}
            <span>
              {formatSastDateTime(booking.scheduled_date)} (SAST) ·{' '}
              {formatZar(booking.amount_cents)}
            </span>
          </div>
        }
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem] xl:grid-rows-[auto_1fr]">
        <SessionDetails booking={booking} />
        <div className="grid gap-6 xl:col-start-2 xl:row-span-2 xl:row-start-1">
          {awaitingTransfer ? payment : null}
          <section aria-labelledby={actionsHeadingId} className="space-y-4">
            <h2 id={actionsHeadingId} className="text-lg font-bold text-slate-900">
              {t.actionsHeading}
            </h2>
            <div role="status" data-testid="booking-action-result">
              {done ? <Alert tone="success">{done}</Alert> : null}
            </div>
            <BookingActions booking={booking} onDone={setDone} />
          </section>
          {awaitingTransfer ? null : payment}
        </div>
        <div className="grid gap-6">
          <StudentDetails booking={booking} />
          <HistoryDetails booking={booking} />
        </div>
      </div>
    </div>
  )
}

function BookingDetailPage({ id }: { id: string }) {
  const record = useBooking(id)
  usePageTitle(record.data ? `${t.title}: ${record.data.student_name}` : t.title)
  return (
    <AdminDetailBody
      query={record}
      back={{ to: paths.adminBookings.getHref(), label: t.backToList }}
      texts={{
        eyebrow: t.title,
        loading: t.detailLoading,
        notFoundTitle: t.notFoundTitle,
        loadFailed: t.detailLoadFailed,
        loadFailedHint: t.loadFailedHint,
      }}
    >
      {(booking) => <BookingView booking={booking} />}
    </AdminDetailBody>
  )
}

/** /admin/bookings/{id}: one booking, its details and history, and what can be done with it. */
function BookingPage() {
  const { id } = useParams()
  if (!id) return null
  return <BookingDetailPage key={id} id={id} />
}

export { BookingPage as Component }
