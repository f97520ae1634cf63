import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AdminBooking,
  AdminCancelBookingInput,
  ConfirmBookingInput,
} from '#shared/schemas/admin-bookings.ts'
import type { Attendance } from '#shared/options.ts'
import type { MarkPaid } from '#shared/schemas/admin-submissions.ts'
import { apiFetch } from '#web/lib/api-client.ts'
import { bookingPath, storeChangedBooking } from './get-booking.ts'

/**
 * The back office's actions on one booking, each a POST to
 * /api/admin/bookings/{id}/{action} that answers the booking after the change:
 * confirm (time, tutor, meeting link), reschedule (the same, for a confirmed one), complete, cancel (with the reason the student
 * reads), mark-paid (the bank statement's reference) and refunded.
 */
type Actions = {
  confirm: ConfirmBookingInput
  reschedule: ConfirmBookingInput
  complete: { attendance?: Attendance }
  cancel: AdminCancelBookingInput
  'mark-paid': MarkPaid
  refunded: Record<string, never>
}

export function useBookingAction<A extends keyof Actions>(id: string, action: A) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Actions[A]) =>
      apiFetch<AdminBooking>(`${bookingPath(id)}/${action}`, { method: 'POST', json: body }),
    onSuccess: (booking) => storeChangedBooking(queryClient, booking),
  })
}
