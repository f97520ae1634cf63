import { describe, expect, it } from 'vitest'
import { shownReviewsText } from './review-text.ts'

describe("a tutor's reviews as the tutor page shows them (issue 22)", () => {
  it('says how many of the reviews are shown', () => {
    expect(shownReviewsText(10, 23)).toBe('Showing 10 of 23 reviews')
    expect(shownReviewsText(1, 1)).toBe('Showing 1 of 1 review')
  })
})
