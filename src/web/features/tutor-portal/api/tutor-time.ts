import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  TimeOff,
  TimeOffInput,
  WeeklyHours,
  WeeklyHoursInput,
} from '#shared/schemas/tutor-time.ts'
import { apiFetch } from '#web/lib/api-client.ts'

const availabilityKey = ['tutor-availability'] as const
const timeOffKey = ['tutor-time-off'] as const

/** GET /api/tutor/availability: the week (SAST) and the first open time students see. */
export const useAvailability = () =>
  useQuery(
    queryOptions({
      queryKey: availabilityKey,
      queryFn: ({ signal }) => apiFetch<WeeklyHours>('/api/tutor/availability', { signal }),
    }),
  )

/** PUT /api/tutor/availability: the whole week at once; answers the week and next open. */
export function useSaveAvailability() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: WeeklyHoursInput) =>
      apiFetch<WeeklyHours>('/api/tutor/availability', { method: 'PUT', json: body }),
    onSuccess: (hours) => queryClient.setQueryData(availabilityKey, hours),
  })
}

/** GET /api/tutor/time-off. */
export const useTimeOff = () =>
  useQuery(
    queryOptions({
      queryKey: timeOffKey,
      queryFn: ({ signal }) => apiFetch<TimeOff[]>('/api/tutor/time-off', { signal }),
    }),
  )

/** After time off changes, the next open time may have moved too. */
function useTimeOffMutation<Input>(request: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timeOffKey }),
        queryClient.invalidateQueries({ queryKey: availabilityKey }),
      ]),
  })
}

/** POST /api/tutor/time-off. */
export const useAddTimeOff = () =>
  useTimeOffMutation((body: TimeOffInput) =>
    apiFetch<TimeOff>('/api/tutor/time-off', { method: 'POST', json: body }),
  )

/** DELETE /api/tutor/time-off/{id}. */
export const useRemoveTimeOff = () =>
  useTimeOffMutation((id: string) =>
    apiFetch<void>(`/api/tutor/time-off/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  )
