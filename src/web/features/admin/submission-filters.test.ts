import { describe, expect, it } from 'vitest'
import {
  dateRangeInvalid,
  hasFilters,
  noFilters,
  readSubmissionQuery,
  submissionSearch,
} from './submission-filters.ts'

const read = (search: string, kind: 'school-bookings' | 'donations' = 'school-bookings') =>
  readSubmissionQuery(new URLSearchParams(search), kind)

describe('readSubmissionQuery', () => {
  it('reads the filters and the page from the address', () => {
    expect(read('q=+Sithole+&status=in_progress&from=2026-03-01&to=2026-03-31&page=2')).toEqual({
      filters: {
        q: 'Sithole',
        status: 'in_progress',
        payment_status: '',
        from: '2026-03-01',
        to: '2026-03-31',
      },
      page: 2,
    })
  })

  it('drops what the server would refuse instead of sending it', () => {
    expect(read('status=archived&from=2026-02-30&to=yesterday&page=0')).toEqual({
      filters: noFilters,
      page: 1,
    })
    expect(read('page=2.5').page).toBe(1)
  })

  it('keeps the payment status only for kinds that are paid for', () => {
    expect(read('payment_status=pending').filters.payment_status).toBe('')
    expect(read('payment_status=pending', 'donations').filters.payment_status).toBe('pending')
    expect(read('payment_status=refunded', 'donations').filters.payment_status).toBe('')
  })
})

describe('submissionSearch', () => {
  it('leaves out empty filters and page 1', () => {
    expect(submissionSearch(noFilters)).toBe('')
    expect(submissionSearch({ ...noFilters, q: 'a&b', status: 'done' }, 1)).toBe(
      'q=a%26b&status=done',
    )
    expect(submissionSearch({ ...noFilters, from: '2026-03-01' }, 3)).toBe('from=2026-03-01&page=3')
  })

  it('round-trips through the address', () => {
    const filters = { ...noFilters, q: 'Mamelodi High', to: '2026-04-01' }
    expect(read(submissionSearch(filters, 4))).toEqual({ filters, page: 4 })
  })
})

describe('filter checks', () => {
  it('says whether anything is filtered and whether the dates are the wrong way round', () => {
    expect(hasFilters(noFilters)).toBe(false)
    expect(hasFilters({ ...noFilters, status: 'new' })).toBe(true)
    expect(dateRangeInvalid({ ...noFilters, from: '2026-03-02', to: '2026-03-01' })).toBe(true)
    expect(dateRangeInvalid({ ...noFilters, from: '2026-03-01', to: '2026-03-01' })).toBe(false)
    expect(dateRangeInvalid({ ...noFilters, to: '2026-03-01' })).toBe(false)
  })
})
