import type { Page } from '@playwright/test'
import { checkA11y, expect, test } from './support/fixtures.ts'

// The shell on a phone: the menu button and the slide-in panel (spec part 1 §2
// "Navigation bar", mobile; §9: 15 pages in 4 categories, 300 ms close animation).

const groups = [
  {
    id: 'main',
    label: 'Main Pages',
    links: ['Home', 'About', 'Contact'],
  },
  {
    id: 'student-services',
    label: 'Student Services',
    links: [
      'Mathematics Topics',
      'Who We Serve',
      'Tutors',
      'Library',
      'Announcements',
      'Book a Session',
    ],
  },
  {
    id: 'educational-services',
    label: 'Educational Services',
    links: ['School Booking', 'Teacher Workshops', 'Support the Teacher'],
  },
  {
    id: 'get-involved',
    label: 'Get Involved',
    links: ['Become a Tutor', 'Donate', 'Partner With Us'],
  },
] as const

const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' })
const panel = (page: Page) => page.getByRole('dialog', { name: 'Menu' })

/** Opens `path`, waits for the session to settle, opens the menu and waits for it to slide in. */
async function openMenu(page: Page, path = '/about') {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await menuButton(page).click()
  const dialog = panel(page)
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('data-state', 'open')
  await expect(dialog.getByTestId('auth-buttons')).toHaveAttribute('data-session', 'signed-out')
  // The slide-in (and backdrop fade) animations have run.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState === 'finished'),
  )
  return dialog
}

/**
 * Records the panel's data-state changes inside the page: the 300 ms "closing" state is
 * too short to catch reliably by polling from the test on a busy machine.
 */
async function watchPanelStates(page: Page) {
  await page.evaluate(() => {
    const el = document.querySelector('[data-testid="mobile-panel"]')!
    const seen: string[] = []
    ;(window as unknown as { panelStates: string[] }).panelStates = seen
    new MutationObserver(() => seen.push(el.getAttribute('data-state') ?? '')).observe(el, {
      attributes: true,
      attributeFilter: ['data-state'],
    })
  })
  return () => page.evaluate(() => (window as unknown as { panelStates: string[] }).panelStates)
}

test('the desktop navigation is hidden and the menu button shows instead', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(menuButton(page)).toBeVisible()
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  for (const id of ['services', 'students', 'get-involved']) {
    await expect(page.getByTestId(`nav-dropdown-${id}`)).toBeHidden()
  }
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await expect(panel(page)).toHaveCount(0)
})

test('the menu lists 15 pages in 4 groups with their counts', async ({ page }) => {
  const dialog = await openMenu(page)
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  await expect(dialog.getByTestId('mobile-panel-summary')).toHaveText('15 pages · 4 categories')
  await expect(dialog.getByText('24/7 Available')).toBeVisible()

  for (const group of groups) {
    const section = dialog.getByTestId(`mobile-group-${group.id}`)
    await expect(section.getByRole('heading')).toContainText(group.label)
    await expect(section.getByTestId('mobile-group-count')).toHaveText(
      `${group.links.length} pages`,
    )
    await expect(section.getByRole('link')).toHaveText([...group.links])
  }
  const links = dialog.getByRole('navigation', { name: 'Mobile' }).getByRole('link')
  await expect(links).toHaveCount(15)
  await expect(links).toHaveText(groups.flatMap((group) => [...group.links]))
  await expect(dialog.getByTestId('auth-buttons').getByRole('link')).toHaveText([
    'Login',
    'Register',
  ])
})

