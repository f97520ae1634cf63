import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Booking, BookingValues } from '#shared/schemas/booking.ts'
import type { OpenTimes } from '#shared/schemas/tutor-time.ts'
import type { MathematicsModule, TutorAvailability } from '#shared/schemas/tutors.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { packagesQueryKey } from '#web/features/packages/packages-api.ts'

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

/** Every open-times answer of one tutor, to refresh them all after a 409 (issue 20). */
export const openTimesQueryKey = (tutorId: number | undefined) =>
  ['tutor-open-times', tutorId] as const

/**
 * GET /api/tutors/{id}/slots: the tutor's open start times for a package on SAST dates
 * `from`..`to` (D25), or `availability: false` for a tutor who publishes none.
 */
export const useTutorOpenTimes = (
  tutorId: number | undefined,
  query: { packageType: string; from: string; to: string },
) =>
  useQuery({
    queryKey: [...openTimesQueryKey(tutorId), query.packageType, query.from, query.to],
    queryFn: ({ signal }) =>
      apiFetch<OpenTimes>(
        `/api/tutors/${String(tutorId)}/slots?${new URLSearchParams({
          from: query.from,
          to: query.to,
          package_type: query.packageType,
        }).toString()}`,
        { signal },
      ),
    enabled: tutorId !== undefined,
    // Paging weeks keeps the picker (not the free fields) on screen while the next loads;
    // another tutor or package starts afresh.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === tutorId && previousQuery?.queryKey[2] === query.packageType
        ? previous
        : undefined,
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
    // A purchase opens package hours and a session spends or returns them (D26).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: packagesQueryKey }),
      ]),
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
    // A purchase opens package hours and a session spends or returns them (D26).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: packagesQueryKey }),
      ]),
  })
}
