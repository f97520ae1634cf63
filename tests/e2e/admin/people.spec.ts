import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { adminTutorMessages, adminUserMessages } from '../../../src/shared/admin.ts'
import { announcementMessages } from '../../../src/shared/announcement.ts'
import { samplePng } from '../../support/sample-files.ts'
import { signUpAndIn, signUpVerifiedAndIn, uniqueEmail } from '../support/accounts.ts'
import { administratorCookies, type Cookies } from '../support/administrator.ts'
import { answerConfirm, confirmDialog } from '../support/confirm-dialog.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import type { E2E_ADMIN_EMAILS } from '../support/e2e-settings.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'

// The back office's people: tutors (/admin/tutors, and making a tutor applicant a tutor from
// their application) and accounts (/admin/users, /admin/users/{id}); the newsletter has its
// own spec. The e2e database is shared by every spec and both projects (desktop,
// phone), so every name carries a tag unique to this run and project.

const ADMIN_EMAIL = 'people-admin@example.com' satisfies (typeof E2E_ADMIN_EMAILS)[number]
const baseURL = () => process.env.E2E_BASE_URL ?? ''
const origin = () => ({ origin: baseURL() })

/** POST /api/tutor-applications as the public form sends it (anyone may; the Origin is checked). */
async function applyAsTutor(page: Page, name: string, hourlyRate?: number) {
  const response = await page.request.post('/api/tutor-applications', {
    headers: origin(),
    data: {
      name,
      email: uniqueEmail(),
      cell: '082 555 0101',
      address: '12 Mamelodi Road, Pretoria',
      qualification: 'completed',
      qualification_details: 'BSc Mathematics, University of Pretoria, 2021',
      subjects_to_offer: 'Algebra, Calculus',
      available_days: ['Monday', 'Wednesday'],
      available_time_start: '15:00',
      available_time_end: '18:00',
      experience_years: 3,
      ...(hourlyRate === undefined ? {} : { hourly_rate: hourlyRate }),
      bio: 'I explain calculus with everyday examples.',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The public /tutors page's card of a tutor, by name. */
const publicCard = (page: Page, name: string) =>
  page.getByTestId('tutor-card').filter({ has: page.getByRole('heading', { name, exact: true }) })

/** A tutor's row on /admin/tutors, by name. */
const tutorRow = (page: Page, name: string) =>
  page.getByTestId('admin-tutor').filter({ has: page.getByRole('heading', { name, exact: true }) })

/** The row (desktop) or card (phone) of each account on screen. */
const shownUsers = (page: Page) => page.getByTestId('admin-user').filter({ visible: true })

test('a student who opens the accounts page sees Access Denied', async ({ page, baseURL: url }) => {
  await signUpAndIn(page, url)
  await page.goto('/admin/users')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    announcementMessages.accessDenied,
  )
  await expect(page.getByTestId('admin-user')).toHaveCount(0)
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

  test('makes a tutor applicant a tutor from the application, who then appears on /tutors', async ({
    page,
    consoleErrors,
  }) => {
    test.slow()
    const name = `Lindiwe Mahlangu ${tag}`
    const applicationId = await applyAsTutor(page, name, 350)

    await page.goto(`/admin/submissions/tutor-applications?q=${encodeURIComponent(tag)}`)
    await page.getByRole('link', { name }).filter({ visible: true }).click()
    await expect(page).toHaveURL(`/admin/submissions/tutor-applications/${applicationId}`)
    const panel = page.getByRole('region', { name: 'Make this applicant a tutor' })
    const rate = panel.getByLabel('Hourly rate (R)')
    await expect(rate).toHaveValue('350')
    await checkA11y(page)

    await rate.fill('380')
    await panel.getByRole('button', { name: 'Make tutor' }).click()
    await expect(panel.getByRole('status')).toContainText(adminTutorMessages.promoted)
    const tutorLink = panel.getByRole('link', { name: 'View the tutor’s page' })
    await expect(tutorLink).toHaveAttribute('href', /^\/tutors\/\d+$/)
    await expect(page.locator('header').getByTestId('status-badge')).toHaveText('Done')
    await expect(
      page.getByRole('region', { name: 'Status and note' }).getByLabel('Status'),
    ).toHaveValue('done')
    await checkA11y(page)

    await tutorLink.click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await page.goto('/tutors')
    await expect(publicCard(page, name)).toContainText('R380/hour')

    // A reload of the application says it is done, and links the tutor.
    await page.goto(`/admin/submissions/tutor-applications/${applicationId}`)
    await expect(
      page.getByRole('region', { name: 'Make this applicant a tutor' }).getByRole('status'),
    ).toContainText('This applicant is already a tutor.')

    // Someone else made this applicant a tutor while the page was open: the server says so.
    const otherName = `Kagiso Molefe ${tag}`
    const otherId = await applyAsTutor(page, otherName)
    await page.goto(`/admin/submissions/tutor-applications/${otherId}`)
    const otherPanel = page.getByRole('region', { name: 'Make this applicant a tutor' })
    await expect(otherPanel.getByLabel('Hourly rate (R)')).toHaveValue('')
    // The applicant gave no rate: the office must set one.
    await otherPanel.getByRole('button', { name: 'Make tutor' }).click()
    await expectConsoleErrors(consoleErrors, failedResource(400))
    await expect(otherPanel.getByLabel('Hourly rate (R)')).toHaveAccessibleDescription(
      new RegExp(adminTutorMessages.hourlyRateNeeded),
    )
    const elsewhere = await page.request.post(`/api/admin/tutor-applications/${otherId}/promote`, {
      headers: origin(),
      data: { hourly_rate: 300 },
    })
    expect(elsewhere.status(), await elsewhere.text()).toBe(201)
    await otherPanel.getByLabel('Hourly rate (R)').fill('300')
    await otherPanel.getByRole('button', { name: 'Make tutor' }).click()
    await expectConsoleErrors(consoleErrors, failedResource(409))
    await expect(otherPanel.getByRole('alert')).toHaveText(adminTutorMessages.applicationTaken)
  })

  test('adds a tutor with a photo after fixing the fields, edits and deactivates them', async ({
    page,
    consoleErrors,
  }) => {
    test.slow()
    const name = `Ayanda Zulu ${tag}`
    await page.goto('/admin/tutors')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutors')
    await expect(page.getByTestId('admin-tutor').first()).toBeVisible()
    await checkA11y(page)

    await page.getByRole('button', { name: 'Add tutor' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a tutor' })
    await dialog.getByLabel('Email').fill(`ayanda.${tag}@example.com`)
    await dialog.getByLabel('Bio').fill('Makes geometry visual.')
    await dialog.getByLabel('Expertise').fill('Geometry\nTrigonometry, identities')
    await dialog.getByLabel('Qualifications').fill('BEd Mathematics')
    await dialog.getByLabel('Years of experience').fill('6')
    await dialog.getByLabel('Hourly rate (R)').fill('355')
    await checkA11y(page)
    await dialog.getByRole('button', { name: 'Save tutor' }).click()
    await expectConsoleErrors(consoleErrors, failedResource(400))
    await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription(
      adminTutorMessages.nameRequired,
    )
    await expect(dialog.getByLabel('Hourly rate (R)')).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(adminTutorMessages.hourlyRateInvalid)),
    )
    await expect(dialog.getByLabel('Hourly rate (R)')).toHaveAttribute('aria-invalid', 'true')

    await dialog.getByLabel('Name').fill(name)
    await dialog.getByLabel('Hourly rate (R)').fill('360')
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'ayanda.png',
      mimeType: 'image/png',
      buffer: samplePng(),
    })
    await expect(dialog.getByRole('img', { name: 'Photo preview' })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    )
    await dialog.getByRole('button', { name: 'Save tutor' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('tutors-outcome')).toHaveText(adminTutorMessages.saved)
    const row = tutorRow(page, name)
    await expect(row).toContainText('R360 per hour')
    await expect(row).toContainText('Geometry · Trigonometry, identities')
    await expect(row.getByTestId('tutor-status')).toHaveText('Active')
    await expect(row.locator('img')).toHaveAttribute('src', /^\/api\/tutors\/\d+\/photo\?v=/)
    await checkA11y(page)

    await page.goto('/tutors')
    const card = publicCard(page, name)
    await expect(card).toContainText('R360/hour')
    await expect(card.getByRole('img', { name })).toBeVisible()

    // Edit: a new rate, and the photo removed.
    await page.goto('/admin/tutors')
    await tutorRow(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click()
    const edit = page.getByRole('dialog', { name: `Edit ${name}` })
    await expect(edit.getByLabel('Expertise')).toHaveValue('Geometry\nTrigonometry, identities')
    await expect(edit.getByRole('img', { name: 'Current photo' })).toBeVisible()
    await edit.getByLabel('Hourly rate (R)').fill('400')
    await edit.getByLabel('Remove photo').check()
    await checkA11y(page)
    await edit.getByRole('button', { name: 'Save tutor' }).click()
    await expect(edit).toBeHidden()
    await expect(tutorRow(page, name)).toContainText('R400 per hour')
    await expect(tutorRow(page, name).locator('img')).toHaveCount(0)

    // Deactivate, after saying what it means; Cancel and Escape leave the tutor active.
    const deactivate = tutorRow(page, name).getByRole('button', { name: `Deactivate ${name}` })
    await deactivate.click()
    const question = confirmDialog(page, 'Deactivate tutor')
    await expect(question).toHaveAccessibleDescription(/leave the tutors page.*bookings stay/s)
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await checkA11y(page)
    await question.getByRole('button', { name: 'Cancel' }).click()
    await expect(question).toBeHidden()
    await expect(deactivate).toBeFocused()
    await deactivate.click()
    await expect(question).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(question).toBeHidden()
    await expect(tutorRow(page, name).getByTestId('tutor-status')).toHaveText('Active')
    await deactivate.click()
    await answerConfirm(page, {
      title: 'Deactivate tutor',
      says: new RegExp(`^Deactivate ${escapeRegExp(name)}\\?`),
      answer: 'Deactivate tutor',
    })
    await expect(page.getByTestId('tutors-outcome')).toContainText('was deactivated')
    await expect(tutorRow(page, name).getByTestId('tutor-status')).toHaveText('Inactive')
    await expect(
      tutorRow(page, name).getByRole('button', { name: `Reactivate ${name}` }),
    ).toBeVisible()
    await page.goto('/tutors')
    await expect(page.getByTestId('tutor-card').first()).toBeVisible()
    await expect(publicCard(page, name)).toHaveCount(0)
  })

  test('grants and revokes the administrator role, and deletes an account with its email typed again', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.slow()
    const student = await browser.newContext({ baseURL: baseURL() })
    const account = await signUpVerifiedAndIn(await student.newPage(), baseURL(), {
      name: `Sipho Dlamini ${tag}`,
    })
    await student.close()

    await page.goto('/admin/users')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts')
    await page.getByLabel('Search').fill(account.email)
    await expect(page).toHaveURL(/\?q=/)
    await expect(shownUsers(page)).toHaveCount(1)
    await expect(shownUsers(page).first().getByTestId('role-badge')).toHaveText('Student')
    await expect(page.getByTestId('users-total')).toHaveText('1 account')
    await checkA11y(page)
    await page.getByLabel('Role').selectOption('admin')
    await expect(page.getByTestId('users-empty')).toBeVisible()
    await page.getByLabel('Role').selectOption('')

    await shownUsers(page).first().getByRole('link', { name: account.name }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.name)
    const details = page.getByTestId('user-details')
    await expect(details).toContainText('University')
    await expect(details).toContainText('First Year')
    await expect(
      page.getByRole('link', { name: 'Download personal data (POPIA)' }),
    ).toHaveAttribute('href', /^\/api\/admin\/users\/[0-9a-f-]+\/export$/)
    await checkA11y(page)

    const role = page.getByRole('region', { name: 'Role' })
    await role.getByRole('button', { name: 'Make administrator' }).click()
    // Not destructive: focus starts on the confirm button.
    await expect(
      confirmDialog(page, 'Make administrator').getByRole('button', {
        name: 'Make administrator',
      }),
    ).toBeFocused()
    await answerConfirm(page, {
      title: 'Make administrator',
      says: `Make ${account.email} an administrator? They will be able to see and change everything in the back office.`,
      answer: 'Make administrator',
    })
    await expect(role.getByRole('status')).toHaveText('The account is now an administrator.')
    await expect(details.getByTestId('role-badge')).toHaveText('Administrator')
    await role.getByRole('button', { name: 'Remove administrator' }).click()
    await answerConfirm(page, {
      title: 'Remove administrator',
      says: /signed out everywhere/,
      answer: 'Remove administrator',
    })
    await expect(role.getByRole('status')).toContainText('The administrator role was removed.')
    await expect(details.getByTestId('role-badge')).toHaveText('Student')

    // The personal data export downloads.
    const [data] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download personal data (POPIA)' }).click(),
    ])
    expect(await readFile(await data.path(), 'utf8')).toContain(account.email)

    const remove = page.getByRole('region', { name: 'Delete account and personal data' })
    await expect(remove).toContainText('anonymised')
    const confirmEmail = remove.getByLabel('Type the account’s email to confirm')
    await confirmEmail.fill('someone-else@example.com')
    await remove.getByRole('button', { name: 'Delete account and personal data' }).click()
    await expectConsoleErrors(consoleErrors, failedResource(400))
    await expect(confirmEmail).toHaveAccessibleDescription(adminUserMessages.confirmDelete)
    await checkA11y(page)
    await confirmEmail.fill(account.email)
    await remove.getByRole('button', { name: 'Delete account and personal data' }).click()
    await expect(page).toHaveURL('/admin/users')
    await expect(page.getByTestId('users-message')).toHaveText(adminUserMessages.deleted)
    await page.getByLabel('Search').fill(account.email)
    await expect(page.getByTestId('users-empty')).toBeVisible()
  })

  // What a phone changes in the test above: the list is a card per account, the account's
  // page stacks its panels, and the confirmation is a dialog on a small screen. Granting,
  // revoking and deleting work the same at any width.
  test(
    'on a phone an account is a card with its role, and its page and confirmation fit',
    { tag: '@phone-only' },
    async ({ page, browser }) => {
      const student = await browser.newContext({ baseURL: baseURL() })
      const account = await signUpVerifiedAndIn(await student.newPage(), baseURL(), {
        name: `Sipho Dlamini ${tag}`,
      })
      await student.close()

      await page.goto(`/admin/users?${new URLSearchParams({ q: account.email })}`)
      await expect(shownUsers(page)).toHaveCount(1)
      const card = shownUsers(page).first()
      await expect(card).toContainText(account.email)
      await expect(card.getByTestId('role-badge')).toHaveText('Student')
      await checkA11y(page)

      await card.getByRole('link', { name: account.name }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.name)
      await expect(page.getByTestId('user-details')).toContainText('University')
      await expect(
        page.getByRole('region', { name: 'Delete account and personal data' }),
      ).toContainText('anonymised')
      await checkA11y(page)
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }))
      expect(widths.page, 'the account’s page is no wider than the screen').toBeLessThanOrEqual(
        widths.screen,
      )

      await page
        .getByRole('region', { name: 'Role' })
        .getByRole('button', { name: 'Make administrator' })
        .click()
      const dialog = confirmDialog(page, 'Make administrator')
      await expect(dialog.getByRole('button', { name: 'Make administrator' })).toBeFocused()
      await checkA11y(page)
      await answerConfirm(page, {
        title: 'Make administrator',
        says: /They will be able to see and change everything in the back office/,
        answer: 'Cancel',
      })
      await expect(page.getByTestId('user-details').getByTestId('role-badge')).toHaveText('Student')
    },
  )

  test('exports the accounts as CSV', async ({ page }) => {
    await page.goto(`/admin/users?q=${encodeURIComponent(ADMIN_EMAIL)}`)
    await expect(shownUsers(page)).toHaveCount(1)
    const exportLink = page.getByRole('link', { name: 'Export CSV' })
    await expect(exportLink).toHaveAttribute(
      'href',
      `/api/admin/users/export.csv?q=${encodeURIComponent(ADMIN_EMAIL)}`,
    )
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
    expect(download.suggestedFilename()).toMatch(/^accounts-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile(await download.path(), 'utf8')
    const lines = csv.replace(/^\ufeff/, '').split('\r\n')
    expect(lines[0]).toMatch(/^Name,Email,Role/)
    expect(lines.find((line) => line.includes(ADMIN_EMAIL))).toContain('admin')
  })
})
