import type { Page } from '@playwright/test'
import { paymentMessages, videoOrderMessages as m } from '../../../src/shared/messages.ts'
import { chaptersMessage } from '../../../src/shared/schemas/payments.ts'
import { videoOrderFieldMessages as f } from '../../../src/shared/schemas/video-order.ts'
import { uniqueEmail } from '../support/accounts.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { waitForEmailTo } from '../support/mail.ts'
import { countCharges } from '../support/payments.ts'
import { expectConfirmationInView, expectPriceAboveButton } from '../support/in-view.ts'

// /support-teacher (spec part 2 §2, §4, §5, §8, §9; D5, D15, D16): custom video orders,
// priced by the server, paid by the sandbox TEST wallet or by bank transfer.

async function openSupportTeacher(page: Page) {
  await page.goto('/support-teacher')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support the Teacher')
  const form = page.getByTestId('video-order-form')
  await expect(form).toBeVisible()
  return form
}

async function fillOrder(page: Page, email: string, chapters = '6') {
  const form = page.getByTestId('video-order-form')
  await form.getByLabel('Your Name').fill('Mr Sipho Nkosi')
  await form.getByLabel('Email Address').fill(email)
  await form.getByLabel('Phone Number').fill('072 123 4567')
  await form.getByLabel('School or Institution').fill('Mamelodi High School')
  await form.getByLabel('Subject Area').selectOption('Calculus')
  await form.getByLabel('Grade Level').selectOption('Grade 12')
  await form.getByLabel('Video Topic').fill('Differential calculus')
  await form.getByLabel('Chapter Details').fill('First principles, rules, cubic graphs')
  await form.getByLabel('Number of Chapters').fill(chapters)
  await form.getByLabel('Needed Within').selectOption('3 weeks')
  return form
}

test('shows the price per chapter, the volume discounts and the four steps', async ({ page }) => {
  await openSupportTeacher(page)
  await expect(page.getByRole('region', { name: 'Pricing' })).toContainText('R950')
  await expect(page.getByRole('list', { name: 'Volume discounts' })).toContainText('20% off')
  const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem')
  await expect(steps).toHaveText([
    /Order Review/,
    /Script Development/,
    /Video Production/,
    /Delivery/,
  ])
  await checkA11y(page)
})

test('the total follows the chapters, with the volume discount as its own line', async ({
  page,
}) => {
  const form = await openSupportTeacher(page)
  const total = page.getByTestId('estimate-total')
  await expect(total).toHaveText('R950')
  await form.getByLabel('Number of Chapters').fill('4')
  await expect(total).toHaveText('R3,800')
  await expect(page.getByTestId('estimate')).not.toContainText('Volume discount (')
  await form.getByLabel('Number of Chapters').fill('5')
  await expect(page.getByTestId('estimate')).toContainText('Volume discount (10%)')
  await expect(total).toHaveText('R4,275')
  await form.getByLabel('Number of Chapters').fill('20')
  await expect(total).toHaveText('R15,200')
  await expect(page.getByTestId('estimate')).toContainText(m.volumeDiscount)
  await form.getByLabel('Number of Chapters').fill('51')
  await expect(page.getByTestId('estimate')).toContainText('Choose from 1 to 50 chapters')
})

test(
  'paying by card places the order at once, after a declined card, and offers an empty form again',
  { tag: '@phone' },
  async ({ page, consoleErrors }) => {
    const email = uniqueEmail()
    const charges = countCharges(page)
    const form = await openSupportTeacher(page)
    await expect(page.getByTestId('sandbox-wallet')).toContainText(f.payButtonDisabled)
    // Paying is placing the order: there is no second button to press (issue 25).
    await expect(form.getByRole('button', { name: f.submit })).toHaveCount(0)

    // The wallet checks the whole order before a card is charged.
    await form.getByLabel('Your Name').fill('Mr Sipho Nkosi')
    await form.getByLabel('Email Address').fill(email)
    await form.getByLabel('Video Topic').fill('Differential calculus')
    await page.getByRole('button', { name: /approved/ }).click()
    await expect(form.getByText(f.phoneRequired)).toBeVisible()
    await expect(form.getByLabel('Phone Number')).toBeFocused()
    expect(charges()).toBe(0)

    await fillOrder(page, email)
    await page.getByRole('button', { name: /declined/ }).click()
    await expectConsoleErrors(consoleErrors, failedResource(402))
    await expect(page.getByTestId('video-order-alerts')).toHaveText(m.paymentFailed)

    await page.getByRole('button', { name: /approved/ }).click()
    const success = page.getByTestId('video-order-success')
    await expect(success).toContainText(m.submitted)
    await expectConfirmationInView(success)
    await expect(success).toContainText('R5,130 · paid by card')
    expect(charges()).toBe(2)
    await checkA11y(page)
    const receipt = await waitForEmailTo(email)
    expect(receipt.text).toContain('total R5,130')

    await success.getByRole('button', { name: m.orderAnother }).click()
    await expect(form.getByLabel('Your Name')).toHaveValue('')
    await expect(form.getByLabel('Number of Chapters')).toHaveValue('1')
    await expect(form.getByLabel('Google Pay (card)')).toBeChecked()
    await expect(page.getByTestId('payment-done')).toHaveCount(0)
  },
)

