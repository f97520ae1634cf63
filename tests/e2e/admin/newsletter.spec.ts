import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { adminMessages, adminUserMessages } from '../../../src/shared/admin.ts'
import { announcementMessages } from '../../../src/shared/announcement.ts'
import { signUpAndIn, uniqueEmail } from '../support/accounts.ts'
import { administratorCookies, type Cookies } from '../support/administrator.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import type { E2E_ADMIN_EMAILS } from '../support/e2e-settings.ts'
import { confirmDialog } from '../support/confirm-dialog.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'

// The newsletter's subscribers in the back office (/admin/newsletter and
// /admin/newsletter/{id}): the list, one subscriber's page with the office's status and
// internal note, and unsubscribing on request. The e2e database is shared by every spec and
// both projects, so every subscriber carries a tag unique to this run and project.

const ADMIN_EMAIL = 'newsletter-admin@example.com' satisfies (typeof E2E_ADMIN_EMAILS)[number]
const origin = () => ({ origin: process.env.E2E_BASE_URL ?? '' })

/** POST /api/newsletter/subscribe as the footer form sends it: awaiting confirmation. */
async function subscribe(page: Page, email: string, name: string) {
  const response = await page.request.post('/api/newsletter/subscribe', {
    headers: origin(),
    data: { email, name },
  })
  expect(response.status(), await response.text()).toBeLessThan(300)
}

const workPanel = (page: Page) => page.getByRole('region', { name: 'Status and note' })

test('a student who opens a subscriber’s page sees Access Denied', async ({
  page,
  baseURL: url,
}) => {
  await signUpAndIn(page, url)
  await page.goto('/admin/newsletter/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    announcementMessages.accessDenied,
  )
  await expect(workPanel(page)).toHaveCount(0)
})

test.describe('as the administrator', () => {
  test.describe.configure({ mode: 'serial' })

  let cookies: Cookies = []
  let tag = ''

  // eslint-disable-next-line no-empty-pattern -- Playwright hooks must destructure their fixtures
  test.beforeAll(async ({}, testInfo) => {
    tag = `${testInfo.project.name}-${Date.now().toString(36)}`
    cookies = await administratorCookies(ADMIN_EMAIL)
  })

  test.beforeEach(async ({ page }) => {
    await page.context().addCookies(cookies)
  })

  test('a new subscriber is picked up: status and note saved, the list filtered by them', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail()
    const name = `Nomsa Khoza ${tag}`
    await subscribe(page, email, name)

    // The overview's tile leads to the subscribers nobody has picked up yet.
    await page.goto('/admin')
    await page.getByTestId('new-newsletter').click()
    await expect(page).toHaveURL('/admin/newsletter?work_status=new')
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('new')

    await page.getByLabel('Search').fill(email)
    await expect(page).toHaveURL(/q=/)
    const row = page.getByTestId('subscriber')
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(name)
    await expect(row.getByTestId('subscriber-status')).toHaveText('Awaiting confirmation')
    await expect(row.getByTestId('status-badge')).toHaveText('New')
    await checkA11y(page)

    await row.getByRole('link', { name: email }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(email)
    await expect(page.getByTestId('subscriber-details')).toContainText(name)
    await expect(page.getByTestId('subscriber-details')).toContainText('Not yet')
    await checkA11y(page)

    // Nothing changed: nothing is sent, and the page says what to do.
    const panel = workPanel(page)
    await panel.getByRole('button', { name: 'Save' }).click()
    await expect(panel.getByRole('alert')).toHaveText(adminMessages.nothingToUpdate)

    // The server fails once: the page says so and keeps what was typed.
    await page.route(
      '**/api/admin/newsletter/*',
      (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({ status: 500, json: { error: 'Broken' } })
          : route.fallback(),
      { times: 1 },
    )
    await panel.getByLabel('Status').selectOption('in_progress')
    await panel
      .getByLabel('Internal note')
      .fill('Teaches at Soshanguve High: send the workshop flyer.')
    await panel.getByRole('button', { name: 'Save' }).click()
    await expect(panel.getByRole('alert')).toHaveText(
      'The changes could not be saved. Please try again.',
    )
    await expectConsoleErrors(consoleErrors, failedResource(500))
    await expect(panel.getByLabel('Internal note')).toHaveValue(
      'Teaches at Soshanguve High: send the workshop flyer.',
    )

    await panel.getByRole('button', { name: 'Save' }).click()
    await expect(panel.getByTestId('save-result')).toHaveText(adminMessages.saved)
    await expect(page.locator('header').getByTestId('status-badge')).toHaveText('In progress')

    // Back to the list as it was left: it no longer counts among the new ones.
    await page.getByRole('link', { name: 'Back to the newsletter' }).click()
    await expect(page).toHaveURL(/work_status=new/)
    await expect(page.getByTestId('subscribers-empty')).toBeVisible()
    await page.getByLabel('Status', { exact: true }).selectOption('in_progress')
    await expect(row).toHaveCount(1)
    await expect(row.getByTestId('status-badge')).toHaveText('In progress')
    await expect(row).toContainText('Has a note')
    await checkA11y(page)

    // The export carries the status and the note.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ])
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '')
    const [header, line] = csv.split('\r\n')
    expect(header).toBe(
      'Email,Name,Subscription,Subscribed at,Confirmed at,Unsubscribed at,Status,Internal note',
    )
    expect(line).toContain(email)
    expect(line).toContain('in_progress,Teaches at Soshanguve High: send the workshop flyer.')
  })

  test('unsubscribes on request after a question that can be declined', async ({ page }) => {
    const email = uniqueEmail()
    await subscribe(page, email, `Sibusiso Nkosi ${tag}`)
    await page.goto(`/admin/newsletter?q=${encodeURIComponent(email)}`)
    await page.getByRole('link', { name: email }).click()
    const panel = page.getByTestId('unsubscribe-panel')

    await panel.getByRole('button', { name: 'Unsubscribe' }).click()
    const dialog = confirmDialog(page, 'Unsubscribe this address?')
    await expect(dialog).toContainText(`${email} will no longer receive the newsletter.`)
    await checkA11y(page)
    await dialog.getByRole('button', { name: 'Keep subscribed' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(
      page.getByTestId('subscriber-details').getByTestId('subscriber-status'),
    ).toHaveText('Awaiting confirmation')

    await panel.getByRole('button', { name: 'Unsubscribe' }).click()
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByTestId('unsubscribe-outcome')).toHaveText(`${email} was unsubscribed.`)
    await expect(
      page.getByTestId('subscriber-details').getByTestId('subscriber-status'),
    ).toHaveText('Unsubscribed')
    await expect(panel).toContainText('This address no longer receives the newsletter.')
    await expect(panel.getByRole('button')).toHaveCount(0)
    await checkA11y(page)

    // The list agrees.
    await page.getByRole('link', { name: 'Back to the newsletter' }).click()
    await expect(page.getByTestId('subscriber').getByTestId('subscriber-status')).toHaveText(
      'Unsubscribed',
    )
    await page.getByLabel('Subscription').selectOption('pending')
    await expect(page.getByTestId('subscribers-empty')).toBeVisible()
  })

  test('a subscriber who no longer exists is said to be missing', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/admin/newsletter/00000000-0000-4000-8000-000000000000')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscriber not found')
    await expect(page.getByRole('alert')).toHaveText(adminUserMessages.subscriberNotFound)
    await expectConsoleErrors(consoleErrors, failedResource(404))
    await checkA11y(page)
  })
})
