import type { Browser, Page } from '@playwright/test'
import type { Cookies } from './administrator.ts'
import { expect } from './fixtures.ts'
import { signUpAsTutor } from './tutors.ts'

// A tutor's open times (issue 20, D25) in the browser: a tutor who publishes a whole week,
// and a student choosing one of the times the booking form offers.

const baseURL = () => process.env.E2E_BASE_URL ?? ''
const origin = () => ({ origin: baseURL() })

/** A tutor open every day 06:00–22:00 SAST, so whatever today is there are times ahead. */
export async function tutorWithWeek(
  browser: Browser,
  cookies: Cookies,
  name: string,
): Promise<number> {
  const context = await browser.newContext({ baseURL: baseURL() })
  try {
    const page = await context.newPage()
    const { tutorId } = await signUpAsTutor(page, browser, cookies, name)
    const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      start: '06:00',
      end: '22:00',
    }))
    const saved = await page.request.put('/api/tutor/availability', {
      headers: origin(),
      data: { weekly },
    })
    expect(saved.status(), await saved.text()).toBe(200)
    return tutorId
  } finally {
    await context.close()
  }
}

/** Picks the first open time on the hour shown (this week, else the next one). */
export async function pickOpenTime(page: Page) {
  // Below 768 px the picker shows one day at a time.
  const phone = (page.viewportSize()?.width ?? 1280) < 768
  const picker = page.getByTestId('open-times')
  const onTheHour = picker.getByRole('button', { name: /, \d{2}:00$/ })
  const anyTime = picker.getByRole('button', { name: /, \d{2}:\d{2}$/ })
  const emptyWeek = picker.getByText('No open times this week')
  // Any time, not one on the hour: 12 hours' notice can leave today only a 21:30.
  await expect(anyTime.first().or(emptyWeek)).toBeVisible()
  // Late on a Sunday, the notice leaves nothing this week.
  if (await emptyWeek.isVisible())
    await picker.getByRole('button', { name: 'Show next week' }).click()
  if (phone) {
    // One day at a time: the next day's times replace the first day's.
    const day = picker.getByRole('group')
    const first = (await day.getAttribute('aria-labelledby')) ?? ''
    await picker.getByRole('button', { name: 'Next day' }).click()
    await expect(day).not.toHaveAttribute('aria-labelledby', first)
  } else if ((await onTheHour.count()) === 0) {
    // A Sunday morning whose one time left is a 21:30.
    await picker.getByRole('button', { name: 'Next week' }).click()
  }
  const time = onTheHour.first()
  const label = (await time.getAttribute('aria-label')) ?? ''
  await time.click()
  await expect(time).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('open-time-chosen')).toHaveText(`Chosen: ${label} (SAST)`)
}