test('an order that fails after the card was charged keeps the payment for another try', async ({
  page,
  consoleErrors,
}) => {
  const email = uniqueEmail()
  const charges = countCharges(page)
  const form = await openSupportTeacher(page)
  await fillOrder(page, email, '2')
  await page.route('**/api/video-orders', (route) =>
    route.fulfill({ status: 503, json: { error: 'Service unavailable' } }),
  )
  await page.getByRole('button', { name: /approved/ }).click()
  await expectConsoleErrors(consoleErrors, failedResource(503))
  await expect(page.getByTestId('video-order-alerts')).toHaveText(
    `${m.failed} ${paymentMessages.refundIfUnused('order')}`,
  )
  await expect(page.getByTestId('payment-done')).toHaveText('Paid R1,900 by card.')
  await checkA11y(page)

  await page.unroute('**/api/video-orders')
  await form.getByRole('button', { name: f.submit }).click()
  await expect(page.getByTestId('video-order-success')).toContainText('R1,900 · paid by card')
  expect(charges()).toBe(1)
})

test('orders by bank transfer and shows the reference and bank details', async ({ page }) => {
  const email = uniqueEmail()
  const form = await openSupportTeacher(page)
  await fillOrder(page, email, '10')
  await form.getByLabel('Bank transfer (EFT)').check()
  await expect(page.getByTestId('sandbox-wallet')).toHaveCount(0)
  await form.getByRole('button', { name: f.submit }).click()
  const success = page.getByTestId('video-order-success')
  await expect(success).toContainText('awaiting your transfer')
  const details = success.getByTestId('bank-transfer-details')
  await expect(details).toContainText('Pay R8,075 by bank transfer')
  const reference = (await details.getByTestId('payment-reference').textContent()) ?? ''
  expect(reference).toMatch(/^VO-[0-9A-Z]{8}$/)
  const receipt = await waitForEmailTo(email)
  expect(receipt.text).toContain(`Use ${reference} as the payment reference`)
  await checkA11y(page)
})

test('names missing and out-of-range fields and keeps the form when the order fails', async ({
  page,
  consoleErrors,
}) => {
  const form = await openSupportTeacher(page)
  await form.getByLabel('Your Name').fill('Mr Sipho Nkosi')
  await form.getByLabel('Email Address').fill('sipho@example.com')
  await form.getByLabel('Video Topic').fill('Trigonometry')
  await form.getByLabel('Chapter Details').fill('Identities and equations')
  await form.getByLabel('Bank transfer (EFT)').check()
  await form.getByLabel('Number of Chapters').fill('0')
  await form.getByRole('button', { name: f.submit }).click()
  for (const message of [f.phoneRequired, f.schoolRequired, f.subjectRequired, chaptersMessage]) {
    await expect(form.getByText(message)).toBeVisible()
  }

  await fillOrder(page, 'keep@example.com')
  await page.route('**/api/video-orders', (route) =>
    route.fulfill({ status: 500, json: { error: 'Internal detail' } }),
  )
  await form.getByRole('button', { name: f.submit }).click()
  await expect(page.getByTestId('video-order-alerts')).toHaveText(m.failed)
  await expect(form.getByLabel('Video Topic')).toHaveValue('Differential calculus')
  await expectConsoleErrors(consoleErrors, failedResource(500))
  await checkA11y(page)
})

test('on a phone the total sits directly above the payment and its button @phone-only', async ({
  page,
}) => {
  const form = await openSupportTeacher(page)
  await expectPriceAboveButton(
    page.getByTestId('estimate'),
    form.getByRole('group', { name: 'Payment Method' }),
  )
})
