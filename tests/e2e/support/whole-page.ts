import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/**
 * Waits until the page that just loaded is whole: its heading shown, its data in (no
 * "Loading ..." left in main) and the footer's newsletter form, a chunk of its own that
 * loads once the footer comes near, in place.
 */
export async function waitForWholePage(page: Page) {
  const main = page.locator('main')
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(main).not.toHaveAttribute('aria-busy', 'true')
  await expect(main.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0)
  await page.locator('footer').scrollIntoViewIfNeeded()
  // Watched every frame: an assertion's retries are half a second apart by then, which
  // cost every page about that much after the form had already appeared.
  await page.waitForFunction(
    () => document.querySelector('[data-testid="newsletter-form"]') !== null,
    undefined,
    { polling: 'raf' },
  )
  await expect(page.getByTestId('newsletter-form')).toBeVisible()
}
