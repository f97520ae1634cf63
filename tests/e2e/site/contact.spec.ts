import type { Page } from '@playwright/test'
import { contactMessages as m } from '../../../src/shared/messages.ts'
import { contactFieldMessages as f } from '../../../src/shared/schemas/contact-message.ts'
import { dateMessages } from '../../../src/shared/schemas/dates.ts'
import { todayInSast } from '../../../src/shared/sast.ts'
import { signUpAndIn, uniqueEmail } from '../support/accounts.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { waitForEmailTo } from '../support/mail.ts'
import { expectConfirmationInView } from '../support/in-view.ts'

// /contact (spec part 2 §2, §4, §5; D1, D2): details, quick actions, the real contact
// form, and the map with its fallback.

const DAY_MS = 24 * 60 * 60 * 1000

async function openContact(page: Page, session: 'signed-in' | 'signed-out' = 'signed-out') {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
  await expect(page.getByTestId('auth-buttons')).toHaveAttribute('data-session', session)
  await expect(page.getByTestId('contact-form')).toBeVisible()
}

test('shows the address, phone, email, hours and both ways to meet', async ({ page }) => {
  await openContact(page)
  const details = page.getByTestId('contact-details')
  await expect(details).toContainText('Atteridgeville, Pretoria')
  await expect(details.getByRole('link', { name: '+27 12 345 6789' })).toHaveAttribute(
    'href',
    'tel:+27123456789',
  )
  await expect(details.getByRole('link', { name: 'info@localhost' })).toHaveAttribute(
    'href',
    'mailto:info@localhost',
  )
  await expect(details).toContainText('Every day, 8:00am to 1:00am')
  await expect(details).toContainText('Online:')
  await expect(details).toContainText('Face-to-face:')
  await checkA11y(page)
})

test('the quick actions lead to /about, / or /book, and /tutors', async ({ page, baseURL }) => {
  await openContact(page)
  const actions = page.getByTestId('quick-actions')
  await expect(actions.getByRole('link', { name: new RegExp(m.bookFreeCall) })).toHaveAttribute(
    'href',
    '/about',
  )
  await expect(actions.getByRole('link', { name: new RegExp(m.bookSession) })).toHaveAttribute(
    'href',
    '/',
  )
  await expect(actions.getByRole('link', { name: new RegExp(m.viewTutors) })).toHaveAttribute(
    'href',
    '/tutors',
  )
  await signUpAndIn(page, baseURL)
  await openContact(page, 'signed-in')
  await expect(actions.getByRole('link', { name: new RegExp(m.bookSession) })).toHaveAttribute(
    'href',
    '/book',
  )
})

test('refuses an empty message and a date before today', async ({ page }) => {
  await openContact(page)
  const form = page.getByTestId('contact-form')
  await form.getByRole('button', { name: m.submit }).click()
  for (const message of [f.nameRequired, f.emailRequired, f.subjectRequired, f.messageRequired]) {
    await expect(form.getByText(message)).toBeVisible()
  }
  await form
    .getByLabel('Preferred Date (optional)')
    .fill(todayInSast(new Date(Date.now() - DAY_MS)))
  await form.getByRole('button', { name: m.submit }).click()
  await expect(form.getByText(dateMessages.beforeToday)).toBeVisible()
})

async function fillMessage(page: Page, email: string) {
  const form = page.getByTestId('contact-form')
  await form.getByLabel('Your Name').fill('Sipho Dlamini')
  await form.getByLabel('Email Address').fill(email)
  await form.getByLabel('Subject').fill('Tutoring for my son')
  await form.getByLabel('Message').fill('He is in Grade 10 and struggles with functions.')
  await form.getByLabel('Face-to-face', { exact: true }).check()
  await form
    .getByLabel('Preferred Date (optional)')
    .fill(todayInSast(new Date(Date.now() + 2 * DAY_MS)))
  await form.getByLabel('Preferred Time (optional)').selectOption('10:00')
  return form
}

test(
  'sends a message, confirms it, emails a receipt and offers an empty form again',
  { tag: '@phone' },
  async ({ page }) => {
    const email = uniqueEmail()
    await openContact(page)
    const form = await fillMessage(page, email)
    await form.getByRole('button', { name: m.submit }).click()
    await expect(page.getByTestId('contact-success')).toContainText(m.sent)
    await expectConfirmationInView(page.getByTestId('contact-success'))
    const receipt = await waitForEmailTo(email)
    // Our words only: the message the sender typed is not repeated (decision 007).
    expect(receipt.text).toContain('You sent: A message through our contact form')
    expect(receipt.text).toMatch(/Reference: CM-[0-9A-HJKMNP-TV-Z]{8}/)
    expect(receipt.text).not.toContain('He is in Grade 10 and struggles with functions.')

    await page.getByRole('button', { name: m.sendAnother }).click()
    await expect(form.getByLabel('Your Name')).toHaveValue('')
    await expect(form.getByLabel('Online', { exact: true })).toBeChecked()
  },
)

test('keeps the values and says so when sending fails, and shows a rate-limit answer as given', async ({
  page,
  consoleErrors,
}) => {
  await openContact(page)
  const form = await fillMessage(page, 'keep@example.com')
  await page.route('**/api/contact-messages', (route) =>
    route.fulfill({ status: 500, json: { error: 'Internal detail' } }),
  )
  await form.getByRole('button', { name: m.submit }).click()
  await expect(form.getByRole('alert')).toHaveText(m.failed)
  await expect(form.getByLabel('Message')).toHaveValue(
    'He is in Grade 10 and struggles with functions.',
  )
  await expectConsoleErrors(consoleErrors, failedResource(500))

  const tooMany = 'Too many requests. Please wait a moment and try again.'
  await page.route('**/api/contact-messages', (route) =>
    route.fulfill({ status: 429, json: { error: tooMany } }),
  )
  await form.getByRole('button', { name: m.submit }).click()
  await expect(form.getByRole('alert')).toHaveText(tooMany)
  await expectConsoleErrors(consoleErrors, failedResource(429))
})

test(
  'shows the map when the map service answers',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    await openContact(page)
    const map = page.getByTestId('contact-map')
    await map.scrollIntoViewIfNeeded()
    // On a phone the map waits to be asked for, to save mobile data.
    if (isMobile) await map.getByRole('button', { name: 'Show map' }).click()
    await expect(map.locator('iframe[title^="Map showing"]')).toBeVisible()
    await expect(map.getByRole('link', { name: /View on OpenStreetMap/ })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(map.getByRole('link', { name: /Get directions in Google Maps/ })).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir/,
    )
  },
)

test(
  'offers a link in place of the map when the map service is out of reach',
  { tag: '@phone' },
  async ({ page, isMobile, consoleErrors }) => {
    await page.route('https://*.openstreetmap.org/**', (route) => route.abort())
    await openContact(page)
    const map = page.getByTestId('contact-map')
    await map.scrollIntoViewIfNeeded()
    if (isMobile) await map.getByRole('button', { name: 'Show map' }).click()
    await expect(map.getByTestId('map-unreachable')).toContainText('The map could not be loaded.')
    await expect(map.getByTestId('map-unreachable').getByRole('link')).toHaveAttribute(
      'href',
      /openstreetmap\.org/,
    )
    await expect(map.locator('iframe')).toHaveCount(0)
    await expectConsoleErrors(consoleErrors, /Failed to load resource/)
  },
)
