import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { profileMessages, verifyEmailMessages } from '../../src/shared/messages.ts'
import { levelsFor } from '../../src/shared/options.ts'
import { PROFILE_SAVED_MESSAGE_MS } from '../../src/web/features/profile/constants.ts'
import { profilePageMessages } from '../../src/web/features/profile/messages.ts'
import { accountNoticeMessages } from '../../src/web/components/account-notices/messages.ts'
import { expectConsoleErrors, failedResource } from './support/console.ts'
import { signUpAndIn, uniqueEmail } from './support/accounts.ts'
import { checkA11y, expect, test } from './support/fixtures.ts'

// The profile page of a signed-in student (spec part 1 §2, §4, §5, §8, §9; D8, D10, D22,
// D23). Each test registers its own account through the real API and signs in with it,
// so the page reads and writes a real profile (D10: registration creates it).

const PROFILE = '**/api/students/profile'

/** Allow for a busy machine on top of a fixed delay, but not for a message that stays. */
const within = (delayMs: number) => ({ timeout: delayMs + 2_500 })

/** Opens /profile and waits for the saved profile in view mode. */
async function openProfile(page: Page) {
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Profile')
  await expect(page.getByTestId('profile-details')).toBeVisible()
}

function details(page: Page) {
  const list = page.getByTestId('profile-details')
  const value = (term: string) =>
    list.locator('div', { has: page.getByText(term, { exact: true }) }).locator('dd')
  return {
    name: value('Full Name'),
    email: value('Email'),
    phone: value('Phone Number'),
    address: value('Address'),
    category: value('Student Category'),
    level: value('Current Level'),
  }
}

function profileForm(page: Page) {
  const form = page.getByTestId('profile-form')
  return {
    form,
    name: form.getByLabel('Full Name'),
    email: form.getByLabel('Email'),
    phone: form.getByLabel('Phone Number (optional)'),
    address: form.getByLabel('Address (optional)'),
    category: form.getByLabel('Student Category'),
    level: form.getByLabel('Current Level'),
    save: form.getByRole('button', { name: profileMessages.save }),
    cancel: form.getByRole('button', { name: profileMessages.cancel }),
    banner: page.getByTestId('profile-save-error'),
  }
}

const editButton = (page: Page) => page.getByRole('button', { name: profileMessages.edit })
const checklistItem = (page: Page, key: 'basic' | 'contact' | 'academic') =>
  page.getByTestId(`checklist-${key}`)

test('view mode shows the registered profile in a definition list', async ({ page, baseURL }) => {
  const account = await signUpAndIn(page, baseURL)
  await openProfile(page)
  await expect(page).toHaveTitle(/^Your Profile \| /)

  const d = details(page)
  await expect(d.name).toHaveText(account.name)
  await expect(d.email).toHaveText(account.email)
  await expect(d.phone).toHaveText(profilePageMessages.notSet)
  await expect(d.category).toHaveText('University')
  await expect(d.level).toHaveText('First Year')
  await expect(editButton(page)).toBeVisible()
  await expect(page.getByTestId('profile-form')).toHaveCount(0)
  await expect(page.getByTestId('profile-benefits')).toContainText('Tutors matched')
  await checkA11y(page)
})

