import { describe, expect, it } from 'vitest'
import {
  commentMayBeClamped,
  hasReviewFilters,
  noReviewFilters,
  readReviewQuery,
  reviewQuery,
  reviewSearch,
} from './review-filters.ts'

const read = (search: string) => readReviewQuery(new URLSearchParams(search))

describe('readReviewQuery', () => {
  it('reads the tutor, the rating, hidden and the page from the address', () => {
    expect(read('tutor_id=12&rating=1&hidden=true&page=3')).toEqual({
      filters: { tutor_id: '12', rating: '1', hidden: 'true' },
      page: 3,
    })
    expect(read('hidden=false').filters.hidden).toBe('false')
  })

  it('drops what the server would refuse instead of sending it', () => {
    expect(read('tutor_id=abc&rating=6&hidden=yes&page=0')).toEqual({
      filters: noReviewFilters,
      page: 1,
    })
    expect(read('tutor_id=0&rating=0').filters).toEqual(noReviewFilters)
    expect(read('tutor_id=-3&rating=4.5&page=2.5')).toEqual({ filters: noReviewFilters, page: 1 })
  })

  it('reads an empty address as every review, page 1', () => {
    expect(read('')).toEqual({ filters: noReviewFilters, page: 1 })
  })
})

describe('reviewQuery and reviewSearch', () => {
  it('leave out empty filters and page 1', () => {
    expect(reviewSearch(noReviewFilters)).toBe('')
    expect(reviewSearch({ tutor_id: '', rating: '2', hidden: '' })).toBe('rating=2')
    expect(reviewQuery({ tutor_id: '7', rating: '', hidden: 'false' }, 2)).toEqual({
      tutor_id: '7',
      rating: undefined,
      hidden: 'false',
      page: '2',
    })
  })

  it('round-trip through the address', () => {
    const filters = { tutor_id: '7', rating: '5', hidden: 'true' } as const
    expect(read(reviewSearch(filters, 4))).toEqual({ filters, page: 4 })
  })
})

describe('hasReviewFilters', () => {
  it('is true once any filter is set', () => {
    expect(hasReviewFilters(noReviewFilters)).toBe(false)
    expect(hasReviewFilters({ ...noReviewFilters, hidden: 'false' })).toBe(true)
  })
})

describe('commentMayBeClamped', () => {
  it('offers "Read all" for a long comment or one of more than three lines', () => {
    expect(commentMayBeClamped('Great tutor.')).toBe(false)
    expect(commentMayBeClamped('x'.repeat(100))).toBe(false)
    expect(commentMayBeClamped('x'.repeat(101))).toBe(true)
    expect(commentMayBeClamped('one\ntwo\nthree')).toBe(false)
    expect(commentMayBeClamped('one\ntwo\nthree\nfour')).toBe(true)
  })
})
