import type { Page } from '@playwright/test'
import { schoolBookingMessages as m } from '../../../src/shared/schemas/school-booking.ts'
import { dateMessages } from '../../../src/shared/schemas/dates.ts'
import { todayInSast } from '../../../src/shared/sast.ts'
import { uniqueEmail } from '../support/accounts.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { waitForEmailTo } from '../support/mail.ts'
import { expectConfirmationInView, expectPriceAboveButton } from '../support/in-view.ts'

// /school-booking (spec part 2 §2–§5, §8, §9; D1, D2, D5): the sales page and the visit
// request with its live estimate.

const DAY_MS = 24 * 60 * 60 * 1000

async function openSchoolBooking(page: Page) {
  await page.goto('/school-booking')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Book a Tutor')
  const form = page.getByTestId('school-booking-form')
  await expect(form).toBeVisible()
  return form
}

async function fillRequest(page: Page, email: string) {
  const form = page.getByTestId('school-booking-form')
  await form.getByLabel('School Name').fill('Atteridgeville High School')
  await form.getByLabel('Contact Person').fill('Mrs Thandi Mokoena')
  await form.getByLabel('Contact Email').fill(email)
  await form.getByLabel('Contact Phone').fill('012 345 6789')
  await form.getByLabel('School Address').fill('12 Khoza Street, Atteridgeville, Pretoria')
  await form.getByLabel('Province').selectOption('gauteng')
  await form.getByLabel('Grade Level').selectOption('Grade 12')
  await form.getByLabel('Preferred Date').fill(todayInSast(new Date(Date.now() + 7 * DAY_MS)))
  await form.getByLabel('Preferred Time').selectOption('09:00')
  await form.getByLabel('Subject').selectOption('mathematics')
  await form.getByLabel('Session Duration').selectOption('2')
  await form.getByLabel('Number of Learners').fill('25')
  await form.getByLabel('Payment Method').selectOption('transfer')
  await form.getByLabel('Venue Details').fill('School hall with a whiteboard and a projector')
  return form
}

test('shows the rates, the group discounts, why schools choose us and six testimonials', async ({
  page,
}) => {
  await openSchoolBooking(page)
  const pricing = page.getByRole('region', { name: 'Simple, transparent pricing' })
  await expect(pricing).toContainText('R1,500')
  await expect(pricing).toContainText('R4,500')
  await expect(pricing).toContainText('20-29 learners')
  await expect(pricing).toContainText('50+ learners')
  await expect(
    page.getByRole('region', { name: 'What schools say' }).locator('figure'),
  ).toHaveCount(6)
  await checkA11y(page)
})

test('the estimate follows the province, the duration and the learners, with the discount shown', async ({
  page,
}) => {
  const form = await openSchoolBooking(page)
  const estimate = page.getByTestId('estimate')
  await expect(estimate).toContainText(m.estimatePending)

  await form.getByLabel('Province').selectOption('gauteng')
  await form.getByLabel('Session Duration').selectOption('2')
  await expect(estimate).toContainText(m.estimatePending)
  await form.getByLabel('Number of Learners').fill('10')
  await expect(page.getByTestId('estimate-total')).toHaveText('R3,000')
  await expect(estimate).not.toContainText('Group discount')

  await form.getByLabel('Number of Learners').fill('25')
  await expect(estimate).toContainText('Group discount (10%)')
  await expect(estimate).toContainText('−R300')
  await expect(page.getByTestId('estimate-total')).toHaveText('R2,700')

  await form.getByLabel('Province').selectOption('limpopo')
  await expect(estimate).toContainText('R4,500/hour × 2 hours')
  await expect(page.getByTestId('estimate-total')).toHaveText('R8,100')

  await form.getByLabel('Session Duration').selectOption('6')
  await form.getByLabel('Number of Learners').fill('60')
  await expect(estimate).toContainText('Group discount (20%)')
  await expect(page.getByTestId('estimate-total')).toHaveText('R21,600')

  // Out of range: no estimate rather than a wrong one.
  await form.getByLabel('Number of Learners').fill('201')
  await expect(estimate).toContainText(m.estimatePending)
  await checkA11y(page)
})

