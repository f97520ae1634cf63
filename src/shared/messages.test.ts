import { describe, it, expect } from 'vitest'
import {
  bookingMessages,
  dashboardMessages,
  donationMessages,
  registrationCheckOrder,
  videoOrderMessages,
} from './messages.ts'

describe('messages', () => {
  it('lists the eight registration checks in the order the spec runs them', () => {
    expect(registrationCheckOrder).toEqual([
      'Name is required',
      'Email is required',
      'Please enter a valid email',
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      "Passwords don't match",
      'Please select your student category',
      'Please select your current level',
    ])
  })

  it('asks for payment in the same words on every paid form', () => {
    const expected = 'Please complete Google Pay payment to proceed.'
    expect(bookingMessages.paymentRequired).toBe(expected)
    expect(donationMessages.paymentRequired).toBe(expected)
    expect(videoOrderMessages.paymentRequired).toBe(expected)
  })

  it('fills the counted dashboard texts', () => {
    expect(dashboardMessages.welcomeBack('Thandi')).toBe('Welcome back, Thandi!')
    expect(dashboardMessages.moreUpcoming(2)).toBe('And 2 more upcoming sessions...')
    expect(dashboardMessages.moreRecent(4)).toBe('And 4 more sessions...')
  })
})
