import type { Page, Route } from '@playwright/test'
import {
  accountMessages,
  loginMessages,
  registrationCheckOrder,
  registrationMessages,
  verifyEmailMessages,
} from '../../src/shared/messages.ts'
import { guardianMessages } from '../../src/shared/schemas/auth.ts'
import { SIGNED_IN_HINT_COOKIE } from '../../src/shared/session-hint.ts'
import { levelsFor } from '../../src/shared/options.ts'
import {
  REGISTER_REDIRECT_DELAY_MS,
  VERIFY_REDIRECT_DELAY_MS,
} from '../../src/web/features/auth/constants.ts'
import { guardianConsentMessages } from '../../src/web/features/guardian-consent/messages.ts'
import { expectConsoleErrors, failedResource } from './support/console.ts'
import { signUpAndIn } from './support/accounts.ts'
import { checkA11y, expect, test } from './support/fixtures.ts'

// The account pages as a visitor sees them (spec part 2 §2, §5, §8; D6–D9, D23). The
// answers of the auth endpoints are mocked with page.route so these tests pin down the
// client; the server's own behaviour is tested beside its routes.

const REGISTER = '**/api/auth/register'
const LOGIN = '**/api/auth/login'
const USERS_ME = '**/api/users/me'

const student = {
  name: 'Thandi Mokoena',
  email: 'thandi@example.com',
  password: 'Secure123',
}

const signedInUser = (overrides: Record<string, unknown> = {}) => ({
  id: 'u_1',
  email: student.email,
  name: student.name,
  role: 'student',
  email_verified: true,
  ...overrides,
})

/** Allow for a busy machine on top of a fixed delay, but not for a missing redirect. */
const within = (delayMs: number) => ({ timeout: delayMs + 2_500 })

/**
 * The cookies a sign-in leaves, for a user who exists only in the stubs: a session cookie
 * (no real session) and the signed-in hint, without which the client asks no session check.
 */
async function holdStubbedSession(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([
    { name: 'session', value: 'stubbed-session', url: baseURL },
    { name: SIGNED_IN_HINT_COOKIE, value: '1', url: baseURL },
  ])
}

/** Opens a page and waits until the session is known, so no late render moves things. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('auth-buttons')).toHaveAttribute('data-session', /signed-/)
}

/** Counts the requests to `pattern` and answers them with `answer` (default: refuse to send). */
async function track(page: Page, pattern: string, answer?: (route: Route) => Promise<void>) {
  const bodies: unknown[] = []
  await page.route(pattern, async (route) => {
    bodies.push(route.request().postDataJSON())
    if (answer) await answer(route)
    else await route.abort('failed')
  })
  return bodies
}

function registerForm(page: Page) {
  const form = page.getByTestId('register-form')
  return {
    form,
    name: form.getByLabel('Full Name'),
    email: form.getByLabel('Email', { exact: true }),
    password: form.getByLabel('Password', { exact: true }),
    confirmPassword: form.getByLabel('Confirm Password'),
    phone: form.getByLabel('Phone Number (optional)'),
    category: form.getByLabel('Student Category'),
    level: form.getByLabel('Current Level'),
    guardianName: form.getByLabel("Parent or Guardian's Name"),
    guardianEmail: form.getByLabel("Parent or Guardian's Email"),
    submit: form.getByRole('button', { name: 'Create Account' }),
    banner: page.getByTestId('register-error'),
  }
}

async function fillValidRegistration(page: Page) {
  const f = registerForm(page)
  await f.name.fill(student.name)
  await f.email.fill(student.email)
  await f.password.fill(student.password)
  await f.confirmPassword.fill(student.password)
  await f.category.selectOption('university')
  await f.level.selectOption('Second Year')
  return f
}

