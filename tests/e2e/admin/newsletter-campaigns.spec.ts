import type { Page } from '@playwright/test'
import { campaignMessages } from '../../../src/shared/newsletter-campaigns.ts'
import { newsletterMessages } from '../../../src/shared/messages.ts'
import { uniqueEmail } from '../support/accounts.ts'
import { administratorCookies } from '../support/administrator.ts'
import { answerConfirm } from '../support/confirm-dialog.ts'
import type { E2E_ADMIN_EMAILS } from '../support/e2e-settings.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { linkIn, waitForEmailTo } from '../support/mail.ts'

// Issue 27: the office writes a newsletter in /admin/newsletter, previews it, sends itself a
// test and sends it to the confirmed subscribers, whose mails arrive with a working
// unsubscribe link. The e2e database is shared by every spec and both projects, so the
// newsletter goes to every confirmed subscriber there: this spec counts on its own only.

const ADMIN_EMAIL = 'campaigns-admin@example.com' satisfies (typeof E2E_ADMIN_EMAILS)[number]
const origin = () => ({ origin: process.env.E2E_BASE_URL ?? '' })

/** Subscribes `email` as the footer form does and, when asked, confirms it from the mail. */
async function subscriber(page: Page, baseURL: string, email: string, confirm: boolean) {
  const subscribed = await page.request.post('/api/newsletter/subscribe', {
    headers: origin(),
    data: { email },
  })
  expect(subscribed.status(), await subscribed.text()).toBe(200)
  if (!confirm) return
  const mail = await waitForEmailTo(email, 10_000, /confirm/i)
  const link = linkIn(mail.text, `${baseURL}/newsletter/confirm?token=`)
  const confirmed = await page.request.post('/api/newsletter/confirm', {
    headers: origin(),
    data: { token: new URL(link).searchParams.get('token') },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
}

test(
  'the office writes, previews, tests and sends a newsletter that reaches the confirmed subscribers',
  { tag: '@phone' },
  async ({ page, baseURL }, testInfo) => {
    const base = baseURL ?? ''
    const tag = `${testInfo.project.name}-${Date.now().toString(36)}`
    const [first, second, pending] = [uniqueEmail(), uniqueEmail(), uniqueEmail()]
    await subscriber(page, base, first, true)
    await subscriber(page, base, second, true)
    await subscriber(page, base, pending, false)
    await page.context().addCookies(await administratorCookies(ADMIN_EMAIL))

    await page.goto('/admin/newsletter')
    const campaigns = page.getByTestId('campaigns')
    await expect(campaigns.getByRole('heading', { name: 'Newsletters' })).toBeVisible()
    await expect(campaigns).toContainText(/confirmed subscriber \(\d+ subscribers? now\)/)
    await checkA11y(page)
    await campaigns.getByRole('link', { name: 'Write a newsletter' }).click()
    await expect(page).toHaveURL('/admin/newsletter/campaigns/new')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Write a newsletter')

    // Empty: the shared rules say what is missing, and nothing is saved.
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText(campaignMessages.subjectMissing)).toBeVisible()
    await expect(page.getByText(campaignMessages.bodyMissing)).toBeVisible()

    // The preview follows what is typed: markup shows as text, an address as a link.
    const subject = `Winter classes ${tag}`
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject)
    await page
      .getByRole('textbox', { name: 'Text', exact: true })
      .fill(
        'Dear learners,\n\nWinter classes start on <b>1 July</b>.\nBook at https://example.com/winter.\n\nThe team',
      )
    const preview = page.getByTestId('campaign-preview')
    await expect(preview.getByTestId('preview-subject')).toHaveText(subject)
    await expect(preview.getByTestId('preview-body').locator('p')).toHaveCount(3)
    await expect(preview).toContainText('Winter classes start on <b>1 July</b>.')
    await expect(preview.locator('b')).toHaveCount(0)
    await expect(preview.getByRole('link', { name: 'https://example.com/winter' })).toHaveAttribute(
      'href',
      'https://example.com/winter',
    )
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page).toHaveURL(/\/admin\/newsletter\/campaigns\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject)
    await expect(page.getByTestId('campaign-status')).toHaveText('Draft')
    await checkA11y(page)

    // A test to the administrator alone, its subject marked.
    const actions = page.getByTestId('campaign-actions')
    await actions.getByRole('button', { name: 'Send me a test' }).click()
    await expect(actions.getByTestId('campaign-outcome')).toHaveText(
      campaignMessages.testSent(ADMIN_EMAIL),
    )
    const test = await waitForEmailTo(ADMIN_EMAIL, 10_000, new RegExp(`\\[Test\\] ${subject}`))
    expect(test.text).toContain('Book at https://example.com/winter.')

    // Send, after the page's question saying how many will receive it.
    await actions.getByRole('button', { name: 'Send the newsletter' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Send this newsletter?' })
    const yes = dialog.getByRole('button', { name: /^Send to \d+ subscribers$/ })
    await expect(yes).toBeVisible()
    const count = Number(/\d+/.exec((await yes.textContent()) ?? '')?.[0])
    expect(count).toBeGreaterThanOrEqual(2)
    await answerConfirm(page, {
      title: 'Send this newsletter?',
      says: new RegExp(`^It goes to ${count} subscribers who confirmed`),
      answer: `Send to ${count} subscribers`,
    })

    // Its progress, until every mail is handled.
    await expect(page.getByTestId('campaign-status')).toHaveText('Sent', { timeout: 20_000 })
    const progress = page.getByTestId('campaign-progress')
    await expect(progress.getByTestId('campaign-progress-text')).toHaveText(
      new RegExp(`^\\d+ of ${count} handled$`),
    )
    await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0)
    await checkA11y(page)

    // Each confirmed subscriber has it, with an unsubscribe link; the pending one has not.
    const subjectPattern = new RegExp(`^${subject}$`)
    const mail = await waitForEmailTo(first, 10_000, subjectPattern)
    expect(mail.text).toContain('Winter classes start on <b>1 July</b>.')
    await waitForEmailTo(second, 10_000, subjectPattern)
    await expect(waitForEmailTo(pending, 0, subjectPattern)).rejects.toThrow()

    // The mail's visible link unsubscribes, and the newsletter counts it.
    await page.goto(linkIn(mail.text, `${base}/newsletter/unsubscribe?token=`))
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByTestId('newsletter-token-status')).toHaveText(
      newsletterMessages.unsubscribed,
    )
    await page.goBack()
    await page.goto('/admin/newsletter')
    const item = page.getByTestId('campaign').filter({ hasText: subject })
    await expect(item.getByTestId('campaign-status')).toHaveText('Sent')
    await expect(item.getByTestId('campaign-counts')).toContainText('1 unsubscribed through it')
  },
)
