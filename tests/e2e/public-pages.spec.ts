import { schoolBookingMessages } from '../../src/shared/schemas/school-booking.ts'
import { expect, test } from './support/fixtures.ts'

// Every page a visitor may open without signing in (spec part 1 §2 route list, D9, D22,
// D24): it renders, names itself, logs no error and its footer loads. Axe checks each of
// these pages at this width in the page's own spec (site/*.spec.ts, auth-forms.spec.ts),
// and at a phone's width with the footer loaded (site/phone-pages.phone.spec.ts); a third
// check here, of the same page in the same state, found nothing those do not.

const publicPages = [
  { path: '/', title: 'Mathematics tutoring in Gauteng and online' },
  { path: '/about', title: 'About us' },
  { path: '/who-we-serve', title: 'Who We Serve' },
  { path: '/mathematics-topics', title: 'Mathematics Topics' },
  { path: '/contact', title: 'Contact us' },
  { path: '/school-booking', title: 'School Booking' },
  { path: '/teacher-workshops', title: 'Teacher Workshops' },
  { path: '/support-teacher', title: 'Support the Teacher' },
  { path: '/become-tutor', title: 'Become a Tutor' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/register', title: 'Create your student account' },
  { path: '/login', title: 'Sign in' },
  { path: '/verify-email', title: 'Verify your email' },
  { path: '/forgot-password', title: 'Reset your password' },
  { path: '/reset-password', title: 'Choose a new password' },
  { path: '/tutors', title: 'Our Tutors' },
  { path: '/library', title: 'Study Library' },
  { path: '/announcements', title: 'Announcements' },
] as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

for (const { path, title } of publicPages) {
  test(`${path} renders its heading and title with no console error`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)

    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveCount(1)
    await expect(heading).toBeVisible()
    await expect(heading).not.toHaveText(/^\s*$/)
    await expect(page.getByTestId('gate-welcome')).toHaveCount(0)
    // The document title names this page, then the business.
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)} \\| \\S`))

    // Let the session, the footer's contact details and the newsletter form settle first.
    await expect(page.getByTestId('auth-buttons')).toHaveAttribute('data-session', 'signed-out')
    await page.locator('footer').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('newsletter-form')).toBeVisible()
    await expect(page.getByTestId('footer-contact').getByRole('link').first()).toBeVisible()
  })
}

test('a reload on a deep client route serves the app again', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL('/about')

  const response = await page.reload()

  expect(response?.status()).toBe(200)
  expect(response?.headers()['content-type']).toMatch(/^text\/html/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
  await expect(page).toHaveTitle(/^About us \| /)
})

test('a nested client route opened directly is served by the app', async ({ page }) => {
  // A demo tutor of the embedded database (an unknown id would go back to the list).
  const [tutor] = (await (await page.request.get('/api/tutors')).json()) as { id: number }[]
  const response = await page.goto(`/tutors/${tutor!.id}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('site-header')).toBeVisible()
})

test('pages are served with a Content-Security-Policy they work under', async ({ page }) => {
  // Every violation the page reports, even one its code catches (Lighthouse counts them).
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  const response = await page.goto('/contact')
  const headers = response!.headers()

  const csp = headers['content-security-policy'] ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(headers['x-frame-options']).toBe('DENY')
  expect(csp).not.toContain("'unsafe-inline'")
  expect(csp).not.toContain("'unsafe-eval'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')

  // The page renders and its lazy parts load under that policy; a CSP violation would
  // be a console error, which fails this test through the fixture.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
  await page.locator('footer').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('newsletter-form')).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Services' })
    .click()
  await page.locator('#nav-menu-services').getByRole('link', { name: 'School Booking' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Tutor for Your School')
  const form = page.getByTestId('school-booking-form')
  // A refused submission runs the form's validation (zod), after its first parse.
  await form.getByLabel('School Name').fill('Mamelodi Secondary')
  await form.getByLabel('Contact Email').fill('not-an-email')
  await form.getByLabel('Subject').selectOption('physics')
  await form.getByRole('button', { name: schoolBookingMessages.submit }).click()
  await expect(form.getByText(schoolBookingMessages.contactNameRequired)).toBeVisible()
  expect(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations)).toEqual(
    [],
  )
})