test('focus moves into the menu and Tab stays inside it', async ({ page }) => {
  const dialog = await openMenu(page)
  const close = dialog.getByRole('button', { name: 'Close menu' })
  await expect(close).toBeFocused()

  // Close button, 15 page links, Login and Register: 18 stops, then round again.
  const stops = 1 + 15 + 2
  const insidePanel = () =>
    page.evaluate(() => {
      const active = document.activeElement
      return Boolean(active?.closest('[data-testid="mobile-panel"]'))
    })
  for (let i = 0; i < stops - 1; i++) {
    await page.keyboard.press('Tab')
    expect(await insidePanel(), `focus stays in the menu after ${i + 1} Tab presses`).toBe(true)
  }
  await expect(
    dialog.getByTestId('auth-buttons').getByRole('link', { name: 'Register' }),
  ).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(close).toBeFocused()

  await page.keyboard.press('Shift+Tab')
  await expect(
    dialog.getByTestId('auth-buttons').getByRole('link', { name: 'Register' }),
  ).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(
    dialog.getByTestId('auth-buttons').getByRole('link', { name: 'Login' }),
  ).toBeFocused()
})

test('Escape closes the menu and focus returns to the menu button', async ({ page }) => {
  await openMenu(page)
  // While the menu is open the page behind it is inert and does not scroll.
  await expect(page.locator('#root')).toHaveAttribute('inert', '')
  await expect(page.locator('html')).toHaveClass(/\boverflow-hidden\b/)

  const states = await watchPanelStates(page)
  await page.keyboard.press('Escape')

  await expect(panel(page)).toHaveCount(0)
  expect(await states()).toContain('closing')
  await expect(menuButton(page)).toBeFocused()
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('#root')).not.toHaveAttribute('inert')
  await expect(page.locator('html')).not.toHaveClass(/\boverflow-hidden\b/)
})

test('the Close menu button closes the menu', async ({ page }) => {
  const dialog = await openMenu(page)
  await dialog.getByRole('button', { name: 'Close menu' }).click()
  await expect(panel(page)).toHaveCount(0)
  await expect(menuButton(page)).toBeFocused()
})

test('a click outside the panel closes it after the 300 ms slide-out', async ({ page }) => {
  const dialog = await openMenu(page)
  const box = await dialog.boundingBox()
  expect(box, 'the panel is on screen').not.toBeNull()
  expect(box!.x, 'the backdrop shows left of the panel').toBeGreaterThan(20)

  const states = await watchPanelStates(page)
  const started = Date.now()
  await page.mouse.click(box!.x / 2, 400) // on the backdrop

  await expect(panel(page)).toHaveCount(0)
  expect(await states()).toContain('closing')
  const elapsed = Date.now() - started
  expect(elapsed, 'the panel stays for its slide-out animation').toBeGreaterThanOrEqual(300)
  await expect(page).toHaveURL('/about')
})

test('a click inside the panel does not close it', async ({ page }) => {
  const dialog = await openMenu(page)
  await dialog.getByTestId('mobile-panel-summary').click()
  await expect(dialog).toHaveAttribute('data-state', 'open')
  await expect(dialog).toBeVisible()
})

test('a link in the menu navigates and closes the menu', async ({ page }) => {
  const dialog = await openMenu(page, '/')
  await dialog.getByRole('link', { name: 'Who We Serve' }).click()

  await expect(page).toHaveURL('/who-we-serve')
  await expect(panel(page)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who We Serve')
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
})

test('the Login button in the menu navigates and closes the menu', async ({ page }) => {
  const dialog = await openMenu(page)
  await dialog.getByTestId('auth-buttons').getByRole('link', { name: 'Login' }).click()

  await expect(page).toHaveURL('/login')
  await expect(panel(page)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in')
})

test('the menu closes when the screen becomes wide enough for the desktop bar', async ({
  page,
}) => {
  await openMenu(page)
  await page.setViewportSize({ width: 1024, height: 844 })
  await expect(panel(page)).toHaveCount(0)
  await expect(page.getByTestId('nav-dropdown-services')).toBeVisible()
  await expect(page.locator('#root')).not.toHaveAttribute('inert')
})

test('has no accessibility violations with the menu open', async ({ page }) => {
  await openMenu(page)
  await checkA11y(page)
})

test('has no accessibility violations with the menu closed', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.locator('footer').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('newsletter-form')).toBeVisible()
  await checkA11y(page)
})
