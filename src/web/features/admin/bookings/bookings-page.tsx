import { AdminListBody } from '../list-body.tsx'
import { CsvExportLink } from '../csv-export-link.tsx'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { CalendarIcon } from '#web/components/ui/icons.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { Pagination } from '../pagination.tsx'
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
      firstPageHref={hrefFor(1)}
    >
      {(data) => (
        <>
          <BookingList bookings={data.bookings} />
          <Pagination
            page={data.page}
            pageSize={data.page_size}
            total={data.total}
            hrefFor={hrefFor}
          />
        </>
      )}
    </AdminListBody>
  )

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.title} lead={t.listLead}>
        <CsvExportLink href={bookingDatesInvalid(filters) ? null : bookingsCsvHref(filters)} />
      </AdminPageHeader>
      <BookingFiltersForm filters={filters} tutors={tutors.data} onChange={setFilters} />
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-3">
        <p
          role="status"
          className="text-sm font-medium text-slate-700"
          data-testid="bookings-total"
        >
          {list.data && !rangeInvalid ? bookingCount(list.data.total) : ''}
        </p>
        {filtered && (list.data?.bookings.length ?? 0) > 0 ? (
          <Button variant="ghost" size="sm" onClick={clear}>
            {t.clearFilters}
          </Button>
        ) : null}
      </div>
      <div className="min-h-[28rem]">{body}</div>
    </div>
  )
}

export { BookingsPage as Component }
