import type { Page } from '@playwright/test'
import { checkA11y, expect, test } from './support/fixtures.ts'

// The shell on a desktop screen: navigation bar, dropdowns, auth buttons, footer (spec
// part 1 §2 "Navigation bar" and "Footer").

const dropdowns = [
  {
    id: 'services',
    label: 'Services',
    items: [
      ['School Booking', '/school-booking'],
      ['Teacher Workshops', '/teacher-workshops'],
      ['Support the Teacher', '/support-teacher'],
    ],
  },
  {
    id: 'students',
    label: 'Students',
    items: [
      ['Mathematics Topics', '/mathematics-topics'],
      ['Who We Serve', '/who-we-serve'],
      ['Tutors', '/tutors'],
      ['Library', '/library'],
      ['Announcements', '/announcements'],
    ],
  },
  {
    id: 'get-involved',
    label: 'Get Involved',
    items: [
      ['Become a Tutor', '/become-tutor'],
      ['Donate', '/donate'],
      ['Partner With Us', '/partner-with-me'],
    ],
  },
] as const

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const dropdownButton = (page: Page, label: string) =>
  mainNav(page).getByRole('button', { name: label, exact: true })

/** Opens a page and waits until the session is known (the auth buttons show). */
async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('auth-buttons')).toHaveAttribute('data-session', 'signed-out')
}

test.describe('navigation dropdowns', () => {
  for (const dropdown of dropdowns) {
    test(`${dropdown.label} opens on click with its links in order`, async ({ page }) => {
      await open(page, '/about')
      const button = dropdownButton(page, dropdown.label)
      const menu = page.locator(`#nav-menu-${dropdown.id}`)
      await expect(button).toHaveAttribute('data-testid', `nav-dropdown-${dropdown.id}`)
      await expect(button).toHaveAttribute('aria-controls', `nav-menu-${dropdown.id}`)
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(menu).toBeHidden()

      await button.click()

      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await expect(menu).toBeVisible()
      const links = menu.getByRole('link')
      await expect(links).toHaveText(dropdown.items.map(([label]) => label))
      expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
        dropdown.items.map(([, href]) => href),
      )
    })
  }

  test('a dropdown closes on Escape and gives focus back to its button', async ({ page }) => {
    await open(page, '/about')
    const button = dropdownButton(page, 'Students')
    await button.click()
    await expect(page.locator('#nav-menu-students')).toBeVisible()

    await page.keyboard.press('Escape')

    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('#nav-menu-students')).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('a dropdown closes on a click outside it', async ({ page }) => {
    await open(page, '/about')
    const button = dropdownButton(page, 'Services')
    await button.click()
    await expect(page.locator('#nav-menu-services')).toBeVisible()

    await page.getByRole('heading', { level: 1 }).click()

    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('#nav-menu-services')).toBeHidden()
  })

  test('a dropdown closes when focus leaves it', async ({ page }) => {
    await open(page, '/about')
    const button = dropdownButton(page, 'Get Involved')
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const links = page.locator('#nav-menu-get-involved').getByRole('link')
    await page.keyboard.press('ArrowDown') // focuses the first link on the next frame
    await expect(links.first()).toBeFocused()
    await page.keyboard.press('End')
    await expect(links.last()).toBeFocused()

    await page.keyboard.press('Tab')

    await expect(mainNav(page).getByRole('link', { name: 'Contact' })).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('#nav-menu-get-involved')).toBeHidden()
  })

  test('opening one dropdown closes the other', async ({ page }) => {
    await open(page, '/about')
    await dropdownButton(page, 'Services').click()
    await dropdownButton(page, 'Get Involved').click()

    await expect(page.locator('#nav-menu-get-involved')).toBeVisible()
    await expect(page.locator('#nav-menu-services')).toBeHidden()
    await expect(dropdownButton(page, 'Services')).toHaveAttribute('aria-expanded', 'false')
  })

  test('a dropdown item navigates to its page and closes the menu', async ({ page }) => {
    await open(page, '/about')
    const button = dropdownButton(page, 'Services')
    await button.click()

    await page
      .locator('#nav-menu-services')
      .getByRole('link', { name: 'Teacher Workshops' })
      .click()

    await expect(page).toHaveURL('/teacher-workshops')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teacher Workshops')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('#nav-menu-services')).toBeHidden()
  })

  test('works from the keyboard: Tab, Enter, arrow keys, Home, End, Escape', async ({ page }) => {
    await open(page, '/about')
    const nav = mainNav(page)
    await nav.getByRole('link', { name: 'About' }).focus()
    await page.keyboard.press('Tab')
    const button = dropdownButton(page, 'Students')
    await expect(dropdownButton(page, 'Services')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')

    const link = (name: string) =>
      page.locator('#nav-menu-students').getByRole('link', { name, exact: true })
    await page.keyboard.press('ArrowDown')
    await expect(link('Mathematics Topics')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(link('Who We Serve')).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(link('Mathematics Topics')).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(link('Announcements')).toBeFocused() // wraps round
    await page.keyboard.press('Home')
    await expect(link('Mathematics Topics')).toBeFocused()
    await page.keyboard.press('End')
    await expect(link('Announcements')).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')

    // ArrowDown on the closed button opens the menu at its first link; Enter follows it.
    await page.keyboard.press('ArrowDown')
    await expect(link('Mathematics Topics')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/mathematics-topics')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mathematics Topics')
  })

  test('has no accessibility violations with a dropdown open', async ({ page }) => {
    await open(page, '/about')
    await dropdownButton(page, 'Students').click()
    await expect(page.locator('#nav-menu-students')).toBeVisible()
    await checkA11y(page)
  })
})

