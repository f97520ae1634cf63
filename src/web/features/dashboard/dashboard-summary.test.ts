import { describe, expect, it } from 'vitest'
import type { Booking } from '#shared/schemas/booking.ts'
import { statusBadge, summarizeBookings, welcomeName } from './dashboard-summary.ts'

const now = new Date('2026-11-22T10:00:00Z')
let n = 0
const booking = (scheduled: string, overrides: Partial<Booking> = {}): Booking => ({
  id: `b${++n}`,
  reference: 'BK-2XFHZ5E8',
  status: 'pending',
  payment_status: 'completed',
  payment_method: 'google_pay',
  payment_reference: null,
  pay_by: null,
  amount_cents: 25_000,
  scheduled_date: scheduled,
  preferred_date: scheduled.slice(0, 10),
  preferred_time: '12:00',
  duration_minutes: 60,
  session_type: 'one_to_one',
  package_type: '1_hour',
  mathematics_module_id: 1,
  mathematics_module_name: 'Algebra',
  tutor_id: null,
  tutor_name: null,
  meeting_platform: 'google_meet',
  meeting_link: null,
  notes: null,
  meeting_aim: 'Revision',
  refund_due: false,
  package_id: null,
  series_id: null,
  attendance: null,
  lesson_notes: null,
  can_cancel: true,
  can_review: false,
  review_id: null,
  created_at: '2026-11-01T00:00:00Z',
  ...overrides,
})

describe('dashboard derivations (spec part 1 §4)', () => {
  it('counts totals, completed sessions and pending payments', () => {
    const summary = summarizeBookings(
      [
        booking('2026-11-20T10:00:00Z', { status: 'completed' }),
        booking('2026-11-25T10:00:00Z', { payment_status: 'pending' }),
        booking('2026-11-26T10:00:00Z', { status: 'cancelled', payment_status: 'pending' }),
        booking('2026-11-27T10:00:00Z', { status: 'confirmed' }),
      ],
      now,
    )
    expect(summary).toMatchObject({ total: 4, completed: 1, pendingPayments: 2 })
  })

  it('puts future, not cancelled sessions in upcoming, soonest first', () => {
    const later = booking('2026-11-30T10:00:00Z')
    const sooner = booking('2026-11-23T10:00:00Z', { status: 'confirmed' })
    const cancelled = booking('2026-11-24T10:00:00Z', { status: 'cancelled' })
    const past = booking('2026-11-21T10:00:00Z')
    const summary = summarizeBookings([later, sooner, cancelled, past], now)
    expect(summary.upcoming.map((b) => b.id)).toEqual([sooner.id, later.id])
  })

  it('puts past, present and completed sessions in recent activity, latest first', () => {
    const atNow = booking(now.toISOString())
    const past = booking('2026-11-01T10:00:00Z', { status: 'cancelled' })
    const completedFuture = booking('2026-12-01T10:00:00Z', { status: 'completed' })
    const future = booking('2026-12-02T10:00:00Z')
    const summary = summarizeBookings([past, atNow, completedFuture, future], now)
    expect(summary.recent.map((b) => b.id)).toEqual([completedFuture.id, atNow.id, past.id])
    // By the spec's two rules a completed session dated in the future is in both lists.
    expect(summary.upcoming.map((b) => b.id)).toEqual([completedFuture.id, future.id])
  })

  it('falls back from the name to the email before the @, then to Student', () => {
    expect(welcomeName('Thandi Mokoena', 'thandi@example.com')).toBe('Thandi Mokoena')
    expect(welcomeName('  ', 'thandi.m@example.com')).toBe('thandi.m')
    expect(welcomeName(null, null)).toBe('Student')
    expect(welcomeName('', '@example.com')).toBe('Student')
  })

  it('colours statuses as the spec says', () => {
    expect(statusBadge({ status: 'pending', payment_status: 'completed' })).toEqual({
      label: 'Paid',
      tone: 'green',
    })
    expect(statusBadge({ status: 'pending', payment_status: 'pending' })).toEqual({
      label: 'Pending',
      tone: 'yellow',
    })
    expect(statusBadge({ status: 'confirmed', payment_status: 'pending' }).tone).toBe('blue')
    expect(statusBadge({ status: 'completed', payment_status: 'completed' }).tone).toBe('green')
    expect(statusBadge({ status: 'cancelled', payment_status: 'completed' }).tone).toBe('red')
  })
})
