import type { Page } from '@playwright/test'
import { donationMessages as m, paymentMessages } from '../../../src/shared/messages.ts'
import { phoneMessages } from '../../../src/shared/schemas/fields.ts'
import { donationFieldMessages as f } from '../../../src/shared/schemas/donation.ts'
import { signUpAndIn } from '../support/accounts.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { waitForEmailTo } from '../support/mail.ts'
import { countCharges } from '../support/payments.ts'
import { expectConfirmationInView, expectPriceAboveButton } from '../support/in-view.ts'

// /donate (spec part 2 §2, §4, §5, §8, §9; D4, D15, D16): a signed-in page with the impact,
// the form with quick amounts and a summary, the TEST wallet or bank transfer, and the
// donor recognition and tax sections.

async function openDonate(page: Page, baseURL: string | undefined) {
  const account = await signUpAndIn(page, baseURL)
  await page.goto('/donate')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support Our Students')
  const form = page.getByTestId('donation-form')
  await expect(form).toBeVisible()
  return { form, account }
}

test('a visitor is asked to sign in first', async ({ page }) => {
  await page.goto('/donate')
  await expect(page).toHaveURL(/\/login\?next=%2Fdonate/)
})

test('shows the claims, the impact, the fund allocation, the tiers and the tax note', async ({
  page,
  baseURL,
}) => {
  await openDonate(page, baseURL)
  const heroStats = page.locator('section').first().locator('dl')
  await expect(heroStats).toContainText('Students Helped500+')
  await expect(heroStats).toContainText('Success Rate98%')
  await expect(page.getByRole('list', { name: 'Your impact' }).getByRole('listitem')).toHaveCount(3)
  await expect(page.getByRole('list', { name: 'Fund allocation' })).toContainText('40%')
  const tiers = page.getByRole('region', { name: 'Donor Recognition' })
  for (const tier of ['Platinum', 'Gold', 'Math Champions']) {
    await expect(tiers.getByRole('heading', { name: tier })).toBeVisible()
  }
  await expect(page.getByRole('region', { name: 'Tax Deductible Donations' })).toContainText('18A')
  await checkA11y(page)
})

test('quick amounts fill the amount, the summary and the impact message', async ({
  page,
  baseURL,
}) => {
  const { form, account } = await openDonate(page, baseURL)
  await expect(form.getByLabel('Full Name')).toHaveValue(account.name)
  await expect(form.getByLabel('Email Address')).toHaveValue(account.email)
  await expect(form.getByLabel('Amount in Rand')).toHaveAttribute(
    'placeholder',
    m.amountPlaceholder,
  )
  await form.getByRole('button', { name: 'R500' }).click()
  await expect(form.getByLabel('Amount in Rand')).toHaveValue('500')
  await expect(page.getByTestId('donation-summary-amount')).toHaveText('R500')
  await expect(page.getByTestId('donation-impact')).toContainText('a full month of tutoring')
  await form.getByLabel('Amount in Rand').fill('150')
  await expect(page.getByTestId('donation-impact')).toContainText('one complete tutoring session')
  await form.getByLabel('Amount in Rand').fill('55')
  await expect(page.getByTestId('donation-summary-amount')).toHaveText('—')
  await expect(page.getByTestId('sandbox-wallet')).toContainText(f.payButtonDisabled)
})

test(
  'paying by card gives at once, after a declined card, and offers the form again',
  { tag: '@phone' },
  async ({ page, baseURL, consoleErrors }) => {
    const charges = countCharges(page)
    const { form, account } = await openDonate(page, baseURL)
    // Paying is giving: there is no second button to press (issue 25).
    await expect(form.getByRole('button', { name: m.submit })).toHaveCount(0)
    await form.getByRole('button', { name: 'R250' }).click()
    await form.getByLabel('Monthly').check()

    // The wallet checks the whole form before a card is charged.
    await form.getByLabel('Phone (optional)').fill('not a phone')
    await page.getByRole('button', { name: /approved/ }).click()
    await expect(form.getByText(phoneMessages.invalid)).toBeVisible()
    expect(charges()).toBe(0)
    await form.getByLabel('Phone (optional)').fill('')

    await page.getByRole('button', { name: /declined/ }).click()
    await expectConsoleErrors(consoleErrors, failedResource(402))
    await expect(page.getByTestId('donation-alerts')).toHaveText(m.paymentFailed)

    await page.getByRole('button', { name: /approved/ }).click()
    const success = page.getByTestId('donation-success')
    await expect(success).toContainText(f.success)
    await expectConfirmationInView(success)
    await expect(success).toContainText('R250')
    expect(charges()).toBe(2)
    await checkA11y(page)
    const receipt = await waitForEmailTo(account.email, 10_000, /donation/)
    expect(receipt.text).toContain('Amount: R250')
    expect(receipt.text).toMatch(/Reference: DN-[0-9A-HJKMNP-TV-Z]{8}/)

    await success.getByRole('button', { name: m.makeAnother }).click()
    await expect(form.getByLabel('Amount in Rand')).toHaveValue('')
    await expect(form.getByLabel('One-time')).toBeChecked()
    await expect(form.getByLabel('Email Address')).toHaveValue(account.email)
  },
)

