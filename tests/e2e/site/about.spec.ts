import type { Page } from '@playwright/test'
import {
  aboutMessages,
  consultationMessages as m,
  tutorMessages,
} from '../../../src/shared/messages.ts'
import { todayInSast } from '../../../src/shared/sast.ts'
import { signUpAndIn, uniqueEmail } from '../support/accounts.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { expectConfirmationInView } from '../support/in-view.ts'

// /about (spec part 2 §1, §2, §4): vision, mission, founder, statistics, qualifications,
// the consultation form and the call to action.

async function openAbout(page: Page, session: 'signed-in' | 'signed-out' = 'signed-out') {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
  await expect(page.getByTestId('auth-buttons')).toHaveAttribute('data-session', session)
}

test('tells the story: vision, mission, founder links, statistics and qualifications', async ({
  page,
}) => {
  await openAbout(page)
  await expect(page.getByRole('heading', { name: 'Our vision' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible()
  const links = page.getByRole('list', { name: 'Find the founder online' }).getByRole('link')
  await expect(links).toHaveCount(3)
  for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank')
  await expect(links.nth(0)).toHaveAttribute('href', 'https://www.linkedin.com/')
  const statistics = page.getByTestId('about-statistics')
  for (const value of ['500+', '17', '98%']) await expect(statistics).toContainText(value)
  await expect(page.getByTestId('qualifications').getByRole('listitem')).toHaveCount(6)
  await page.getByTestId('consultation-form').waitFor()
  await checkA11y(page)
})

test(
  'the header link jumps to the consultation form, which books with "Submitting..."',
  { tag: '@phone' },
  async ({ page }) => {
    await openAbout(page)
    await page.getByRole('link', { name: m.open }).click()
    await expect(page).toHaveURL(/#consultation$/)
    const form = page.getByTestId('consultation-form')
    await expect(form).toBeInViewport()

    await form.getByLabel(m.labels.name).fill('Sipho Dlamini')
    await form.getByLabel(m.labels.email).fill(uniqueEmail())
    await form.getByLabel(m.labels.date).fill(todayInSast())
    await form.getByLabel(m.labels.time).selectOption('20:00')
    await form.getByLabel(m.labels.topic).fill('First-year calculus: limits')
    let answer!: () => void
    const answerable = new Promise<void>((resolve) => (answer = resolve))
    await page.route('**/api/free-consultations', async (route) => {
      await answerable // held until the test has seen the busy button
      await route.continue()
    })
    await form.getByRole('button', { name: m.submit }).click()
    await expect(page.getByRole('button', { name: m.submittingForm })).toBeDisabled()
    answer()
    await expect(page.getByTestId('consultation-success')).toContainText(m.booked)
    await expectConfirmationInView(page.getByTestId('consultation-success'))
    await page.getByRole('button', { name: m.bookAnother }).click()
    await expect(page.getByTestId('consultation-form').getByLabel(m.labels.name)).toHaveValue('')
  },
)

test('the call to action registers a visitor and books for a signed-in student', async ({
  page,
  baseURL,
}) => {
  await openAbout(page)
  await expect(page.getByTestId('about-cta')).toHaveText(aboutMessages.registerAndStart)
  await expect(page.getByTestId('about-cta')).toHaveAttribute('href', '/')
  await expect(
    page.getByRole('link', { name: tutorMessages.meetOurTutors }).first(),
  ).toHaveAttribute('href', '/tutors')

  await signUpAndIn(page, baseURL)
  await openAbout(page, 'signed-in')
  await expect(page.getByTestId('about-cta')).toHaveText(aboutMessages.bookPaidSession)
  await expect(page.getByTestId('about-cta')).toHaveAttribute('href', '/book')
})
