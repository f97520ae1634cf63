import type { Page } from '@playwright/test'
import { adminUserMessages } from '../../../src/shared/admin.ts'
import type { SessionUser } from '../../../src/shared/schemas/auth.ts'
import { signUpAndIn } from '../support/accounts.ts'
import { administratorCookies, type Cookies } from '../support/administrator.ts'
import { answerConfirm } from '../support/confirm-dialog.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import type { E2E_ADMIN_EMAILS } from '../support/e2e-settings.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'

// What the back office refuses on an account's page (/admin/users/{id}), and how the page
// says so: an address listed in ADMIN_EMAILS keeps its role, an unverified account cannot
// become an administrator, and an administrator cannot delete their own account there.
// Both projects (desktop, phone) share the e2e database and this administrator.

const ADMIN_EMAIL = 'refusals-admin@example.com' satisfies (typeof E2E_ADMIN_EMAILS)[number]
const baseURL = () => process.env.E2E_BASE_URL ?? ''

/** The signed-in user of this page's context, as GET /api/users/me answers. */
async function me(page: Page) {
  const response = await page.request.get('/api/users/me')
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as SessionUser
}

/** The account's role as the back office's API holds it. */
async function roleOf(page: Page, id: string) {
  const response = await page.request.get(`/api/admin/users/${id}`)
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { role: string }).role
}

test.describe('the administrator is refused', () => {
  test.describe.configure({ mode: 'serial' })

  let cookies: Cookies = []

  test.beforeAll(async () => {
    cookies = await administratorCookies(ADMIN_EMAIL)
  })

  test.beforeEach(async ({ page }) => {
    await page.context().addCookies(cookies)
  })

  test('removing their own administrator role, as their address is in ADMIN_EMAILS', async ({
    page,
    consoleErrors,
  }) => {
    const self = await me(page)
    await page.goto(`/admin/users/${self.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refusals Administrator')
    const details = page.getByTestId('user-details')
    await expect(details.getByTestId('role-badge')).toHaveText('Administrator')
    await checkA11y(page)

    const role = page.getByRole('region', { name: 'Role' })
    await role.getByRole('button', { name: 'Remove administrator' }).click()
    await answerConfirm(page, {
      title: 'Remove administrator',
      says: /signed out everywhere/,
      answer: 'Remove administrator',
    })
    await expectConsoleErrors(consoleErrors, failedResource(409))
    await expect(role.getByRole('alert')).toHaveText(adminUserMessages.listedInConfig)
    await expect(role).not.toContainText('The administrator role was removed')
    await expect(details.getByTestId('role-badge')).toHaveText('Administrator')
    await checkA11y(page)

    // Still an administrator, and still signed in: the page reloads as it was.
    expect(await roleOf(page, self.id)).toBe('admin')
    await page.reload()
    await expect(page.getByTestId('user-details').getByTestId('role-badge')).toHaveText(
      'Administrator',
    )
  })

  test('making an unverified student an administrator', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const student = await browser.newContext({ baseURL: baseURL() })
    const studentPage = await student.newPage()
    const account = await signUpAndIn(studentPage, baseURL(), { name: 'Zanele Nkosi' })
    const { id } = await me(studentPage)
    await student.close()

    await page.goto(`/admin/users/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.name)
    const details = page.getByTestId('user-details')
    await expect(details.getByTestId('role-badge')).toHaveText('Student')
    const role = page.getByRole('region', { name: 'Role' })
    await expect(role).toContainText(
      'Only an account with a verified email can become an administrator.',
    )
    await checkA11y(page)

    await role.getByRole('button', { name: 'Make administrator' }).click()
    await answerConfirm(page, {
      title: 'Make administrator',
      says: new RegExp(`^Make ${account.email.replace(/[.+]/g, '\\$&')} an administrator\\?`),
      answer: 'Make administrator',
    })
    await expectConsoleErrors(consoleErrors, failedResource(409))
    await expect(role.getByRole('alert')).toHaveText(adminUserMessages.verifyFirst)
    await expect(details.getByTestId('role-badge')).toHaveText('Student')
    await expect(role.getByRole('button', { name: 'Make administrator' })).toBeEnabled()
    await checkA11y(page)
    expect(await roleOf(page, id)).toBe('student')
  })

  test('deleting their own account: the page does not offer it and says where to go', async ({
    page,
  }) => {
    const self = await me(page)
    await page.goto(`/admin/users/${self.id}`)
    const panel = page.getByRole('region', { name: 'Delete account and personal data' })
    await expect(panel).toContainText(adminUserMessages.deleteOwn)
    await expect(panel.getByRole('textbox')).toHaveCount(0)
    await expect(panel.getByRole('button')).toHaveCount(0)
    await expect(panel.getByRole('link', { name: 'Open your profile' })).toHaveAttribute(
      'href',
      '/profile',
    )
    await checkA11y(page)

    // Asked directly, the server refuses too, and the account stays.
    const refused = await page.request.delete(`/api/admin/users/${self.id}`, {
      headers: { origin: baseURL() },
      data: { confirm_email: self.email },
    })
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toEqual({ error: adminUserMessages.deleteOwn })
    expect(await roleOf(page, self.id)).toBe('admin')
    expect((await me(page)).id).toBe(self.id)
  })
})