test.describe('/register', () => {
  test('runs the eight checks in the spec order, shows only the first failure and sends nothing', async ({
    page,
  }) => {
    await open(page, '/register')
    await expect(page).toHaveTitle(/^Create your student account \| /)
    const bodies = await track(page, REGISTER)
    const f = registerForm(page)
    await expect(f.banner).toHaveAttribute('role', 'alert')
    await expect(f.banner).toHaveText('')

    const shown: string[] = []
    const expectOnly = async (message: string) => {
      await f.submit.click()
      await expect(f.banner).toHaveText(message)
      if (shown.at(-1) !== message) shown.push(message)
    }

    await expectOnly(registrationMessages.nameRequired)
    await expect(f.name).toHaveAttribute('aria-invalid', 'true')
    await expect(f.name).toBeFocused()

    await f.name.fill(student.name)
    await expectOnly(registrationMessages.emailRequired)
    await expect(f.name).not.toHaveAttribute('aria-invalid')
    await expect(f.email).toBeFocused()

    await f.email.fill('thandi.example.com')
    await expectOnly(registrationMessages.emailInvalid)

    await f.email.fill(student.email)
    await expectOnly(registrationMessages.passwordTooShort)
    await f.password.fill('Short1')
    await expectOnly(registrationMessages.passwordTooShort)

    await f.password.fill('alllowercase1')
    await expectOnly(registrationMessages.passwordTooWeak)

    await f.password.fill(student.password)
    await f.confirmPassword.fill('Secure124')
    await expectOnly(registrationMessages.passwordsDontMatch)

    await f.confirmPassword.fill(student.password)
    await expectOnly(registrationMessages.categoryRequired)

    await f.category.selectOption('college')
    await expectOnly(registrationMessages.levelRequired)
    await expect(f.level).toBeFocused()

    expect(shown, 'every check of the spec, in its order').toEqual([...registrationCheckOrder])
    expect(bodies, 'no request was sent').toEqual([])
  })

  test('the level list follows the category and a new category clears the level', async ({
    page,
  }) => {
    await open(page, '/register')
    const f = registerForm(page)
    await expect(f.category.locator('option')).toHaveText([
      'Select your category',
      'High School',
      'College (TVET)',
      'University',
    ])
    await expect(f.level).toBeDisabled()

    await f.category.selectOption('college')
    await expect(f.level).toBeEnabled()
    await expect(f.level.locator('option')).toHaveText([
      'Select your level',
      ...levelsFor('college'),
    ])
    await f.level.selectOption('NCV Level 3')
    await expect(f.level).toHaveValue('NCV Level 3')

    await f.category.selectOption('university')
    await expect(f.level).toHaveValue('')
    await expect(f.level.locator('option')).toHaveText([
      'Select your level',
      ...levelsFor('university'),
    ])

    await f.category.selectOption('')
    await expect(f.level).toBeDisabled()
    await expect(f.level).toHaveValue('')
  })

  test('a high-school student is asked for a parent or guardian, who must consent (D23)', async ({
    page,
  }) => {
    await open(page, '/register')
    const bodies = await track(page, REGISTER)
    const f = registerForm(page)
    await expect(page.getByTestId('guardian-fields')).toHaveCount(0)

    await f.name.fill(student.name)
    await f.email.fill(student.email)
    await f.password.fill(student.password)
    await f.confirmPassword.fill(student.password)
    await f.category.selectOption('high_school')
    const group = page.getByRole('group', { name: 'Parent or guardian consent' })
    await expect(group).toBeVisible()
    await expect(page.getByTestId('guardian-explanation')).toContainText('POPIA')
    await expect(page.getByTestId('guardian-explanation')).toContainText('under 18')
    await expect(f.guardianName).toHaveAttribute('required', '')
    await expect(f.guardianEmail).toHaveAttribute('required', '')
    await f.level.selectOption('Grade 10')
    await checkA11y(page)

    await f.submit.click()
    await expect(f.banner).toHaveText(guardianMessages.nameRequired)
    await f.guardianName.fill('Nomsa Mokoena')
    await f.submit.click()
    await expect(f.banner).toHaveText(guardianMessages.emailInvalid)
    await f.guardianEmail.fill(student.email)
    await f.submit.click()
    await expect(f.banner).toHaveText(guardianMessages.emailSameAsStudent)
    expect(bodies).toEqual([])

    await f.category.selectOption('college')
    await expect(page.getByTestId('guardian-fields')).toHaveCount(0)
  })

  test("sends the whole object, shows 'Creating Account...', then the confirmation and /verify-email", async ({
    page,
  }) => {
    await open(page, '/register')
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const bodies = await track(page, REGISTER, async (route) => {
      await held
      await route.fulfill({
        status: 201,
        json: {
          user: signedInUser({ email_verified: false }),
          message: accountMessages.registered,
        },
      })
    })
    const f = registerForm(page)
    await f.name.fill(`  ${student.name} `)
    await f.email.fill('Thandi@Example.com')
    await f.password.fill(student.password)
    await f.confirmPassword.fill(student.password)
    await f.phone.fill('071 234 5678')
    await f.category.selectOption('high_school')
    await f.level.selectOption('Grade 11')
    await f.guardianName.fill('Nomsa Mokoena')
    await f.guardianEmail.fill('Nomsa@Example.com')
    await f.submit.click()

    const busy = page.getByRole('button', { name: registrationMessages.submitting })
    await expect(busy).toBeVisible()
    await expect(busy).toBeDisabled()
    release()

    const success = page.getByTestId('register-success')
    await expect(success).toBeVisible()
    await expect(page.getByTestId('register-success-message')).toHaveText(
      accountMessages.registered,
    )
    await expect(page.getByTestId('register-success-email')).toHaveText(student.email)
    await expect(
      success.getByRole('link', { name: registrationMessages.goToLogin }),
    ).toHaveAttribute('href', '/login')
    expect(bodies).toEqual([
      {
        name: student.name,
        email: student.email,
        password: student.password,
        confirmPassword: student.password,
        phone_number: '071 234 5678',
        student_category: 'high_school',
        student_level: 'Grade 11',
        guardian_name: 'Nomsa Mokoena',
        guardian_email: 'nomsa@example.com',
      },
    ])
    await checkA11y(page)

    await expect(page).toHaveURL('/verify-email', within(REGISTER_REDIRECT_DELAY_MS))
    const status = page.getByTestId('verify-email-status')
    await expect(status).toHaveAttribute('data-state', 'check-inbox')
    await expect(page.getByTestId('verify-email-address')).toHaveText(student.email)
    await expect(status).not.toContainText(verifyEmailMessages.noToken)
  })

  test('a non-high-school student sends no guardian fields', async ({ page }) => {
    await open(page, '/register')
    const bodies = await track(page, REGISTER, (route) =>
      route.fulfill({ status: 201, json: { user: signedInUser(), message: 'Created' } }),
    )
    await fillValidRegistration(page)
    await registerForm(page).submit.click()
    await expect(page.getByTestId('register-success')).toBeVisible()
    expect(bodies).toEqual([
      {
        name: student.name,
        email: student.email,
        password: student.password,
        confirmPassword: student.password,
        phone_number: '',
        student_category: 'university',
        student_level: 'Second Year',
      },
    ])
  })

  test("a refused registration shows the server's error and keeps the form", async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/register')
    await track(page, REGISTER, (route) =>
      route.fulfill({ status: 409, json: { error: accountMessages.emailTaken } }),
    )
    const f = await fillValidRegistration(page)
    await f.submit.click()

    await expect(f.banner).toHaveText(accountMessages.emailTaken)
    await expect(f.email).toHaveValue(student.email)
    await expect(f.submit).toBeEnabled()
    await expectConsoleErrors(consoleErrors, failedResource(409))
    await checkA11y(page)
  })

  test("an answer without an error text shows 'Registration failed'", async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/register')
    await track(page, REGISTER, (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Oops</h1>' }),
    )
    const f = await fillValidRegistration(page)
    await f.submit.click()
    await expect(f.banner).toHaveText(registrationMessages.failed)
    await expectConsoleErrors(consoleErrors, failedResource(500))
  })

  test("a network failure shows 'Registration failed. Please try again.'", async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/register')
    await track(page, REGISTER)
    const f = await fillValidRegistration(page)
    await f.submit.click()
    await expect(f.banner).toHaveText(registrationMessages.failedRetry)
    await expectConsoleErrors(consoleErrors, /Failed to load resource: net::ERR_FAILED/)
  })

  test('links existing users to the login page', async ({ page }) => {
    await open(page, '/register')
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click()
    await expect(page).toHaveURL('/login')
  })
})

