import type { Browser, Page } from '@playwright/test'
import { formatSastDate, todayInSast } from '../../../src/shared/sast.ts'
import {
  adminPackageMessages as m,
  type AdminPackageDetail,
} from '../../../src/shared/schemas/admin-packages.ts'
import { signUpVerifiedAndIn, type Account } from '../support/accounts.ts'
import { administratorCookies, type Cookies } from '../support/administrator.ts'
import { answerConfirm, confirmDialog } from '../support/confirm-dialog.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import type { E2E_ADMIN_EMAILS } from '../support/e2e-settings.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { waitForEmailTo } from '../support/mail.ts'

// The office's package tools (issue 21, D26): /admin/packages lists every week and month
// package; /admin/packages/{id} shows one with its sessions and history, extends its
// validity, cancels it with the pro-rata refund of its unused hours shown before confirming,
// and records that refund. The e2e database is shared by every spec and both projects, so
// each project's student buys packages of their own and is found by their email.

const ADMIN_EMAIL = 'packages-admin@example.com' satisfies (typeof E2E_ADMIN_EMAILS)[number]
const baseURL = () => process.env.E2E_BASE_URL ?? ''
const origin = () => ({ origin: baseURL() })
const inDays = (days: number) => todayInSast(new Date(Date.now() + days * 86_400_000))

/** A message as a pattern that matches it literally, within an element's description. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/** The row (desktop) or card (phone) of each package on screen. */
const shownPackages = (page: Page) => page.getByTestId('package').filter({ visible: true })

type Bought = { id: string; package_id: string }

/**
 * A new, verified student buys a 1 Week Package by card (its first hour 20 days ahead) and
 * schedules one more hour from it, then a 1 Month Package (its first hour 30 days ahead).
 */
async function studentWithPackages(browser: Browser) {
  const context = await browser.newContext({ baseURL: baseURL() })
  try {
    const page = await context.newPage()
    const student = await signUpVerifiedAndIn(page, baseURL(), { name: 'Sipho Ndlovu' })
    const modules = (await (await page.request.get('/api/mathematics-modules')).json()) as {
      id: number
    }[]
    const book = async (data: object) => {
      const res = await page.request.post('/api/bookings', {
        headers: origin(),
        data: {
          session_type: 'one_to_one',
          mathematics_module_id: modules[0]!.id,
          meeting_platform: 'google_meet',
          meeting_aim: 'Revise integration',
          preferred_time: '10:00',
          ...data,
        },
      })
      expect(res.status(), await res.text()).toBe(201)
      return (await res.json()) as Bought
    }
    const buy = async (packageType: '1_week' | '1_month', days: number) => {
      const intent = await page.request.post('/api/payment-intents', {
        headers: origin(),
        data: { purpose: 'booking', package_type: packageType },
      })
      const { id } = (await intent.json()) as { id: string }
      await page.request.post(`/api/payment-intents/${id}/confirm`, {
        headers: origin(),
        data: { token: 'tok_sandbox_success' },
      })
      return book({
        package_type: packageType,
        preferred_date: inDays(days),
        payment_method: 'google_pay',
        payment_data: { payment_intent_id: id },
      })
    }
    const week = await buy('1_week', 20)
    await book({
      package_id: week.package_id,
      payment_method: 'package',
      duration_minutes: 60,
      preferred_date: inDays(22),
    })
    const month = await buy('1_month', 30)
    const me = (await (await page.request.get('/api/users/me')).json()) as { id: string }
    return { student, userId: me.id, week, month }
  } finally {
    await context.close()
  }
}

async function packageOf(page: Page, id: string) {
  const res = await page.request.get(`/api/admin/packages/${id}`)
  expect(res.status()).toBe(200)
  return (await res.json()) as AdminPackageDetail
}

