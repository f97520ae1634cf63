import { devices } from '@playwright/test'

// The two widths every page is built for, as the projects of playwright.config.ts use them;
// a spec that needs both in one test (validators.spec.ts) opens contexts with these.

export const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }

/**
 * A phone's layout, touch and user agent at one device pixel per CSS pixel: the layout is
 * the same, and the browser paints 2.6² times fewer pixels than at Pixel 7's ratio.
 */
export const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
}
