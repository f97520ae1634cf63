import type { Page } from '@playwright/test'
import { accountMessages, verifyEmailMessages } from '../../src/shared/messages.ts'
import { checkA11y, expect, test } from './support/fixtures.ts'
import { expectConsoleErrors, failedResource } from './support/console.ts'
import { linkIn, waitForEmailTo } from './support/mail.ts'

// Accounts end to end against the real server: emails are read from the mail folder the
// server writes, Google is a local OpenID provider (spec part 2 §2–§8, D6–D9, D23).

const PASSWORD = 'Maths2026!'
let counter = 0
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${counter++}@example.com`

async function registerThroughForm(page: Page, email: string, category = 'university') {
  await page.goto('/register')
  await page.getByLabel('Full Name').fill('Lindiwe Nkosi')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm Password').fill(PASSWORD)
  await page.getByLabel('Student Category').selectOption(category)
  if (category === 'high_school') {
    await page.getByLabel('Current Level').selectOption('Grade 11')
  } else {
    await page.getByLabel('Current Level').selectOption('Second Year')
  }
}

/** Registers an account through the API (the form's own journey is the first test's). */
async function registerThroughApi(page: Page, email: string) {
  const registered = await page.request.post('/api/auth/register', {
    headers: { origin: process.env.E2E_BASE_URL! },
    data: {
      name: 'Lindiwe Nkosi',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      student_category: 'university',
      student_level: 'Second Year',
    },
  })
  expect(registered.status(), await registered.text()).toBe(201)
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test('a student registers, verifies the email, signs in, edits the profile, signs out and in again', async ({
  page,
  baseURL,
}) => {
  // The whole journey, with the pages' own 2 s and 3 s pauses: give it the slow budget.
  test.slow()
  const email = uniqueEmail('lindiwe')
  await registerThroughForm(page, email)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByTestId('register-success')).toContainText(email)
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible()
  // After 2 seconds the page moves on to the verification page, naming the address.
  await expect(page).toHaveURL(/\/verify-email$/)
  await expect(page.getByTestId('verify-email-status')).toHaveAttribute('data-state', 'check-inbox')

  const mail = await waitForEmailTo(email, 10_000, /Verify your email/)
  await page.goto(linkIn(mail.text, `${baseURL}/verify-email?token=`))
  await expect(page.getByTestId('verify-email-status')).toContainText(verifyEmailMessages.verified)
  // Registration made no session in this browser (as on a phone's mail app): the page offers
  // the sign-in itself, with the proven address filled in, and goes on to the profile.
  const signInHere = page.getByTestId('verified-sign-in')
  await expect(signInHere).toContainText(verifyEmailMessages.signInToContinue)
  await expect(signInHere.getByLabel('Email', { exact: true })).toHaveValue(email)
  await signInHere.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await signInHere.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByTestId('auth-buttons')).toHaveAttribute('data-session', 'signed-in')

  await page.getByRole('button', { name: 'Edit Profile' }).click()
  await page.getByLabel('Phone Number').fill('072 111 2233')
  await page.getByRole('button', { name: 'Save Profile' }).click()
  await expect(page.getByTestId('profile-saved')).toHaveText('Profile updated successfully!')

  await page.getByRole('button', { name: 'Logout' }).first().click()
  await expect(page).toHaveURL(`${baseURL}/`)
  await expect(page.getByTestId('auth-buttons')).toHaveAttribute('data-session', 'signed-out')
  const me = await page.request.get('/api/users/me')
  expect(me.status()).toBe(401)

  await page.goto('/login')
  await signIn(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('a wrong password shows the one generic message', async ({ page, consoleErrors }) => {
  const email = uniqueEmail('wrong')
  await registerThroughApi(page, email)
  await page.goto('/login')
  await signIn(page, email, 'Wrong2026!')
  await expect(page.getByTestId('login-error')).toHaveText(accountMessages.invalidCredentials)
  await expectConsoleErrors(consoleErrors, failedResource(401))
  await checkA11y(page)
})

test('repeated sign-in attempts on one account are stopped with a clear message', async ({
  page,
  consoleErrors,
}) => {
  const email = uniqueEmail('guess')
  await page.goto('/login')
  // The e2e server allows 5 attempts per account per window.
  for (let i = 0; i < 5; i++) {
    await signIn(page, email, `Guess${i}2026!`)
    await expect(page.getByTestId('login-error')).toHaveText(accountMessages.invalidCredentials)
  }
  await signIn(page, email, 'Guess9 2026!')
  await expect(page.getByTestId('login-error')).toHaveText(accountMessages.tooManyAttempts)
  await expectConsoleErrors(
    consoleErrors,
    ...Array.from({ length: 5 }, () => failedResource(401)),
    failedResource(429),
  )
})

test('a forgotten password is reset through the emailed link', async ({ page, baseURL }) => {
  const email = uniqueEmail('forgot')
  await registerThroughApi(page, email)

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByTestId('forgot-password-status')).toContainText(
    accountMessages.resetRequested,
  )

  const mail = await waitForEmailTo(email, 10_000, /Reset your/)
  await page.goto(linkIn(mail.text, `${baseURL}/reset-password?token=`))
  await page.getByLabel('New password', { exact: true }).fill('Fresh2027!')
  await page.getByLabel('Confirm password', { exact: true }).fill('Fresh2027!')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByTestId('reset-password-status')).toContainText(accountMessages.resetDone)

  await page.goto('/login')
  await signIn(page, email, 'Fresh2027!')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('a high-school student’s guardian gives consent through the emailed link', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('learner')
  const guardian = uniqueEmail('parent')
  await registerThroughForm(page, email, 'high_school')
  await page.getByLabel("Parent or Guardian's Name").fill('Mrs Nkosi')
  await page.getByLabel("Parent or Guardian's Email").fill(guardian)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByTestId('register-success')).toBeVisible()

  const mail = await waitForEmailTo(guardian, 10_000, /consent/i)
  await page.goto(linkIn(mail.text, `${baseURL}/guardian-consent?token=`))
  await page.getByRole('button', { name: 'I give my consent' }).click()
  await expect(page.getByTestId('guardian-consent-status')).toContainText(
    'Your consent has been recorded',
  )
  await checkA11y(page)
})

test('Google sign-in through the local OpenID provider lands on the profile, signed in', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 })
  await expect(page.getByTestId('auth-buttons')).toHaveAttribute('data-session', 'signed-in')
  const me = await (await page.request.get('/api/users/me')).json()
  expect(me).toMatchObject({ email: 'thabo@gmail.com', email_verified: true })
  // A Google account starts without a student profile: the page asks for one (404 by contract).
  await expectConsoleErrors(consoleErrors, failedResource(404))
})

test('the callback without a code goes home', async ({ page, baseURL }) => {
  await page.goto('/auth/callback')
  await expect(page).toHaveURL(`${baseURL}/`)
})

test('the gate sends a visitor to sign in and back to where they were going', async ({ page }) => {
  const email = uniqueEmail('return')
  await registerThroughApi(page, email)
  await page.goto('/donate')
  await expect(page).toHaveURL(/\/login\?next=%2Fdonate$/)
  await signIn(page, email)
  await expect(page).toHaveURL(/\/donate$/)
})

test('a minor waiting for consent is told why on the dashboard, booking page and profile', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('minor')
  const headers = { origin: baseURL! }
  await page.request.post('/api/auth/register', {
    headers,
    data: {
      name: 'Minor Learner',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      student_category: 'high_school',
      student_level: 'Grade 9',
      guardian_name: 'Mr Learner',
      guardian_email: uniqueEmail('guardian'),
    },
  })
  const login = await page.request.post('/api/auth/login', {
    headers,
    data: { email, password: PASSWORD },
  })
  expect(login.status()).toBe(200)
  for (const path of ['/dashboard', '/book', '/profile']) {
    await page.goto(path)
    await expect(page.getByTestId('guardian-consent-notice'), path).toBeVisible()
    await expect(page.getByTestId('verify-email-notice'), path).toBeVisible()
  }
  await checkA11y(page)
})
