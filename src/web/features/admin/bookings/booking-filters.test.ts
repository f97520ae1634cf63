import { describe, expect, it } from 'vitest'
import {
  bookingDatesInvalid,
  bookingSearch,
  hasBookingFilters,
  noBookingFilters,
  readBookingQuery,
} from './booking-filters.ts'

const read = (search: string) => readBookingQuery(new URLSearchParams(search))

describe('readBookingQuery', () => {
  it('reads the filters and the page from the address', () => {
    expect(
      read(
        'q=+dube+&status=pending&payment_status=completed&tutor_id=3&from=2026-03-01&refund_due=true&overlap=true&page=2',
      ),
    ).toEqual({
      filters: {
        q: 'dube',
        status: 'pending',
        payment_status: 'completed',
        tutor_id: '3',
        from: '2026-03-01',
        to: '',
        refund_due: 'true',
        overlap: 'true',
      },
      page: 2,
    })
  })

  it('drops what the server would refuse instead of sending it', () => {
    expect(
      read('status=new&payment_status=late&tutor_id=0&from=2026-02-30&to=soon&page=-1'),
    ).toEqual({ filters: noBookingFilters, page: 1 })
    expect(read('tutor_id=abc').filters.tutor_id).toBe('')
    expect(read('overlap=yes').filters.overlap).toBe('')
  })
})

describe('bookingSearch', () => {
  it('leaves out empty filters and page 1, in a fixed order', () => {
    expect(bookingSearch({ ...noBookingFilters, status: 'pending', q: 'a@b.co' })).toBe(
      'q=a%40b.co&status=pending',
    )
    expect(bookingSearch({ ...noBookingFilters, tutor_id: '2' }, 3)).toBe('tutor_id=2&page=3')
    expect(bookingSearch({ ...noBookingFilters, overlap: 'true' })).toBe('overlap=true')
    expect(bookingSearch(noBookingFilters)).toBe('')
  })
})

describe('hasBookingFilters and bookingDatesInvalid', () => {
  it('tells a filtered list and an impossible date range', () => {
    expect(hasBookingFilters(noBookingFilters)).toBe(false)
    expect(hasBookingFilters({ ...noBookingFilters, tutor_id: '1' })).toBe(true)
    expect(bookingDatesInvalid({ ...noBookingFilters, from: '2026-03-02', to: '2026-03-01' })).toBe(
      true,
    )
    expect(bookingDatesInvalid({ ...noBookingFilters, from: '2026-03-01', to: '2026-03-01' })).toBe(
      false,
    )
  })
})