test('shows "Loading profile" until the profile has arrived', async ({ page, baseURL }) => {
  await signUpAndIn(page, baseURL)
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(PROFILE, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/profile')
  const loading = page.getByTestId('profile-loading')
  await expect(loading).toHaveText(profileMessages.loading)
  await expect(loading).toHaveAttribute('role', 'status')

  release()
  await expect(page.getByTestId('profile-details')).toBeVisible()
  await expect(loading).toHaveCount(0)
})

test('the checklist reads "Optional" for contact details without a phone, and follows the form', async ({
  page,
  baseURL,
}) => {
  await signUpAndIn(page, baseURL)
  await openProfile(page)
  await expect(checklistItem(page, 'basic')).toContainText('Basic information')
  await expect(checklistItem(page, 'basic')).toContainText(profilePageMessages.checklistComplete)
  await expect(checklistItem(page, 'contact')).toContainText(profileMessages.contactOptional)
  await expect(checklistItem(page, 'academic')).toContainText(profilePageMessages.checklistComplete)

  await editButton(page).click()
  const f = profileForm(page)
  await f.phone.fill('071 234 5678')
  await expect(checklistItem(page, 'contact')).toContainText(profilePageMessages.checklistComplete)
  await f.category.selectOption('college')
  await expect(checklistItem(page, 'academic')).toContainText(
    profilePageMessages.checklistIncomplete,
  )
  await f.name.fill('')
  await expect(checklistItem(page, 'basic')).toContainText(profilePageMessages.checklistIncomplete)
})

test('edit, change the category (which clears the level), save: the message shows for 3 s', async ({
  page,
  baseURL,
}) => {
  await signUpAndIn(page, baseURL)
  await openProfile(page)
  await editButton(page).click()
  const f = profileForm(page)
  await expect(f.name).toBeFocused()
  await expect(f.category).toHaveValue('university')
  await expect(f.level).toHaveValue('First Year')
  await checkA11y(page)

  await f.category.selectOption('college')
  await expect(f.level).toHaveValue('')
  await expect(f.level.locator('option')).toHaveText(['Select your level', ...levelsFor('college')])
  await f.level.selectOption('NCV Level 3')
  await f.phone.fill('071 234 5678')
  await f.address.fill('12 Jorissen Street, Braamfontein, Johannesburg')

  const saved = page.getByTestId('profile-saved')
  await expect(saved).toHaveAttribute('role', 'status')
  const started = Date.now()
  await f.save.click()
  await expect(saved).toHaveText(profileMessages.saved)
  const d = details(page)
  await expect(d.category).toHaveText('College (TVET)')
  await expect(d.level).toHaveText('NCV Level 3')
  await expect(d.phone).toHaveText('071 234 5678')
  await expect(d.address).toHaveText('12 Jorissen Street, Braamfontein, Johannesburg')
  await expect(page.getByTestId('profile-form')).toHaveCount(0)

  await expect(saved).toHaveText('', within(PROFILE_SAVED_MESSAGE_MS))
  expect(Date.now() - started, 'the message stays about 3 s').toBeGreaterThanOrEqual(
    PROFILE_SAVED_MESSAGE_MS - 100,
  )

  // Stored, not just shown.
  await page.reload()
  await expect(details(page).level).toHaveText('NCV Level 3')
  await expect(details(page).phone).toHaveText('071 234 5678')
})

test('Save Profile reads "Saving..." and is disabled while the save runs', async ({
  page,
  baseURL,
}) => {
  await signUpAndIn(page, baseURL)
  await openProfile(page)
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(PROFILE, async (route) => {
    if (route.request().method() === 'POST') await released
    await route.continue()
  })
  await editButton(page).click()
  const f = profileForm(page)
  await f.name.fill('Thandi M. Mokoena')
  await f.save.click()
  const busy = f.form.getByRole('button', { name: profilePageMessages.saving })
  await expect(busy).toBeDisabled()
  release()
  await expect(page.getByTestId('profile-saved')).toHaveText(profileMessages.saved)
  await expect(details(page).name).toHaveText('Thandi M. Mokoena')
})

test('a failed save shows the banner and keeps the values in edit mode', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await signUpAndIn(page, baseURL)
  await openProfile(page)
  await page.route(PROFILE, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    await route.fulfill({ status: 500, json: { error: 'Something went wrong on our side.' } })
  })
  await editButton(page).click()
  const f = profileForm(page)
  await f.name.fill('Thandi Mokoena-Dlamini')
  await f.phone.fill('082 555 0101')
  await f.category.selectOption('college')
  await f.level.selectOption('N4')
  await expect(f.banner).toHaveAttribute('role', 'alert')
  await f.save.click()

  await expect(f.banner).toHaveText(profileMessages.saveFailed)
  await expectConsoleErrors(consoleErrors, failedResource(500))
  await expect(f.form).toBeVisible()
  await expect(f.name).toHaveValue('Thandi Mokoena-Dlamini')
  await expect(f.phone).toHaveValue('082 555 0101')
  await expect(f.category).toHaveValue('college')
  await expect(f.level).toHaveValue('N4')
  await expect(f.save).toBeEnabled()
  await expect(page.getByTestId('profile-saved')).toHaveText('')
  await checkA11y(page)
})

test('field errors show under the fields and nothing is sent', async ({ page, baseURL }) => {
  await signUpAndIn(page, baseURL)
  await openProfile(page)
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/students/profile'))
      posts.push(request.url())
  })
  await editButton(page).click()
  const f = profileForm(page)
  await f.name.fill('')
  await f.email.fill('not-an-email')
  await f.category.selectOption('high_school')
  await f.save.click()

  await expect(f.name).toHaveAttribute('aria-invalid', 'true')
  await expect(f.name).toHaveAccessibleDescription('Name is required')
  await expect(f.email).toHaveAccessibleDescription('Please enter a valid email')
  await expect(f.level).toHaveAccessibleDescription('Please select your current level')
  await expect(f.banner).toHaveText('')
  await checkA11y(page)
  expect(posts, 'no save was sent').toEqual([])
})

test('Cancel returns to view mode with the saved profile, reloaded', async ({ page, baseURL }) => {
  const account = await signUpAndIn(page, baseURL)
  await openProfile(page)
  await editButton(page).click()
  const f = profileForm(page)
  await f.name.fill('Someone Else')
  const reloaded = page.waitForRequest(
    (request) => request.method() === 'GET' && request.url().endsWith('/api/students/profile'),
  )
  await f.cancel.click()
  await reloaded
  await expect(page.getByTestId('profile-form')).toHaveCount(0)
  await expect(details(page).name).toHaveText(account.name)

  // Editing again starts from the saved profile, not from the abandoned edit.
  await editButton(page).click()
  await expect(profileForm(page).name).toHaveValue(account.name)
})

