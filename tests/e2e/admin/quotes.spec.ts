import type { Page } from '@playwright/test'
import { quoteMessages } from '../../../src/shared/quotes.ts'
import { schoolVisitRequest } from '../../support/school-visit-request.ts'
import { todayInSast } from '../../../src/shared/sast.ts'
import { uniqueEmail } from '../support/accounts.ts'
import { administratorCookies } from '../support/administrator.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import type { E2E_ADMIN_EMAILS } from '../support/e2e-settings.ts'
import { answerConfirm } from '../support/confirm-dialog.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { linkIn, waitForEmailTo } from '../support/mail.ts'

// Quotes that schools accept (issue 27): the office sends a quote from a school's request,
// the school opens the link from the mail and answers on the quote page, and the office sees
// the answer. The refusals (409, 410, 404) and the race are the API suite's.

const ADMIN_EMAIL = 'quotes-admin@example.com' satisfies (typeof E2E_ADMIN_EMAILS)[number]
const DAY_MS = 24 * 60 * 60 * 1000
const baseURL = () => process.env.E2E_BASE_URL ?? ''

/** A school's visit request as the public form sends it; answers its id and reference. */
async function requestSchoolVisit(page: Page, schoolName: string, contactEmail: string) {
  const response = await page.request.post('/api/school-bookings', {
    headers: { origin: baseURL() },
    data: schoolVisitRequest({ school_name: schoolName, contact_email: contactEmail }),
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { id: string; reference: string }
}

/** A subject as the mail shows it: RFC 2047 encoded words (`=?UTF-8?Q?…?=`) decoded. */
function readSubject(subject: string) {
  return subject.replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_match, text: string) =>
    decodeURIComponent(text.replaceAll('_', ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
  )
}

/** The link in quote `number`'s mail to `contactEmail`, whose subject names the request. */
async function quoteLinkSentTo(contactEmail: string, reference: string, number = 1) {
  const mail = await waitForEmailTo(contactEmail, 10_000, new RegExp(`Quote.${number}.for`))
  expect(readSubject(mail.subject)).toMatch(
    new RegExp(`^Quote ${number} for your school visit request ${reference} – `),
  )
  return linkIn(mail.text, `${baseURL()}/quotes/`)
}

test('the office sends a quote, the school accepts it on the quote page, the office sees it accepted @phone', async ({
  page,
  browser,
}, testInfo) => {
  const contactEmail = uniqueEmail()
  const schoolName = `Atteridgeville Secondary ${Date.now()}`
  const visit = await requestSchoolVisit(page, schoolName, contactEmail)

  // The office, on the request's page: the estimate is there to start from.
  await page.context().addCookies(await administratorCookies(ADMIN_EMAIL))
  await page.goto(`/admin/submissions/school-bookings/${visit.id}`)
  const panel = page.getByRole('region', { name: 'Quote' })
  await expect(panel.getByText('Group discount (15%)')).toBeVisible()
  await expect(panel.getByLabel('Amount (R)')).toHaveValue('2550')
  await checkA11y(page)
  await panel.getByLabel('Amount (R)').fill('2400')
  // Another amount needs the reason, which the school will read.
  await panel.getByRole('button', { name: 'Send the quote' }).click()
  await expect(panel.getByText(quoteMessages.reasonRequired)).toBeVisible()
  await panel.getByLabel('Reason for another amount').fill('Returning school')
  await panel.getByLabel('Message to the school (optional)').fill('We look forward to visiting.')
  await panel.getByRole('button', { name: 'Send the quote' }).click()
  await expect(panel.getByRole('status').getByText(quoteMessages.sent)).toBeVisible()
  const current = panel.getByTestId('current-quote')
  await expect(current.getByText('Quote 1')).toBeVisible()
  await expect(current.getByTestId('quote-status')).toHaveText('Awaiting the school')
  await expect(current.getByText('Adjustment: Returning school')).toBeVisible()

  // The school, in a browser of its own at the same width, opens the link from the mail.
  const link = await quoteLinkSentTo(contactEmail, visit.reference)
  const { viewport, userAgent, isMobile, hasTouch } = testInfo.project.use
  const school = await (
    await browser.newContext({ viewport, userAgent, isMobile, hasTouch })
  ).newPage()
  await school.goto(link)
  await expect(school.getByRole('heading', { level: 1 })).toHaveText(`Quote for ${schoolName}`)
  await expect(school.getByText(`Quote 1 · ${visit.reference}`)).toBeVisible()
  await expect(school.getByTestId('quote-total')).toHaveText('R2,400')
  await expect(school.getByText('We look forward to visiting.')).toBeVisible()
  await expect(school.getByText(visit.reference, { exact: true })).toBeVisible()
  await checkA11y(school)
  await school.getByRole('button', { name: 'Accept the quote' }).click()
  await expect(school.getByLabel('Your full name')).toBeFocused()
  await school.getByLabel('Your full name').fill('Mrs Nomsa Dlamini')
  await school.getByRole('button', { name: 'Confirm and accept' }).click()
  await expect(school.getByRole('status').getByText(/The quote is accepted/)).toBeVisible()
  await expect(school.getByText(/Accepted by Mrs Nomsa Dlamini on/)).toBeVisible()
  await expect(school.getByTestId('quote-status')).toHaveText('Accepted')
  await expect(school.getByRole('button', { name: 'Accept the quote' })).toHaveCount(0)
  await checkA11y(school)
  const confirmation = await waitForEmailTo(contactEmail, 10_000, /Quote.accepted/)
  expect(confirmation.text).toContain(`Use ${visit.reference} as the payment reference`)
  await school.context().close()

  // The office sees the answer, and the request moved on.
  await page.reload()
  await expect(current.getByTestId('quote-status')).toHaveText('Accepted')
  await expect(current.getByText('Mrs Nomsa Dlamini')).toBeVisible()
  await expect(page.getByTestId('status-badge').first()).toHaveText('In progress')
  await checkA11y(page)
})

test(
  'the quote page reads as a document and declines once; a replaced or unknown link says so',
  { tag: '@phone' },
  async ({ page, browser, consoleErrors }) => {
    const contactEmail = uniqueEmail()
    const visit = await requestSchoolVisit(page, `Mamelodi High ${Date.now()}`, contactEmail)
    const admin = await browser.newContext()
    await admin.addCookies(await administratorCookies(ADMIN_EMAIL))
    const send = () =>
      admin.request.post(`/api/admin/submissions/school-bookings/${visit.id}/quote`, {
        headers: { origin: baseURL() },
        data: { valid_until: todayInSast(new Date(Date.now() + 14 * DAY_MS)) },
      })
    expect((await send()).status()).toBe(201)
    const first = await quoteLinkSentTo(contactEmail, visit.reference)

    await page.goto(first)
    await expect(page.getByTestId('quote-total')).toHaveText('R2,550')
    await expect(page.getByText('Group discount (15%)')).toBeVisible()
    await expect(page.getByText('Branch code')).toBeVisible()
    // Nothing runs off the side of a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    await checkA11y(page)

    await page.getByRole('button', { name: 'Decline' }).click()
    await page.getByLabel('Why are you declining? (optional)').fill('Our budget is smaller')
    await page.getByRole('button', { name: 'Confirm: decline the quote' }).click()
    await expect(page.getByRole('status').getByText(/The quote is declined/)).toBeVisible()
    await expect(page.getByTestId('quote-status')).toHaveText('Declined')
    await expect(page.getByText('Branch code')).toHaveCount(0)
    await checkA11y(page)

    // A second quote, then a third: the second's link says it was replaced.
    expect((await send()).status()).toBe(201)
    const second = await quoteLinkSentTo(contactEmail, visit.reference, 2)
    expect((await send()).status()).toBe(201)
    await admin.close()
    await page.goto(second)
    await expect(page.getByTestId('quote-status')).toHaveText('Withdrawn')
    await expect(page.getByRole('status').getByText(/replaced or withdrawn/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Accept the quote' })).toHaveCount(0)
    await checkA11y(page)

    await page.goto(`${baseURL()}/quotes/not-a-real-quote-link-0000000000000000000`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quote not found')
    await expect(page.getByTestId('quote-error')).toHaveText(quoteMessages.notFound)
    await checkA11y(page)
    await expectConsoleErrors(consoleErrors, failedResource(404))
  },
)

test('the office withdraws the open quote; the school’s link then says so', async ({
  page,
  browser,
}) => {
  const contactEmail = uniqueEmail()
  const visit = await requestSchoolVisit(page, `Hammanskraal High ${Date.now()}`, contactEmail)
  await page.context().addCookies(await administratorCookies(ADMIN_EMAIL))
  const sent = await page.request.post(`/api/admin/submissions/school-bookings/${visit.id}/quote`, {
    headers: { origin: baseURL() },
    data: { valid_until: todayInSast(new Date(Date.now() + 14 * DAY_MS)) },
  })
  expect(sent.status()).toBe(201)
  const link = await quoteLinkSentTo(contactEmail, visit.reference)

  await page.goto(`/admin/submissions/school-bookings/${visit.id}`)
  const current = page.getByRole('region', { name: 'Quote' }).getByTestId('current-quote')
  await current.getByRole('button', { name: 'Withdraw the quote' }).click()
  await current.getByLabel('Reason for the school (optional)').fill('The hall is being painted.')
  await current.getByRole('button', { name: 'Withdraw the quote' }).click()
  await answerConfirm(page, {
    title: 'Withdraw quote 1?',
    says: /can no longer accept it/,
    answer: 'Withdraw the quote',
  })
  await expect(current.getByRole('status')).toHaveText(quoteMessages.withdrawnByOffice)
  await expect(current.getByTestId('quote-status')).toHaveText('Withdrawn')
  await checkA11y(page)

  const mail = await waitForEmailTo(contactEmail, 10_000, /Quote.1.withdrawn/)
  expect(mail.text).toContain('The hall is being painted.')
  const school = await (await browser.newContext()).newPage()
  await school.goto(link)
  await expect(school.getByTestId('quote-status')).toHaveText('Withdrawn')
  await expect(school.getByRole('button', { name: 'Accept the quote' })).toHaveCount(0)
  await school.context().close()
})
