import { describe, expect, it } from 'vitest'
import { ratedText, starChoiceLabel, starFills } from './star-fills.ts'

describe('star fills (issue 22)', () => {
  it('fills whole stars for a whole rating', () => {
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1])
    expect(starFills(3)).toEqual([1, 1, 1, 0, 0])
    expect(starFills(1)).toEqual([1, 0, 0, 0, 0])
  })

  it('rounds an average to the nearest half star', () => {
    expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5])
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0.5])
    expect(starFills(4.2)).toEqual([1, 1, 1, 1, 0])
    expect(starFills(4.8)).toEqual([1, 1, 1, 1, 1])
    expect(starFills(1.7)).toEqual([1, 0.5, 0, 0, 0])
  })

  it('shows five empty stars without a rating, and keeps any rating within five stars', () => {
    expect(starFills(null)).toEqual([0, 0, 0, 0, 0])
    expect(starFills(Number.NaN)).toEqual([0, 0, 0, 0, 0])
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0])
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1])
  })

  it('names one review\u2019s rating and each choice of the star input', () => {
    expect(ratedText(4)).toBe('Rated 4 out of 5')
    expect(starChoiceLabel(1)).toBe('1 star')
    expect(starChoiceLabel(5)).toBe('5 stars')
  })
})
