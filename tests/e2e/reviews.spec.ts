import type { Browser, Page } from '@playwright/test'
import type { E2E_ADMIN_EMAILS } from './support/e2e-settings.ts'
import { administratorCookies, type Cookies } from './support/administrator.ts'
import { checkA11y, expect, test } from './support/fixtures.ts'
import { completedSessionOf, reviewSession, sessionStartIn } from './support/reviews.ts'
import { signUpAsTutor } from './support/tutors.ts'

// Reviews from students who had the session (issue 22, D28), end to end: a completed
// session → its student rates it from the dashboard → the tutor's page shows it → the tutor
// replies from the portal → the office hides another, abusive review → the average changes.

const ADMIN_EMAIL = 'review-flow-admin@example.com' satisfies (typeof E2E_ADMIN_EMAILS)[number]
const baseURL = () => process.env.E2E_BASE_URL ?? ''

let cookies: Cookies = []
test.beforeAll(async () => {
  cookies = await administratorCookies(ADMIN_EMAIL)
})

const COMMENT = 'Clear steps for <b>integration</b> by parts.\nI finally get it.'

/** The tutor's page's rating in the header, as a screen reader reads it. */
const ratingOf = (page: Page) => page.getByTestId('tutor-rating-link').getByTestId('rating-label')

/**
 * A tutor (in a context of their own, to reply later) and one student of a completed
 * session who rates it from the dashboard; the tutor's public page shows the review, as
 * text, with the first name only, and the tutor replies once from the portal. With
 * `abusive`, another student's 1-star review (through the API) comes first, and the
 * office hides it at the end: it leaves the page and the average at once.
 */
async function reviewFlow(
  page: Page,
  browser: Browser,
  { tutorName, student, abusive }: { tutorName: string; student: string; abusive: boolean },
) {
  const tutorContext = await browser.newContext({ baseURL: baseURL() })
  const tutorPage = await tutorContext.newPage()
  const { tutorId } = await signUpAsTutor(tutorPage, browser, cookies, tutorName)

  // Another student's abusive 1-star review, rated through the API.
  let hideLater: { id: string; comment: string } | undefined
  if (abusive) {
    const other = await completedSessionOf(browser, cookies, {
      tutorId,
      startsAt: sessionStartIn(0),
      name: 'Sizwe Nkosi',
    })
    const review = await reviewSession(other.studentPage, other.booking.id, {
      rating: 1,
      comment: 'Useless. Call me on 082 555 1234.',
    })
    hideLater = { id: review.id, comment: review.comment }
    await other.studentPage.context().close()
  }

  // The student of a completed session rates it from the dashboard.
  const mine = await completedSessionOf(browser, cookies, {
    tutorId,
    startsAt: sessionStartIn(2),
    name: student,
  })
  const studentPage = mine.studentPage
  await studentPage.goto('/dashboard')
  await studentPage.getByTestId('rate-session-link').click()
  await expect(studentPage.getByRole('heading', { level: 1 })).toHaveText('Rate your session')
  const form = studentPage.getByTestId('review-form')
  await form.getByRole('radio', { name: '4 stars' }).check()
  await form.getByLabel('Your review (optional)').fill(COMMENT)
  await checkA11y(studentPage)
  await form.getByRole('button', { name: 'Send review' }).click()
  const success = studentPage.getByTestId('review-success')
  await expect(success.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible()
  await studentPage.goto('/dashboard')
  await expect(studentPage.getByTestId('your-review-link')).toBeVisible()
  await expect(studentPage.getByTestId('rate-session-link')).toHaveCount(0)
  await studentPage.context().close()

  // The public tutor page shows it, as text, with the first name only.
  await page.goto(`/tutors/${tutorId}`)
  await expect(ratingOf(page)).toHaveText(
    abusive ? '2.5 out of 5, 2 reviews' : '4.0 out of 5, 1 review',
  )
  const reviews = page.getByRole('region', { name: 'Reviews' })
  const review = reviews.getByTestId('tutor-review').filter({ hasText: student.split(' ')[0]! })
  await expect(review.getByTestId('review-comment')).toHaveText(COMMENT)
  await expect(review.locator('b')).toHaveCount(0)
  await expect(review).not.toContainText(student.split(' ')[1]!)
  await checkA11y(page)

  // The tutor replies once from the portal.
  await tutorPage.goto('/tutor/reviews')
  const card = tutorPage.getByTestId('portal-review').filter({ hasText: COMMENT.split('\n')[1]! })
  await card.getByRole('button', { name: 'Reply' }).click()
  await card.getByLabel('Your reply').fill('Thank you! Keep practising the LIATE rule.')
  await card.getByRole('button', { name: 'Send reply' }).click()
  await expect(card.getByTestId('review-reply')).toContainText('Keep practising the LIATE rule.')
  await expect(card.getByRole('button', { name: 'Reply' })).toHaveCount(0)
  await checkA11y(tutorPage)
  await tutorContext.close()
  await page.reload()
  await expect(review.getByTestId('review-reply')).toContainText('Keep practising the LIATE rule.')
  if (!hideLater) return

  // The office hides the abusive review (its page is admin/reviews.spec.ts's subject): it
  // leaves the page and the average at once.
  const office = await browser.newContext({ baseURL: baseURL() })
  try {
    await office.addCookies(cookies)
    const hidden = await office.request.post(`/api/admin/reviews/${hideLater.id}/hide`, {
      headers: { origin: baseURL() },
      data: { reason: 'Contact details in a review.' },
    })
    expect(hidden.status(), await hidden.text()).toBe(200)
  } finally {
    await office.close()
  }
  await page.reload()
  await expect(ratingOf(page)).toHaveText('4.0 out of 5, 1 review')
  await expect(reviews.getByTestId('tutor-review')).toHaveCount(1)
  await expect(reviews).not.toContainText(hideLater.comment)
}

test('a student rates a completed session, the tutor replies, the office hides an abusive review and the average changes', async ({
  page,
  browser,
}) => {
  test.slow()
  await reviewFlow(page, browser, {
    tutorName: 'Nandi Review-Flow',
    student: 'Ayesha Patel',
    abusive: true,
  })
})

// At a phone's width, what its layout changes: the dashboard's link, the star input, the
// tutor page's reviews (after the booking panel) and the portal's reply form. Hiding a
// review changes no layout; the office's page at a phone's width is admin/reviews.spec.ts's.
test('a student rates a completed session and the tutor replies, at a phone’s width @phone-only', async ({
  page,
  browser,
}) => {
  await reviewFlow(page, browser, {
    tutorName: 'Mpho Review-Flow',
    student: 'Kagiso Molefe',
    abusive: false,
  })
})
