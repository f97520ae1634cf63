import type { Page } from '@playwright/test'
import { reviewMessages } from '../../../src/shared/schemas/reviews.ts'
import type { PublicTutor } from '../../../src/shared/schemas/tutors.ts'
import { administratorCookies, type Cookies } from '../support/administrator.ts'
import { answerConfirm } from '../support/confirm-dialog.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import type { E2E_ADMIN_EMAILS } from '../support/e2e-settings.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { completedSessionOf, reviewSession, sessionStartIn } from '../support/reviews.ts'
import { signUpAsTutor } from '../support/tutors.ts'

// The office's reviews (issue 22, D28): /admin/reviews lists every student's review with
// the tutor, rating and hidden filters in the address; a review is hidden with a reason
// (asked for in a dialog) and shown again after a confirmation. The e2e database is shared
// by every spec and both projects, so each project reviews a tutor of its own and filters
// the list by that tutor.

const ADMIN_EMAIL = 'reviews-admin@example.com' satisfies (typeof E2E_ADMIN_EMAILS)[number]
const baseURL = () => process.env.E2E_BASE_URL ?? ''
const origin = () => ({ origin: baseURL() })

/** A message as a pattern that matches it literally, within an element's description. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

const PRAISE =
  'Nomsa explained integration by parts so clearly that I finally understood it.\nWe worked through past papers.\n\nI went from 48% to 71% in my June exam!'
const COMPLAINT = 'Arrived late and <b>unprepared</b>. Call me on 082 555 1234.'

/** The row (desktop) or card (phone) of each review on screen. */
const shownReviews = (page: Page) => page.getByTestId('admin-review').filter({ visible: true })
const reviewBy = (page: Page, student: string) => shownReviews(page).filter({ hasText: student })

