import type { Page } from '@playwright/test'
import {
  bookingMessages as m,
  dashboardMessages as d,
  paymentMessages,
} from '../../src/shared/messages.ts'
import { todayInSast } from '../../src/shared/sast.ts'
import { signUpAndIn, signUpVerifiedAndIn } from './support/accounts.ts'
import { expectConsoleErrors, failedResource } from './support/console.ts'
import { checkA11y, expect, test } from './support/fixtures.ts'
import { waitForEmailTo } from './support/mail.ts'
import { countCharges } from './support/payments.ts'

// /book and /dashboard (spec part 1 §2-§5, D8, D13-D17): a student books a free call,
// pays by the sandbox TEST wallet, books by bank transfer, and sees it all on the dashboard.

const inDays = (days: number) => todayInSast(new Date(Date.now() + days * 86_400_000))

/** Fills what the pay button waits for: module, date, time and aim. */
async function fillDetails(page: Page, time = '10:00', days = 5) {
  const form = page.getByTestId('booking-form')
  await form.getByLabel('Mathematics module').selectOption({ index: 2 })
  await form.getByLabel('Preferred date').fill(inDays(days))
  await form.getByLabel('Preferred time').selectOption(time)
  await form
    .getByLabel('What would you like to achieve in this session?')
    .fill('Understand integration by parts')
}

/** Another student holds a tutor's slot; answers the tutor's id. */
async function holdSlot(page: Page, baseURL: string | undefined, days: number, time: string) {
  const tutors = (await (await page.request.get('/api/tutors')).json()) as { id: number }[]
  const tutorId = tutors[1]!.id
  const page2 = await page.context().browser()!.newPage()
  await signUpVerifiedAndIn(page2, baseURL)
  const modules = (await (await page2.request.get('/api/mathematics-modules')).json()) as {
    id: number
  }[]
  const held = await page2.request.post('/api/bookings', {
    headers: { origin: baseURL ?? '' },
    data: {
      session_type: 'one_to_one',
      mathematics_module_id: modules[0]!.id,
      package_type: '1_hour',
      preferred_date: inDays(days),
      preferred_time: time,
      payment_method: 'bank_transfer',
      meeting_aim: 'Statistics',
      tutor_id: tutorId,
    },
  })
  expect(held.status()).toBe(201)
  await page2.close()
  return tutorId
}

test('a paid booking: the form is checked first, the declined test card fails, the approved one pays and books, and the dashboard shows it', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const account = await signUpVerifiedAndIn(page, baseURL)
  const charges = countCharges(page)
  await page.goto('/book')
  const form = page.getByTestId('booking-form')
  await expect(form).toBeVisible()
  // Defaults (spec part 1 §3, D14).
  await expect(form.getByLabel('Session type')).toHaveValue('one_to_one')
  await expect(form.getByLabel('Package')).toHaveValue('1_hour')
  await expect(form.getByLabel('Meeting platform')).toHaveValue('google_meet')
  await expect(form.getByLabel('Google Pay (card)')).toBeChecked()
  await expect(page.getByTestId('booking-price')).toHaveText('R250')
  await expect(page.getByTestId('sandbox-wallet')).toContainText(m.payButtonDisabled)
  // Paying is booking: there is no second button to press (issue 25).
  await expect(form.getByRole('button', { name: m.submit })).toHaveCount(0)
  await checkA11y(page)

  await form.getByLabel('Package').selectOption('2_hours')
  await expect(page.getByTestId('booking-price')).toHaveText('R500')
  await fillDetails(page)

  // The wallet checks the form before it asks for a card.
  await form.getByLabel('Meeting link (optional)').fill('not a link')
  await page.getByRole('button', { name: /approved/ }).click()
  await expect(
    form.getByText('Please enter a valid meeting link starting with https://'),
  ).toBeVisible()
  await expect(form.getByLabel('Meeting link (optional)')).toBeFocused()
  expect(charges()).toBe(0)
  await form.getByLabel('Meeting link (optional)').fill('')

  await page.getByRole('button', { name: /declined/ }).click()
  await expectConsoleErrors(consoleErrors, failedResource(402))
  await expect(page.getByTestId('booking-alerts')).toHaveText(m.paymentFailed)

  await page.getByRole('button', { name: /approved/ }).click()
  const success = page.getByTestId('booking-success')
  await expect(success).toContainText('Session Booked!')
  await expect(success).toContainText('R500 (paid)')
  expect(charges()).toBe(2)
  await checkA11y(page)
  const receipt = await waitForEmailTo(account.email, 10_000, /Booking/)
  expect(receipt.text).toContain('R500, paid by card')

  await success.getByRole('link', { name: m.viewDashboard }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.welcomeBack('Thandi Mokoena'))
  const upcoming = page.getByRole('region', { name: 'Upcoming Sessions' })
  await expect(upcoming.getByTestId('booking-item')).toHaveCount(1)
  await expect(upcoming.getByTestId('booking-item')).toContainText(d.paid)
  await expect(page.getByText('Total Bookings').locator('..').locator('..')).toContainText('1')
  await checkA11y(page)
})

