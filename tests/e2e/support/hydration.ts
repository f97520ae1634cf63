import type { BrowserContext, Page } from '@playwright/test'

/**
 * Set by the client (src/web/main.tsx) once its first render has committed. A prerendered
 * form's own code may still be on its way then (it loads when the form comes near or is
 * used, docs/decisions/022), but the form is usable: what a test types, chooses or submits
 * meanwhile is kept and handed to the form's code, and what needs that code (an estimate,
 * a message) appears once it has run, which the assertions wait for.
 */
function hydratedOrNotOurs() {
  return document.documentElement.dataset.hydrated === 'true' || !document.getElementById('root')
}

const patched = new WeakSet<Page>()

/** Contexts with JavaScript off: their pages never hydrate, and nothing waits for it. */
export const withoutJavaScript = new WeakSet<BrowserContext>()

async function hydrated(page: Page) {
  if (!withoutJavaScript.has(page.context())) await page.waitForFunction(hydratedOrNotOurs)
}

/**
 * Makes `page.goto` and `page.reload` resolve only once the page has hydrated: a document
 * that is not one of the app's pages (JSON, a file) resolves as Playwright's own would.
 */
export function waitForHydrationAfterNavigation(page: Page) {
  if (patched.has(page)) return
  patched.add(page)
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await hydrated(page)
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await hydrated(page)
    return response
  }
}
