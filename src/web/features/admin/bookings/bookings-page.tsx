import { Link } from 'react-router'
import { AdminListBody, ListTotal } from '../list-body.tsx'
import { CsvExportLink } from '../csv-export-link.tsx'
import { Alert } from '#web/components/ui/alert.tsx'
import { CalendarIcon } from '#web/components/ui/icons.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { bookingsCsvHref, useBookings } from './api/get-bookings.ts'
import { useAdminTutors } from './api/get-tutors.ts'
import {
  bookingDatesInvalid,
  bookingQuery,
  hasBookingFilters,
  noBookingFilters,
} from './booking-filters.ts'
import { BookingFiltersForm } from './booking-filters-form.tsx'
import { BookingList } from './booking-list.tsx'
import { bookingCount, bookingPageMessages as t } from './booking-messages.ts'
import { useBookingQuery } from './use-booking-query.ts'

/** /admin/bookings: every tutoring booking, filtered and paged, with the filters in the address. */
function BookingsPage() {
  usePageTitle(t.title)
  const { filters, page, setFilters } = useBookingQuery()
  const tutors = useAdminTutors()
  const rangeInvalid = bookingDatesInvalid(filters)
  const list = useBookings(filters, page, !rangeInvalid)
  const filtered = hasBookingFilters(filters)
  const clear = () => setFilters(noBookingFilters)
  const hrefFor = (to: number) => paths.adminBookings.getHref(bookingQuery(filters, to))

  const body = rangeInvalid ? (
    <Alert tone="info">{t.fixDates}</Alert>
  ) : (
    <AdminListBody
      query={list}
      data={list.data}
      shown={(data) => data.bookings.length}
      texts={t}
      emptyIcon={CalendarIcon}
      emptyTestId="bookings-empty"
      filtered={filtered}
      onClear={clear}
      hrefFor={hrefFor}
    >
      {(data) => <BookingList bookings={data.bookings} />}
    </AdminListBody>
  )

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.title} lead={t.listLead}>
        <CsvExportLink href={bookingDatesInvalid(filters) ? null : bookingsCsvHref(filters)} />
      </AdminPageHeader>
      <BookingFiltersForm filters={filters} tutors={tutors.data} onChange={setFilters} />
      {filters.refund_due === 'true' ? (
        // A card payment nothing was booked with is no booking: its refund is listed apart.
        <p className="text-sm text-slate-700" data-testid="card-refunds-note">
          {t.cardRefundsNote}{' '}
          <Link
            to={paths.adminCardRefunds.getHref()}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {t.cardRefundsLink}
          </Link>
          .
        </p>
      ) : null}
      {filters.overlap === 'true' ? (
        <p className="text-sm text-slate-700" data-testid="overlap-note">
          {t.overlapNote}
        </p>
      ) : null}
      <ListTotal
        text={list.data && !rangeInvalid ? bookingCount(list.data.total) : ''}
        testId="bookings-total"
        canClear={filtered && (list.data?.bookings.length ?? 0) > 0}
        clearLabel={t.clearFilters}
        onClear={clear}
      />
      <div className="min-h-[28rem]">{body}</div>
    </div>
  )
}

export { BookingsPage as Component }
