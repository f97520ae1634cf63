import type { Page } from '@playwright/test'
import { newsletterMessages } from '../../src/shared/messages.ts'
import { expectConsoleErrors, failedResource } from './support/console.ts'
import { checkA11y, expect, test } from './support/fixtures.ts'
import { linkIn, waitForEmailTo } from './support/mail.ts'

// The newsletter signup in the footer (spec part 1 §4, §5, §8) and the double opt-in
// links of its email (D22).

const SUBSCRIBE = '**/api/newsletter/subscribe'

const uniqueAddress = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

async function openForm(page: Page) {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The form loads as the footer comes near the viewport; content that arrives above it
  // can push the footer away again, so scroll until the form is there.
  const form = page.getByRole('form', { name: 'Newsletter signup' })
  await expect(async () => {
    await page.locator('footer').scrollIntoViewIfNeeded()
    await expect(form).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await expect(form).toHaveAttribute('data-testid', 'newsletter-form')
  return {
    form,
    email: form.getByLabel('Email address'),
    name: form.getByLabel('Name (optional)'),
    submit: form.getByRole('button', { name: 'Subscribe' }),
    status: form.getByTestId('newsletter-status'),
  }
}

test('the Subscribe button is disabled while the email is empty', async ({ page }) => {
  const { email, submit } = await openForm(page)
  await expect(submit).toBeDisabled()

  await email.fill('lerato@example.com')
  await expect(submit).toBeEnabled()

  await email.fill('')
  await expect(submit).toBeDisabled()
})

test('the name field appears once the email field is focused', async ({ page }) => {
  const { email, name } = await openForm(page)
  await expect(name).toHaveCount(0)

  await email.focus()

  await expect(name).toBeVisible()
  await expect(name).toHaveValue('')
  await expect(email).toHaveAttribute('type', 'email')
  await expect(email).toHaveAttribute('required', '')
})

test('a whitespace-only email counts as empty and sends nothing', async ({ page }) => {
  // The browser strips the whitespace of an email input, so the form never reaches its
  // 'Please enter your email address' check from here; the button simply stays disabled.
  const { email, submit, status } = await openForm(page)
  let posted = false
  await page.route(SUBSCRIBE, async (route) => {
    posted = true
    await route.continue()
  })

  await email.fill('   ')
  await expect(submit).toBeDisabled()
  await email.press('Enter')

  await expect(status).toHaveText('')
  expect(posted, 'no request was sent').toBe(false)
})

test('shows Subscribing... while the request runs, then the server message', async ({ page }) => {
  const { form, email, name, submit, status } = await openForm(page)
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const bodies: unknown[] = []
  await page.route(SUBSCRIBE, async (route) => {
    bodies.push(route.request().postDataJSON())
    await held
    await route.continue()
  })

  const address = uniqueAddress('busy')
  await email.fill(`  ${address}  `)
  await name.fill('  Sipho  ')
  await submit.click()

  const busy = form.getByRole('button', { name: newsletterMessages.submitting })
  await expect(busy).toBeVisible()
  await expect(busy).toBeDisabled()
  release()

  await expect(status).toHaveText(newsletterMessages.checkInbox)
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeDisabled()
  expect(bodies, 'both values are trimmed').toEqual([{ email: address, name: 'Sipho' }])
})

test('success clears both fields and hides the name field again', async ({ page }) => {
  const { email, name, submit, status } = await openForm(page)
  await email.fill(uniqueAddress('success'))
  await name.fill('Naledi')
  const answered = page.waitForResponse(SUBSCRIBE)
  await submit.click()

  expect((await answered).status()).toBe(200)
  await expect(status).toHaveText(newsletterMessages.checkInbox)
  await expect(email).toHaveValue('')
  await expect(name).toHaveCount(0)
  await expect(submit).toBeDisabled()
  await checkA11y(page)
})

test('an empty name is sent as absent', async ({ page }) => {
  const { email, submit, status } = await openForm(page)
  const address = uniqueAddress('noname')
  await email.fill(address)
  const request = page.waitForRequest(SUBSCRIBE)
  await submit.click()

  expect((await request).postDataJSON()).toEqual({ email: address })
  await expect(status).toHaveText(newsletterMessages.checkInbox)
})

test("a refused subscription shows the server's error and keeps the email", async ({
  page,
  consoleErrors,
}) => {
  const { email, submit, status } = await openForm(page)
  await page.route(SUBSCRIBE, (route) =>
    route.fulfill({ status: 400, json: { error: 'Please enter a valid email' } }),
  )

  await email.fill('someone@example.com')
  await submit.click()

  await expect(status).toHaveText('Please enter a valid email')
  await expect(email).toHaveValue('someone@example.com')
  await expect(submit).toBeEnabled()
  await expectConsoleErrors(consoleErrors, failedResource(400))
  await checkA11y(page)
})

test("a server failure without a JSON error shows 'Failed to subscribe'", async ({
  page,
  consoleErrors,
}) => {
  const { email, submit, status } = await openForm(page)
  await page.route(SUBSCRIBE, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'text/html',
      body: '<h1>Internal Server Error</h1>',
    }),
  )

  await email.fill('someone@example.com')
  await submit.click()

  await expect(status).toHaveText(newsletterMessages.failed)
  await expectConsoleErrors(consoleErrors, failedResource(500))
})

