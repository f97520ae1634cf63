import { todayInSast } from '../../src/shared/sast.ts'

/**
 * A school's visit request as the public form sends it (`POST /api/school-bookings`): a
 * Grade 12 class of 35 for two hours, ten days from today, paid by bank transfer. The API
 * and end-to-end tests of the back office start from it and change what they test.
 */
export const schoolVisitRequest = (overrides: Record<string, unknown> = {}) => ({
  school_name: 'Atteridgeville Secondary School',
  contact_person_name: 'Mr Themba Sithole',
  contact_email: 't.sithole@school.example',
  contact_phone: '012 373 0000',
  school_address: '1 Maunde Street, Atteridgeville, Pretoria',
  school_province: 'gauteng',
  preferred_date: todayInSast(new Date(Date.now() + 10 * 86_400_000)),
  preferred_time: '09:00',
  grade_level: 'Grade 12',
  venue_details: 'School hall with a projector',
  number_of_learners: 35,
  subject: 'mathematics',
  session_duration: 2,
  payment_method: 'transfer',
  ...overrides,
})