test('waits for the school, the email and the subject, then names each missing field', async ({
  page,
}) => {
  const form = await openSchoolBooking(page)
  const submit = form.getByRole('button', { name: m.submit })
  await expect(submit).toBeDisabled()
  await form.getByLabel('School Name').fill('Mamelodi Secondary')
  await form.getByLabel('Contact Email').fill('not-an-email')
  await form.getByLabel('Subject').selectOption('physics')
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(form.getByText(m.contactNameRequired)).toBeVisible()
  await expect(form.getByText(m.addressRequired)).toBeVisible()
  await expect(form.getByText(m.provinceRequired)).toBeVisible()
  await expect(form.getByText(m.venueRequired)).toBeVisible()
  await expect(form.getByLabel('Contact Email')).toHaveAttribute('aria-invalid', 'true')
})

test('refuses too few learners and a date before today', async ({ page }) => {
  await openSchoolBooking(page)
  const form = await fillRequest(page, uniqueEmail())
  await form.getByLabel('Number of Learners').fill('4')
  await form.getByLabel('Preferred Date').fill(todayInSast(new Date(Date.now() - DAY_MS)))
  await form.getByRole('button', { name: m.submit }).click()
  await expect(form.getByText(m.learnersRange)).toBeVisible()
  await expect(form.getByText(dateMessages.beforeToday)).toBeVisible()
  await expect(page.getByTestId('school-booking-success')).toHaveCount(0)
})

test(
  'sends a request, confirms it, emails the school and offers an empty form again',
  { tag: '@phone' },
  async ({ page }) => {
    const email = uniqueEmail()
    await openSchoolBooking(page)
    const form = await fillRequest(page, email)
    await form.getByRole('button', { name: m.submit }).click()
    const success = page.getByTestId('school-booking-success')
    await expect(success).toContainText(m.success)
    await expectConfirmationInView(success)
    await checkA11y(page)
    // Decision 021: a reference to read aloud, and the same one in the receipt.
    const reference = /SB-[0-9A-HJKMNP-TV-Z]{8}/.exec((await success.textContent()) ?? '')?.[0]
    expect(reference).toBeDefined()

    const receipt = await waitForEmailTo(email)
    expect(receipt.text).toContain(`Reference: ${reference}`)
    // Our words only: the school's name the sender typed is not repeated (decision 007).
    expect(receipt.text).toContain('You asked for: A school visit for 25 learners')
    expect(receipt.text).not.toContain('Atteridgeville High School')
    expect(receipt.text).toContain('R2,700')

    await success.getByRole('button', { name: m.submitAnother }).click()
    await expect(form.getByLabel('School Name')).toHaveValue('')
    await expect(form.getByLabel('Number of Learners')).toHaveValue('')
    await expect(form.getByLabel('Province')).toHaveValue('')
    await expect(page.getByTestId('estimate')).toContainText(m.estimatePending)
  },
)

test('keeps every value and says so when the request fails', async ({ page, consoleErrors }) => {
  await openSchoolBooking(page)
  const form = await fillRequest(page, 'keep@example.com')
  await page.route('**/api/school-bookings', (route) =>
    route.fulfill({ status: 500, json: { error: 'Internal detail' } }),
  )
  await form.getByRole('button', { name: m.submit }).click()
  await expect(page.getByTestId('school-booking-error')).toContainText(m.failed)
  await expect(page.getByTestId('school-booking-error')).not.toContainText('Internal detail')
  await expect(form.getByLabel('School Name')).toHaveValue('Atteridgeville High School')
  await expect(form.getByLabel('Number of Learners')).toHaveValue('25')
  await expect(page.getByTestId('estimate-total')).toHaveText('R2,700')
  await expectConsoleErrors(consoleErrors, failedResource(500))
  await checkA11y(page)
})

test('on a phone the estimate sits directly above the button that sends the request @phone-only', async ({
  page,
}) => {
  const form = await openSchoolBooking(page)
  await expectPriceAboveButton(
    page.getByTestId('estimate'),
    form.getByRole('button', { name: m.submit }),
  )
})
