import { readFile } from 'node:fs/promises'
import type { Browser, Page, Route, TestInfo } from '@playwright/test'
import { ADMIN_PAGE_SIZE, adminMessages as m } from '../../../src/shared/admin.ts'
import { schoolVisitRequest } from '../../support/school-visit-request.ts'
import { announcementMessages } from '../../../src/shared/announcement.ts'
import type {
  SubmissionList,
  SubmissionSummary,
} from '../../../src/shared/schemas/admin-submissions.ts'
import { signUpAndIn, uniqueEmail } from '../support/accounts.ts'
import { administratorCookies, type Cookies } from '../support/administrator.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import { E2E_ADMIN_EMAILS } from '../support/e2e-settings.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { waitForEmailTo } from '../support/mail.ts'

// The back office's submissions (/admin/submissions/{kind}, /admin/submissions/{kind}/{id})
// and its audit log (/admin/audit): an administrator finds what the public forms sent,
// works through it, marks bank transfers paid and exports the list. The e2e database is
// shared by every spec and both projects (desktop, phone), so every name carries a tag
// unique to this run and project, and each list is searched for it.

const ADMIN_EMAIL = E2E_ADMIN_EMAILS[2]
const baseURL = () => process.env.E2E_BASE_URL ?? ''
const origin = () => ({ origin: baseURL() })

/** The row (desktop) or card (phone) of each submission on screen. */
const shownSubmissions = (page: Page) => page.getByTestId('submission').filter({ visible: true })

/** The value the detail's list of fields gives for a label. */
const fieldValue = (page: Page, label: string) =>
  page
    .getByTestId('submission-fields')
    .locator('div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd')

/** On a phone the back office's navigation is behind one button; from `lg` it is a sidebar. */
async function openBackOfficeLink(page: Page, testInfo: TestInfo, name: string) {
  const nav = page.getByRole('navigation', { name: 'Back office' })
  if (testInfo.project.name === 'phone') {
    await nav.getByRole('button', { name: /Back office menu/ }).click()
  }
  await nav.getByRole('link', { name, exact: true }).click()
}

/** POST /api/school-bookings as the public form sends it (anyone may; the Origin is checked). */
async function submitSchoolBooking(page: Page, schoolName: string) {
  const response = await page.request.post('/api/school-bookings', {
    headers: origin(),
    data: schoolVisitRequest({
      school_name: schoolName,
      special_requirements: 'Focus on Paper 2 geometry',
    }),
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/** A member pledges R750 by bank transfer (through the API); answers the payment reference. */
async function pledgeByBankTransfer(browser: Browser, donorName: string, donorEmail: string) {
  const member = await browser.newContext({ baseURL: baseURL() })
  try {
    const memberPage = await member.newPage()
    await signUpAndIn(memberPage, baseURL())
    const pledged = await memberPage.request.post('/api/donations', {
      headers: origin(),
      data: {
        donor_name: donorName,
        donor_email: donorEmail,
        amount: 750,
        donation_type: 'one_time',
        payment_method: 'bank_transfer',
      },
    })
    expect(pledged.status(), await pledged.text()).toBe(201)
    const { payment_reference: reference } = (await pledged.json()) as {
      payment_reference: string
    }
    expect(reference).toMatch(/^DN-/)
    return reference
  } finally {
    await member.close()
  }
}

/** A contact message as the list gives it, for answers the test makes up. */
const contactMessage = (index: number): SubmissionSummary => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  reference: `CM-${String(index).padStart(8, '0')}`,
  created_at: new Date(Date.UTC(2026, 2, 1, 8, index)).toISOString(),
  status: 'new',
  title: `Sender ${index}`,
  email: `sender${index}@example.com`,
  summary: 'Question about Grade 12 calculus',
  payment_status: null,
  payment_method: null,
  payment_reference: null,
  amount_cents: null,
})

test('a visitor who opens the back office is asked to sign in', async ({ page }) => {
  await page.goto('/admin/submissions/consultations')
  await expect(page.getByTestId('gate-welcome')).toBeVisible()
  await expect(page).toHaveURL('/login?next=%2Fadmin%2Fsubmissions%2Fconsultations', {
    timeout: 5_000,
  })
})

test('a student who opens the back office sees Access Denied and no submissions', async ({
  page,
  baseURL: url,
}) => {
  await signUpAndIn(page, url)
  await page.goto('/admin/submissions/consultations')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    announcementMessages.accessDenied,
  )
  await expect(page.getByText(announcementMessages.accessDeniedDetail)).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Go to your dashboard' }).click()
  await expect(page).toHaveURL('/dashboard')
})

