import { useId, useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { formatZar } from '#shared/money.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import type { AdminBooking } from '#shared/schemas/admin-bookings.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { ArrowRightIcon } from '#web/components/ui/icons.tsx'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
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
import type { BookingListState } from './booking-list.tsx'
import { bookingPageMessages as t } from './booking-messages.ts'
import { BookingStatusBadge, RefundDueBadge } from './booking-status-badge.tsx'

/** Back to the list, with the filters it had when this booking was opened from it. */
function BackLink() {
  const state = useLocation().state as Partial<BookingListState> | null
  const search = typeof state?.listSearch === 'string' ? state.listSearch : ''
  return (
    <Link
      to={`${paths.adminBookings.getHref()}${search}`}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-800 hover:underline"
    >
      <ArrowRightIcon className="size-4 rotate-180" />
      {t.backToList}
    </Link>
  )
}

function DetailLoading() {
  return (
    <div role="status" className="min-h-[32rem]">
      <p className="text-slate-700">{t.detailLoading}</p>
      <div aria-hidden="true" className="mt-4 grid gap-4">
        <div className="h-10 w-2/3 rounded-lg bg-slate-200 motion-safe:animate-pulse" />
        <div className="h-72 rounded-2xl bg-slate-200 motion-safe:animate-pulse" />
      </div>
    </div>
  )
}

function BookingView({ booking }: { booking: AdminBooking }) {
  const actionsHeadingId = useId()
  // What the last action did, announced (a live region that stays on the page).
  const [done, setDone] = useState('')
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
          <section aria-labelledby={actionsHeadingId} className="space-y-4">
            <h2 id={actionsHeadingId} className="text-lg font-bold text-slate-900">
              {t.actionsHeading}
            </h2>
            <div role="status" data-testid="booking-action-result">
              {done ? <Alert tone="success">{done}</Alert> : null}
            </div>
            <BookingActions booking={booking} onDone={setDone} />
          </section>
          <PaymentDetails booking={booking}>
            {awaitsBankTransfer(booking) ? (
              <BookingMarkPaid booking={booking} onDone={setDone} />
            ) : null}
          </PaymentDetails>
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

  let body
  if (record.isPending) {
    body = <DetailLoading />
  } else if (record.isError) {
    const missing = record.error instanceof ApiError && record.error.status === 404
    body = missing ? (
      <div className="space-y-6">
        <AdminPageHeader eyebrow={t.title} title={t.notFoundTitle} />
        <div role="alert">
          <Alert tone="error">{record.error.message}</Alert>
        </div>
      </div>
    ) : (
      <LoadFailed
        title={t.detailLoadFailed}
        hint={t.loadFailedHint}
        onRetry={() => void record.refetch()}
        retrying={record.isFetching}
        className=""
      />
    )
  } else {
    body = <BookingView booking={record.data} />
  }

  return (
    <div className="space-y-2">
      <BackLink />
      {body}
    </div>
  )
}

/** /admin/bookings/{id}: one booking, its details and history, and what can be done with it. */
function BookingPage() {
  const { id } = useParams()
  if (!id) return null
  return <BookingDetailPage key={id} id={id} />
}

export { BookingPage as Component }
