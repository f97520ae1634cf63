import type { Page } from '@playwright/test'

/**
 * Counts the card charges the page asks for (`POST /api/payment-intents/{id}/confirm`),
 * so a test can tell that a form the wallet refused to pay for charged nothing.
 */
export function countCharges(page: Page): () => number {
  let charges = 0
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      /\/api\/payment-intents\/[^/]+\/confirm$/.test(request.url())
    )
      charges++
  })
  return () => charges
}