test('a gift that fails after the card was charged keeps the payment for another try', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const charges = countCharges(page)
  const { form } = await openDonate(page, baseURL)
  await form.getByRole('button', { name: 'R100' }).click()
  await page.route('**/api/donations', (route) =>
    route.fulfill({ status: 503, json: { error: 'Service unavailable' } }),
  )
  await page.getByRole('button', { name: /approved/ }).click()
  await expectConsoleErrors(consoleErrors, failedResource(503))
  await expect(page.getByTestId('donation-alerts')).toHaveText(
    `${m.failed} ${paymentMessages.refundIfUnused('donation')}`,
  )
  await expect(page.getByTestId('payment-done')).toHaveText('Paid R100 by card.')
  // A different amount drops the payment (spec part 2 §4): it is paid for again.
  await form.getByRole('button', { name: 'R50', exact: true }).click()
  await expect(page.getByTestId('payment-done')).toHaveCount(0)
  await form.getByRole('button', { name: 'R100' }).click()
  await page.getByRole('button', { name: /approved/ }).click()
  await expectConsoleErrors(consoleErrors, failedResource(503))
  await expect(page.getByTestId('payment-done')).toHaveText('Paid R100 by card.')

  await page.unroute('**/api/donations')
  await form.getByRole('button', { name: m.submit }).click()
  await expect(page.getByTestId('donation-success')).toContainText('R100')
  expect(charges()).toBe(2)
})

test('pledges by bank transfer and shows the reference and bank details', async ({
  page,
  baseURL,
}) => {
  const { form, account } = await openDonate(page, baseURL)
  await form.getByLabel('Amount in Rand').fill('1000')
  await form.getByLabel('Bank transfer (EFT)').check()
  await form.getByRole('button', { name: m.submit }).click()
  const details = page.getByTestId('donation-success').getByTestId('bank-transfer-details')
  await expect(details).toContainText('Pay R1,000 by bank transfer')
  const reference = (await details.getByTestId('payment-reference').textContent()) ?? ''
  expect(reference).toMatch(/^DN-[0-9A-Z]{8}$/)
  const receipt = await waitForEmailTo(account.email, 10_000, /donation/)
  expect(receipt.text).toContain(`Use ${reference} as the payment reference`)
})

test('names a wrong amount and a missing name, and keeps the form when giving fails', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const { form } = await openDonate(page, baseURL)
  await form.getByLabel('Bank transfer (EFT)').check()
  await form.getByLabel('Amount in Rand').fill('15')
  await form.getByLabel('Full Name').fill('')
  await form.getByRole('button', { name: m.submit }).click()
  await expect(form.getByText(f.amountRequired)).toBeVisible()
  await expect(form.getByText(f.nameRequired)).toBeVisible()

  await form.getByLabel('Full Name').fill('Mrs Zanele Dube')
  await form.getByLabel('Amount in Rand').fill('20')
  await page.route('**/api/donations', (route) =>
    route.fulfill({ status: 500, json: { error: 'Internal detail' } }),
  )
  await form.getByRole('button', { name: m.submit }).click()
  await expect(page.getByTestId('donation-alerts')).toHaveText(m.failed)
  await expect(form.getByLabel('Amount in Rand')).toHaveValue('20')
  await expectConsoleErrors(consoleErrors, failedResource(500))
  await checkA11y(page)
})

test('on a phone the summary sits directly above the payment and its button @phone-only', async ({
  page,
  baseURL,
}) => {
  const { form } = await openDonate(page, baseURL)
  await expectPriceAboveButton(
    page.getByTestId('donation-summary'),
    form.getByRole('group', { name: 'Payment Method' }),
  )
})
