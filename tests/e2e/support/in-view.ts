import type { Locator } from '@playwright/test'
import { expect } from './fixtures.ts'

/**
 * Issue 26: once a form is sent, its confirmation is where the person is looking, and focus
 * is on its heading so a screen reader announces it.
 */
export async function expectConfirmationInView(panel: Locator) {
  const heading = panel.getByRole('heading').first()
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
}

/** Issue 26: the price (or estimate) sits above the button that takes it, in its column. */
export async function expectPriceAboveButton(price: Locator, button: Locator) {
  const [priceBox, buttonBox] = await Promise.all([price.boundingBox(), button.boundingBox()])
  if (!priceBox || !buttonBox) throw new Error('The price or the button is not shown')
  expect(priceBox.y + priceBox.height).toBeLessThanOrEqual(buttonBox.y)
  // In the same column: a price in a sidebar beside the button is not above it.
  expect(priceBox.x).toBeLessThan(buttonBox.x + buttonBox.width)
  expect(buttonBox.x).toBeLessThan(priceBox.x + priceBox.width)
}
