import { verifyEmailMessages } from '../../src/shared/messages.ts'
import { accountNoticeMessages } from '../../src/web/components/account-notices/messages.ts'
import { guardianConsentMessages } from '../../src/web/features/guardian-consent/messages.ts'
import { PASSWORD, uniqueEmail } from './support/accounts.ts'
import { checkA11y, expect, test } from './support/fixtures.ts'
import { linkIn, waitForEmailTo } from './support/mail.ts'

// Issue 26 items 3 and 4 on a phone: a learner under 18 opens the verification link where no
// one is signed in (the phone's mail app), signs in from that page, and the consent loop
// closes: the guardian's page names the learner, the learner is told, the dashboard changes.

test('a minor verifies on a phone without a session, signs in there, and hears of the guardian’s consent', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail()
  const guardianEmail = uniqueEmail()
  const registered = await page.request.post('/api/auth/register', {
    headers: { origin: baseURL ?? '' },
    data: {
      name: 'Naledi Dlamini',
      email,
      student_category: 'high_school',
      student_level: 'Grade 10',
      guardian_name: 'Mrs Dlamini',
      guardian_email: guardianEmail,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  })
  expect(registered.status(), await registered.text()).toBe(201)

  // The verification link, opened with no session in this browser.
  const verification = await waitForEmailTo(email, 10_000, /Verify your email/)
  await page.goto(linkIn(verification.text, `${baseURL}/verify-email?token=`))
  await expect(page.getByTestId('verify-email-status')).toContainText(verifyEmailMessages.verified)
  await expect(page.getByTestId('verify-email-awaiting-guardian')).toHaveText(
    verifyEmailMessages.awaitingGuardian,
  )
  const signInHere = page.getByTestId('verified-sign-in')
  await expect(signInHere.getByLabel('Email', { exact: true })).toHaveValue(email)
  await checkA11y(page)
  await signInHere.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await signInHere.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByTestId('guardian-consent-notice')).toContainText(
    accountNoticeMessages.guardianTitle,
  )

  // The guardian, on their own phone: the page names the learner and what consent allows.
  const consentMail = await waitForEmailTo(guardianEmail)
  const guardian = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  try {
    const guardianPage = await guardian.newPage()
    await guardianPage.goto(linkIn(consentMail.text, `${baseURL}/guardian-consent?token=`))
    await expect(guardianPage.getByTestId('guardian-consent-learner')).toContainText(
      'Naledi Dlamini (Grade 10)',
    )
    await expect(
      guardianPage.getByTestId('guardian-consent-allows').getByRole('listitem'),
    ).toHaveText([...guardianConsentMessages.allows])
    await checkA11y(guardianPage)
    await guardianPage.getByRole('button', { name: guardianConsentMessages.button }).click()
    await expect(guardianPage.getByTestId('guardian-consent-status')).toContainText(
      'Your consent has been recorded',
    )
    await expect(
      guardianPage.getByRole('button', { name: guardianConsentMessages.button }),
    ).toHaveCount(0)
  } finally {
    await guardian.close()
  }

  // The learner is told by mail, and the dashboard's notice has changed.
  const told = await waitForEmailTo(email, 10_000, /You can now book/)
  expect(told.text).toContain('you can now book and pay for tutoring sessions')
  await page.goto('/dashboard')
  await expect(page.getByTestId('guardian-consent-notice')).toHaveCount(0)
  const consented = page.getByTestId('guardian-consented-notice')
  await expect(consented).toContainText(accountNoticeMessages.consentedTitle)
  // The dashboard has its own way to book; the notice adds none beside it.
  await expect(consented.getByRole('link')).toHaveCount(0)
  await checkA11y(page)
  // On the profile the notice is where the way to book is.
  await page.goto('/profile')
  await expect(
    page
      .getByTestId('guardian-consented-notice')
      .getByRole('link', { name: accountNoticeMessages.bookNow }),
  ).toHaveAttribute('href', '/book')
})
