import { describe, expect, it } from 'vitest'
import { bookingStatusValues } from './options.ts'
import {
  firstSessionMinutes,
  nextBookingStatus,
  refundDueOnCancel,
  sessionHasStarted,
  studentCancelNoticeMs,
  studentMayCancel,
} from './booking-rules.ts'

describe('booking status transitions (D17)', () => {
  it('allows exactly the transitions of the lifecycle', () => {
    const allowed = bookingStatusValues.flatMap((from) =>
      (['confirm', 'reschedule', 'complete', 'cancel'] as const).flatMap((action) => {
        const to = nextBookingStatus(from, action)
        return to ? [`${from} -${action}-> ${to}`] : []
      }),
    )
    expect(allowed).toEqual([
      'pending -confirm-> confirmed',
      'pending -cancel-> cancelled',
      'confirmed -reschedule-> confirmed',
      'confirmed -complete-> completed',
      'confirmed -cancel-> cancelled',
    ])
  })

  it('never leaves a completed or cancelled booking', () => {
    for (const from of ['completed', 'cancelled'] as const) {
      for (const action of ['confirm', 'reschedule', 'complete', 'cancel'] as const) {
        expect(nextBookingStatus(from, action)).toBeNull()
      }
    }
  })
})

describe('a student cancelling their own booking', () => {
  const now = new Date('2026-11-22T10:00:00Z')
  const at = (ms: number) => new Date(now.getTime() + ms)

  it('may cancel a confirmed session up to 24 hours before, not after', () => {
    expect(
      studentMayCancel({ status: 'confirmed', scheduledAt: at(studentCancelNoticeMs) }, now),
    ).toBe(true)
    expect(
      studentMayCancel({ status: 'confirmed', scheduledAt: at(studentCancelNoticeMs - 1) }, now),
    ).toBe(false)
  })

  it('may cancel a pending request until its time, and nothing that is finished', () => {
    expect(studentMayCancel({ status: 'pending', scheduledAt: at(60_000) }, now)).toBe(true)
    expect(studentMayCancel({ status: 'pending', scheduledAt: at(0) }, now)).toBe(false)
    expect(
      studentMayCancel({ status: 'completed', scheduledAt: at(10 * studentCancelNoticeMs) }, now),
    ).toBe(false)
    expect(
      studentMayCancel({ status: 'cancelled', scheduledAt: at(10 * studentCancelNoticeMs) }, now),
    ).toBe(false)
  })

  it('counts a session as started from its time, not a moment before', () => {
    expect(sessionHasStarted({ scheduledAt: at(1) }, now)).toBe(false)
    expect(sessionHasStarted({ scheduledAt: at(0) }, now)).toBe(true)
    expect(sessionHasStarted({ scheduledAt: at(-60_000) }, now)).toBe(true)
  })

  it('flags a refund only when money was received', () => {
    expect(refundDueOnCancel({ paymentStatus: 'completed', amountCents: 25_000 })).toBe(true)
    expect(refundDueOnCancel({ paymentStatus: 'pending', amountCents: 25_000 })).toBe(false)
    expect(refundDueOnCancel({ paymentStatus: 'completed', amountCents: 0 })).toBe(false)
  })
})

describe('the first session of a package', () => {
  it('lasts the package for an hour or two, and an hour for a week or month package', () => {
    expect([30, 60, 120, 420, 720].map(firstSessionMinutes)).toEqual([30, 60, 120, 60, 60])
  })
})
