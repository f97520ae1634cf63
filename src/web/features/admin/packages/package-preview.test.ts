import { describe, expect, it } from 'vitest'
import type { AdminPackageDetail } from '#shared/schemas/admin-packages.ts'
import { dayAfter, earliestNewLastDay, refundPreview, sessionsToCome } from './package-preview.ts'

const pkg = (values: Partial<AdminPackageDetail>): AdminPackageDetail => ({
  id: 'p',
  reference: 'PK-2XFHZ5E8',
  package_type: '1_week',
  student: null,
  minutes_total: 420,
  minutes_scheduled: 60,
  minutes_used: 0,
  minutes_left: 360,
  valid_until: '2026-12-23T22:00:00.000Z',
  last_day: '2026-12-23',
  status: 'active',
  paid: true,
  amount_cents: 175_000,
  refund_due_cents: null,
  refunded_at: null,
  cancelled_at: null,
  cancel_reason: null,
  created_at: '2026-12-01T08:00:00.000Z',
  sessions: [],
  history: [],
  refund_if_cancelled_cents: 150_000,
  unused_minutes_if_cancelled: 360,
  ...values,
})

describe('the package page’s previews', () => {
  it('offers a new last day after the current one, and not before today', () => {
    expect(dayAfter('2026-12-31')).toBe('2027-01-01')
    expect(dayAfter('2028-02-28')).toBe('2028-02-29')
    expect(earliestNewLastDay('2026-12-23', '2026-12-10')).toBe('2026-12-24')
    expect(earliestNewLastDay('2026-12-23', '2027-01-05')).toBe('2027-01-05')
    expect(earliestNewLastDay(null, '2027-01-05')).toBe('2027-01-05')
  })

  it('says the refund cancelling would owe, and for how much unused time', () => {
    expect(refundPreview(pkg({}))).toBe('R1,500 refund owed for 6 h 0 min unused')
    expect(
      refundPreview(pkg({ refund_if_cancelled_cents: 91_667, unused_minutes_if_cancelled: 330 })),
    ).toBe('R916.67 refund owed for 5 h 30 min unused')
    expect(refundPreview(pkg({ refund_if_cancelled_cents: 0 }))).toBe(
      'No refund is owed: every hour was used.',
    )
    expect(refundPreview(pkg({ paid: false, refund_if_cancelled_cents: 0 }))).toBe(
      'No refund is owed: it was never paid.',
    )
  })

  it('counts the sessions still to come that cancelling cancels', () => {
    const session = (scheduled_at: string, status: 'pending' | 'confirmed' | 'completed') => ({
      id: scheduled_at,
      scheduled_at,
      duration_minutes: 60,
      status,
      tutor_name: null,
      payment_method: 'package' as const,
    })
    const now = Date.parse('2026-12-10T10:00:00Z')
    const sessions = [
      session('2026-12-09T10:00:00Z', 'completed'),
      session('2026-12-10T09:30:00Z', 'confirmed'),
      session('2026-12-11T10:00:00Z', 'confirmed'),
      session('2026-12-12T10:00:00Z', 'pending'),
    ]
    expect(sessionsToCome(pkg({ sessions }), now)).toBe(2)
  })
})
