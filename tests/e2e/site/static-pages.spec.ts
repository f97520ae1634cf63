import { mathematicsModules } from '../../../src/shared/catalogue.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'

// /who-we-serve, /mathematics-topics (spec part 1 §2), /privacy and /terms (D15-D17, D22).

test('/who-we-serve lists 13 student groups and links to booking and tutors', async ({ page }) => {
  await page.goto('/who-we-serve')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who We Serve')
  await expect(page.getByTestId('student-group')).toHaveCount(13)
  await expect(page.getByRole('link', { name: 'Book a Session' }).first()).toHaveAttribute(
    'href',
    '/book',
  )
  await expect(page.getByRole('link', { name: 'Meet Our Tutors' }).first()).toHaveAttribute(
    'href',
    '/tutors',
  )
  await expect(page.getByTestId('auth-buttons')).toHaveAttribute('data-session', 'signed-out')
  await checkA11y(page)
})

test('/mathematics-topics shows every module of the catalogue and opens a level on click', async ({
  page,
}) => {
  await page.goto('/mathematics-topics')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mathematics Topics')
  await expect(page.getByTestId('catalogue-section')).toHaveCount(3)
  // Collapsed levels keep their modules in the page (for search engines), hidden.
  const modules = await page.getByTestId('catalogue-module').locator('h3').allTextContents()
  for (const module of mathematicsModules) {
    expect(
      modules.some((text) => text.startsWith(module.name)),
      module.name,
    ).toBe(true)
  }
  await page
    .getByRole('navigation', { name: 'Catalogue sections' })
    .getByRole('link', { name: /NCV/ })
    .click()
  await expect(page).toHaveURL(/#ncv$/)
  const level = page
    .getByTestId('catalogue-level')
    .filter({ has: page.locator('summary', { hasText: /^NCV Level 2/ }) })
  await expect(level).not.toHaveAttribute('open')
  await level.locator('summary').click()
  await expect(level).toHaveAttribute('open')
  await expect(level.getByRole('listitem').first()).toBeVisible()
  const links = [
    ['Book a Session', '/book'],
    ['Meet Our Tutors', '/tutors'],
    ['Contact Us', '/contact'],
  ] as const
  for (const [name, href] of links) {
    await expect(page.getByRole('link', { name }).first()).toHaveAttribute('href', href)
  }
  await expect(page.getByTestId('auth-buttons')).toHaveAttribute('data-session', 'signed-out')
  await checkA11y(page)
})

test('/privacy names the information officer from config and every contents link finds its section', async ({
  page,
}) => {
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  await expect(page.getByTestId('information-officer').first()).toContainText(
    'The Information Officer',
  )
  await expect(
    page.getByTestId('information-officer').first().getByRole('link', { name: 'info@localhost' }),
  ).toHaveAttribute('href', 'mailto:info@localhost')
  const contents = page.getByTestId('legal-contents').getByRole('link')
  expect(await contents.count()).toBeGreaterThanOrEqual(8)
  await contents.filter({ hasText: 'Learners under 18' }).click()
  await expect(page.getByRole('heading', { name: /Learners under 18/ })).toBeInViewport()
  await expect(page.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile')
  await expect(page.getByTestId('auth-buttons')).toHaveAttribute('data-session', 'signed-out')
  await checkA11y(page)
})

test('/terms states the package prices and the 24-hour cancellation rule', async ({ page }) => {
  await page.goto('/terms')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
  const prices = page.getByTestId('package-prices')
  for (const price of ['R250', 'R500', 'R1,750', 'R3,000'])
    await expect(prices).toContainText(price)
  await expect(page.getByTestId('cancellation-terms')).toContainText('24 hours before it starts')
  await page
    .getByTestId('legal-contents')
    .getByRole('link', { name: 'Cancellations and refunds' })
    .click()
  await expect(page.getByRole('heading', { name: /Cancellations and refunds/ })).toBeInViewport()
  await expect(page.getByTestId('auth-buttons')).toHaveAttribute('data-session', 'signed-out')
  await checkA11y(page)
})
