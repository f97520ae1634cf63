import type { Page } from '@playwright/test'
import { submissionKinds } from '../../../src/shared/admin.ts'
import { todayInSast } from '../../../src/shared/sast.ts'
import { signUpVerifiedAndIn } from '../support/accounts.ts'
import { administratorCookies, type Cookies } from '../support/administrator.ts'
import type { E2E_ADMIN_EMAILS } from '../support/e2e-settings.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { expectFitsPhone } from '../support/phone-fit.ts'
import { waitForWholePage } from '../support/whole-page.ts'

// Every page a phone user reaches, at 390 px (issue 19): it loads, axe finds nothing and
// nothing sticks out sideways. The public pages and the forms a signed-in visitor reaches
// (/book, /donate, /partner-with-me) are checked so in validators.spec.ts, which opens each
// of them at 390 px anyway; here the student's own pages and the back office's. What a page
// does is tested once, at desktop, in its own spec; what the phone changes is tested at
// phone width there too (tag @phone) or in the other *.phone.spec.ts files. State comes
// through the API, once per group.

const ADMIN_EMAIL = 'phone-pages-admin@example.com' satisfies (typeof E2E_ADMIN_EMAILS)[number]
const origin = (baseURL: string | undefined) => ({ origin: baseURL ?? '' })

/**
 * Opens `path`, waits for the whole page (support/whole-page.ts), then runs axe and checks
 * the page is no wider than the screen.
 */
async function checkPage(page: Page, path: string) {
  await test.step(path, async () => {
    await page.goto(path)
    await expect(page).toHaveURL(path)
    await waitForWholePage(page)
    await checkA11y(page)
    await expectFitsPhone(page, path)
  })
}

test.describe('a signed-in student', () => {
  let student: Cookies = []
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
    const page = await context.newPage()
    const baseURL = process.env.E2E_BASE_URL
    await signUpVerifiedAndIn(page, baseURL, { name: 'Nomvula Khumalo' })
    // A month package by bank transfer, so the dashboard shows a booking and an Hours card.
    const modules = (await (await page.request.get('/api/mathematics-modules')).json()) as {
      id: number
    }[]
    const booked = await page.request.post('/api/bookings', {
      headers: origin(baseURL),
      data: {
        session_type: 'one_to_one',
        mathematics_module_id: modules[0]!.id,
        package_type: '1_month',
        preferred_date: todayInSast(new Date(Date.now() + 30 * 86_400_000)),
        preferred_time: '11:00',
        meeting_platform: 'google_meet',
        payment_method: 'bank_transfer',
        meeting_aim: 'Practise integration by parts before the semester test',
      },
    })
    expect(booked.status(), await booked.text()).toBe(201)
    student = await context.cookies()
    await context.close()
  })

  for (const path of ['/dashboard', '/profile']) {
    test(`${path} fits the phone and passes axe`, async ({ page }) => {
      await page.context().addCookies(student)
      await checkPage(page, path)
    })
  }
})

test.describe('the back office', () => {
  let administrator: Cookies = []
  test.beforeAll(async ({ browser }) => {
    administrator = await administratorCookies(ADMIN_EMAIL)
    // A message with a long address and subject, so the list has a card to lay out.
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
    const sent = await context.request.post('/api/contact-messages', {
      headers: origin(process.env.E2E_BASE_URL),
      data: {
        name: 'Bongani Mthembu-Ramaphosa',
        email: 'bongani.mthembu-ramaphosa.parent-of-two@very-long-school-domain.example.com',
        subject: 'Extra lessons for Grade 12 Mathematics Paper 2: Euclidean geometry',
        message: 'My daughter writes her preliminary examinations in August.',
      },
    })
    expect(sent.status(), await sent.text()).toBe(201)
    await context.close()
  })

  const lists = [
    '/admin',
    '/admin/bookings',
    '/admin/card-refunds',
    ...submissionKinds.map((kind) => `/admin/submissions/${kind.value}`),
    '/admin/audit',
    '/admin/saved-replies',
    '/admin/tutors',
    '/admin/users',
    '/admin/newsletter',
    '/admin/announcements',
  ]
  for (const path of lists) {
    test(`${path} fits the phone and passes axe`, async ({ page }) => {
      await page.context().addCookies(administrator)
      await checkPage(page, path)
      if (path === '/admin/submissions/contact-messages') {
        // Below `lg` the list is a card per submission.
        await expect(page.getByTestId('submission').filter({ visible: true })).not.toHaveCount(0)
      }
    })
  }
})
