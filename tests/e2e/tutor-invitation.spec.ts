import type { Page } from '@playwright/test'
import {
  adminTutorAccountMessages,
  tutorInvitationMessages,
  tutorProfileMessages,
} from '../../src/shared/tutor-account-messages.ts'
import { PASSWORD, signUpVerifiedAndIn } from './support/accounts.ts'
import { administratorCookies } from './support/administrator.ts'
import { answerConfirm } from './support/confirm-dialog.ts'
import { expectConsoleErrors, failedResource } from './support/console.ts'
import type { E2E_ADMIN_EMAILS } from './support/e2e-settings.ts'
import { checkA11y, expect, test } from './support/fixtures.ts'
import { linkIn, waitForEmailTo } from './support/mail.ts'

// D25: the office invites a tutor record's email; the person signs in with that address,
// accepts, lands in the tutor's portal and edits their own profile. The e2e database is
// shared by every spec and project, so the tutor's name and address carry a unique tag.

const ADMIN_EMAIL = 'tutor-invitation-admin@example.com' satisfies (typeof E2E_ADMIN_EMAILS)[number]
const baseURL = () => process.env.E2E_BASE_URL ?? ''
const origin = () => ({ origin: baseURL() })

/** A tutor record added through the back office's API, as the administrator. */
async function addTutor(page: Page, name: string, email: string) {
  const response = await page.request.post('/api/admin/tutors', {
    headers: origin(),
    multipart: {
      name,
      email,
      bio: 'Calculus, step by step.',
      expertise: 'Calculus',
      qualifications: 'BSc Mathematics',
      years_experience: '5',
      hourly_rate: '300',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
}

test('an invited tutor accepts from the mailed link and edits their profile', async ({
  browser,
  page,
  consoleErrors,
}) => {
  // The whole journey of two people in one test (the office invites, the person registers,
  // signs in, accepts, edits, the office sees it): 15 s alone, past 30 s beside the other
  // workers' long flows on a 2-core machine.
  test.slow()
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const tutorName = `Lindiwe Invited ${tag}`
  const tutorEmail = `tutor-${tag}@example.com`

  // The office adds the tutor and sends the invitation from the tutors page.
  const admin = await browser.newContext({ baseURL: baseURL() })
  await admin.addCookies(await administratorCookies(ADMIN_EMAIL))
  const office = await admin.newPage()
  await addTutor(office, tutorName, tutorEmail)
  await office.goto('/admin/tutors')
  const row = office
    .getByTestId('admin-tutor')
    .filter({ has: office.getByRole('heading', { name: tutorName, exact: true }) })
  await expect(row.getByTestId('tutor-account-status')).toHaveText('No account')
  await row.getByRole('button', { name: `Send invitation to ${tutorName}` }).click()
  await expect(office.getByTestId('tutors-outcome')).toHaveText(
    adminTutorAccountMessages.sent(tutorEmail),
  )
  await expect(row.getByTestId('tutor-account-status')).toHaveText('Invited')

  // The mail names the tutor and carries the link.
  const mail = await waitForEmailTo(tutorEmail, 10_000, /tutor portal/)
  expect(mail.text).toContain(`Hello ${tutorName},`)
  const link = linkIn(mail.text, `${baseURL()}/tutor-invitation/`)

  // The person registers with the invited address (and verifies it), then signs out: the
  // invitation page sends them to sign in and brings them back.
  await signUpVerifiedAndIn(page, baseURL(), { name: 'Lindiwe Mahlangu', email: tutorEmail })
  await page.context().clearCookies()
  await page.goto(link)
  await expect(page.getByText(`as ${tutorName}.`)).toBeVisible()
  await expect(page.getByText(`The invitation was sent to ${tutorEmail}.`)).toBeVisible()
  const main = page.locator('#main')
  // Registering starts with the invited address filled in.
  const registerHref = `/register?email=${encodeURIComponent(tutorEmail)}`
  await expect(main.getByRole('link', { name: 'Register' })).toHaveAttribute('href', registerHref)
  const registering = await page.context().newPage()
  await registering.goto(registerHref)
  await expect(registering.locator('#main').getByLabel('Email')).toHaveValue(tutorEmail)
  await registering.close()
  await checkA11y(page)
  await main.getByRole('link', { name: 'Sign in', exact: true }).click()
  await main.getByLabel('Email').fill(tutorEmail)
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await main.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(new URL(link).pathname)

  await page.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(page.getByText(tutorInvitationMessages.accepted)).toBeVisible()
  await checkA11y(page)
  await page.getByRole('link', { name: 'Go to the tutor portal' }).click()
  await expect(page).toHaveURL(/\/tutor$/)

  // The tutor edits their bio; the rate stays the office's.
  await page.goto('/tutor/profile')
  const bio = page.getByLabel('Bio')
  await expect(bio).toHaveValue('Calculus, step by step.')
  await expect(page.getByText('R300 per hour')).toBeVisible()
  await bio.fill('Calculus and statistics, patiently explained.')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByTestId('tutor-profile-saved')).toHaveText(tutorProfileMessages.saved)
  await checkA11y(page)

  // The office sees the account, and the link is spent.
  await office.reload()
  await expect(row.getByTestId('tutor-account-status')).toHaveText('Signs in')
  await expect(row.getByText(`As ${tutorEmail}`)).toBeVisible()

  // Unlinking asks first, then the account no longer signs in as the tutor.
  await row.getByRole('button', { name: `Unlink account of ${tutorName}` }).click()
  await answerConfirm(office, {
    title: 'Unlink account',
    says: new RegExp(`Unlink ${tutorEmail} from ${tutorName}\\?`),
    answer: 'Unlink account',
  })
  await expect(office.getByTestId('tutors-outcome')).toHaveText(adminTutorAccountMessages.unlinked)
  await expect(row.getByTestId('tutor-account-status')).toHaveText('No account')
  await page.goto(link)
  await expect(page.getByTestId('tutor-invitation-error')).toHaveText(tutorInvitationMessages.used)
  await expectConsoleErrors(consoleErrors, failedResource(410))
  await admin.close()
})
