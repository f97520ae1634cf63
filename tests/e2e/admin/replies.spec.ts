import type { Page } from '@playwright/test'
import { replyMessages } from '../../../src/shared/admin.ts'
import { schoolVisitRequest } from '../../support/school-visit-request.ts'
import { uniqueEmail } from '../support/accounts.ts'
import { administratorCookies } from '../support/administrator.ts'
import { answerConfirm } from '../support/confirm-dialog.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import type { E2E_ADMIN_EMAILS } from '../support/e2e-settings.ts'
import { E2E_ADMIN_NAMES } from '../support/e2e-settings.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { waitForEmailTo } from '../support/mail.ts'

// Issue 27: the office answers a school's request from its page in the back office,
// starting from a saved reply, and the school receives it from the business with its
// reference. The saved replies are kept per kind on /admin/saved-replies.

const ADMIN_EMAIL = 'replies-admin@example.com' satisfies (typeof E2E_ADMIN_EMAILS)[number]

/** A school's request, sent through the API as the public form sends it. */
async function submitSchoolBooking(page: Page, schoolName: string, contactEmail: string) {
  const response = await page.request.post('/api/school-bookings', {
    headers: { origin: process.env.E2E_BASE_URL ?? '' },
    data: schoolVisitRequest({ school_name: schoolName, contact_email: contactEmail }),
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { id: string; reference: string }
}

test(
  'the office keeps a saved reply, answers a school’s request from it, and the school receives it',
  { tag: '@phone' },
  async ({ page, consoleErrors }, testInfo) => {
    const tag = `${testInfo.project.name}-${Date.now().toString(36)}`
    const title = `Visit date confirmed ${tag}`
    await page.context().addCookies(await administratorCookies(ADMIN_EMAIL))

    // A saved reply for school bookings, added and then corrected.
    await page.goto('/admin/saved-replies?kind=school-bookings')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved replies')
    await expect(page.getByLabel('Kind of submission')).toHaveValue('school-bookings')
    const add = page.getByRole('form', { name: 'Add a saved reply' })
    await add.getByRole('button', { name: 'Add saved reply' }).click()
    await expect(add.getByText(replyMessages.titleRequired)).toBeVisible()
    await add.getByLabel('Title').fill(title)
    await add.getByLabel('Text').fill('Dear Mr Sithole,\n\nWe can visit on the day you asked for.')
    await add.getByRole('button', { name: 'Add saved reply' }).click()
    await expect(page.getByRole('status').getByText('Saved reply added.')).toBeVisible()
    await expect(add.getByLabel('Title')).toHaveValue('')
    // The same title again is refused, whatever its case.
    await add.getByLabel('Title').fill(title.toUpperCase())
    await add.getByLabel('Text').fill('Another text')
    await add.getByRole('button', { name: 'Add saved reply' }).click()
    await expect(add.getByText(replyMessages.titleTaken)).toBeVisible()
    await expectConsoleErrors(consoleErrors, failedResource(409))
    await page.getByRole('button', { name: `Edit “${title}”` }).click()
    const edit = page.getByRole('form', { name: `Change “${title}”` })
    await edit
      .getByLabel('Text')
      .fill(
        'Dear Mr Sithole,\n\nThank you for your request. We can visit on the day you asked for.',
      )
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('status').getByText('Saved reply changed.')).toBeVisible()
    await checkA11y(page)

    // The school's request, answered from its page.
    const contactEmail = uniqueEmail()
    const school = await submitSchoolBooking(page, `Atteridgeville Secondary ${tag}`, contactEmail)
    await page.goto(`/admin/submissions/school-bookings/${school.id}`)
    const panel = page.getByTestId('replies-panel')
    await expect(panel.getByText('No reply has been sent yet.')).toBeVisible()
    await panel.getByRole('button', { name: 'Send reply' }).click()
    await expect(panel.getByText(replyMessages.messageRequired)).toBeVisible()
    await panel.getByLabel('Start from a saved reply').selectOption({ label: title })
    const message = panel.getByLabel(`Your reply to ${contactEmail}`)
    await expect(message).toHaveValue(/Thank you for your request/)
    await message.press('End')
    await message.pressSequentially('\n\nWe will send a quote this week.')
    await panel.getByRole('button', { name: 'Send reply' }).click()
    await expect(panel.getByTestId('reply-result')).toHaveText(replyMessages.sent(contactEmail))
    await expect(message).toHaveValue('')
    const history = panel.getByTestId('reply-history').getByRole('listitem')
    await expect(history).toHaveCount(1)
    await expect(history).toContainText(`Sent by ${E2E_ADMIN_NAMES[ADMIN_EMAIL]}`)
    await expect(history).toContainText('We will send a quote this week.')
    // A first reply moves a new request on.
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('in_progress')
    await checkA11y(page)

    const mail = await waitForEmailTo(contactEmail, 10_000, /^Re: your school visit request/)
    expect(mail.subject).toContain(school.reference)
    expect(mail.text).toContain(
      'Thank you for your request. We can visit on the day you asked for.',
    )
    expect(mail.text).toContain('We will send a quote this week.')
    expect(mail.text).toContain(`Your reference: ${school.reference}`)

    // Removing the saved reply leaves the reply that was sent.
    await page.goto('/admin/saved-replies?kind=school-bookings')
    await page.getByRole('button', { name: `Remove “${title}”` }).click()
    await answerConfirm(page, {
      title: `Remove “${title}”?`,
      says: /Replies already sent stay/,
      answer: 'Remove',
    })
    await expect(page.getByRole('status').getByText('Saved reply removed.')).toBeVisible()
    await expect(page.getByRole('button', { name: `Remove “${title}”` })).toHaveCount(0)
  },
)
