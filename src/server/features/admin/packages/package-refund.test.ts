import { describe, expect, it } from 'vitest'
import { refundOnCancel } from './package-refund.ts'

const month = { minutesTotal: 720, amountCents: 300_000, paid: true }

describe('the refund a package’s cancellation owes (D26)', () => {
  it('refunds the minutes its sessions to come give back, with those never scheduled', () => {
    // 1 h used, 3 h scheduled in sessions still to come: 11 h unused.
    expect(refundOnCancel({ ...month, minutesUsed: 60, minutesScheduled: 180 }, 180)).toEqual({
      unusedMinutes: 660,
      refundCents: 275_000,
    })
  })

  it('counts a session that has begun as taken', () => {
    // 2 h scheduled, of which 1 h is a session under way: 10 h unused.
    expect(refundOnCancel({ ...month, minutesUsed: 0, minutesScheduled: 120 }, 60)).toEqual({
      unusedMinutes: 660,
      refundCents: 275_000,
    })
  })

  it('rounds down to the cent', () => {
    // 660 / 720 × R1,000.01 = 916.67583… → R916.67.
    expect(
      refundOnCancel({ ...month, amountCents: 100_001, minutesUsed: 60, minutesScheduled: 0 }, 0),
    ).toEqual({ unusedMinutes: 660, refundCents: 91_667 })
  })

  it('owes nothing for a package never paid, and 0 for one fully used', () => {
    expect(
      refundOnCancel({ ...month, paid: false, minutesUsed: 0, minutesScheduled: 60 }, 60),
    ).toEqual({ unusedMinutes: 720, refundCents: null })
    expect(refundOnCancel({ ...month, minutesUsed: 720, minutesScheduled: 0 }, 0)).toEqual({
      unusedMinutes: 0,
      refundCents: 0,
    })
  })
})