test.describe('as the administrator', () => {
  test.describe.configure({ mode: 'serial' })

  let cookies: Cookies = []
  let tag = ''
  let schoolName = ''
  let bookingId = ''

  // eslint-disable-next-line no-empty-pattern -- Playwright hooks must destructure their fixtures
  test.beforeAll(async ({}, testInfo) => {
    tag = `${testInfo.project.name}-${Date.now().toString(36)}`
    schoolName = `Atteridgeville Secondary School ${tag}`
    cookies = await administratorCookies(ADMIN_EMAIL)
  })

  test.beforeEach(async ({ page }) => {
    await page.context().addCookies(cookies)
  })

  test(
    'opens on the overview and reaches every page from its navigation',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/admin')
      await expect(page).toHaveURL('/admin')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview')

      await openBackOfficeLink(page, testInfo, 'Free consultations')
      await expect(page).toHaveURL('/admin/submissions/consultations')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free consultations')

      await openBackOfficeLink(page, testInfo, 'School bookings')
      await expect(page).toHaveURL('/admin/submissions/school-bookings')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('School bookings')
      // Only paid kinds filter by payment.
      await expect(page.getByLabel('Payment status')).toHaveCount(0)

      await openBackOfficeLink(page, testInfo, 'Donations')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donations')
      await expect(page.getByLabel('Payment status')).toBeVisible()

      await openBackOfficeLink(page, testInfo, 'Audit log')
      await expect(page).toHaveURL('/admin/audit')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log')

      await openBackOfficeLink(page, testInfo, 'Announcements')
      await expect(page).toHaveURL('/admin/announcements')

      await page.goto('/admin/submissions/invoices')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    },
  )

  test('pages through a long list, says when nothing has come in, and retries a list that failed', async ({
    page,
    consoleErrors,
  }) => {
    const total = ADMIN_PAGE_SIZE * 2 + 3
    let answer: 'list' | 'empty' | 'fail' = 'list'
    await page.route(
      (url) => url.pathname === '/api/admin/submissions/contact-messages',
      async (route: Route) => {
        if (answer === 'fail') return route.fulfill({ status: 500, json: { error: 'Broken' } })
        const pageNumber = Number(new URL(route.request().url()).searchParams.get('page') ?? 1)
        const first = (pageNumber - 1) * ADMIN_PAGE_SIZE
        const list: SubmissionList =
          answer === 'empty'
            ? { items: [], total: 0, page: 1, page_size: ADMIN_PAGE_SIZE }
            : {
                items: Array.from({ length: Math.min(ADMIN_PAGE_SIZE, total - first) }, (_, i) =>
                  contactMessage(first + i),
                ),
                total,
                page: pageNumber,
                page_size: ADMIN_PAGE_SIZE,
              }
        return route.fulfill({ json: list })
      },
    )
    await page.goto('/admin/submissions/contact-messages')
    const pages = page.getByRole('navigation', { name: 'Pages' })
    await expect(pages).toContainText('Page 1 of 3')
    await expect(page.getByTestId('submissions-total')).toHaveText(`${total} submissions`)
    await expect(shownSubmissions(page)).toHaveCount(ADMIN_PAGE_SIZE)
    await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await pages.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL('/admin/submissions/contact-messages?page=2')
    await expect(pages).toContainText('Page 2 of 3')
    await pages.getByRole('link', { name: 'Next' }).click()
    await expect(pages).toContainText('Page 3 of 3')
    await expect(shownSubmissions(page)).toHaveCount(3)
    await expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true')
    await checkA11y(page)
    await page.goBack()
    await expect(pages).toContainText('Page 2 of 3')

    answer = 'empty'
    await page.goto('/admin/submissions/contact-messages')
    await expect(page.getByTestId('submissions-empty')).toContainText(
      'Nothing has been submitted yet',
    )

    answer = 'fail'
    await page.reload()
    // Server failures are retried twice before the page says so.
    await expect(page.getByRole('alert')).toContainText('The submissions could not be loaded.', {
      timeout: 15_000,
    })
    await expectConsoleErrors(
      consoleErrors,
      failedResource(500),
      failedResource(500),
      failedResource(500),
    )
    answer = 'list'
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(shownSubmissions(page)).toHaveCount(ADMIN_PAGE_SIZE)
  })

  test('finds a school booking, moves it to In progress with a note, and sees it in the list and the audit log', async ({
    page,
  }) => {
    test.slow()
    bookingId = await submitSchoolBooking(page, schoolName)

    await page.goto('/admin/submissions/school-bookings')
    await page.getByLabel('Search').fill(tag)
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}$`))
    await expect(shownSubmissions(page)).toHaveCount(1)
    const row = shownSubmissions(page).first()
    await expect(row).toContainText(schoolName)
    await expect(row).toContainText('t.sithole@school.example')
    await expect(row).toContainText('35 learners · Grade 12')
    await expect(row.getByTestId('status-badge')).toHaveText('New')
    await expect(page.getByTestId('submissions-total')).toHaveText('1 submission')
    await checkA11y(page)

    // The status filter, kept in the address: nothing Done yet.
    await page.getByLabel('Status', { exact: true }).selectOption('done')
    await expect(page.getByTestId('submissions-empty')).toContainText(
      'No submissions match these filters',
    )
    await page.getByLabel('Status', { exact: true }).selectOption('new')
    await expect(shownSubmissions(page)).toHaveCount(1)

    await row.getByRole('link', { name: schoolName }).click()
    await expect(page).toHaveURL(`/admin/submissions/school-bookings/${bookingId}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(schoolName)
    await expect(fieldValue(page, 'School name')).toHaveText(schoolName)
    await expect(fieldValue(page, 'School province')).toHaveText('Gauteng')
    await expect(fieldValue(page, 'Number of learners')).toHaveText('35')
    await expect(fieldValue(page, 'Special requirements')).toHaveText('Focus on Paper 2 geometry')
    await expect(page.getByTestId('payment-panel')).toHaveCount(0)
    await checkA11y(page)

    const work = page.getByRole('region', { name: 'Status and note' })
    await work.getByLabel('Status').selectOption('in_progress')
    await work.getByLabel('Internal note').fill(`Called Mr Sithole; hall booked. ${tag}`)
    await work.getByRole('button', { name: 'Save' }).click()
    await expect(work.getByRole('status')).toHaveText(m.saved)
    await expect(page.locator('header').getByTestId('status-badge')).toHaveText('In progress')
    await checkA11y(page)

    // Back to the list with its filters: the booking is no longer New.
    await page.getByRole('link', { name: 'Back to school bookings' }).click()
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&status=new$`))
    await expect(page.getByTestId('submissions-empty')).toBeVisible()
    await page.getByLabel('Status', { exact: true }).selectOption('in_progress')
    await expect(shownSubmissions(page).first().getByTestId('status-badge')).toHaveText(
      'In progress',
    )
    // A reload keeps the filters.
    await page.reload()
    await expect(page.getByLabel('Search')).toHaveValue(tag)
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('in_progress')
    await expect(shownSubmissions(page)).toHaveCount(1)

    await page.goto('/admin/audit')
    const entry = page
      .getByTestId('audit-entry')
      .filter({ has: page.locator(`a[href="/admin/submissions/school-bookings/${bookingId}"]`) })
    await expect(entry).toHaveCount(1)
    await expect(entry).toContainText('Updated')
    await expect(entry).toContainText(ADMIN_EMAIL)
    await expect(entry).toContainText(/Status:.*New.*In progress/)
    await expect(entry).toContainText(`Called Mr Sithole; hall booked. ${tag}`)
    await checkA11y(page)
    await entry.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(schoolName)
  })

  test('marks a bank-transfer donation paid once the reference matches, and the donor is emailed', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const donorEmail = uniqueEmail()
    const donorName = `Mrs Zanele Dube ${tag}`
    const reference = await pledgeByBankTransfer(browser, donorName, donorEmail)

    await page.goto(`/admin/submissions/donations?q=${reference}`)
    const row = shownSubmissions(page).first()
    await expect(row).toContainText(donorName)
    await expect(row).toContainText('R750')
    await expect(row).toContainText(reference)
    await expect(row.getByTestId('payment-badge')).toHaveText('Awaiting payment')
    await checkA11y(page)
    await row.getByRole('link', { name: donorName }).click()

    const payment = page.getByTestId('payment-panel')
    await expect(payment.getByTestId('payment-badge')).toHaveText('Awaiting payment')
    const input = payment.getByLabel('Reference on the bank statement')
    await input.fill('DN-WRONG123')
    await payment.getByRole('button', { name: 'Mark as paid' }).click()
    await expectConsoleErrors(consoleErrors, failedResource(400))
    await expect(input).toHaveAccessibleDescription(m.referenceMismatch)
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(payment.getByTestId('payment-badge')).toHaveText('Awaiting payment')
    await checkA11y(page)

    // As typed from a statement: lower case, spaces around it.
    await input.fill(` ${reference.toLowerCase()} `)
    await payment.getByRole('button', { name: 'Mark as paid' }).click()
    await expect(payment.getByRole('status')).toHaveText(m.markedPaid)
    await expect(payment.getByTestId('payment-badge')).toHaveText('Paid')
    await expect(input).toHaveCount(0)

    const email = await waitForEmailTo(donorEmail, 10_000, /Payment.received/)
    expect(email.text).toContain('We have received your bank transfer')
    expect(email.text).toContain('R750')
    expect(email.text).toContain(reference)

    await page.getByRole('link', { name: 'Back to donations' }).click()
    await expect(shownSubmissions(page).first().getByTestId('payment-badge')).toHaveText('Paid')
    await page.getByLabel('Payment status').selectOption('pending')
    await expect(page.getByTestId('submissions-empty')).toBeVisible()
  })

  // What a phone changes in the two tests above: each submission is a card, and its page
  // stacks the fields, the payment panel and the status form. The work done on them is the
  // same at any width.
  test(
    'on a phone a school booking and a donation are cards with what their rows show, and open their pages',
    { tag: '@phone-only' },
    async ({ page, browser }) => {
      const id = await submitSchoolBooking(page, schoolName)
      await page.goto(`/admin/submissions/school-bookings?q=${tag}`)
      await expect(shownSubmissions(page)).toHaveCount(1)
      const card = shownSubmissions(page).first()
      await expect(card).toContainText(schoolName)
      await expect(card).toContainText('t.sithole@school.example')
      await expect(card).toContainText('35 learners · Grade 12')
      await expect(card.getByTestId('status-badge')).toHaveText('New')
      await checkA11y(page)
      await card.getByRole('link', { name: schoolName }).click()
      await expect(page).toHaveURL(`/admin/submissions/school-bookings/${id}`)
      await expect(fieldValue(page, 'School name')).toHaveText(schoolName)
      await expect(fieldValue(page, 'Number of learners')).toHaveText('35')
      await expect(page.getByRole('region', { name: 'Status and note' })).toBeVisible()
      await checkA11y(page)

      const donorName = `Mrs Zanele Dube ${tag}`
      const reference = await pledgeByBankTransfer(browser, donorName, uniqueEmail())
      await page.goto(`/admin/submissions/donations?q=${reference}`)
      const donation = shownSubmissions(page).first()
      await expect(donation).toContainText(donorName)
      await expect(donation).toContainText('R750')
      await expect(donation).toContainText(reference)
      await expect(donation.getByTestId('payment-badge')).toHaveText('Awaiting payment')
      await donation.getByRole('link', { name: donorName }).click()
      const payment = page.getByTestId('payment-panel')
      await expect(payment.getByTestId('payment-badge')).toHaveText('Awaiting payment')
      await expect(payment.getByLabel('Reference on the bank statement')).toBeVisible()
      await checkA11y(page)
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }))
      expect(widths.page, 'the donation’s page is no wider than the screen').toBeLessThanOrEqual(
        widths.screen,
      )
    },
  )

  test('exports the filtered list as CSV, with a formula from a form neutralised', async ({
    page,
  }) => {
    // A school sends a name a spreadsheet would run as a formula (through the API, as the
    // public form does: the form itself is site/school-booking.spec.ts's subject).
    const formulaName = `=1+2 Academy ${tag}`
    await submitSchoolBooking(page, formulaName)

    await page.goto(`/admin/submissions/school-bookings?q=${tag}`)
    await expect(shownSubmissions(page)).toHaveCount(2)
    const exportLink = page.getByRole('link', { name: 'Export CSV' })
    await expect(exportLink).toHaveAttribute(
      'href',
      `/api/admin/submissions/school-bookings/export.csv?q=${tag}`,
    )
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
    expect(download.suggestedFilename()).toMatch(/^school-bookings-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile(await download.path(), 'utf8')
    const lines = csv.replace(/^\ufeff/, '').split('\r\n')
    expect(lines[0]).toMatch(/^Reference id,/)
    expect(lines[0]).toContain('School name')
    expect(lines[0]).toContain('Estimated cost')
    const bookingRow = lines.find((line) => line.startsWith(bookingId))
    expect(bookingRow).toContain(schoolName)
    expect(bookingRow).toContain('In progress')
    expect(csv).toContain(`'${formulaName}`)
    expect(csv).not.toMatch(new RegExp(`,=1\\+2 Academy ${tag}`))
    // Only what the filter shows: the header and the two rows of this run.
    expect(lines.filter((line) => line.includes(tag))).toHaveLength(2)
  })
})
