import type { Page } from '@playwright/test'
import { TEST_CLOCK_HEADER } from '../../../src/server/plugins/test-clock.ts'

/**
 * Moves this page's time `ms` ahead, in the browser (Playwright's clock) and on the server
 * (the e2e server runs with TEST_CLOCK: this page's requests say how far ahead to reason),
 * so a test reaches a session's start without waiting for it. Only this page sees the move;
 * the tests beside it keep the real time. Takes effect from the next navigation.
 */
export async function moveTimeAhead(page: Page, ms: number): Promise<void> {
  await page.clock.install({ time: Date.now() + ms })
  await page.setExtraHTTPHeaders({ [TEST_CLOCK_HEADER]: String(ms) })
}
