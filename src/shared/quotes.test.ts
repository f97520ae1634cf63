import { describe, expect, it } from 'vitest'
import { formatQuoteAmount, quoteLines } from './quotes.ts'

const price = {
  rateCents: 150_000,
  hours: 2,
  subtotalCents: 300_000,
  discountPercent: 15,
  discountCents: 45_000,
  estimateCents: 255_000,
  amountCents: 255_000,
  reason: null,
}

const sum = (lines: { amountCents: number }[]) => lines.reduce((t, l) => t + l.amountCents, 0)

describe('quoteLines', () => {
  it('shows rate × hours and the group discount, adding up to the estimate', () => {
    const { lines, totalCents } = quoteLines(price)
    expect(lines).toEqual([
      { label: 'R1,500 per hour × 2 hours', amountCents: 300_000 },
      { label: 'Group discount (15%)', amountCents: -45_000 },
    ])
    expect(totalCents).toBe(255_000)
    expect(sum(lines)).toBe(totalCents)
  })

  it('leaves out a zero discount and says "hour" for one', () => {
    const { lines } = quoteLines({
      ...price,
      hours: 1,
      subtotalCents: 75_000,
      discountPercent: 0,
      discountCents: 0,
      estimateCents: 75_000,
      amountCents: 75_000,
    })
    expect(lines).toEqual([{ label: 'R1,500 per hour × 1 hour', amountCents: 75_000 }])
  })

  it('adds the office’s adjustment with its reason, up or down, so the lines still add up', () => {
    const up = quoteLines({ ...price, amountCents: 280_000, reason: 'Two campuses' })
    expect(up.lines.at(-1)).toEqual({ label: 'Adjustment: Two campuses', amountCents: 25_000 })
    expect(sum(up.lines)).toBe(280_000)
    const down = quoteLines({ ...price, amountCents: 200_000, reason: 'Returning school' })
    expect(down.lines.at(-1)).toEqual({
      label: 'Adjustment: Returning school',
      amountCents: -55_000,
    })
    expect(sum(down.lines)).toBe(200_000)
  })
})

describe('formatQuoteAmount', () => {
  it('writes a deduction with a minus sign before the rand', () => {
    expect(formatQuoteAmount(-45_000)).toBe('−R450')
    expect(formatQuoteAmount(300_050)).toBe('R3,000.50')
  })
})