function loginForm(page: Page) {
  const form = page.getByTestId('login-form')
  return {
    form,
    email: form.getByLabel('Email', { exact: true }),
    password: form.getByLabel('Password', { exact: true }),
    remember: form.getByLabel(loginMessages.rememberMe),
    submit: form.getByRole('button', { name: 'Sign In' }),
    banner: page.getByTestId('login-error'),
  }
}

/** Serves GET /api/config as the server does, with Google sign-in switched on or off. */
async function setGoogleSignIn(page: Page, enabled: boolean) {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch()
    const config = (await response.json()) as Record<string, unknown>
    await route.fulfill({ response, json: { ...config, googleSignIn: enabled } })
  })
}

test.describe('/login', () => {
  test('the show/hide toggle reveals and hides the password', async ({ page }) => {
    await open(page, '/login')
    await expect(page).toHaveTitle(/^Sign in \| /)
    const f = loginForm(page)
    await f.password.fill('Secret123')
    const show = f.form.getByRole('button', { name: 'Show password' })
    await expect(show).toHaveAttribute('aria-pressed', 'false')
    await expect(f.password).toHaveAttribute('type', 'password')

    await show.click()
    const hide = f.form.getByRole('button', { name: 'Hide password' })
    await expect(hide).toHaveAttribute('aria-pressed', 'true')
    await expect(f.password).toHaveAttribute('type', 'text')
    await expect(f.password).toHaveValue('Secret123')

    await hide.press('Enter')
    await expect(show).toHaveAttribute('aria-pressed', 'false')
    await expect(f.password).toHaveAttribute('type', 'password')
    await checkA11y(page)
  })

  test('links to /forgot-password and /register', async ({ page }) => {
    await open(page, '/login')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    await expect(main.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    )
  })

  test('email and password are required and nothing is sent without them', async ({ page }) => {
    await open(page, '/login')
    const bodies = await track(page, LOGIN)
    const f = loginForm(page)
    await f.submit.click()
    await expect(f.banner).toHaveText(loginMessages.emailRequired)
    await f.email.fill(student.email)
    await f.submit.click()
    await expect(f.banner).toHaveText(loginMessages.passwordRequired)
    expect(bodies).toEqual([])
  })

  test("a refused sign-in shows the server's error; 'Remember me' does not change the request", async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/login')
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const bodies = await track(page, LOGIN, async (route) => {
      await held
      await route.fulfill({ status: 401, json: { error: accountMessages.invalidCredentials } })
    })
    const f = loginForm(page)
    await f.email.fill(student.email)
    await f.password.fill('WrongPass1')
    await f.remember.check()
    await f.submit.click()

    const busy = page.getByRole('button', { name: 'Signing in...' })
    await expect(busy).toBeDisabled()
    release()

    await expect(f.banner).toHaveText(accountMessages.invalidCredentials)
    await expect(f.submit).toBeEnabled()
    await expect(page).toHaveURL('/login')
    expect(bodies).toEqual([{ email: student.email, password: 'WrongPass1' }])
    await expectConsoleErrors(consoleErrors, failedResource(401))
    await checkA11y(page)
  })

  test("no error text means 'Login failed'; no answer means 'Login failed. Please try again.'", async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/login')
    let fail = true
    await page.route(LOGIN, (route) =>
      fail ? route.fulfill({ status: 502, body: '' }) : route.abort('failed'),
    )
    const f = loginForm(page)
    await f.email.fill(student.email)
    await f.password.fill(student.password)
    await f.submit.click()
    await expect(f.banner).toHaveText(loginMessages.failed)
    await expectConsoleErrors(consoleErrors, failedResource(502))

    fail = false
    await f.submit.click()
    await expect(f.banner).toHaveText(loginMessages.failedRetry)
    await expectConsoleErrors(consoleErrors, /Failed to load resource: net::ERR_FAILED/)
  })

  for (const { next, lands } of [
    { next: '/about?tab=vision', lands: '/about?tab=vision' },
    { next: null, lands: '/dashboard' },
    { next: '//evil.example/steal', lands: '/dashboard' },
    { next: 'https://evil.example/', lands: '/dashboard' },
  ]) {
    test(`after signing in with next=${next ?? '(none)'} the user lands on ${lands}`, async ({
      page,
      baseURL,
    }) => {
      let signedIn = false
      await page.route(USERS_ME, (route) =>
        signedIn
          ? route.fulfill({ json: signedInUser() })
          : route.fulfill({ status: 401, json: { error: 'You are not signed in.' } }),
      )
      await page.route(LOGIN, async (route) => {
        signedIn = true
        await holdStubbedSession(page, baseURL)
        await route.fulfill({ json: { user: signedInUser() } })
      })
      // The dashboard asks what still stands between the student and booking.
      await page.route('**/api/students/status', (route) =>
        route.fulfill({
          json: { is_student: true, email_verified: true, guardian_consent_pending: false },
        }),
      )
      // ...and loads the student's bookings, package hours, weekly series and profile: this
      // user exists only in the stubs.
      await page.route('**/api/bookings', (route) => route.fulfill({ json: [] }))
      await page.route('**/api/packages', (route) => route.fulfill({ json: [] }))
      await page.route('**/api/booking-series', (route) => route.fulfill({ json: [] }))
      await page.route('**/api/students/profile', (route) =>
        route.fulfill({
          json: {
            name: 'Thandi Mokoena',
            email: student.email,
            phone_number: null,
            address: null,
            student_category: 'university',
            student_level: 'First Year',
          },
        }),
      )
      await open(page, next ? `/login?next=${encodeURIComponent(next)}` : '/login')
      const f = loginForm(page)
      await f.email.fill(student.email)
      await f.password.fill(student.password)
      await f.submit.click()

      await expect(page).toHaveURL(lands)
      await expect(page.getByTestId('auth-buttons')).toHaveAttribute('data-session', 'signed-in')
    })
  }

  test("'Continue with Google' is hidden when Google sign-in is not configured", async ({
    page,
  }) => {
    await setGoogleSignIn(page, false)
    // /login opened by its address arrives rendered with the server's configuration
    // (docs/decisions/018); a page that is not prerendered asks for it, and then /login.
    await open(page, '/forgot-password')
    await page.getByRole('link', { name: 'Back to sign in' }).click()
    await expect(loginForm(page).submit).toBeVisible()
    await expect(page.getByRole('button', { name: loginMessages.continueWithGoogle })).toHaveCount(
      0,
    )
  })

  test("'Continue with Google' asks the server for the provider address and goes there", async ({
    page,
    baseURL,
  }) => {
    await setGoogleSignIn(page, true)
    // A stand-in for Google's consent page, so the browser stays where it was sent.
    const redirectUrl = `${baseURL}/provider-consent?client_id=test&state=test-state`
    await page.route('**/provider-consent?**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Provider</title><h1>Choose an account</h1>',
      }),
    )
    await page.route('**/api/oauth/google/redirect_url', (route) =>
      route.fulfill({ json: { redirectUrl } }),
    )
    await open(page, '/login')
    const google = page.getByRole('button', { name: loginMessages.continueWithGoogle })
    await expect(google).toBeVisible()
    await checkA11y(page)

    await google.click()
    await expect(page).toHaveURL(redirectUrl)
  })
})