test.describe('as the administrator', () => {
  test.describe.configure({ mode: 'serial' })

  let cookies: Cookies = []
  let tutorId = 0
  let tutorName = ''
  let praise = { id: '', email: '' }
  let complaint = { id: '', email: '' }

  test.beforeAll(async ({ browser }, testInfo) => {
    test.setTimeout(90_000)
    cookies = await administratorCookies(ADMIN_EMAIL)
    tutorName = testInfo.project.name === 'phone' ? 'Bongani Sithole' : 'Nomsa Zulu'
    const context = await browser.newContext({ baseURL: baseURL() })
    try {
      ;({ tutorId } = await signUpAsTutor(await context.newPage(), browser, cookies, tutorName))
    } finally {
      await context.close()
    }
    const rated = async (name: string, hoursLater: number, rating: number, comment: string) => {
      const session = await completedSessionOf(browser, cookies, {
        tutorId,
        startsAt: sessionStartIn(hoursLater),
        name,
      })
      try {
        const review = await reviewSession(session.studentPage, session.booking.id, {
          rating,
          comment,
        })
        return { id: review.id, email: session.student.email }
      } finally {
        await session.studentPage.context().close()
      }
    }
    praise = await rated('Thandi Mokoena', 0, 5, PRAISE)
    complaint = await rated('Lerato Dube', 2, 2, COMPLAINT)
  })

  test.beforeEach(async ({ page }) => {
    await page.context().addCookies(cookies)
  })

  test(
    'filters the reviews by tutor, rating and hidden, as rows or as cards on a phone',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/admin')
      const nav = page.getByRole('navigation', { name: 'Back office' })
      // On a phone the back office's menu is behind one button.
      if (testInfo.project.name === 'phone') await nav.getByRole('button').click()
      await nav.getByRole('link', { name: 'Reviews', exact: true }).click()
      await expect(page).toHaveURL('/admin/reviews')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reviews')

      const filters = page.getByRole('search', { name: 'Filter the reviews' })
      await filters.getByLabel('Tutor').selectOption(String(tutorId))
      await expect(page).toHaveURL(`/admin/reviews?tutor_id=${tutorId}`)
      await expect(page.getByTestId('reviews-total')).toHaveText('2 reviews')
      await expect(shownReviews(page)).toHaveCount(2)
      // Newest first.
      await expect(shownReviews(page).first()).toContainText('Lerato Dube')

      const thandi = reviewBy(page, 'Thandi Mokoena')
      await expect(thandi).toContainText(tutorName)
      await expect(thandi.getByTestId('review-rating')).toHaveText('Rated 5 out of 5')
      await expect(thandi).toContainText(praise.email)
      await expect(thandi.getByTestId('review-state-badge')).toHaveText('Visible')
      await expect(thandi.getByTestId('review-reply')).toContainText('No reply yet')
      // A long comment is cut to three lines, with a way to read it all.
      const readAll = thandi.getByRole('button', { name: 'Read all' })
      await expect(readAll).toHaveAttribute('aria-expanded', 'false')
      await readAll.click()
      await expect(thandi.getByRole('button', { name: 'Show less' })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      // A comment is text: its markup is shown, never run.
      const lerato = reviewBy(page, 'Lerato Dube')
      await expect(lerato).toContainText(COMPLAINT)
      await expect(lerato).toContainText(complaint.email)
      await expect(lerato.locator('b')).toHaveCount(0)
      // A table from `lg`; a card per review on a phone.
      const table = page.getByRole('table')
      if (testInfo.project.name === 'phone') await expect(table).toBeHidden()
      else await expect(table).toBeVisible()
      await checkA11y(page)

      await filters.getByLabel('Rating').selectOption('2')
      await expect(page).toHaveURL(`/admin/reviews?tutor_id=${tutorId}&rating=2`)
      await expect(shownReviews(page)).toHaveCount(1)
      await expect(shownReviews(page)).toContainText('Lerato Dube')

      await filters.getByLabel('Shown').selectOption({ label: 'Hidden' })
      await expect(page).toHaveURL(`/admin/reviews?tutor_id=${tutorId}&rating=2&hidden=true`)
      await expect(page.getByTestId('reviews-empty')).toBeVisible()
      await filters.getByLabel('Shown').selectOption({ label: 'Visible' })
      await expect(shownReviews(page)).toHaveCount(1)

      // The address keeps the filters across a reload.
      await page.reload()
      await expect(filters.getByLabel('Rating')).toHaveValue('2')
      await expect(shownReviews(page)).toHaveCount(1)
      await page.getByRole('button', { name: 'Clear filters' }).click()
      await expect(page).toHaveURL('/admin/reviews')
    },
  )

  test('hides a review with a reason (an empty one refused), and shows it again after a confirmation', async ({
    page,
  }) => {
    await page.goto(`/admin/reviews?tutor_id=${tutorId}`)
    const lerato = reviewBy(page, 'Lerato Dube')
    await lerato.getByRole('button', { name: /^Hide/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Hide this review?' })
    await expect(dialog).toContainText(COMPLAINT)
    const reason = dialog.getByLabel('Reason for hiding')
    await expect(reason).toBeFocused()

    // No reason: said under the field, and nothing is sent.
    await dialog.getByRole('button', { name: 'Hide review' }).click()
    await expect(reason).toHaveAccessibleDescription(literally(reviewMessages.reasonRequired))
    await checkA11y(page)

    await reason.fill('Shares a phone number; reviews may not carry contact details.')
    await dialog.getByRole('button', { name: 'Hide review' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('review-action-result')).toHaveText(
      'The review is hidden. It no longer shows on the tutor’s page.',
    )
    await expect(lerato.getByTestId('review-state-badge')).toHaveText('Hidden')
    await expect(lerato.getByTestId('review-hidden-reason')).toContainText(
      'Shares a phone number; reviews may not carry contact details.',
    )
    // It left the tutor's average at once: only Thandi's 5 counts.
    const tutor = (await (await page.request.get(`/api/tutors/${tutorId}`)).json()) as PublicTutor
    expect(tutor).toMatchObject({ rating_average: 5, rating_count: 1 })

    await page.getByRole('combobox', { name: 'Shown' }).selectOption({ label: 'Hidden' })
    await expect(shownReviews(page)).toHaveCount(1)
    await lerato.getByRole('button', { name: /^Show again/ }).click()
    await answerConfirm(page, {
      title: 'Show this review again?',
      says: `It returns to ${tutorName}’s page and counts in their average again.`,
      answer: 'Yes, show it again',
    })
    await expect(page.getByTestId('review-action-result')).toHaveText(
      'The review is shown again on the tutor’s page.',
    )
    // Shown again, it no longer matches the hidden filter.
    await expect(page.getByTestId('reviews-empty')).toBeVisible()
    const again = (await (await page.request.get(`/api/tutors/${tutorId}`)).json()) as PublicTutor
    expect(again).toMatchObject({ rating_average: 3.5, rating_count: 2 })
  })

  test('a review hidden or shown meanwhile by someone else is refused with the reason (409)', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`/admin/reviews?tutor_id=${tutorId}`)
    const thandi = reviewBy(page, 'Thandi Mokoena')
    await thandi.getByRole('button', { name: /^Hide/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Hide this review?' })
    await dialog.getByLabel('Reason for hiding').fill('Duplicate of another review.')
    // Another administrator hides it first.
    const first = await page.request.post(`/api/admin/reviews/${praise.id}/hide`, {
      headers: origin(),
      data: { reason: 'Hidden from another tab.' },
    })
    expect(first.status(), await first.text()).toBe(200)
    await dialog.getByRole('button', { name: 'Hide review' }).click()
    await expectConsoleErrors(consoleErrors, failedResource(409))
    await expect(dialog.getByRole('alert')).toHaveText(reviewMessages.alreadyHidden)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    // The list loaded again: the row shows the other administrator's reason.
    await expect(thandi.getByTestId('review-state-badge')).toHaveText('Hidden')
    await expect(thandi.getByTestId('review-hidden-reason')).toContainText(
      'Hidden from another tab.',
    )

    // Shown again elsewhere before "Show again" here is confirmed.
    const shown = await page.request.post(`/api/admin/reviews/${praise.id}/unhide`, {
      headers: origin(),
    })
    expect(shown.status(), await shown.text()).toBe(200)
    await thandi.getByRole('button', { name: /^Show again/ }).click()
    await answerConfirm(page, {
      title: 'Show this review again?',
      says: `It returns to ${tutorName}’s page and counts in their average again.`,
      answer: 'Yes, show it again',
    })
    await expectConsoleErrors(consoleErrors, failedResource(409))
    await expect(page.getByTestId('review-action-error')).toHaveText(reviewMessages.notHidden)
    await expect(thandi.getByTestId('review-state-badge')).toHaveText('Visible')
  })
})
