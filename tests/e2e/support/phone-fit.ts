import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** What sticks out past the right edge of the screen, for the failure message. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const wide = Array.from(document.body.querySelectorAll('*')).filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    )
    // Name the outermost ones only: their children stick out with them.
    return wide
      .filter((element) => !wide.includes(element.parentElement!))
      .slice(0, 5)
      .map((element) => {
        const id = element.id ? `#${element.id}` : ''
        const testId = element.getAttribute('data-testid')
        return `${element.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''} (right ${Math.round(element.getBoundingClientRect().right)} px)`
      })
  })

/** The page, as it is now, is no wider than a 390 px phone's screen. */
export async function expectFitsPhone(page: Page, name: string) {
  // Not `innerWidth`: a phone zooms out to show a page wider than the screen, and then
  // innerWidth grows with it. The layout viewport (clientWidth) stays the screen's.
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }))
  expect(widths.screen, 'the phone viewport').toBe(390)
  expect(
    widths.page,
    `${name} is wider than the screen: ${(await overflowing(page)).join(', ')}`,
  ).toBeLessThanOrEqual(widths.screen)
}
