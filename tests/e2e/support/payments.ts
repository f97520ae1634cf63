import type { Page } from '@playwright/test'
import { todayInSast } from '../../../src/shared/sast.ts'
import { expect } from './fixtures.ts'

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

/**
 * The signed-in student of `page` buys a 1 Month Package (12 hours, D26) by the sandbox card,
 * through the API as the booking form sends it (the card flow has its own specs).
 */
export async function buyMonthPackage(page: Page, baseURL: string | undefined) {
  const headers = { origin: baseURL ?? '' }
  const intent = await page.request.post('/api/payment-intents', {
    headers,
    data: { purpose: 'booking', package_type: '1_month' },
  })
  const id = ((await intent.json()) as { id: string }).id
  await page.request.post(`/api/payment-intents/${id}/confirm`, {
    headers,
    data: { token: 'tok_sandbox_success' },
  })
  const modules = (await (await page.request.get('/api/mathematics-modules')).json()) as {
    id: number
  }[]
  const bought = await page.request.post('/api/bookings', {
    headers,
    data: {
      session_type: 'one_to_one',
      mathematics_module_id: modules[0]!.id,
      package_type: '1_month',
      preferred_date: todayInSast(new Date(Date.now() + 3 * 86_400_000)),
      preferred_time: '10:00',
      meeting_platform: 'google_meet',
      payment_method: 'google_pay',
      payment_data: { payment_intent_id: id },
      meeting_aim: 'Calculus revision',
    },
  })
  expect(bought.status(), await bought.text()).toBe(201)
}