test('with no profile, the form opens prefilled from the account email', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const account = await signUpAndIn(page, baseURL)
  await page.route(PROFILE, async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    await route.fulfill({ status: 404, json: { error: 'No profile yet.' } })
  })
  await page.goto('/profile')
  const f = profileForm(page)
  await expect(f.form).toBeVisible()
  await expectConsoleErrors(consoleErrors, failedResource(404))
  await expect(f.name).toHaveValue(account.email.split('@')[0]!)
  await expect(f.email).toHaveValue(account.email)
  await expect(f.category).toHaveValue('')
  await expect(f.level).toBeDisabled()
  await expect(page.getByTestId('profile-card')).toContainText(profilePageMessages.noProfile)
  await checkA11y(page)
})

test('an unverified student is told why and can resend the verification email (D8)', async ({
  page,
  baseURL,
}) => {
  await signUpAndIn(page, baseURL)
  await openProfile(page)
  const notice = page.getByTestId('verify-email-notice')
  await expect(notice).toContainText('unlocks booking')
  await expect(page.getByTestId('guardian-consent-notice')).toHaveCount(0)

  const answer = page.waitForResponse('**/api/auth/resend-verification')
  await notice.getByRole('button', { name: verifyEmailMessages.resend }).click()
  const { message } = (await (await answer).json()) as { message: string }
  expect(message).toBeTruthy()
  await expect(page.getByTestId('verify-email-notice-status')).toHaveText(message)
  await expect(notice.getByRole('button', { name: verifyEmailMessages.resend })).toHaveCount(0)
})

test('a high-school student waiting for consent is told why and can resend it (D23)', async ({
  page,
  baseURL,
}) => {
  await signUpAndIn(page, baseURL, {
    student_category: 'high_school',
    student_level: 'Grade 10',
    guardian_name: 'Nomsa Mokoena',
    guardian_email: `guardian-${uniqueEmail()}`,
  })
  await openProfile(page)
  const notice = page.getByTestId('guardian-consent-notice')
  await expect(notice).toContainText('parent')
  await expect(notice).toContainText('before you can book or pay')

  const answer = page.waitForResponse('**/api/auth/resend-guardian-consent')
  await notice.getByRole('button', { name: accountNoticeMessages.guardianResend }).click()
  const { message } = (await (await answer).json()) as { message: string }
  expect(message).toBeTruthy()
  await expect(page.getByTestId('guardian-consent-notice-status')).toHaveText(message)
  await checkA11y(page)
})

test('Download my data saves my-data.json with the account (D22)', async ({ page, baseURL }) => {
  const account = await signUpAndIn(page, baseURL)
  await openProfile(page)
  const downloaded = page.waitForEvent('download')
  await page.getByRole('button', { name: profilePageMessages.download }).click()
  const download = await downloaded
  expect(download.suggestedFilename()).toBe('my-data.json')
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { email: string; name: string }
    student_profile: { student_level: string } | null
  }
  expect(data.account).toMatchObject({ email: account.email, name: account.name })
  expect(data.student_profile?.student_level).toBe('First Year')
  await expect(page.getByTestId('download-status')).toHaveText(profilePageMessages.downloaded)
})

test('Delete my account asks for DELETE, then signs out and lands on the home page (D22)', async ({
  page,
  baseURL,
}) => {
  await signUpAndIn(page, baseURL)
  await openProfile(page)
  const trigger = page.getByRole('button', { name: profilePageMessages.deleteAccount, exact: true })
  await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  await trigger.click()
  const panel = page.getByTestId('delete-account-panel')
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  const confirmation = panel.getByLabel(profilePageMessages.deleteConfirmLabel)
  await expect(confirmation).toBeFocused()
  const confirm = panel.getByRole('button', { name: profilePageMessages.deleteConfirm })
  await expect(confirm).toBeDisabled()
  await checkA11y(page)

  // 'Keep my account' closes the panel and deletes nothing.
  await panel.getByRole('button', { name: profilePageMessages.deleteKeep }).click()
  await expect(panel).toHaveCount(0)
  await expect(trigger).toBeFocused()

  await trigger.click()
  await confirmation.fill('delete')
  await expect(confirm).toBeDisabled()
  await confirmation.fill('DELETE')
  await expect(confirm).toBeEnabled()
  const deleted = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' && response.url().endsWith('/api/users/me'),
  )
  await confirm.click()
  expect((await deleted).status()).toBe(200)

  await expect(page).toHaveURL(`${baseURL}/`)
  await expect(page.getByTestId('auth-buttons')).toHaveAttribute('data-session', 'signed-out')
  const me = await page.request.get('/api/users/me')
  expect(me.status()).toBe(401)
})
