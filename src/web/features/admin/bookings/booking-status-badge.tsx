import { clsx } from 'clsx'
import { bookingStatuses, labelOf, type BookingStatus } from '#shared/options.ts'

const tones: Record<BookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-blue-100 text-blue-900',
  completed: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
}

/** Where a booking is: Pending, Confirmed, Completed or Cancelled. */
export function BookingStatusBadge({
  status,
  className,
}: {
  status: BookingStatus
  className?: string
}) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
        className,
      )}
      data-testid="booking-status-badge"
    >
      {labelOf(bookingStatuses, status)}
    </span>
  )
}

/** The red flag of a cancelled paid booking whose refund is still owed. */
export function RefundDueBadge({ className }: { className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-red-900',
        className,
      )}
      data-testid="refund-due-badge"
    >
      Refund due
    </span>
  )
}
