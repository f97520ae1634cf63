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
  // Scrolled to again until the form is in: a page that hydrates or restores its scroll
  // position after the first scroll can leave the footer out of reach of the form's loader.
  const form = page.getByTestId('newsletter-form')
  await expect(async () => {
    await page.locator('footer').scrollIntoViewIfNeeded()
    await expect(form).toBeVisible({ timeout: 1_000 })
  }).toPass({ intervals: [0] })
}