test.describe('/verify-email', () => {
  test('without a token it shows the invalid-link error at once and sends nothing', async ({
    page,
  }) => {
    let requests = 0
    await page.route('**/api/verify-email/**', async (route) => {
      requests += 1
      await route.abort('failed')
    })
    await open(page, '/verify-email')
    await expect(page).toHaveTitle(/^Verify your email \| /)
    const status = page.getByTestId('verify-email-status')
    await expect(status).toHaveText(verifyEmailMessages.noToken)
    await expect(page.getByTestId('verify-email-expiry')).toContainText(
      'Verification links expire after 24 hours.',
    )
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: verifyEmailMessages.goToHome })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(
      main.getByRole('link', { name: verifyEmailMessages.contactSupport }),
    ).toHaveAttribute('href', '/contact')
    await expect(main.getByRole('button', { name: verifyEmailMessages.resend })).toHaveCount(0)
    await checkA11y(page)
    expect(requests).toBe(0)
  })

  test('a good token verifies once; signed in here, it goes to /profile after 3 seconds', async ({
    page,
    baseURL,
  }) => {
    const token = 'a'.repeat(43)
    const requested: string[] = []
    // A real session: the server clears a stubbed one's hint on its first answer.
    await signUpAndIn(page, baseURL)
    await page.route('**/api/verify-email/**', async (route) => {
      requested.push(new URL(route.request().url()).pathname)
      await route.fulfill({
        json: {
          message: 'Your email address is verified.',
          email: 'thandi@example.com',
          awaiting_guardian_consent: false,
        },
      })
    })
    await page.goto(`/verify-email?token=${token}`)
    const status = page.getByTestId('verify-email-status')
    await expect(status).toHaveText('Your email address is verified.')
    const main = page.getByRole('main')
    await expect(
      main.getByRole('link', { name: verifyEmailMessages.continueToProfile }),
    ).toHaveAttribute('href', '/profile')
    await expect(page.getByTestId('verified-sign-in')).toHaveCount(0)
    await checkA11y(page)

    await expect(page).toHaveURL('/profile', within(VERIFY_REDIRECT_DELAY_MS))
    expect(requested, 'the single-use token is sent exactly once').toEqual([
      `/api/verify-email/${token}`,
    ])
  })

  test("a success without a message says 'Email verified successfully!'", async ({ page }) => {
    await page.route('**/api/verify-email/**', (route) => route.fulfill({ json: {} }))
    await page.goto('/verify-email?token=some-token')
    await expect(page.getByTestId('verify-email-status')).toHaveText(verifyEmailMessages.verified)
  })

  test("a refused token shows the server's error with Go to Home and Contact Support", async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/api/verify-email/**', (route) =>
      route.fulfill({ status: 410, json: { error: accountMessages.verificationExpired } }),
    )
    await page.goto('/verify-email?token=expired-token')
    await expect(page.getByTestId('verify-email-status')).toHaveText(
      accountMessages.verificationExpired,
    )
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: verifyEmailMessages.goToHome })).toBeVisible()
    await expect(main.getByRole('link', { name: verifyEmailMessages.contactSupport })).toBeVisible()
    await expectConsoleErrors(consoleErrors, failedResource(410))
    await checkA11y(page)
  })

  test('a failure without an error text, and no answer at all, have their own sentences', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/api/verify-email/t-500', (route) =>
      route.fulfill({ status: 500, body: '' }),
    )
    await page.route('**/api/verify-email/t-offline', (route) => route.abort('failed'))

    await page.goto('/verify-email?token=t-500')
    await expect(page.getByTestId('verify-email-status')).toHaveText(verifyEmailMessages.failed)
    await expectConsoleErrors(consoleErrors, failedResource(500))

    await page.goto('/verify-email?token=t-offline')
    await expect(page.getByTestId('verify-email-status')).toHaveText(
      verifyEmailMessages.networkError,
    )
    await expectConsoleErrors(consoleErrors, /Failed to load resource: net::ERR_FAILED/)
  })

  test('a signed-in user with an unverified email can ask for a new link (D8)', async ({
    page,
    baseURL,
  }) => {
    await holdStubbedSession(page, baseURL)
    await page.route(USERS_ME, (route) =>
      route.fulfill({ json: signedInUser({ email_verified: false }) }),
    )
    const bodies = await track(page, '**/api/auth/resend-verification', (route) =>
      route.fulfill({ json: { message: accountMessages.verificationSent } }),
    )
    await open(page, '/verify-email')
    const resend = page.getByRole('button', { name: verifyEmailMessages.resend })
    await expect(resend).toBeVisible()
    await checkA11y(page)
    await resend.click()

    await expect(page.getByTestId('resend-status')).toHaveText(accountMessages.verificationSent)
    await expect(resend).toHaveCount(0)
    expect(bodies).toEqual([null])
  })
})

