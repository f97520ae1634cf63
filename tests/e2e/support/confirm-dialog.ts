import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** The page's own confirmation (src/web/components/ui/confirm-dialog.tsx), by its title. */
export const confirmDialog = (page: Page, title: string): Locator =>
  page.getByRole('alertdialog', { name: title })

/**
 * Checks that the confirmation titled `title` is open and says `says`, then presses
 * `answer` (its confirm button's label, or 'Cancel') and waits for it to close.
 */
export async function answerConfirm(
  page: Page,
  { title, says, answer }: { title: string; says: string | RegExp; answer: string },
) {
  const dialog = confirmDialog(page, title)
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAccessibleDescription(says)
  await dialog.getByRole('button', { name: answer, exact: true }).click()
  await expect(dialog).toBeHidden()
}
