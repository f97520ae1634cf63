import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Booking, BookingValues } from '#shared/schemas/booking.ts'
import type { MathematicsModule, TutorAvailability } from '#shared/schemas/tutors.ts'
import { apiFetch } from '#web/lib/api-client.ts'

export const bookingsQueryKey = ['bookings'] as const

export const bookingsQueryOptions = () =>
  queryOptions({
    queryKey: bookingsQueryKey,
    queryFn: ({ signal }) => apiFetch<Booking[]>('/api/bookings', { signal }),
  })

/** GET /api/bookings: the signed-in student's own bookings. */
export const useBookings = () => useQuery(bookingsQueryOptions())

/** GET /api/mathematics-modules: reference data, fresh for the whole visit. */
export const useMathematicsModules = () =>
  useQuery({
    queryKey: ['mathematics-modules'],
    queryFn: ({ signal }) => apiFetch<MathematicsModule[]>('/api/mathematics-modules', { signal }),
    staleTime: Infinity,
  })

/** The slots a tutor already holds on a date (beyond the spec: shown in the time select). */
export const useTutorAvailability = (tutorId: number | undefined, date: string) =>
  useQuery({
    queryKey: ['tutor-availability', tutorId, date],
    queryFn: ({ signal }) =>
      apiFetch<TutorAvailability>(
        `/api/tutors/${String(tutorId)}/availability?date=${encodeURIComponent(date)}`,
        { signal },
      ),
    enabled: tutorId !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date),
  })

export type CreateBookingRequest = { values: BookingValues; idempotencyKey: string }

/** POST /api/bookings with an Idempotency-Key, so a retried submit books once. */
export function useCreateBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ values, idempotencyKey }: CreateBookingRequest) =>
      apiFetch<Booking>('/api/bookings', {
        method: 'POST',
        json: values,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  })
}

export function useCancelBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<Booking>(`/api/bookings/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
        json: {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  })
}
