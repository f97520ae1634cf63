import type { Page } from '@playwright/test'
import { contactFieldMessages } from '../../src/shared/schemas/contact-message.ts'
import { shellOnlyPages } from '../../src/shared/prerender.ts'
import { publicPages, sitemapPaths } from '../../src/shared/site-pages.ts'

const renderedPaths = sitemapPaths.filter((path) => !shellOnlyPages.has(path))
import { expect, test } from './support/fixtures.ts'

/** The business name the end-to-end server runs with (the default). */
const BUSINESS = 'Maths Excellence Tutoring'

// Public pages arrive rendered (docs/decisions/018) and the client hydrates that markup
// in place. A mismatch would show as a console error (the fixture fails on any) and as
// React throwing the server's markup away; both are checked on every prerendered page.

/**
 * Notes, from the first byte of the page, whether anything ever replaced #root's content
 * or removed a form (React throws away a part it cannot hydrate and renders it again).
 */
async function watchRoot(page: Page) {
  await page.addInitScript(() => {
    const flags = window as unknown as { rootReplaced: boolean; formRemoved: boolean }
    flags.rootReplaced = false
    flags.formRemoved = false
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element
        if (target.id === 'root' && record.removedNodes.length > 0) flags.rootReplaced = true
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && node.matches('form, :has(form)')) flags.formRemoved = true
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

const rootReplaced = (page: Page) =>
  page.evaluate(() => (window as unknown as { rootReplaced: boolean }).rootReplaced)
const formRemoved = (page: Page) =>
  page.evaluate(() => (window as unknown as { formRemoved: boolean }).formRemoved)

/** Hydrated: the header's buttons know the session only once the page has hydrated. */
async function waitForHydration(page: Page) {
  const authButtons = page.getByTestId('site-header').getByTestId('auth-buttons')
  await expect(authButtons).toHaveAttribute('data-session', 'signed-out')
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every public page shows its heading, text and navigation', async ({ page }) => {
    // About twenty pages in one test: a busy 2-core machine needs more than the default.
    test.setTimeout(90_000)
    for (const path of renderedPaths) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
      await expect(page).toHaveTitle(`${publicPages[path].title} | ${BUSINESS}`)
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible()
    }
    await page.goto('/about')
    await expect(page.locator('main')).toContainText('years')
    // No password form that could submit itself before the page works.
    for (const path of shellOnlyPages) {
      await page.goto(path)
      await expect(page.locator('input[type="password"]'), path).toHaveCount(0)
    }
  })
})

test('every prerendered page hydrates in place, without a console error', async ({
  page,
  request,
}) => {
  // About twenty pages, each hydrated and its form's code loaded, in one test: on a busy
  // 2-core machine (the whole suite beside it) that took 21–31 s, past the default 30.
  test.setTimeout(90_000)
  // A tutor's own page too, rendered from the catalogue like /tutors.
  const [tutor] = (await (await request.get('/api/tutors')).json()) as { id: number }[]
  expect(tutor).toBeDefined()
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' && /hydrat/i.test(message.text())) {
      warnings.push(message.text())
    }
  })
  await watchRoot(page)
  for (const path of [...renderedPaths, `/tutors/${tutor?.id}`]) {
    await page.goto(path)
    await waitForHydration(page)
    // The page's own form (if any) loads its code when it comes near (decision 022), and
    // hydrates the server's markup in place too.
    const form = page.locator('main [data-form-code]')
    if ((await form.count()) > 0) {
      await form.locator('form').scrollIntoViewIfNeeded()
      await expect(form, path).toHaveAttribute('data-form-code', 'ready')
    }
    expect(await rootReplaced(page), `${path}: #root replaced`).toBe(false)
    expect(await formRemoved(page), `${path}: a form replaced`).toBe(false)
  }
  expect(warnings).toEqual([])
})

test('a hydrated page navigates in the client and its form validates', async ({ page }) => {
  await watchRoot(page)
  await page.goto('/about')
  await waitForHydration(page)
  // A marker on window survives only a navigation made by the client, not a page load.
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'))
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact' })
    .click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'still here',
  )

  const form = page.getByTestId('contact-form')
  await form.getByRole('button', { name: /send/i }).click()
  await expect(form.getByText(contactFieldMessages.nameRequired)).toBeVisible()
  await expect(form.getByText(contactFieldMessages.emailRequired)).toBeVisible()
  expect(await rootReplaced(page)).toBe(false)
})

