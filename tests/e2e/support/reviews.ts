import type { Browser } from '@playwright/test'
import { TEST_CLOCK_HEADER } from '../../../src/server/plugins/test-clock.ts'
import { instantToSastSlot, todayInSast } from '../../../src/shared/sast.ts'
import type { Booking } from '../../../src/shared/schemas/booking.ts'
import type { OwnReview, ReviewInput } from '../../../src/shared/schemas/reviews.ts'
import { signUpVerifiedAndIn, type Account } from './accounts.ts'
import type { Cookies } from './administrator.ts'
import { expect } from './fixtures.ts'

// A review as the product reaches one (issue 22, D28): a student books a tutor, the office
// confirms the session, the session's hour passes (by the server's test clock, only for
// that request) and the office completes it as attended; then the student rates it.

const baseURL = () => process.env.E2E_BASE_URL ?? ''
const origin = () => ({ origin: baseURL() })
const HOUR = 60 * 60_000

/** The next whole hour at least an hour away, plus `hoursLater`: a time the office may confirm. */
export const sessionStartIn = (hoursLater = 0) =>
  Math.ceil(Date.now() / HOUR) * HOUR + HOUR + hoursLater * HOUR

/**
 * A new, verified student (`name`) whose session with the tutor at `startsAt` the office
 * (`adminCookies`) confirmed and completed as attended. Returns the student's own context,
 * still signed in: close it when done.
 */
export async function completedSessionOf(
  browser: Browser,
  adminCookies: Cookies,
  { tutorId, startsAt, name }: { tutorId: number; startsAt: number; name: string },
) {
  const context = await browser.newContext({ baseURL: baseURL() })
  const studentPage = await context.newPage()
  const student: Account = await signUpVerifiedAndIn(studentPage, baseURL(), { name })
  const modules = (await (await studentPage.request.get('/api/mathematics-modules')).json()) as {
    id: number
  }[]
  const booked = await studentPage.request.post('/api/bookings', {
    headers: origin(),
    data: {
      session_type: 'one_to_one',
      mathematics_module_id: modules[0]!.id,
      package_type: '1_hour',
      preferred_date: todayInSast(new Date(startsAt)),
      preferred_time: '10:00',
      meeting_platform: 'google_meet',
      payment_method: 'bank_transfer',
      meeting_aim: 'Revise integration by parts',
      tutor_id: tutorId,
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const booking = (await booked.json()) as Booking

  const office = await browser.newContext({ baseURL: baseURL() })
  try {
    await office.addCookies(adminCookies)
    const confirmed = await office.request.post(`/api/admin/bookings/${booking.id}/confirm`, {
      headers: origin(),
      data: { ...instantToSastSlot(new Date(startsAt)), tutor_id: tutorId },
    })
    expect(confirmed.status(), await confirmed.text()).toBe(200)
    // The hour has passed for this request only: the server reasons that far ahead.
    const completed = await office.request.post(`/api/admin/bookings/${booking.id}/complete`, {
      headers: { ...origin(), [TEST_CLOCK_HEADER]: String(startsAt - Date.now() + HOUR) },
      data: { attendance: 'attended' },
    })
    expect(completed.status(), await completed.text()).toBe(200)
  } finally {
    await office.close()
  }
  return { student, studentPage, booking }
}

/** The student of `completedSessionOf` rates the session through the API. */
export async function reviewSession(
  studentPage: Awaited<ReturnType<typeof completedSessionOf>>['studentPage'],
  bookingId: string,
  review: ReviewInput,
): Promise<OwnReview> {
  const res = await studentPage.request.post(`/api/bookings/${bookingId}/review`, {
    headers: origin(),
    data: review,
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as OwnReview
}
