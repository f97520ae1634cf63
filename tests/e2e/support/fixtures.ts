import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every page spec uses this `test`: a console error or an uncaught page error fails the
 * test, and `checkA11y(page)` runs axe (WCAG 2.1 A and AA) on the page as it is now.
 */
/** A 1×1 transparent PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

export const test = base.extend<{ consoleErrors: string[]; mapService: void }>({
  // The contact page's map comes from OpenStreetMap, which this machine cannot reach: by
  // default the tests stand in for it (a reachable map service); a test of the fallback
  // routes it to fail instead.
  mapService: [
    async ({ page }, use) => {
      await page.route('https://*.openstreetmap.org/**', (route) =>
        new URL(route.request().url()).hostname === 'tile.openstreetmap.org'
          ? route.fulfill({ contentType: 'image/png', body: PIXEL })
          : route.fulfill({
              contentType: 'text/html',
              body: '<!doctype html><title>Map</title><p>Map of the business</p>',
            }),
      )
      await use()
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL)
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        // A signed-out visitor's session check answers 401 by contract (spec part 1 §7);
        // Chromium logs every non-OK fetch, so that one is expected, not an error.
        const isSignedOutCheck =
          message.location().url.endsWith('/api/users/me') && message.text().includes('401')
        if (!isSignedOutCheck) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors on the page').toEqual([])
    },
    { auto: true },
  ],
})

export async function checkA11y(page: Page) {
  // Legacy mode runs axe once in the page (and the page's frames): the default mode ends
  // every check in a new blank page, a renderer process each time, which doubled the cost
  // of a check (0.9 s against 0.4 s) on a 2-core machine (issue 19). What it leaves out is
  // only the content of cross-origin frames (the map service's), which is not ours.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary, 'axe violations').toEqual([])
}

export { expect }