test('a form whose code arrives after the footer’s form keeps its labels and messages tied to its fields', async ({
  page,
}) => {
  // The footer's newsletter form mounts (and takes ids) while the page's own form still
  // waits for its code; the form then hydrates the ids the server gave it, and the ids its
  // fields refer to later (an error message) must be those same ones, none taken twice.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/consultation-form-*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/about')
  await waitForHydration(page)
  await page.locator('footer').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('newsletter-form')).toBeVisible()
  release()
  await expect(page.locator('main [data-form-code]')).toHaveAttribute('data-form-code', 'ready')

  const form = page.getByTestId('consultation-form')
  await form.getByRole('button', { name: /book|request|send/i }).click()
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
  const broken = await page.evaluate(() => {
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id)
    const problems = ids
      .filter((id, index) => ids.indexOf(id) !== index)
      .map((id) => `#${id} twice`)
    for (const element of Array.from(document.querySelectorAll('[aria-describedby], label[for]'))) {
      const refs = element.getAttribute('aria-describedby') ?? element.getAttribute('for') ?? ''
      for (const id of refs.split(/\s+/).filter(Boolean)) {
        if (!document.getElementById(id))
          problems.push(`${element.localName} refers to missing #${id}`)
      }
    }
    return problems
  })
  expect(broken).toEqual([])
  // The newsletter form's label names its own field.
  await expect(page.getByTestId('newsletter-form').getByLabel('Email address')).toBeVisible()
})

/** The server's markup of `selector` on `path`, as a browser parses it before any script. */
async function serverMarkup(page: Page, path: string, selector: string) {
  const html = await (await page.request.get(path)).text()
  return page.evaluate(
    ([html, selector]) =>
      new DOMParser().parseFromString(html, 'text/html').querySelector(selector)?.innerHTML,
    [html, selector] as const,
  )
}

const sessionKnown = (html: string | undefined) =>
  html?.replace(' data-session="prerendered"', ' data-session="signed-out"')

test('a long content page hydrates in parts into the server’s markup, and a link in its text navigates in the client', async ({
  page,
}) => {
  // /privacy's document is hydrated as the server wrote it (its text is not rendered again)
  // and its header, page and footer each in a task of their own (decision 020's addendum).
  await watchRoot(page)
  await page.goto('/privacy')
  await waitForHydration(page)
  expect(await page.locator('#root').innerHTML()).toBe(
    sessionKnown(await serverMarkup(page, '/privacy', '#root')),
  )
  const serverText = await page.locator('main').textContent()

  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'))
  await page.locator('main').getByRole('link', { name: 'contact page' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')

  // Back: the document rendered by the client this time, word for word the server's.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  await expect(page.locator('main')).toHaveText(serverText ?? '')
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'still here',
  )
  expect(await rootReplaced(page)).toBe(false)
})

test('the footer, hydrated last, navigates in the client once the page has hydrated', async ({
  page,
}) => {
  await page.goto('/terms')
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'))
  await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'still here',
  )
})

test('a header link used before the rest of the page has hydrated leads to a page that works', async ({
  page,
}) => {
  // The page's parts take their turns slowly here (every zero-delay timer 300 ms late), so
  // the header works while the page and the footer still wait: a visitor's quick click.
  await page.addInitScript(() => {
    const setTimeout = window.setTimeout
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      setTimeout(handler, delay || 300, ...rest)) as typeof window.setTimeout
  })
  // Not page.goto, which waits for the whole page to hydrate: from a page of the same site.
  await page.goto('/robots.txt')
  await page.evaluate(() => (window.location.href = '/privacy'))
  const header = page.getByTestId('site-header')
  await expect(header.getByTestId('auth-buttons')).toHaveAttribute('data-session', 'signed-out')
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'))
  await header
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact' })
    .click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
  // Its form, rendered in the client (not a server's markup to wait for), loads its code.
  const form = page.getByTestId('contact-form')
  await form.getByRole('button', { name: /send/i }).click()
  await expect(form.getByText(contactFieldMessages.nameRequired)).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'still here',
  )
})
