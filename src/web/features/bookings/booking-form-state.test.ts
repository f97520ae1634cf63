import { describe, expect, it } from 'vitest'
import {
  packageIdFromQuery,
  packageSessionType,
  bookingDetailsComplete,
  bookingFormDefaults,
  submitDisabled,
  submitLabel,
  tutorIdFromQuery,
} from './booking-form-state.ts'

const complete = {
  ...bookingFormDefaults({ freeConsultation: false, tutorId: undefined }),
  mathematics_module_id: '4',
  preferred_date: '2026-12-01',
  preferred_time: '14:00',
  meeting_aim: 'Revise integration',
}
const payment = { payment_intent_id: '6f1c1a44-8d2e-4c35-9a51-2b52e3f7a001' }

describe('booking form state (spec part 1 §3-§5)', () => {
  it('starts with the defaults of the spec and D14', () => {
    expect(bookingFormDefaults({ freeConsultation: false, tutorId: 3 })).toEqual({
      session_type: 'one_to_one',
      mathematics_module_id: '0',
      package_type: '1_hour',
      preferred_date: '',
      preferred_time: '',
      meeting_platform: 'google_meet',
      meeting_link: '',
      payment_method: 'google_pay',
      notes: '',
      meeting_aim: '',
      tutor_id: '3',
      package_id: '',
      duration_minutes: '',
    })
    expect(bookingFormDefaults({ freeConsultation: true, tutorId: undefined }).package_type).toBe(
      'free_consultation',
    )
  })

  it('starts a session from a package’s hours at an hour, paid from the package (D26)', () => {
    const id = '0b9c6a52-1f0e-4f7e-9a55-3f6f1c2d8e10'
    expect(
      bookingFormDefaults({ freeConsultation: false, tutorId: undefined, packageId: id }),
    ).toMatchObject({
      package_type: '',
      payment_method: 'package',
      package_id: id,
      duration_minutes: '60',
    })
    expect(packageIdFromQuery(id)).toBe(id)
    for (const bad of [null, '', '12', 'not-a-uuid', `${id}x`]) {
      expect(packageIdFromQuery(bad)).toBeUndefined()
    }
    expect(packageSessionType('120')).toBe('2_hours')
    expect(packageSessionType('60')).toBe('1_hour')
  })

  it('reads only real ids from ?tutor=', () => {
    expect(tutorIdFromQuery('12')).toBe(12)
    for (const bad of [null, '', '0', '-1', 'abc', '1e3', '12.5']) {
      expect(tutorIdFromQuery(bad)).toBeUndefined()
    }
  })

  it('waits for module, date, time and aim', () => {
    expect(bookingDetailsComplete(complete)).toBe(true)
    expect(bookingDetailsComplete({ ...complete, mathematics_module_id: '0' })).toBe(false)
    expect(bookingDetailsComplete({ ...complete, preferred_date: '' })).toBe(false)
    expect(bookingDetailsComplete({ ...complete, preferred_time: '' })).toBe(false)
    expect(bookingDetailsComplete({ ...complete, meeting_aim: '   ' })).toBe(false)
  })

  it('labels the submit button as the spec says', () => {
    expect(submitLabel({ submitting: true, free: true, paid: false })).toBe('Submitting...')
    expect(submitLabel({ submitting: false, free: true, paid: false })).toBe(
      'Book Free Consultation',
    )
    expect(submitLabel({ submitting: false, free: false, paid: true })).toBe('Confirm Booking')
    expect(submitLabel({ submitting: false, free: false, paid: false })).toBe('Book Session')
  })

  it('disables submit until details are complete and a card booking is paid', () => {
    expect(submitDisabled(complete, { submitting: false, payment: null })).toBe(true)
    expect(submitDisabled(complete, { submitting: false, payment })).toBe(false)
    expect(submitDisabled(complete, { submitting: true, payment })).toBe(true)
    const bank = { ...complete, payment_method: 'bank_transfer' }
    expect(submitDisabled(bank, { submitting: false, payment: null })).toBe(false)
    const free = { ...complete, package_type: 'free_consultation' }
    expect(submitDisabled(free, { submitting: false, payment: null })).toBe(false)
    expect(submitDisabled({ ...free, meeting_aim: '' }, { submitting: false, payment: null })).toBe(
      true,
    )
  })
})
