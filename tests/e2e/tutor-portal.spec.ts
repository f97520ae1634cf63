import type { Browser } from '@playwright/test'
import { instantToSastSlot, todayInSast } from '../../src/shared/sast.ts'
import type { Booking } from '../../src/shared/schemas/booking.ts'
import { tutorTimeMessages } from '../../src/shared/schemas/tutor-time.ts'
import { signUpVerifiedAndIn } from './support/accounts.ts'
import type { Cookies } from './support/administrator.ts'
import { moveTimeAhead } from './support/clock.ts'
import { expectConsoleErrors, failedResource } from './support/console.ts'
import { checkA11y, expect, test } from './support/fixtures.ts'
import { signUpAsTutor, tutorPortalAdminCookies } from './support/tutors.ts'

// The tutor's portal (issue 20, D25, D28): an invited tutor sets their week and time off,
// and completes a session with notes the student reads. Every test makes its own tutor
// and student: the e2e database is shared by every spec and both projects.

const baseURL = () => process.env.E2E_BASE_URL ?? ''
const origin = () => ({ origin: baseURL() })
const HOUR = 60 * 60_000

let cookies: Cookies = []
test.beforeAll(async () => {
  cookies = await tutorPortalAdminCookies()
})

test('an account that is not a tutor’s is told the portal is for tutors', async ({ page }) => {
  await signUpVerifiedAndIn(page, baseURL())
  await page.goto('/tutor')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This is for tutors')
  await expect(page.getByRole('link', { name: 'Tutor portal' })).toHaveCount(0)
  await checkA11y(page)
})

