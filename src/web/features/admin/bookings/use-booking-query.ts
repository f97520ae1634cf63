import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { bookingSearch, readBookingQuery, type BookingFilters } from './booking-filters.ts'

/**
 * The bookings list's filters and page live in its address (`?q=dube&status=pending`), so
 * a reload, the back button and a shared link all show the same list. A change of filter
 * goes back to page 1 and replaces the history entry (typing must not add one per word).
 */
export function useBookingQuery() {
  const [searchParams, setSearchParams] = useSearchParams()
  const search = searchParams.toString()
  const { filters, page } = useMemo(() => readBookingQuery(new URLSearchParams(search)), [search])

  const setFilters = useCallback(
    (change: Partial<BookingFilters>) => {
      setSearchParams(
        (current) => {
          const now = readBookingQuery(current).filters
          return new URLSearchParams(bookingSearch({ ...now, ...change }))
        },
        { replace: true, preventScrollReset: true },
      )
    },
    [setSearchParams],
  )

  return { filters, page, setFilters }
}
