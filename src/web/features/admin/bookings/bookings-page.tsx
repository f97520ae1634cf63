import { CsvExportLink } from '../csv-export-link.tsx'
import { clsx } from 'clsx'
import { Link } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { CalendarIcon, SearchIcon } from '#web/components/ui/icons.tsx'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { ApiError } from '#web/lib/api-client.ts'
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

function ListLoading() {
  return (
    <div role="status">
      <p className="mb-4 text-slate-700">{t.loading}</p>
      <ul aria-hidden="true" className="grid gap-3">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="h-20 rounded-xl bg-slate-200 motion-safe:animate-pulse" />
        ))}
      </ul>
    </div>
  )
}

function EmptyList({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const Icon = filtered ? SearchIcon : CalendarIcon
  return (
    <div
      className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
      data-testid="bookings-empty"
    >
      <Icon className="mx-auto size-10 text-slate-500" />
      <p className="mt-4 text-lg font-bold text-slate-900">
        {filtered ? t.emptyFiltered : t.emptyAll}
      </p>
      <p className="mt-1 text-slate-700">{filtered ? t.emptyFilteredHint : t.emptyAllHint}</p>
      {filtered ? (
        <Button variant="outline" size="sm" className="mt-5" onClick={onClear}>
          {t.clearFilters}
        </Button>
      ) : null}
    </div>
  )
}

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

  let body
  if (rangeInvalid) {
    body = <Alert tone="info">{t.fixDates}</Alert>
  } else if (list.isPending) {
    body = <ListLoading />
  } else if (list.isError && !list.data) {
    // A refusal (a filter the server does not accept, say) names its reason.
    const refusal =
      list.error instanceof ApiError && list.error.status < 500
        ? list.error.serverMessage
        : undefined
    body = (
      <LoadFailed
        title={t.loadFailed}
        hint={refusal ?? t.loadFailedHint}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        className=""
      />
    )
  } else if (list.data.bookings.length === 0 && list.data.total > 0) {
    body = (
      <Alert tone="info">
        {t.pastLastPage}{' '}
        <Link to={hrefFor(1)} className="font-semibold underline">
          {t.firstPage}
        </Link>
      </Alert>
    )
  } else if (list.data.bookings.length === 0) {
    body = <EmptyList filtered={filtered} onClear={clear} />
  } else {
    body = (
      <div
        aria-busy={list.isPlaceholderData || undefined}
        className={clsx('space-y-5', list.isPlaceholderData && 'opacity-60')}
      >
        <BookingList bookings={list.data.bookings} />
        <Pagination
          page={list.data.page}
          pageSize={list.data.page_size}
          total={list.data.total}
          hrefFor={hrefFor}
        />
      </div>
    )
  }

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
