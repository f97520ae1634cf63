import { todayInSast } from '../../src/shared/sast.ts'
import { signUpVerifiedAndIn } from './support/accounts.ts'
import { checkA11y, expect, test } from './support/fixtures.ts'
import { buyMonthPackage } from './support/payments.ts'

// D26: a 1 Month Package is 12 hours to spend. The purchase is made through the API (the
// card flow has its own spec); the dashboard shows the hours, and a session is scheduled
// from them on /book with nothing to pay.

const inDays = (days: number) => todayInSast(new Date(Date.now() + days * 86_400_000))

test('a student schedules two hours of a 1 Month Package from the dashboard, and the hours left go down', async ({
  page,
  baseURL,
}) => {
  await signUpVerifiedAndIn(page, baseURL)
  await buyMonthPackage(page, baseURL)

  await page.goto('/dashboard')
  const card = page.getByTestId('package-hours')
  await expect(card).toContainText('1 Month Package (12 hours)')
  await expect(card).toContainText('11 h 0 min left · use by')
  await checkA11y(page)
  await card.getByRole('link', { name: 'Schedule a session' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Schedule a Session' })).toBeVisible()
  const form = page.getByTestId('booking-form')
  // Only what the package leaves open: no package choice, no price, no payment.
  await expect(form.getByLabel('Package')).toHaveCount(0)
  await expect(form.getByText('Payment method')).toHaveCount(0)
  await form.getByLabel('Session length').selectOption('120')
  await expect(page.getByTestId('package-session-cost')).toContainText('9 h 0 min will be left')
  await form.getByLabel('Mathematics module').selectOption({ index: 2 })
  await form.getByLabel('Preferred date').fill(inDays(6))
  await form.getByLabel('Preferred time').selectOption('14:00')
  await form
    .getByLabel('What would you like to achieve in this session?')
    .fill('Integration by substitution')
  await checkA11y(page)
  await form.getByRole('button', { name: 'Book Session' }).click()

  await expect(page.getByText('2 h from your package hours')).toBeVisible()
  await page.goto('/dashboard')
  await expect(page.getByTestId('package-hours')).toContainText('9 h 0 min left')
})

test('a package that cannot be scheduled says why instead of showing the form', async ({
  page,
  baseURL,
}) => {
  await signUpVerifiedAndIn(page, baseURL)
  await page.goto('/book?package=00000000-0000-4000-8000-000000000000')
  await expect(page.getByTestId('package-unavailable')).toContainText(
    'This package could not be found.',
  )
  await expect(page.getByTestId('booking-form')).toHaveCount(0)
  await page.getByRole('link', { name: 'Back to your dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})
