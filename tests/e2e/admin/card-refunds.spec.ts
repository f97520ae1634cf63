import type { Page, Route } from '@playwright/test'
import type {
  AdminCardRefund,
  AdminCardRefundList,
} from '../../../src/shared/schemas/admin-card-refunds.ts'
import { cardRefundMessages } from '../../../src/shared/schemas/admin-card-refunds.ts'
import { administratorCookies, type Cookies } from '../support/administrator.ts'
import type { E2E_ADMIN_EMAILS } from '../support/e2e-settings.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'

// /admin/card-refunds (issue 25; decision 009): card payments no booking, video order or
// donation took, refunded automatically or, when the gateway refused, by hand. The refunds
// come from the server's sweep 30 minutes after the payment, which the API tests drive by
// moving the clock; this server's sweep never finds one that old, so after the real (empty)
// list the page is shown such answers, and what it sends is checked.

const ADMIN_EMAIL = 'card-refunds-admin@example.com' satisfies (typeof E2E_ADMIN_EMAILS)[number]

const failed: AdminCardRefund = {
  id: '6f1c2b9e-0d6a-4c59-9a51-2f7d3c1e8a40',
  purpose: 'video_order',
  purchase: 'Video order: 3 chapters',
  amount_cents: 285_000,
  status: 'refund_failed',
  paid_at: '2026-05-04T08:12:00.000Z',
  refunded_at: null,
  refunded_by: null,
  payer_name: null,
  payer_email: null,
  gateway: 'peach',
  payment_reference: '8ac7a4a1-peach-payment',
  refund_reference: null,
  refund_failure: 'cannot refund (refund volume exceeded or tx reversed)',
}
const refunded: AdminCardRefund = {
  id: 'a0d5e1f2-3b4c-4d5e-8f60-718293a4b5c6',
  purpose: 'booking',
  purchase: 'Tutoring booking: 2 Hour Session',
  amount_cents: 50_000,
  status: 'refunded',
  paid_at: '2026-05-03T13:40:00.000Z',
  refunded_at: '2026-05-03T14:15:00.000Z',
  refunded_by: 'gateway',
  payer_name: 'Lerato Dube',
  payer_email: 'lerato@example.com',
  gateway: 'peach',
  payment_reference: '8ac7a4a1-peach-charge',
  refund_reference: '8ac7a4a1-peach-refund',
  refund_failure: null,
}

const listOf = (refunds: AdminCardRefund[]): AdminCardRefundList => ({
  refunds,
  total: refunds.length,
  page: 1,
  page_size: 25,
})

/** The list and the record action answer as the server does once it has refunds. */
async function serveRefunds(page: Page) {
  const state = { recorded: null as string | null, statusAsked: [] as string[] }
  const current = (): AdminCardRefund[] =>
    state.recorded
      ? [
          {
            ...failed,
            status: 'refunded',
            refunded_at: new Date().toISOString(),
            refunded_by: 'office',
            refund_reference: state.recorded,
          },
          refunded,
        ]
      : [failed, refunded]
  await page.route(
    (url) => url.pathname === '/api/admin/card-refunds',
    (route: Route) => {
      const status = new URL(route.request().url()).searchParams.get('status') ?? ''
      state.statusAsked.push(status)
      return route.fulfill({
        json: listOf(current().filter((refund) => !status || refund.status === status)),
      })
    },
  )
  await page.route(`**/api/admin/card-refunds/${failed.id}/refunded`, (route: Route) => {
    const body = route.request().postDataJSON() as { refund_reference: string }
    state.recorded = body.refund_reference
    return route.fulfill({ json: current()[0] })
  })
  return state
}

test.describe('as the administrator', () => {
  test.describe.configure({ mode: 'serial' })

  let cookies: Cookies = []
  test.beforeAll(async () => {
    cookies = await administratorCookies(ADMIN_EMAIL)
  })
  test.beforeEach(async ({ page }) => {
    await page.context().addCookies(cookies)
  })

  test('the overview and the bookings’ refund filter lead to the card refunds, empty at first', async ({
    page,
  }) => {
    await page.goto('/admin')
    const tile = page.getByTestId('attention-card-refunds')
    await expect(tile).toContainText('Card refunds failed')
    await expect(tile.getByTestId('count')).toHaveText('0')
    await tile.click()
    await expect(page).toHaveURL('/admin/card-refunds')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Card refunds')
    await expect(page.getByTestId('card-refunds-empty')).toContainText(
      'No card payment has needed a refund',
    )
    await expect(page.getByTestId('card-refunds-total')).toHaveText('0 card refunds')

    await page.goto('/admin/bookings?refund_due=true')
    await page.getByTestId('card-refunds-note').getByRole('link', { name: 'Card refunds' }).click()
    await expect(page).toHaveURL('/admin/card-refunds')
  })

  test('lists refunds the gateway made and, first, one it refused, which is recorded once refunded by hand', async ({
    page,
  }) => {
    const served = await serveRefunds(page)
    await page.goto('/admin/card-refunds')
    const items = page.getByTestId('card-refund')
    await expect(items).toHaveCount(2)
    await expect(page.getByTestId('card-refunds-total')).toHaveText('2 card refunds')

    const first = items.nth(0)
    await expect(first).toContainText('Video order: 3 chapters')
    await expect(first).toContainText('R2,850')
    await expect(first.getByTestId('card-refund-status')).toHaveText('Refund failed')
    await expect(first).toContainText('A visitor without an account')
    await expect(first).toContainText('PaidMay 4, 2026, 10:12 AM (SAST)')
    await expect(first).toContainText(
      'The gateway refused: cannot refund (refund volume exceeded or tx reversed)',
    )
    const second = items.nth(1)
    await expect(second).toContainText('Tutoring booking: 2 Hour Session')
    await expect(second.getByTestId('card-refund-status')).toHaveText('Refunded')
    await expect(second.getByRole('link', { name: 'lerato@example.com' })).toHaveAttribute(
      'href',
      'mailto:lerato@example.com',
    )
    await expect(second).toContainText('automatically')
    await expect(second).toContainText('8ac7a4a1-peach-refund')
    await checkA11y(page)

    const form = first.getByRole('form', { name: 'Refunded it by hand?' })
    await form.getByRole('button', { name: 'Record refund' }).click()
    await expect(form.getByText(cardRefundMessages.referenceRequired)).toBeVisible()
    await form.getByLabel('Refund reference').fill('PEACH-RF-1')
    await form.getByRole('button', { name: 'Record refund' }).click()
    await expect(page.getByRole('status').getByText(cardRefundMessages.recorded)).toBeVisible()
    expect(served.recorded).toBe('PEACH-RF-1')
    await expect(first.getByTestId('card-refund-status')).toHaveText('Refunded')
    await expect(first).toContainText('by hand')
    await expect(first.getByRole('form')).toHaveCount(0)

    await page.getByLabel('Status').selectOption('refund_failed')
    await expect(page).toHaveURL('/admin/card-refunds?status=refund_failed')
    await expect(page.getByTestId('card-refunds-empty')).toBeVisible()
    expect(served.statusAsked).toContain('refund_failed')
  })
})