test.describe('password reset (D9)', () => {
  test('/forgot-password checks the email, then shows the server answer', async ({ page }) => {
    await open(page, '/forgot-password')
    await expect(page).toHaveTitle(/^Reset your password \| /)
    const bodies = await track(page, '**/api/auth/forgot-password', (route) =>
      route.fulfill({ json: { message: accountMessages.resetRequested } }),
    )
    const form = page.getByTestId('forgot-password-form')
    const submit = form.getByRole('button', { name: 'Send reset link' })
    await submit.click()
    await expect(page.getByTestId('forgot-password-error')).toHaveText('Email is required')
    await form.getByLabel('Email').fill('not-an-email')
    await submit.click()
    await expect(page.getByTestId('forgot-password-error')).toHaveText('Please enter a valid email')
    await checkA11y(page)
    expect(bodies).toEqual([])

    await form.getByLabel('Email').fill(' Thandi@Example.com ')
    await submit.click()
    await expect(page.getByTestId('forgot-password-status')).toHaveText(
      accountMessages.resetRequested,
    )
    expect(bodies).toEqual([{ email: student.email }])
  })

  test('/reset-password without a token says the link is invalid and offers a new one', async ({
    page,
  }) => {
    await open(page, '/reset-password')
    await expect(page).toHaveTitle(/^Choose a new password \| /)
    await expect(page.getByTestId('reset-password-status')).toHaveText(accountMessages.resetInvalid)
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Request a new link' }),
    ).toHaveAttribute('href', '/forgot-password')
    await expect(page.getByTestId('reset-password-form')).toHaveCount(0)
    await checkA11y(page)
  })

  test('/reset-password applies the password rules, then confirms and links to sign in', async ({
    page,
  }) => {
    const token = 'r'.repeat(43)
    await open(page, `/reset-password?token=${token}`)
    const bodies = await track(page, '**/api/auth/reset-password', (route) =>
      route.fulfill({ json: { message: accountMessages.resetDone } }),
    )
    const form = page.getByTestId('reset-password-form')
    const password = form.getByLabel('New password')
    const confirm = form.getByLabel('Confirm password')
    const submit = form.getByRole('button', { name: 'Set new password' })
    const banner = page.getByTestId('reset-password-error')

    await submit.click()
    await expect(banner).toHaveText(registrationMessages.passwordTooShort)
    await password.fill('nouppercase1')
    await submit.click()
    await expect(banner).toHaveText(registrationMessages.passwordTooWeak)
    await password.fill('NewSecure1')
    await confirm.fill('NewSecure2')
    await submit.click()
    await expect(banner).toHaveText(registrationMessages.passwordsDontMatch)
    await checkA11y(page)
    expect(bodies).toEqual([])

    await confirm.fill('NewSecure1')
    await submit.click()
    await expect(page.getByTestId('reset-password-status')).toHaveText(accountMessages.resetDone)
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    )
    expect(bodies).toEqual([{ token, password: 'NewSecure1', confirmPassword: 'NewSecure1' }])
  })

  test("/reset-password shows the server's error for a used link", async ({
    page,
    consoleErrors,
  }) => {
    await open(page, `/reset-password?token=${'u'.repeat(43)}`)
    await page.route('**/api/auth/reset-password', (route) =>
      route.fulfill({ status: 400, json: { error: accountMessages.resetInvalid } }),
    )
    const form = page.getByTestId('reset-password-form')
    await form.getByLabel('New password').fill('NewSecure1')
    await form.getByLabel('Confirm password').fill('NewSecure1')
    await form.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByTestId('reset-password-error')).toHaveText(accountMessages.resetInvalid)
    await expectConsoleErrors(consoleErrors, failedResource(400))
  })
})

