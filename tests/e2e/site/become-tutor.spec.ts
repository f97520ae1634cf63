import type { Page } from '@playwright/test'
import {
  tutorApplicationMessages as m,
  tutorApplicationNextSteps,
} from '../../../src/shared/schemas/tutor-application.ts'
import { uniqueEmail } from '../support/accounts.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { waitForEmailTo } from '../support/mail.ts'
import { expectConfirmationInView } from '../support/in-view.ts'

// /become-tutor (spec part 2 §2, §4, §5, §8, §9; D1, D2): the recruitment pitch and the
// application with its next-steps panel.

async function openBecomeTutor(page: Page) {
  await page.goto('/become-tutor')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a Tutor')
  const form = page.getByTestId('tutor-application-form')
  await expect(form).toBeVisible()
  return form
}

async function fillApplication(page: Page, email: string) {
  const form = page.getByTestId('tutor-application-form')
  await form.getByLabel('Full Name').fill('Nomsa Khumalo')
  await form.getByLabel('Email Address').fill(email)
  await form.getByLabel('Cell Number').fill('082 555 1234')
  await form.getByLabel('Address', { exact: true }).fill('45 Church Street, Hatfield, Pretoria')
  await form.getByLabel('In progress').check()
  await form.getByLabel('Years of Experience').fill('2')
  await form
    .getByLabel('Qualification Details')
    .fill('BSc Mathematics, University of Pretoria, third year')
  await form.getByLabel('Calculus').check()
  await form.getByLabel('Algebra', { exact: true }).check()
  await form.getByLabel('Saturday').check()
  await form.getByLabel('Available From').fill('09:00')
  await form.getByLabel('Available Until').fill('13:00')
  await form.getByLabel('Hourly Rate in Rand (optional)').fill('180')
  return form
}

test('speaks to retired teachers, students and professionals, and promises 48 hours', async ({
  page,
}) => {
  await openBecomeTutor(page)
  const lookFor = page.getByRole('region', { name: 'Who we are looking for' })
  for (const who of ['Retired teachers', 'Part-time students', 'Working professionals']) {
    await expect(lookFor.getByRole('heading', { name: who })).toBeVisible()
  }
  await expect(page.getByText(/within 48 hours/).first()).toBeVisible()
  await checkA11y(page)
})

test('waits for a day, then names every missing field and an end before the start', async ({
  page,
}) => {
  const form = await openBecomeTutor(page)
  const submit = form.getByRole('button', { name: m.submit })
  await expect(submit).toBeDisabled()
  await form.getByLabel('Monday').check()
  await expect(submit).toBeEnabled()
  await form.getByLabel('Available From').fill('15:00')
  await form.getByLabel('Available Until').fill('11:00')
  await submit.click()
  for (const message of [
    m.nameRequired,
    m.emailRequired,
    m.cellRequired,
    m.addressRequired,
    m.qualificationDetailsRequired,
    m.subjectsRequired,
    m.endAfterStart,
  ]) {
    await expect(form.getByText(message)).toBeVisible()
  }
  await form.getByLabel('Monday').uncheck()
  await expect(submit).toBeDisabled()
})

test('refuses an hourly rate below R50 or off the R10 step', async ({ page }) => {
  await openBecomeTutor(page)
  const form = await fillApplication(page, uniqueEmail())
  await form.getByLabel('Hourly Rate in Rand (optional)').fill('45')
  await form.getByRole('button', { name: m.submit }).click()
  await expect(form.getByText(m.hourlyRateInvalid)).toBeVisible()
  await form.getByLabel('Hourly Rate in Rand (optional)').fill('155')
  await form.getByRole('button', { name: m.submit }).click()
  await expect(form.getByText(m.hourlyRateInvalid)).toBeVisible()
  await expect(page.getByTestId('tutor-application-success')).toHaveCount(0)
})

test(
  'applies, shows the next steps, emails the applicant and offers an empty form again',
  { tag: '@phone' },
  async ({ page }) => {
    const email = uniqueEmail()
    await openBecomeTutor(page)
    const form = await fillApplication(page, email)
    await form.getByRole('button', { name: m.submit }).click()
    const success = page.getByTestId('tutor-application-success')
    await expect(success).toContainText(m.success)
    await expectConfirmationInView(success)
    await expect(success).toContainText('48 hours')
    await expect(success.getByTestId('next-steps').getByRole('listitem')).toContainText([
      ...tutorApplicationNextSteps,
    ])
    await checkA11y(page)

    const receipt = await waitForEmailTo(email)
    expect(receipt.text).toContain('Subjects: Algebra, Calculus')
    expect(receipt.text).toContain('within 48 hours')

    await success.getByRole('button', { name: m.submitAnother }).click()
    await expect(form.getByLabel('Full Name')).toHaveValue('')
    await expect(form.getByLabel('Saturday')).not.toBeChecked()
    await expect(form.getByLabel('Completed')).toBeChecked()
    await expect(form.getByRole('button', { name: m.submit })).toBeDisabled()
  },
)

test('keeps every value and shows the server’s words, or asks to retry when offline', async ({
  page,
  consoleErrors,
}) => {
  await openBecomeTutor(page)
  const form = await fillApplication(page, 'keep@example.com')
  const serverWords = 'Too many requests. Please wait a moment and try again.'
  await page.route('**/api/tutor-applications', (route) =>
    route.fulfill({ status: 429, json: { error: serverWords } }),
  )
  await form.getByRole('button', { name: m.submit }).click()
  await expect(page.getByTestId('tutor-application-error')).toHaveText(serverWords)
  await expectConsoleErrors(consoleErrors, failedResource(429))

  await page.route('**/api/tutor-applications', (route) => route.fulfill({ status: 500, body: '' }))
  await form.getByRole('button', { name: m.submit }).click()
  await expect(page.getByTestId('tutor-application-error')).toHaveText(m.failed)
  await expectConsoleErrors(consoleErrors, failedResource(500))

  await page.route('**/api/tutor-applications', (route) => route.abort())
  await form.getByRole('button', { name: m.submit }).click()
  await expect(page.getByTestId('tutor-application-error')).toHaveText(m.failedNetwork)
  await expectConsoleErrors(consoleErrors, /Failed to load resource|net::ERR_FAILED/)
  await expect(form.getByLabel('Full Name')).toHaveValue('Nomsa Khumalo')
  await expect(form.getByLabel('Saturday')).toBeChecked()
  await checkA11y(page)
})