test('a card payment whose booking is refused (the slot was taken meanwhile) is kept for another time, and said to be refunded otherwise', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await signUpVerifiedAndIn(page, baseURL)
  const tutorId = await holdSlot(page, baseURL, 7, '16:00')
  const charges = countCharges(page)
  await page.goto('/book')
  const form = page.getByTestId('booking-form')
  await fillDetails(page, '16:00', 7)
  // The tutor is chosen after the time: the server has the last word on the slot.
  await form.getByLabel('Tutor (optional)', { exact: true }).selectOption(String(tutorId))
  await page.getByRole('button', { name: /approved/ }).click()
  await expectConsoleErrors(consoleErrors, failedResource(409))
  await expect(page.getByTestId('booking-alerts')).toHaveText(
    `${m.slotTaken} ${paymentMessages.refundIfUnused('booking')}`,
  )
  await expect(page.getByTestId('payment-done')).toHaveText('Paid R250 by card.')
  await checkA11y(page)

  await form.getByLabel('Preferred time').selectOption('17:00')
  await form.getByRole('button', { name: m.submitConfirm }).click()
  await expect(page.getByTestId('booking-success')).toContainText('R250 (paid)')
  expect(charges()).toBe(1)
})

test('a bank-transfer booking shows the reference and bank details, then counts as a pending payment', async ({
  page,
  baseURL,
}) => {
  await signUpVerifiedAndIn(page, baseURL)
  await page.goto('/book')
  const form = page.getByTestId('booking-form')
  await fillDetails(page, '11:00')
  await form.getByLabel('Bank transfer (EFT)').check()
  await expect(page.getByTestId('sandbox-wallet')).toHaveCount(0)
  await form.getByRole('button', { name: m.submit }).click()

  const details = page.getByTestId('bank-transfer-details')
  await expect(details).toContainText('Pay R250 by bank transfer')
  await expect(details).toContainText('Test Bank (not a real account)')
  const reference = (await page.getByTestId('payment-reference').textContent()) ?? ''
  expect(reference).toMatch(/^BK-[0-9A-Z]{8}$/)
  // Asked for a time (no open time held): the transfer is due before the session starts.
  const payBy = (await details.getByTestId('pay-by').textContent()) ?? ''
  expect(payBy).toMatch(/11:00 AM \(SAST\)$/)

  // 'Book Another Session' starts again from the defaults (D14).
  await page.getByRole('button', { name: m.bookAnother }).click()
  await expect(form.getByLabel('Mathematics module')).toHaveValue('0')
  await expect(form.getByLabel('Meeting platform')).toHaveValue('google_meet')
  await expect(form.getByLabel('Google Pay (card)')).toBeChecked()

  await page.goto('/dashboard')
  const item = page.getByRole('region', { name: 'Upcoming Sessions' }).getByTestId('booking-item')
  await expect(item).toContainText(reference)
  await expect(item).toContainText('Pending')
  // Issue 26: the dashboard gives all a transfer needs, not just the reference.
  const onDashboard = item.getByTestId('bank-transfer-details')
  await expect(onDashboard).toContainText('Pay R250 by bank transfer')
  await expect(onDashboard).toContainText('Test Bank (not a real account)')
  await expect(onDashboard.getByTestId('pay-by')).toHaveText(payBy)
  await checkA11y(page)

  // The student cancels it from the dashboard; it moves to nowhere upcoming.
  await item.getByRole('button', { name: 'Cancel booking' }).click()
  await item.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(page.getByRole('region', { name: 'Upcoming Sessions' })).toContainText(d.noUpcoming)
})