test.describe('/guardian-consent (D23)', () => {
  test('without a token it says the link is invalid and offers no consent button', async ({
    page,
  }) => {
    await open(page, '/guardian-consent')
    await expect(page).toHaveTitle(/^Parent or guardian consent \| /)
    await expect(page.getByTestId('guardian-consent-status')).toHaveText(
      guardianConsentMessages.invalidLink,
    )
    await expect(page.getByRole('button', { name: guardianConsentMessages.button })).toHaveCount(0)
    await checkA11y(page)
  })

  const learner = { learner_name: 'Naledi Dlamini', student_level: 'Grade 10', consented_at: null }

  test('opening the link changes nothing; the button posts the token and shows the answer', async ({
    page,
  }) => {
    await page.route('**/api/guardian-consent/*', (route) => route.fulfill({ json: learner }))
    const bodies = await track(page, '**/api/guardian-consent', (route) =>
      route.fulfill({ json: { message: 'Thank you. Your consent is recorded.' } }),
    )
    await open(page, '/guardian-consent?token=consent-token-123')
    await expect(page.getByTestId('guardian-consent-learner')).toContainText(
      'Naledi Dlamini (Grade 10)',
    )
    await expect(page.getByRole('main')).toContainText('pay for sessions')
    await expect(page.getByTestId('guardian-consent-status')).toHaveText('')
    expect(bodies).toEqual([])
    await checkA11y(page)

    await page.getByRole('button', { name: guardianConsentMessages.button }).click()
    await expect(page.getByTestId('guardian-consent-status')).toHaveText(
      'Thank you. Your consent is recorded.',
    )
    await expect(page.getByRole('button', { name: guardianConsentMessages.button })).toHaveCount(0)
    expect(bodies).toEqual([{ token: 'consent-token-123' }])
  })

  test("a refused consent shows the server's error", async ({ page, consoleErrors }) => {
    await page.route('**/api/guardian-consent/*', (route) => route.fulfill({ json: learner }))
    await page.route('**/api/guardian-consent', (route) =>
      route.fulfill({ status: 410, json: { error: 'This consent link is invalid.' } }),
    )
    await open(page, '/guardian-consent?token=late-token')
    await page.getByRole('button', { name: guardianConsentMessages.button }).click()
    await expect(page.getByTestId('guardian-consent-status')).toHaveText(
      'This consent link is invalid.',
    )
    await expectConsoleErrors(consoleErrors, failedResource(410))
  })

  test('a link that no longer works says so at once, with no button', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/guardian-consent?token=unknown-token')
    await expect(page.getByTestId('guardian-consent-status')).toHaveText(
      'This consent link is invalid or has expired. Please ask the student to send a new one from their profile.',
    )
    await expect(page.getByRole('button', { name: guardianConsentMessages.button })).toHaveCount(0)
    await expectConsoleErrors(consoleErrors, failedResource(404))
    await checkA11y(page)
  })

  test('a link whose consent was given says when', async ({ page }) => {
    await page.route('**/api/guardian-consent/*', (route) =>
      route.fulfill({ json: { ...learner, consented_at: '2026-11-20T08:00:00.000Z' } }),
    )
    await open(page, '/guardian-consent?token=used-token')
    await expect(page.getByTestId('guardian-consent-status')).toHaveText(
      guardianConsentMessages.alreadyGiven('Friday 20 November 2026'),
    )
    await expect(page.getByRole('button', { name: guardianConsentMessages.button })).toHaveCount(0)
  })
})