test('a tutor edits the week and adds time off, and sees the next open time', async ({
  page,
  browser,
  consoleErrors,
}) => {
  await signUpAsTutor(page, browser, cookies)
  await page.goto('/')
  await page.getByTestId('site-header').getByRole('link', { name: 'Tutor portal' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your agenda')
  await page
    .getByRole('navigation', { name: 'Tutor portal' })
    .getByRole('link', { name: 'Availability' })
    .click()
  await expect(page.getByTestId('next-open')).toContainText('No open times yet')

  await page.getByRole('button', { name: 'Add hours on Monday' }).click()
  await page.getByLabel('Monday to').selectOption('12:00')
  await page.getByRole('button', { name: 'Add hours on Wednesday' }).click()
  await page.getByRole('button', { name: 'Add hours on Wednesday' }).click()
  // The second Wednesday interval moved into the first: the server refuses the week.
  await page.getByLabel('Wednesday from').nth(1).selectOption('16:00')
  await page.getByRole('button', { name: 'Save weekly hours' }).click()
  await expectConsoleErrors(consoleErrors, failedResource(400))
  await expect(page.getByRole('alert')).toHaveText(tutorTimeMessages.overlap(3))
  await page.getByRole('button', { name: 'Remove Wednesday 16:00 to 19:00' }).click()
  await page.getByRole('button', { name: 'Save weekly hours' }).click()
  await expect(page.getByText('Your weekly hours are saved.')).toBeVisible()
  await expect(page.getByTestId('next-open')).toHaveText(
    /^Next open: (Mon|Wed) \d+ \w+, \d\d:\d\d$/,
  )
  await page.reload()
  await expect(page.getByLabel('Monday to')).toHaveValue('12:00')
  await expect(page.getByLabel('Wednesday from')).toHaveCount(1)

  const day = todayInSast(new Date(Date.now() + 20 * 24 * HOUR))
  await page.getByLabel('From (date)').fill(day)
  await page.getByLabel('From (time)').selectOption('08:00')
  await page.getByLabel('Until (date)').fill(day)
  await page.getByLabel('Until (time)').selectOption('18:00')
  await page.getByLabel('Reason (optional)').fill('Graduation')
  await page.getByRole('button', { name: 'Add time off' }).click()
  const timeOff = page.getByTestId('time-off-list')
  await expect(timeOff).toContainText('Graduation')
  await checkA11y(page)
  await timeOff.getByRole('button', { name: /^Remove time off/ }).click()
  await expect(page.getByText('No time off planned.')).toBeVisible()
})

/** A student books the tutor (a request: the tutor publishes no hours) and the office confirms it. */
async function confirmedSessionOf(browser: Browser, tutorId: number, startsAt: number) {
  const context = await browser.newContext({ baseURL: baseURL() })
  const studentPage = await context.newPage()
  const student = await signUpVerifiedAndIn(studentPage, baseURL(), { name: 'Lerato Dube' })
  const modules = (await (await studentPage.request.get('/api/mathematics-modules')).json()) as {
    id: number
  }[]
  const booked = await studentPage.request.post('/api/bookings', {
    headers: origin(),
    data: {
      session_type: 'one_to_one',
      mathematics_module_id: modules[0]!.id,
      package_type: '1_hour',
      preferred_date: todayInSast(new Date(Date.now() + 3 * 24 * HOUR)),
      preferred_time: '10:00',
      meeting_platform: 'google_meet',
      payment_method: 'bank_transfer',
      meeting_aim: 'Prepare for the calculus test',
      tutor_id: tutorId,
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const booking = (await booked.json()) as Booking
  const office = await browser.newContext({ baseURL: baseURL() })
  await office.addCookies(cookies)
  const confirmed = await office.request.post(`/api/admin/bookings/${booking.id}/confirm`, {
    headers: origin(),
    data: { ...instantToSastSlot(new Date(startsAt)), tutor_id: tutorId },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  await office.close()
  return { student, studentPage, booking }
}

test('a tutor completes a past session with notes, and the student reads them', async ({
  page,
  browser,
}) => {
  const { tutorId } = await signUpAsTutor(page, browser, cookies, 'Ayanda Khumalo')
  const startsAt = Math.ceil(Date.now() / HOUR) * HOUR + HOUR
  const { studentPage, booking } = await confirmedSessionOf(browser, tutorId, startsAt)

  await page.goto('/tutor')
  const upcoming = page.getByRole('region', { name: 'Upcoming sessions' })
  const session = upcoming.getByTestId('tutor-session')
  await expect(session).toContainText('Lerato · ')
  await expect(session).not.toContainText('Dube')
  await expect(session).toContainText('Prepare for the calculus test')
  await expect(session.getByRole('link', { name: /Join Session/ })).toBeVisible()
  await expect(session.getByRole('button', { name: 'Complete' })).toHaveCount(0)
  await checkA11y(page)

  // The session's hour passes by the test's clock, not by waiting.
  await moveTimeAhead(page, startsAt - Date.now() + HOUR + 60_000)
  await page.reload()
  const past = page.getByRole('region', { name: 'Past sessions' }).getByTestId('tutor-session')
  await past.getByRole('button', { name: 'Complete' }).click()
  await past.getByRole('radio', { name: 'Attended' }).check()
  await past.getByRole('button', { name: 'Save and complete' }).click()
  await expect(past.getByText('Please write lesson notes for the student')).toBeVisible()
  await past.getByLabel('Lesson notes for the student').fill('Limits and continuity. Practise 4.2.')
  await checkA11y(page)
  await past.getByRole('button', { name: 'Save and complete' }).click()
  await expect(past.getByRole('status')).toHaveText(
    'Session completed. The student can read your notes.',
  )
  await expect(past).toContainText('Limits and continuity. Practise 4.2.')
  await expect(past).toContainText('Completed')

  // The student reads them after the session, at the tutor's moved time.
  await moveTimeAhead(studentPage, startsAt - Date.now() + HOUR + 120_000)
  await studentPage.goto('/dashboard')
  const notes = studentPage
    .getByRole('region', { name: 'Recent Activity' })
    .getByTestId('lesson-notes')
  await expect(notes).toContainText('Limits and continuity. Practise 4.2.')
  const own = (await (
    await studentPage.request.get(`/api/bookings/${booking.id}`)
  ).json()) as Booking
  expect(own).toMatchObject({ status: 'completed', attendance: 'attended' })
  await studentPage.context().close()
})

test('the week editor works at a phone’s width @phone-only', async ({ page, browser }) => {
  await signUpAsTutor(page, browser, cookies, 'Zanele Mthembu')
  await page.goto('/tutor/availability')
  await page.getByRole('button', { name: 'Add hours on Friday' }).click()
  await page.getByLabel('Friday from').selectOption('13:30')
  await page.getByRole('button', { name: 'Save weekly hours' }).click()
  await expect(page.getByText('Your weekly hours are saved.')).toBeVisible()
  await expect(page.getByTestId('next-open')).toContainText('Next open: Fri')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await checkA11y(page)
})

test('a free consultation the office gives the tutor is on the agenda, with the link to join', async ({
  page,
  browser,
}) => {
  const { tutorId } = await signUpAsTutor(page, browser, cookies, 'Lindiwe Mahlangu')
  const office = await browser.newContext({ baseURL: baseURL() })
  await office.addCookies(cookies)
  const date = todayInSast(new Date(Date.now() + 5 * 24 * HOUR))
  const asked = await office.request.post('/api/free-consultations', {
    headers: origin(),
    data: {
      name: 'Kagiso Molefe',
      email: `kagiso-${Date.now()}@example.com`,
      preferred_date: date,
      preferred_time: '16:00',
      meeting_topic: 'Grade 12 calculus before the trials',
      google_meet_link: '',
    },
  })
  expect(asked.status(), await asked.text()).toBe(201)
  const { id, reference } = (await asked.json()) as { id: string; reference: string }
  const given = await office.request.post(`/api/admin/submissions/consultations/${id}/schedule`, {
    headers: origin(),
    data: { date, time: '16:00', tutor_id: tutorId },
  })
  expect(given.status(), await given.text()).toBe(200)
  await office.close()

  await page.goto('/tutor')
  const section = page.getByRole('region', { name: 'Free consultations' })
  const card = section.getByTestId('tutor-consultation')
  await expect(card).toContainText('16:00–16:30 (SAST)')
  await expect(card).toContainText(`Kagiso · Free consultation · ${reference}`)
  await expect(card).toContainText('Grade 12 calculus before the trials')
  await expect(card.getByRole('link', { name: /Join Call/ })).toHaveAttribute(
    'href',
    /^https:\/\/meet\.jit\.si\//,
  )
  await expect(section).not.toContainText('Molefe')
  await checkA11y(page)
})
