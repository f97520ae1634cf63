import type { Page } from '@playwright/test'
import { apiMessages } from '../../../src/shared/messages.ts'
import { teacherWorkshopMessages as m } from '../../../src/shared/schemas/teacher-workshop.ts'
import { todayInSast } from '../../../src/shared/sast.ts'
import { uniqueEmail } from '../support/accounts.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { waitForEmailTo } from '../support/mail.ts'
import { expectConfirmationInView, expectPriceAboveButton } from '../support/in-view.ts'

// /teacher-workshops (spec part 2 §2, §5, §8, §9; D1, D2): the sales page and the workshop
// request with its live estimate, the delivery-dependent fields and the two alerts.

const DAY_MS = 24 * 60 * 60 * 1000

async function openWorkshops(page: Page) {
  await page.goto('/teacher-workshops')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teacher Workshops')
  const form = page.getByTestId('workshop-form')
  await expect(form).toBeVisible()
  return form
}

async function fillRequest(page: Page, email: string) {
  const form = page.getByTestId('workshop-form')
  await form.getByLabel('Institution Name').fill('Tshwane South TVET College')
  await form.getByLabel('Contact Person').fill('Dr Lerato Mahlangu')
  await form.getByLabel('Contact Email').fill(email)
  await form.getByLabel('Contact Phone').fill('012 401 1600')
  await form.getByLabel('Institution Address').fill('1 Gerard Moerdyk Street, Pretoria')
  await form.getByLabel('Province').selectOption('limpopo')
  await form.getByLabel('Workshop Type').selectOption('exam_preparation')
  await form.getByLabel('Preferred Date').fill(todayInSast(new Date(Date.now() + 14 * DAY_MS)))
  await form.getByLabel('Preferred Time').selectOption('15:00')
  await form.getByLabel('Online', { exact: true }).check()
  await form.getByLabel('Meeting Platform').selectOption('zoom')
  await form.getByLabel('Number of Teachers').fill('24')
  await form.getByLabel('Subject Focus').selectOption('calculus')
  await form.getByLabel('Workshop Duration').selectOption('4')
  await form
    .getByLabel('Workshop Objectives')
    .fill('Lecturers teach differentiation with confidence')
  return form
}

test('shows the three rates, why institutions choose us and six rated testimonials', async ({
  page,
}) => {
  await openWorkshops(page)
  const pricing = page.getByRole('region', { name: 'Workshop pricing' })
  for (const rate of ['R750', 'R1,500', 'R4,500']) await expect(pricing).toContainText(rate)
  const testimonials = page.getByRole('region', { name: 'What educators say' })
  await expect(testimonials.locator('figure')).toHaveCount(6)
  await expect(testimonials.getByText('Rated 5 out of 5')).toHaveCount(6)
  await expect(testimonials).toContainText('40%')
  await checkA11y(page)
})

test('the estimate follows delivery, province and duration; online overrides the province', async ({
  page,
}) => {
  const form = await openWorkshops(page)
  const estimate = page.getByTestId('estimate')
  await expect(estimate).toContainText(m.estimatePending)

  await form.getByLabel('Online', { exact: true }).check()
  await form.getByLabel('Workshop Duration').selectOption('4')
  await expect(estimate).toContainText(m.estimatePending)
  await form.getByLabel('Number of Teachers').fill('30')
  await expect(page.getByTestId('estimate-total')).toHaveText('R3,000')
  await form.getByLabel('Province').selectOption('limpopo')
  await expect(page.getByTestId('estimate-total')).toHaveText('R3,000')

  await form.getByLabel('Face-to-face').check()
  await expect(estimate).toContainText('R4,500/hour × 4 hours')
  await expect(page.getByTestId('estimate-total')).toHaveText('R18,000')
  await form.getByLabel('Province').selectOption('gauteng')
  await form.getByLabel('Workshop Duration').selectOption('16')
  await expect(page.getByTestId('estimate-total')).toHaveText('R24,000')

  await form.getByLabel('Number of Teachers').fill('101')
  await expect(estimate).toContainText(m.estimatePending)
})

test('shows the venue only face to face and the platform only online', async ({ page }) => {
  const form = await openWorkshops(page)
  await expect(form.getByLabel('Venue Details')).toHaveCount(0)
  await expect(form.getByLabel('Meeting Platform')).toHaveCount(0)
  await form.getByLabel('Face-to-face').check()
  await expect(form.getByLabel('Venue Details')).toBeVisible()
  await expect(form.getByLabel('Meeting Platform')).toHaveCount(0)
  await form.getByLabel('Online', { exact: true }).check()
  await expect(form.getByLabel('Venue Details')).toHaveCount(0)
  await expect(form.getByLabel('Meeting Platform')).toHaveValue('')
  await checkA11y(page)
})

