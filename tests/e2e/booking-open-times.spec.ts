import type { Browser, Page } from '@playwright/test'
import { bookingMessages as m } from '../../src/shared/messages.ts'
import { addSastDays } from '../../src/shared/open-times.ts'
import { todayInSast } from '../../src/shared/sast.ts'
import { tutorTimeMessages } from '../../src/shared/schemas/tutor-time.ts'
import { signUpVerifiedAndIn } from './support/accounts.ts'
import { administratorCookies, type Cookies } from './support/administrator.ts'
import { expectConsoleErrors, failedResource } from './support/console.ts'
import { checkA11y, expect, test } from './support/fixtures.ts'
import { expectConfirmationInView } from './support/in-view.ts'
import { pickOpenTime, tutorWithWeek } from './support/open-times.ts'

// /book with a tutor who publishes availability (issue 20, D25): the student picks one of
// the tutor's open times instead of typing a date and time, and the free consultation is
// confirmed at once, with a calendar file to download. Each test makes its own tutor and
// student: the e2e database is shared by every spec and both projects.

const baseURL = () => process.env.E2E_BASE_URL ?? ''
const origin = () => ({ origin: baseURL() })

let cookies: Cookies = []
test.beforeAll(async () => {
  cookies = await administratorCookies('open-times-admin@example.com')
})

async function bookOpenTime(page: Page, browser: Browser, tutorName: string) {
  const tutorId = await tutorWithWeek(browser, cookies, tutorName)
  await signUpVerifiedAndIn(page, baseURL())
  await page.goto(`/book?tutor=${tutorId}&type=free_consultation`)
  const form = page.getByTestId('booking-form')
  await expect(form.getByLabel('Tutor (optional)', { exact: true })).toHaveValue(String(tutorId))
  // Open times instead of the spec's free date and time (D17 stays for other tutors).
  await expect(form.getByLabel('Preferred date')).toHaveCount(0)
  await form.getByLabel('Mathematics module').selectOption({ index: 2 })
  await form.getByLabel('What would you like to achieve in this session?').fill('Understand limits')
  await pickOpenTime(page)
  await checkA11y(page)

  await form.getByRole('button', { name: m.submitFree }).click()
  const success = page.getByTestId('booking-success')
  await expect(success).toContainText('Free Consultation Booked!')
  await expectConfirmationInView(success)
  await expect(success.getByTestId('booking-confirmed')).toContainText(/Confirmed: .+ \(SAST\)$/)
  const addToCalendar = success.getByRole('link', { name: 'Add to calendar' })
  await expect(addToCalendar).toBeVisible()
  await expect(success.getByRole('link', { name: m.viewDashboard })).toBeVisible()
  await expect(success.getByRole('button', { name: m.bookAnother })).toBeVisible()
  await checkA11y(page)

  const ics = await page.request.get((await addToCalendar.getAttribute('href')) ?? '')
  expect(ics.status()).toBe(200)
  expect(ics.headers()['content-type']).toContain('text/calendar')
  expect(await ics.text()).toContain('TZID:Africa/Johannesburg')
}

test('a student books an open time of a tutor with availability and sees it confirmed, with Add to calendar', async ({
  page,
  browser,
}) => {
  await bookOpenTime(page, browser, 'Lerato Open-Times')
})

test('a student books an open time at a phone’s width, one day at a time @phone-only', async ({
  page,
  browser,
}) => {
  await bookOpenTime(page, browser, 'Bongani Open-Times')
})

test('a time another student takes first is refused, and the open times are refreshed without it', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const tutorId = await tutorWithWeek(browser, cookies, 'Zanele Open-Times')
  await signUpVerifiedAndIn(page, baseURL())
  await page.goto(`/book?tutor=${tutorId}&type=free_consultation`)
  const form = page.getByTestId('booking-form')
  await form.getByLabel('Mathematics module').selectOption({ index: 2 })
  await form.getByLabel('What would you like to achieve in this session?').fill('Vectors')
  const picker = page.getByTestId('open-times')
  const first = picker.getByRole('button', { name: /, \d{2}:\d{2}$/ }).first()
  await expect(first).toBeVisible()
  const label = (await first.getAttribute('aria-label')) ?? ''
  await first.click()

  // Another student books the same open time through the API meanwhile.
  const other = await browser.newPage({ baseURL: baseURL() })
  try {
    await signUpVerifiedAndIn(other, baseURL())
    // The first open time: the one the student picked, the first the picker shows.
    const from = todayInSast()
    const query = `from=${from}&to=${addSastDays(from, 13)}&package_type=free_consultation`
    const slots = (await (
      await other.request.get(`/api/tutors/${tutorId}/slots?${query}`)
    ).json()) as { slots: { date: string; time: string }[] }
    const modules = (await (await other.request.get('/api/mathematics-modules')).json()) as {
      id: number
    }[]
    const taken = await other.request.post('/api/bookings', {
      headers: origin(),
      data: {
        session_type: 'one_to_one',
        mathematics_module_id: modules[0]!.id,
        package_type: 'free_consultation',
        preferred_date: slots.slots[0]!.date,
        preferred_time: slots.slots[0]!.time,
        meeting_aim: 'Matrices',
        tutor_id: tutorId,
      },
    })
    expect(taken.status(), await taken.text()).toBe(201)
  } finally {
    await other.close()
  }

  await form.getByRole('button', { name: m.submitFree }).click()
  await expectConsoleErrors(consoleErrors, failedResource(409))
  await expect(page.getByTestId('booking-alerts')).toContainText(
    `${tutorTimeMessages.notOpen} We have refreshed the open times above.`,
  )
  await expect(page.getByTestId('open-time-chosen')).toHaveText('No time chosen yet.')
  await expect(picker.getByRole('button', { name: label, exact: true })).toHaveCount(0)
})

test('a bank transfer for an open time holds it until the transfer arrives', async ({
  page,
  browser,
}) => {
  const tutorId = await tutorWithWeek(browser, cookies, 'Thabo Open-Times')
  await signUpVerifiedAndIn(page, baseURL())
  await page.goto(`/book?tutor=${tutorId}`)
  const form = page.getByTestId('booking-form')
  await form.getByLabel('Mathematics module').selectOption({ index: 2 })
  await form.getByLabel('What would you like to achieve in this session?').fill('Sequences')
  await pickOpenTime(page)
  await form.getByLabel('Bank transfer (EFT)').check()
  await form.getByRole('button', { name: m.submit }).click()

  const success = page.getByTestId('booking-success')
  await expect(success).toContainText('Session Booked!')
  await expect(success).toContainText('We hold this time for you while your transfer arrives')
  await expect(page.getByTestId('payment-reference')).toHaveText(/^BK-[0-9A-Z]{8}$/)
  await expect(success.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0)
})
