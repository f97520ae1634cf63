import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  BookingSeries,
  BookingSeriesValues,
  SeriesCancelResult,
  SeriesCheck,
  SeriesCheckValues,
} from '#shared/schemas/booking-series.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { bookingsQueryKey } from '#web/features/bookings/bookings-api.ts'
import { packagesQueryKey } from '#web/features/packages/packages-api.ts'

export const seriesQueryKey = ['booking-series'] as const

/** GET /api/booking-series: the signed-in student's weekly series (D27). */
export const useSeriesList = () =>
  useQuery({
    queryKey: seriesQueryKey,
    queryFn: ({ signal }) => apiFetch<BookingSeries[]>('/api/booking-series', { signal }),
  })

/**
 * POST /api/booking-series/check: every week's status for the series the form describes,
 * before anything is paid; nothing is asked while the form does not describe one yet.
 */
export const useSeriesCheck = (input: SeriesCheckValues | undefined) =>
  useQuery({
    queryKey: [...seriesQueryKey, 'check', input],
    queryFn: ({ signal }) =>
      apiFetch<SeriesCheck>('/api/booking-series/check', {
        method: 'POST',
        json: input,
        signal,
      }),
    enabled: input !== undefined,
    // Changing the weeks keeps the last answer on screen while the next loads.
    placeholderData: keepPreviousData,
    retry: false,
  })

/** A series booked, cancelled or moved changes the bookings and the package's hours too. */
function useInvalidateAfterSeries() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: seriesQueryKey }),
      queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
      queryClient.invalidateQueries({ queryKey: packagesQueryKey }),
    ])
}

/** POST /api/booking-series: all weeks or none. */
export function useCreateSeries() {
  const invalidate = useInvalidateAfterSeries()
  return useMutation({
    mutationFn: (values: BookingSeriesValues) =>
      apiFetch<BookingSeries>('/api/booking-series', { method: 'POST', json: values }),
    onSuccess: invalidate,
  })
}

/** POST /api/booking-series/{id}/cancel: that week and every later one 24 h or more away. */
export function useCancelSeries() {
  const invalidate = useInvalidateAfterSeries()
  return useMutation({
    mutationFn: ({ id, fromDate }: { id: string; fromDate: string }) =>
      apiFetch<SeriesCancelResult>(`/api/booking-series/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
        json: { from_date: fromDate },
      }),
    onSuccess: invalidate,
  })
}