test.describe('as the administrator', () => {
  test.describe.configure({ mode: 'serial' })

  let cookies: Cookies = []
  let student: Account
  let userId = ''
  let week: Bought
  let month: Bought

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(60_000)
    cookies = await administratorCookies(ADMIN_EMAIL)
    ;({ student, userId, week, month } = await studentWithPackages(browser))
  })

  test.beforeEach(async ({ page }) => {
    await page.context().addCookies(cookies)
  })

  test(
    'finds a student’s packages in the list, as rows or as cards on a phone, and opens one',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/admin')
      const nav = page.getByRole('navigation', { name: 'Back office' })
      // On a phone the back office's menu is behind one button.
      if (testInfo.project.name === 'phone') await nav.getByRole('button').click()
      await nav.getByRole('link', { name: 'Packages', exact: true }).click()
      await expect(page).toHaveURL('/admin/packages')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Packages')

      await page.getByLabel('Search').fill(student.email)
      await expect(page).toHaveURL(`/admin/packages?${new URLSearchParams({ q: student.email })}`)
      await expect(shownPackages(page)).toHaveCount(2)
      await expect(page.getByTestId('packages-total')).toHaveText('2 packages')
      const weekRow = shownPackages(page).filter({ hasText: '1 Week Package' })
      await expect(weekRow).toContainText('5 h 0 min left')
      await expect(weekRow).toContainText('0 h 0 min of 7 h 0 min used')
      await expect(weekRow.getByTestId('package-status-badge')).toHaveText('Active')
      // A table from `lg`; a card per package on a phone.
      const table = page.getByRole('table')
      if (testInfo.project.name === 'phone') await expect(table).toBeHidden()
      else await expect(table).toBeVisible()
      await checkA11y(page)

      await page.getByLabel('Status', { exact: true }).selectOption('cancelled')
      await expect(page.getByTestId('packages-empty')).toBeVisible()
      await page.getByRole('button', { name: 'Clear filters' }).click()
      await expect(page).toHaveURL('/admin/packages')
      await page.getByLabel('Search').fill(student.email)
      await expect(page).toHaveURL(`/admin/packages?${new URLSearchParams({ q: student.email })}`)
      await expect(shownPackages(page)).toHaveCount(2)

      await weekRow.getByRole('link', { name: 'Sipho Ndlovu' }).click()
      await expect(page).toHaveURL(`/admin/packages/${week.package_id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sipho Ndlovu')
      await expect(page.getByTestId('package-hours')).toContainText('5 h 0 min')
      await expect(page.getByTestId('package-session')).toHaveCount(2)
      await expect(page.getByTestId('refund-preview')).toHaveText(
        'R1,750 refund owed for 7 h 0 min unused',
      )
      await checkA11y(page)
      // Back to the list it came from, its search kept.
      await page.getByRole('link', { name: 'Back to packages' }).click()
      await expect(page).toHaveURL(`/admin/packages?${new URLSearchParams({ q: student.email })}`)
    },
  )

  test('extends the validity, with its errors shown, then cancels with the refund and records it', async ({
    page,
    consoleErrors,
  }) => {
    test.slow()
    const before = await packageOf(page, week.package_id)
    await page.goto(`/admin/packages/${week.package_id}`)
    const extend = page.getByTestId('extend-package')
    const lastDay = extend.getByLabel('New last day (SAST)')
    const reason = extend.getByLabel('Reason for extending')

    // Nothing filled in: both fields say what they need, and nothing is sent.
    await extend.getByRole('button', { name: 'Extend validity' }).click()
    await expect(lastDay).toHaveAccessibleDescription(literally(m.lastDayInvalid))
    await expect(reason).toHaveAccessibleDescription(literally(m.extendReasonRequired))

    // The current last day is refused by the server, under the date.
    await lastDay.fill(before.last_day!)
    await reason.fill('The student was in hospital for a week')
    await extend.getByRole('button', { name: 'Extend validity' }).click()
    await expectConsoleErrors(consoleErrors, failedResource(400))
    const notLater = m.lastDayNotLater(formatSastDate(before.last_day!))
    await expect(lastDay).toHaveAccessibleDescription(literally(notLater))

    const newLastDay = inDays(40)
    await lastDay.fill(newLastDay)
    await extend.getByRole('button', { name: 'Extend validity' }).click()
    await expect(page.getByTestId('package-action-result')).toHaveText(m.extended)
    await expect(page.getByTestId('package-hours')).toContainText(
      `End of ${formatSastDate(newLastDay)}`,
    )
    const history = page.getByTestId('package-history')
    await expect(history.getByTestId('audit-entry')).toHaveCount(1)
    await expect(history).toContainText('Validity extended')
    await expect(history).toContainText('The student was in hospital for a week')
    await waitForEmailTo(student.email, 10_000, /More.time.for.your/)

    // Cancelling asks for the reason, then shows the refund owed before anything happens.
    const cancel = page.getByTestId('cancel-package')
    await expect(cancel.getByTestId('refund-preview')).toHaveText(
      'R1,750 refund owed for 7 h 0 min unused',
    )
    await cancel.getByRole('button', { name: 'Cancel package' }).click()
    await expect(cancel.getByLabel('Reason for cancelling')).toHaveAccessibleDescription(
      literally(m.cancelReasonRequired),
    )
    await cancel.getByLabel('Reason for cancelling').fill('The student is moving overseas.')
    await cancel.getByRole('button', { name: 'Cancel package' }).click()
    await answerConfirm(page, {
      title: 'Cancel this package?',
      says: /R1,750 refund owed for 7 h 0 min unused.*2 sessions still to come are cancelled/,
      answer: 'Keep it',
    })
    await expect(page.getByTestId('package-status-badge')).toHaveText('Active')
    await cancel.getByRole('button', { name: 'Cancel package' }).click()
    await expect(confirmDialog(page, 'Cancel this package?')).toBeVisible()
    await checkA11y(page)
    await answerConfirm(page, {
      title: 'Cancel this package?',
      says: /R1,750 refund owed/,
      answer: 'Yes, cancel the package',
    })
    await expect(page.getByTestId('package-action-result')).toHaveText(m.cancelled)
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })
    await expect(header.getByTestId('package-status-badge')).toHaveText('Cancelled')
    await expect(header.getByTestId('refund-due-badge')).toBeVisible()
    await expect(
      page.getByTestId('package-session').getByTestId('booking-status-badge'),
    ).toHaveText(['Cancelled', 'Cancelled'])
    await expect(page.getByTestId('package-payment')).toContainText('R1,750')
    await expect(page.getByTestId('extend-package')).toHaveCount(0)
    await waitForEmailTo(student.email, 10_000, /Package.cancelled/)

    // The overview counts the refund owed and leads to the packages that owe one.
    await page.goto('/admin')
    const refunds = page.getByTestId('attention-refunds-due')
    await expect(refunds.getByTestId('count')).toHaveText(/^[1-9]\d*$/)
    await refunds.getByTestId('refunds-due-packages').click()
    await expect(page).toHaveURL('/admin/packages?refund_due=true')
    await page.getByLabel('Search').fill(student.email)
    await expect(page).toHaveURL(
      `/admin/packages?${new URLSearchParams({ q: student.email, refund_due: 'true' })}`,
    )
    await expect(shownPackages(page)).toHaveCount(1)
    await shownPackages(page).getByRole('link', { name: 'Sipho Ndlovu' }).click()

    await page.getByRole('button', { name: 'Record refund paid' }).click()
    await expect(page.getByTestId('package-action-result')).toHaveText(m.refunded)
    await expect(page.getByTestId('refund-due-badge')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Record refund paid' })).toHaveCount(0)
    await expect(page.getByTestId('package-payment')).toContainText('R1,750 refunded')
    await expect(page.getByTestId('package-history').getByTestId('audit-entry')).toHaveCount(3)
    await waitForEmailTo(student.email, 10_000, /Refund.paid/)
  })

  test('the account’s page lists the student’s packages; a package cancelled meanwhile refuses an extension', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`/admin/users/${userId}`)
    const section = page.getByTestId('student-packages')
    await expect(section.getByTestId('student-package')).toHaveCount(2)
    await expect(section.getByTestId('student-package').first()).toContainText('1 Month Package')
    await checkA11y(page)
    await section.getByRole('link', { name: '1 Month Package (12 hours)' }).click()
    await expect(page).toHaveURL(`/admin/packages/${month.package_id}`)

    const extend = page.getByTestId('extend-package')
    await expect(extend).toBeVisible()

    // Someone else cancels it while this page is open: the extension is refused, saying why.
    const cancelled = await page.request.post(`/api/admin/packages/${month.package_id}/cancel`, {
      headers: origin(),
      data: { reason: 'Cancelled from another tab' },
    })
    expect(cancelled.status(), await cancelled.text()).toBe(200)
    await extend.getByLabel('New last day (SAST)').fill(inDays(60))
    await extend.getByLabel('Reason for extending').fill('Goodwill')
    await extend.getByRole('button', { name: 'Extend validity' }).click()
    await expectConsoleErrors(consoleErrors, failedResource(409))
    await expect(extend.getByRole('alert')).toHaveText(m.cancelledNotExtended)
  })
})