test('a free consultation with a chosen tutor needs no payment and marks the tutor’s slot as taken', async ({
  page,
  baseURL,
}) => {
  await signUpVerifiedAndIn(page, baseURL)
  const tutors = (await (await page.request.get('/api/tutors')).json()) as {
    id: number
    name: string
  }[]
  const tutor = tutors[0]!
  await page.goto(`/book?tutor=${tutor.id}&type=free_consultation`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Your Free Consultation')
  await expect(page.getByText(`With ${tutor.name}`)).toBeVisible()
  const form = page.getByTestId('booking-form')
  await expect(page.getByTestId('booking-price')).toHaveText('Free')
  await fillDetails(page, '15:00', 9)
  await form.getByRole('button', { name: m.submitFree }).click()
  await expect(page.getByTestId('booking-success')).toContainText('Free Consultation Booked!')
  await expect(page.getByTestId('booking-success')).toContainText(tutor.name)

  // Another student sees that slot as taken for this tutor.
  await page.context().clearCookies()
  await signUpVerifiedAndIn(page, baseURL)
  await page.goto(`/book?tutor=${tutor.id}`)
  await page.getByTestId('booking-form').getByLabel('Preferred date').fill(inDays(9))
  await expect(page.getByRole('option', { name: '15:00 (tutor already booked)' })).toBeDisabled()
})

test('validation: a bad meeting link is named, and the server refuses a taken slot with its message', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await signUpVerifiedAndIn(page, baseURL)
  const tutorId = await holdSlot(page, baseURL, 6, '13:00')

  await page.goto('/book')
  const form = page.getByTestId('booking-form')
  await fillDetails(page, '13:00', 6)
  await form.getByLabel('Bank transfer (EFT)').check()
  await form.getByLabel('Meeting link (optional)').fill('not a link')
  await form.getByRole('button', { name: m.submit }).click()
  await expect(
    form.getByText('Please enter a valid meeting link starting with https://'),
  ).toBeVisible()
  await form.getByLabel('Meeting link (optional)').fill('')
  // The tutor is chosen after the time: the server has the last word on the slot.
  await form.getByLabel('Tutor (optional)', { exact: true }).selectOption(String(tutorId))
  await form.getByRole('button', { name: m.submit }).click()
  await expectConsoleErrors(consoleErrors, failedResource(409))
  await expect(page.getByTestId('booking-alerts')).toContainText(m.slotTaken)
  await expect(form.getByLabel('What would you like to achieve in this session?')).toHaveValue(
    'Understand integration by parts',
  )
})

test('an unverified student is told why booking is locked and can resend the email (D8)', async ({
  page,
  baseURL,
}) => {
  await signUpAndIn(page, baseURL)
  await page.goto('/book')
  await expect(page.getByTestId('verify-email-notice')).toBeVisible()
  await expect(page.getByTestId('booking-form')).toHaveCount(0)
  await checkA11y(page)
})

test('the dashboard of a new student shows the empty states and quick actions', async ({
  page,
  baseURL,
}) => {
  await signUpVerifiedAndIn(page, baseURL)
  await page.goto('/dashboard')
  await expect(page.getByRole('region', { name: 'Upcoming Sessions' })).toContainText(d.noUpcoming)
  await expect(page.getByRole('link', { name: d.bookFirst })).toHaveAttribute('href', '/book')
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText(d.noRecent)
  const actions = page.getByRole('region', { name: 'Quick actions' })
  await expect(actions.getByRole('link')).toHaveCount(3)
  await expect(page.getByTestId('complete-profile-banner')).toHaveCount(0)
  await checkA11y(page)
})

test('a signed-in user without a student profile is sent to /profile (D13)', async ({
  page,
  baseURL,
}) => {
  await signUpVerifiedAndIn(page, baseURL)
  await page.route('**/api/students/status', (route) =>
    route.fulfill({
      json: { is_student: false, email_verified: true, guardian_consent_pending: false },
    }),
  )
  await page.goto('/book')
  await expect(page).toHaveURL(/\/profile$/)
})

test('a visitor who opens /book is asked to sign in first', async ({ page }) => {
  await page.goto('/book')
  await expect(page).toHaveURL(/\/login\?next=%2Fbook$/)
})