test("a network failure shows 'Network error. Please try again.'", async ({
  page,
  consoleErrors,
}) => {
  const { email, submit, status } = await openForm(page)
  await page.route(SUBSCRIBE, (route) => route.abort('failed'))

  await email.fill('someone@example.com')
  await submit.click()

  await expect(status).toHaveText(newsletterMessages.networkError)
  await expect(email).toHaveValue('someone@example.com')
  await expectConsoleErrors(consoleErrors, /Failed to load resource: net::ERR_FAILED/)
})

test('double opt-in: the emailed link confirms once, and the unsubscribe link works', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const address = uniqueAddress('optin')
  const { email, name, submit, status } = await openForm(page)
  await email.fill(address)
  await name.fill('Thandi')
  await submit.click()
  await expect(status).toHaveText(newsletterMessages.checkInbox)

  const mail = await waitForEmailTo(address)
  // Fixed words: the address is not proven yet, so the typed name is not repeated to it.
  expect(mail.text).toMatch(/^Hello,\r?\n/)
  expect(mail.text).not.toContain('Thandi')
  const confirmLink = linkIn(mail.text, `${baseURL}/newsletter/confirm?token=`)
  const unsubscribeLink = linkIn(mail.text, `${baseURL}/newsletter/unsubscribe?token=`)

  // Opening the link changes nothing by itself (mail scanners follow links).
  await page.goto(confirmLink)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Confirm your newsletter subscription',
  )
  const tokenStatus = page.getByTestId('newsletter-token-status')
  await expect(tokenStatus).toHaveText('')
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(tokenStatus).toHaveText(newsletterMessages.confirmed)
  await expect(page.getByRole('button', { name: 'Confirm my subscription' })).toHaveCount(0)
  await checkA11y(page)

  // The link is single-use.
  await page.goto(confirmLink)
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(tokenStatus).toHaveText(newsletterMessages.invalidLink)
  await expectConsoleErrors(consoleErrors, failedResource(404))

  await page.goto(unsubscribeLink)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Unsubscribe from our newsletter',
  )
  await expect(tokenStatus).toHaveText('')
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(tokenStatus).toHaveText(newsletterMessages.unsubscribed)
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)

  // Unsubscribing again gives the same answer.
  await page.goto(unsubscribeLink)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(tokenStatus).toHaveText(newsletterMessages.unsubscribed)
})

for (const { path, button } of [
  { path: '/newsletter/confirm', button: 'Confirm my subscription' },
  { path: '/newsletter/unsubscribe', button: 'Unsubscribe' },
]) {
  test(`${path} without a token says the link is invalid`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('newsletter-token-status')).toHaveText(
      newsletterMessages.invalidLink,
    )
    await expect(page.getByRole('button', { name: button })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    )
  })

  test(`${path} with an unknown token says the link is invalid`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`${path}?token=${'x'.repeat(43)}`)
    await page.getByRole('button', { name: button }).click()
    await expect(page.getByTestId('newsletter-token-status')).toHaveText(
      newsletterMessages.invalidLink,
    )
    await expectConsoleErrors(consoleErrors, failedResource(404))
    await checkA11y(page)
  })
}