test.describe('navigation bar', () => {
  test('links to About and Contact', async ({ page }) => {
    await open(page, '/')
    const nav = mainNav(page)
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about')
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact')

    await nav.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL('/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')

    await nav.getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
  })

  test('shows Login and Register to a signed-out visitor', async ({ page }) => {
    await open(page, '/')
    const auth = page.getByTestId('site-header').getByTestId('auth-buttons')
    await expect(auth).toHaveAttribute('data-session', 'signed-out')
    await expect(auth.getByRole('link')).toHaveText(['Login', 'Register'])
    await expect(auth.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    await expect(auth.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
    await expect(auth.getByRole('button', { name: 'Logout' })).toHaveCount(0)

    await auth.getByRole('link', { name: 'Register' }).click()
    await expect(page).toHaveURL('/register')
    await auth.getByRole('link', { name: 'Login' }).click()
    await expect(page).toHaveURL('/login')
  })

  test('changes style once the page is scrolled more than 10 px', async ({ page }) => {
    await open(page, '/privacy')
    const header = page.getByTestId('site-header')
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
      'the page is tall enough to scroll',
    ).toBeGreaterThan(200)
    await expect(header).toHaveAttribute('data-scrolled', 'false')

    await page.evaluate(() => window.scrollTo(0, 200))
    await expect(header).toHaveAttribute('data-scrolled', 'true')

    await page.evaluate(() => window.scrollTo(0, 10))
    await expect(header).toHaveAttribute('data-scrolled', 'false')

    await page.evaluate(() => window.scrollTo(0, 11))
    await expect(header).toHaveAttribute('data-scrolled', 'true')

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await open(page, '/about')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()

    await page.keyboard.press('Enter')

    await expect(page.locator('main#main')).toBeFocused()
    // The next Tab continues inside main, not back in the header.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
  })
})

test.describe('footer', () => {
  test('shows the contact details from the configuration', async ({ page, request }) => {
    const config = (await (await request.get('/api/config')).json()) as {
      business: { phone: string; email: string }
    }
    await open(page, '/about')
    const contact = page.getByTestId('footer-contact')

    const phone = contact.getByRole('link', { name: config.business.phone })
    await expect(phone).toBeVisible()
    await expect(phone).toHaveAttribute(
      'href',
      `tel:${config.business.phone.replace(/[^\d+]/g, '')}`,
    )
    const email = contact.getByRole('link', { name: config.business.email })
    await expect(email).toBeVisible()
    await expect(email).toHaveAttribute('href', `mailto:${config.business.email}`)
    await expect(contact).toContainText('Johannesburg, Gauteng, South Africa')
  })

  test('shows the trust badges', async ({ page }) => {
    await open(page, '/about')
    await expect(
      page.getByRole('list', { name: 'Why families trust us' }).getByRole('listitem'),
    ).toHaveText(['Trusted Platform', 'Expert Tutors', '24/7 Support'])
  })

  test('social links open in a new tab without access to this page', async ({ page }) => {
    await open(page, '/about')
    const footer = page.getByRole('contentinfo')
    for (const network of ['LinkedIn', 'YouTube', 'GitHub']) {
      const link = footer.getByRole('link', { name: `${network} (opens in a new tab)` })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
    }
  })

  test('links to the privacy policy, the terms and the sitemap', async ({ page }) => {
    await open(page, '/about')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    )
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    )
    const sitemap = footer.getByRole('link', { name: 'Sitemap (opens in a new tab)' })
    await expect(sitemap).toHaveAttribute('href', '/sitemap.xml')
    await expect(sitemap).toHaveAttribute('target', '_blank')
    await expect(sitemap).toHaveAttribute('rel', /\bnoopener\b/)

    await footer.getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL('/privacy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
    await footer.getByRole('link', { name: 'Terms of Service' }).click()
    await expect(page).toHaveURL('/terms')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
  })

  test('the sitemap link leads to an XML sitemap of the public pages', async ({
    page,
    request,
  }) => {
    await open(page, '/about')
    const href = await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Sitemap (opens in a new tab)' })
      .getAttribute('href')

    const response = await request.get(href!)

    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/xml/)
    const xml = await response.text()
    expect(xml).toContain('<urlset')
    for (const path of ['/about', '/tutors', '/library', '/announcements']) {
      expect(xml).toContain(`${path}</loc>`)
    }
    expect(xml, 'pages behind the sign-in gate are left out').not.toContain('/dashboard</loc>')
  })
})

test('a page loaded from the server opens at its top, whatever another page was scrolled to; a reload keeps its place', async ({
  page,
}) => {
  await page.goto('/')
  await page.locator('footer').scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  await page.evaluate(() => window.scrollTo(0, 900))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900)
  await page.reload()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900)
})
