import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test as base, expect, type BrowserContext, type Frame, type Page } from '@playwright/test'
import { waitForHydrationAfterNavigation, withoutJavaScript } from './hydration.ts'

/** A 1×1 transparent PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/**
 * The contact page's map comes from OpenStreetMap, which this machine cannot reach: a
 * reachable map service stands in for it, in a page or in a whole context.
 */
export function standInForMapService(target: Page | BrowserContext) {
  return target.route('https://*.openstreetmap.org/**', (route) =>
    new URL(route.request().url()).hostname === 'tile.openstreetmap.org'
      ? route.fulfill({ contentType: 'image/png', body: PIXEL })
      : route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Map</title><p>Map of the business</p>',
        }),
  )
}

/**
 * Every page spec uses this `test`: a console error or an uncaught page error fails the
 * test, and `checkA11y(page)` runs axe (WCAG 2.1 A and AA) on the page as it is now.
 */
export const test = base.extend<{ consoleErrors: string[]; mapService: void }>({
  // The server sends public pages rendered; until React has hydrated them their buttons do
  // nothing. Every page of the test's context (and of any context the test opens, below)
  // waits for hydration after goto and reload, so a click never races it.
  context: async ({ context, javaScriptEnabled }, use) => {
    // The default context comes from browser.newContext (below) without the test's options.
    if (javaScriptEnabled === false) withoutJavaScript.add(context)
    await use(context)
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const context = await newContext(options)
        if (options?.javaScriptEnabled === false) withoutJavaScript.add(context)
        context.on('page', waitForHydrationAfterNavigation)
        return context
      }
      const newPage = browser.newPage.bind(browser)
      browser.newPage = async (options) => {
        const page = await newPage(options)
        waitForHydrationAfterNavigation(page)
        return page
      }
      await use(browser)
    },
    { scope: 'worker' },
  ],
  // The contact page's map comes from OpenStreetMap, which this machine cannot reach: by
  // default the tests stand in for it (a reachable map service); a test of the fallback
  // routes it to fail instead.
  mapService: [
    async ({ page }, use) => {
      await standInForMapService(page)
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
      // Chromium logs every request that answers an error, so this fails a test on any
      // error response too: a signed-out visitor's page asks nothing that answers 401 (no
      // session check without the signed-in hint). A test that provokes one on purpose
      // takes it out of the list (support/console.ts).
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors on the page').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * axe-core as @axe-core/playwright ships it (its own pinned dependency), with the setup that
 * package's legacy mode gives it: results from same-origin frames only.
 */
const require = createRequire(import.meta.url)
const axeSource = readFileSync(
  createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
)
const AXE_SETUP = `;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`

/** Loads axe into a frame once per document: a second check of the same page reuses it. */
async function injectAxe(frame: Frame) {
  if (await frame.evaluate('typeof window.axe?.run === "function"')) return
  await frame.evaluate(axeSource + AXE_SETUP)
}

type AxeViolation = {
  id: string
  impact?: string | null
  help: string
  nodes: { target: unknown[] }[]
}

/**
 * Waits until the page is as the visitor reads it, settled: nothing that says it is updating
 * (aria-busy, e.g. a list dimmed while it reloads) and no transition or animation under way
 * (a colour halfway through a fade fails contrast). Endless ones (a spinner) do not count.
 */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]'), 'nothing still updating').toHaveCount(0)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

export async function checkA11y(page: Page) {
  // What AxeBuilder's legacy mode does (axe once in the page, frames through axe's own
  // messages; the default mode ends every check in a new blank page, a renderer process
  // each time, which doubled the cost on a 2-core machine, issue 19), minus its waste:
  // AxeBuilder evaluated axe's 0.6 MB source twice in the page on every check, and again
  // on every later check of the same page. Only the violations are gathered in full.
  // Left out, as before: the content of cross-origin frames (the map service's).

  await settled(page)
  await injectAxe(page.mainFrame())
  for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
    // A frame that goes away or never answers is not ours to check (as in AxeBuilder).
    await Promise.race([
      injectAxe(frame),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]).catch(() => undefined)
  }
  const violations = await page.evaluate(
    async (tags) => {
      const { axe } = window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> }
      }
      const results = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })
      return results.violations
    },
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  )
  const summary = (violations as AxeViolation[]).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary, 'axe violations').toEqual([])
}

export { expect }
