import type { Booking } from '#shared/schemas/booking.ts'

/** How many items each dashboard list shows before 'And N more…' (spec part 1 §9). */
export const dashboardListSize = 3

export interface DashboardSummary {
  total: number
  completed: number
  pendingPayments: number
  /** Soonest first. */
  upcoming: Booking[]
  /** Most recent first. */
  recent: Booking[]
}

type BookingTimes = Pick<Booking, 'scheduled_date' | 'status' | 'payment_status'>

const time = (booking: Pick<Booking, 'scheduled_date'>) =>
  new Date(booking.scheduled_date).getTime()

/** Upcoming: in the future and not cancelled (spec part 1 §4). */
export const isUpcoming = (booking: BookingTimes, now: Date) =>
  time(booking) > now.getTime() && booking.status !== 'cancelled'

/** Recent activity: in the past or now, or completed (spec part 1 §4). */
export const isRecent = (booking: BookingTimes, now: Date) =>
  time(booking) <= now.getTime() || booking.status === 'completed'

/** The dashboard's four numbers and two lists, derived in one place (spec part 1 §4). */
export function summarizeBookings(
  bookings: readonly Booking[],
  now: Date = new Date(),
): DashboardSummary {
  return {
    total: bookings.length,
    completed: bookings.filter((b) => b.status === 'completed').length,
    pendingPayments: bookings.filter((b) => b.payment_status === 'pending').length,
    upcoming: bookings.filter((b) => isUpcoming(b, now)).sort((a, b) => time(a) - time(b)),
    recent: bookings.filter((b) => isRecent(b, now)).sort((a, b) => time(b) - time(a)),
  }
}

/** 'Welcome back, {name}!': the name, else the part of the email before the @, else 'Student'. */
export function welcomeName(
  name: string | null | undefined,
  email: string | null | undefined,
): string {
  const trimmed = name?.trim()
  if (trimmed) return trimmed
  const local = email?.split('@')[0]?.trim()
  return local || 'Student'
}

export type StatusBadge = { label: string; tone: 'green' | 'blue' | 'red' | 'yellow' }

/**
 * The spec's display colours: pending but paid reads 'Paid' in green; confirmed blue;
 * completed green; cancelled red; anything else yellow.
 */
export function statusBadge(booking: Pick<Booking, 'status' | 'payment_status'>): StatusBadge {
  if (booking.status === 'pending' && booking.payment_status === 'completed') {
    return { label: 'Paid', tone: 'green' }
  }
  switch (booking.status) {
    case 'confirmed':
      return { label: 'Confirmed', tone: 'blue' }
    case 'completed':
      return { label: 'Completed', tone: 'green' }
    case 'cancelled':
      return { label: 'Cancelled', tone: 'red' }
    default:
      return { label: 'Pending', tone: 'yellow' }
  }
}
