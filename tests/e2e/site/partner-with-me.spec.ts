import type { Page } from '@playwright/test'
import { partnershipMessages as m } from '../../../src/shared/schemas/partnership.ts'
import { signUpAndIn, uniqueEmail } from '../support/accounts.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { waitForEmailTo } from '../support/mail.ts'
import { expectConfirmationInView } from '../support/in-view.ts'

// /partner-with-me (spec part 2 §2, §5; D1, D2): a signed-in page with its sections, the
// inquiry form, scroll-to-top and the direct-contact mail link.

async function openPartnerPage(page: Page, baseURL: string | undefined) {
  const account = await signUpAndIn(page, baseURL)
  await page.goto('/partner-with-me')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner With Us')
  const form = page.getByTestId('partnership-form')
  await expect(form).toBeVisible()
  return { form, account }
}

async function fillInquiry(page: Page, email: string) {
  const form = page.getByTestId('partnership-form')
  await form.getByLabel('Organisation Name').fill('Sasol Foundation')
  await form.getByLabel('Organisation Type').selectOption('business')
  await form.getByLabel('Contact Person').fill('Ms Palesa Ndlovu')
  await form.getByLabel('Contact Email').fill(email)
  await form.getByLabel('Contact Phone').fill('011 441 3111')
  await form.getByLabel('Organisation Address').fill('50 Katherine Street, Sandton')
  await form.getByLabel('Partnership Type').selectOption('bulk_tutoring')
  await form
    .getByLabel('Partnership Description')
    .fill('Saturday tutoring for 120 Grade 12 learners in Sebokeng')
  return form
}

test('a visitor is asked to sign in first', async ({ page }) => {
  await page.goto('/partner-with-me')
  await expect(page).toHaveURL(/\/login\?next=%2Fpartner-with-me/)
})

test('shows every section, scrolls back to the top and offers a direct mail link', async ({
  page,
  baseURL,
}) => {
  await openPartnerPage(page, baseURL)
  await expect(page.locator('section').first().locator('dl')).toContainText('Corporate Partners50+')
  for (const [section, count] of [
    ['Who We Partner With', 4],
    ['Partnership Benefits', 4],
    ['Success Stories', 3],
  ] as const) {
    await expect(page.getByRole('region', { name: section }).getByRole('listitem')).toHaveCount(
      count,
    )
  }
  await expect(page.getByRole('link', { name: /Email info@localhost/ })).toHaveAttribute(
    'href',
    /^mailto:info@localhost\?subject=Partnership%20inquiry$/,
  )
  await page.getByRole('button', { name: 'Back to top' }).click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await checkA11y(page)
})

test('starts with the member’s name and email, waits for the four fields and names the rest', async ({
  page,
  baseURL,
}) => {
  const { form, account } = await openPartnerPage(page, baseURL)
  await expect(form.getByLabel('Contact Person')).toHaveValue(account.name)
  await expect(form.getByLabel('Contact Email')).toHaveValue(account.email)
  const submit = form.getByRole('button', { name: m.submit })
  await expect(submit).toBeDisabled()
  await form.getByLabel('Organisation Name').fill('Laudium Secondary')
  await expect(submit).toBeDisabled()
  await form.getByLabel('Partnership Description').fill('Exam camp for our matrics')
  await expect(submit).toBeEnabled()
  await form.getByLabel('Website (optional)').fill('laudium')
  await form.getByLabel('Number of Students or Staff (optional)').fill('0')
  await submit.click()
  for (const message of [
    m.organizationTypeRequired,
    m.phoneRequired,
    m.addressRequired,
    m.partnershipTypeRequired,
    m.websiteInvalid,
    m.studentCountInvalid,
  ]) {
    await expect(form.getByText(message)).toBeVisible()
  }
  await expect(page.getByTestId('partnership-success')).toHaveCount(0)
})

test(
  'sends an inquiry, emails the organisation and offers the form again',
  { tag: '@phone' },
  async ({ page, baseURL }) => {
    const { form, account } = await openPartnerPage(page, baseURL)
    const email = uniqueEmail()
    await fillInquiry(page, email)
    await form.getByLabel('Number of Students or Staff (optional)').fill('120')
    await form.getByLabel('How Did You Hear About Us? (optional)').selectOption('referral')
    await form.getByRole('button', { name: m.submit }).click()
    const success = page.getByTestId('partnership-success')
    await expect(success).toContainText(m.success)
    await expectConfirmationInView(success)
    await checkA11y(page)

    const receipt = await waitForEmailTo(email)
    expect(receipt.text).toContain('Partnership: Bulk Tutoring')

    await success.getByRole('button', { name: m.submitAnother }).click()
    await expect(form.getByLabel('Organisation Name')).toHaveValue('')
    await expect(form.getByLabel('Partnership Description')).toHaveValue('')
    await expect(form.getByLabel('Contact Email')).toHaveValue(account.email)
  },
)

test('keeps every value and says so when sending fails', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const { form } = await openPartnerPage(page, baseURL)
  await fillInquiry(page, 'keep@example.com')
  await page.route('**/api/partnerships', (route) =>
    route.fulfill({ status: 500, json: { error: 'Internal detail' } }),
  )
  await form.getByRole('button', { name: m.submit }).click()
  await expect(page.getByTestId('partnership-error')).toContainText(m.failed)
  await expect(page.getByTestId('partnership-error')).not.toContainText('Internal detail')
  await expect(form.getByLabel('Organisation Name')).toHaveValue('Sasol Foundation')
  await expectConsoleErrors(consoleErrors, failedResource(500))
  await checkA11y(page)
})