test('waits for the five fields, then shows the required-fields alert', async ({ page }) => {
  const form = await openWorkshops(page)
  const submit = form.getByRole('button', { name: m.submit })
  await expect(submit).toBeDisabled()
  await form.getByLabel('Institution Name').fill('Laudium Secondary')
  await form.getByLabel('Contact Email').fill('office@laudium.example')
  await form.getByLabel('Workshop Type').selectOption('teaching_methodology')
  await expect(submit).toBeDisabled()
  await form.getByLabel('Face-to-face').check()
  await expect(submit).toBeEnabled()
  await form.getByLabel('Payment Method').selectOption('bank_transfer')
  await submit.click()
  await expect(page.getByTestId('workshop-alert')).toHaveText(m.requiredAlert)
  await expect(form.getByText(m.objectivesRequired)).toBeVisible()
  await expect(page.getByTestId('workshop-success')).toHaveCount(0)
})

test('asks for the venue of a face-to-face workshop and refuses too many teachers', async ({
  page,
}) => {
  await openWorkshops(page)
  const form = await fillRequest(page, uniqueEmail())
  await form.getByLabel('Face-to-face').check()
  await form.getByRole('button', { name: m.submit }).click()
  await expect(page.getByTestId('workshop-alert')).toHaveText(m.venueRequired)
  // The alert above the button and the message under the field.
  await expect(form.getByText(m.venueRequired)).toHaveCount(2)
  await expect(form.getByLabel('Venue Details')).toHaveAttribute('aria-invalid', 'true')

  await form.getByLabel('Venue Details').fill('Staff room with a projector')
  await form.getByLabel('Number of Teachers').fill('150')
  await form.getByRole('button', { name: m.submit }).click()
  await expect(form.getByText(m.teachersRange)).toBeVisible()
  await expect(page.getByTestId('workshop-alert')).toBeEmpty()
})

test(
  'books an online workshop, emails the institution and offers an empty form again',
  { tag: '@phone' },
  async ({ page }) => {
    const email = uniqueEmail()
    await openWorkshops(page)
    const form = await fillRequest(page, email)
    await expect(page.getByTestId('estimate-total')).toHaveText('R3,000')
    await form.getByRole('button', { name: m.submit }).click()
    const success = page.getByTestId('workshop-success')
    await expect(success).toContainText(m.success)
    await expectConfirmationInView(success)
    await checkA11y(page)

    const receipt = await waitForEmailTo(email)
    // Our words only: the institution's name the sender typed is not repeated (decision 007).
    expect(receipt.text).toContain('You asked for: A teacher workshop for 24 teachers')
    expect(receipt.text).not.toContain('Tshwane South TVET College')
    expect(receipt.text).toContain('Platform: Zoom')
    expect(receipt.text).toContain('R750/hour × 4 h = R3,000')

    await success.getByRole('button', { name: m.submitAnother }).click()
    await expect(form.getByLabel('Institution Name')).toHaveValue('')
    await expect(form.getByLabel('Online', { exact: true })).not.toBeChecked()
    await expect(form.getByLabel('Payment Method')).toHaveValue('google_pay')
    await expect(page.getByTestId('estimate')).toContainText(m.estimatePending)
  },
)

test('keeps every value and shows the server’s words when the booking fails', async ({
  page,
  consoleErrors,
}) => {
  await openWorkshops(page)
  const form = await fillRequest(page, 'keep@example.com')
  await page.route('**/api/teacher-workshops', (route) =>
    route.fulfill({ status: 500, json: { error: apiMessages.internal } }),
  )
  await form.getByRole('button', { name: m.submit }).click()
  await expect(page.getByTestId('workshop-alert')).toHaveText(m.failedPrefix + apiMessages.internal)
  await expect(form.getByLabel('Institution Name')).toHaveValue('Tshwane South TVET College')
  await expect(form.getByLabel('Meeting Platform')).toHaveValue('zoom')
  await expectConsoleErrors(consoleErrors, failedResource(500))

  await page.route('**/api/teacher-workshops', (route) => route.abort())
  await form.getByRole('button', { name: m.submit }).click()
  await expect(page.getByTestId('workshop-alert')).toHaveText(m.failed)
  await expectConsoleErrors(consoleErrors, /net::ERR_FAILED|Failed to load resource/)
  await checkA11y(page)
})

test('on a phone the estimate sits directly above the button that sends the request @phone-only', async ({
  page,
}) => {
  const form = await openWorkshops(page)
  await expectPriceAboveButton(
    page.getByTestId('estimate'),
    form.getByRole('button', { name: m.submit }),
  )
})
