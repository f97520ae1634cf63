import type { Page } from '@playwright/test'
import { consultationMessages as m } from '../../../src/shared/messages.ts'
import { tutoringTimeSlots } from '../../../src/shared/options.ts'
import { dateMessages } from '../../../src/shared/schemas/dates.ts'
import { consultationFieldMessages as f } from '../../../src/shared/schemas/free-consultation.ts'
import { todayInSast } from '../../../src/shared/sast.ts'
import { signUpAndIn, uniqueEmail } from '../support/accounts.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { waitForEmailTo } from '../support/mail.ts'

// The home page and its free consultation modal (spec part 1 §1, §2, §4, §5, §8, §9; D2, D3).

const DAY_MS = 24 * 60 * 60 * 1000
const inDays = (days: number) => todayInSast(new Date(Date.now() + days * DAY_MS))

async function openHome(page: Page, session: 'signed-in' | 'signed-out' = 'signed-out') {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('auth-buttons')).toHaveAttribute('data-session', session)
}

async function openModal(page: Page) {
  await page.getByRole('button', { name: m.open }).first().click()
  const dialog = page.getByRole('dialog', { name: m.title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('consultation-form')).toBeVisible()
  return dialog
}

async function fillConsultation(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: m.title })
  await dialog.getByLabel(m.labels.name).fill('Lerato Mokoena')
  await dialog.getByLabel(m.labels.email).fill(email)
  await dialog.getByLabel(`${m.labels.phone} (optional)`).fill('082 123 4567')
  await dialog.getByLabel(m.labels.date).fill(inDays(3))
  await dialog.getByLabel(m.labels.time).selectOption('15:00')
  await dialog.getByLabel(m.labels.topic).fill('Grade 11 trigonometry before my June exam')
  return dialog
}

test('shows the hero, impact numbers, six reasons, eight subjects, testimonials and the call to action', async ({
  page,
}) => {
  await openHome(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Understand mathematics. Pass with confidence.',
  )
  for (const value of ['500+', '98%', '15+', '3000+']) {
    await expect(page.getByRole('region', { name: 'Our impact' })).toContainText(value)
  }
  await expect(page.getByTestId('feature-cards').getByRole('listitem')).toHaveCount(6)
  await expect(page.getByTestId('subjects').getByRole('listitem')).toHaveCount(8)
  await expect(page.getByTestId('testimonial-slide')).toHaveCount(3)
  await expect(page.getByRole('heading', { name: 'Ready to start?' })).toBeVisible()
  await checkA11y(page)
})

test('links to the topics, tutors, profile and the business inbox', async ({ page }) => {
  await openHome(page)
  await expect(page.getByRole('link', { name: 'View All Topics' })).toHaveAttribute(
    'href',
    '/mathematics-topics',
  )
  await expect(page.getByRole('link', { name: 'Meet Our Tutors' })).toHaveAttribute(
    'href',
    '/tutors',
  )
  await expect(page.getByRole('link', { name: 'Your Student Profile' })).toHaveAttribute(
    'href',
    '/profile',
  )
  await expect(page.getByRole('link', { name: 'info@localhost' }).first()).toHaveAttribute(
    'href',
    'mailto:info@localhost',
  )
  await page.getByRole('link', { name: 'View All Topics' }).click()
  await expect(page).toHaveURL('/mathematics-topics')
})

test('the second hero button goes to /register signed out and to /book signed in', async ({
  page,
  baseURL,
}) => {
  await openHome(page)
  await expect(page.getByTestId('hero-book')).toHaveAttribute('href', '/register')
  await signUpAndIn(page, baseURL)
  await openHome(page, 'signed-in')
  await expect(page.getByTestId('hero-book')).toHaveAttribute('href', '/book')
})

test.describe('testimonials', () => {
  const activeIndex = (page: Page) =>
    page
      .getByTestId('testimonial-slide')
      .evaluateAll((slides) => slides.findIndex((slide) => slide.dataset.active === 'true'))

  test('advance every 5 seconds and wrap around; the dots pick a slide', async ({ page }) => {
    await page.clock.install()
    await openHome(page)
    expect(await activeIndex(page)).toBe(0)
    await page.clock.runFor(5000)
    await expect.poll(() => activeIndex(page)).toBe(1)
    await page.clock.runFor(5000)
    await expect.poll(() => activeIndex(page)).toBe(2)
    await page.clock.runFor(5000)
    await expect.poll(() => activeIndex(page)).toBe(0)

    await page.getByRole('button', { name: 'Show testimonial 3 of 3' }).click()
    await expect.poll(() => activeIndex(page)).toBe(2)
    await expect(page.getByRole('button', { name: 'Show testimonial 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  test('pause while focus is inside and stop with their own button', async ({ page }) => {
    await page.clock.install()
    await openHome(page)
    const carousel = page.getByTestId('testimonials')
    await page.getByRole('button', { name: 'Show testimonial 2 of 3' }).focus()
    await expect(carousel).toHaveAttribute('data-rotating', 'false')
    await page.clock.runFor(15_000)
    expect(await activeIndex(page)).toBe(0)

    await page.getByTestId('testimonial-toggle').click()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(carousel).toHaveAttribute('data-rotating', 'false')
    await page.getByTestId('testimonial-toggle').click()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(carousel).toHaveAttribute('data-rotating', 'true')
  })

  test.describe('for someone who asked for less motion', () => {
    test.use({ reducedMotion: 'reduce' })
    test('do not rotate by themselves', async ({ page }) => {
      await page.clock.install()
      await openHome(page)
      await expect(page.getByTestId('testimonials')).toHaveAttribute('data-rotating', 'false')
      await page.clock.runFor(12_000)
      expect(await activeIndex(page)).toBe(0)
    })
  })
})

test.describe('the free consultation modal', () => {
  test('opens with focus inside, keeps Tab inside, and closes with Escape back to its button', async ({
    page,
  }) => {
    await openHome(page)
    const opener = page.getByRole('button', { name: m.open }).first()
    const dialog = await openModal(page)
    await checkA11y(page)

    const focusInDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))
    await dialog.getByRole('button', { name: m.submit }).focus()
    await page.keyboard.press('Tab')
    expect(await focusInDialog()).toBe(true)
    await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.getByRole('button', { name: m.submit })).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    await openModal(page)
    await dialog.getByRole('button', { name: m.cancel }).click()
    await expect(dialog).toBeHidden()
  })

  test('offers the 13 hourly slots and refuses missing fields, a past date and a bad link', async ({
    page,
  }) => {
    await openHome(page)
    const dialog = await openModal(page)
    const slots = await dialog.getByLabel(m.labels.time).locator('option').allTextContents()
    expect(slots.slice(1)).toEqual([...tutoringTimeSlots])
    await expect(dialog.getByLabel(m.labels.date)).toHaveAttribute('min', todayInSast())

    await dialog.getByRole('button', { name: m.submit }).click()
    for (const message of [
      f.nameRequired,
      f.emailRequired,
      f.dateRequired,
      f.timeRequired,
      f.topicRequired,
    ]) {
      await expect(dialog.getByText(message)).toBeVisible()
    }

    await dialog.getByLabel(m.labels.date).fill(inDays(-1))
    await dialog.getByLabel(`${m.labels.meetLink} (optional)`).fill('meet me at school')
    await dialog.getByRole('button', { name: m.submit }).click()
    await expect(dialog.getByText(dateMessages.beforeToday)).toBeVisible()
    await expect(dialog.getByText(f.meetLinkInvalid)).toBeVisible()
  })

  test('books a consultation: "Booking...", the success view, a receipt email, and an empty form again', async ({
    page,
  }) => {
    const email = uniqueEmail()
    await openHome(page)
    await openModal(page)
    const dialog = await fillConsultation(page, email)

    let sent: Record<string, unknown> | undefined
    let answer!: () => void
    const answerable = new Promise<void>((resolve) => (answer = resolve))
    await page.route('**/api/free-consultations', async (route) => {
      sent = route.request().postDataJSON()
      await answerable // held until the test has seen the busy button
      await route.continue()
    })
    await dialog.getByRole('button', { name: m.submit }).click()
    await expect(dialog.getByRole('button', { name: m.submittingModal })).toBeDisabled()
    answer()
    await expect(dialog.getByText(m.booked)).toBeVisible()
    expect(sent).toMatchObject({
      name: 'Lerato Mokoena',
      email,
      phone: '082 123 4567',
      preferred_date: inDays(3),
      preferred_time: '15:00',
      meeting_topic: 'Grade 11 trigonometry before my June exam',
      google_meet_link: '',
    })
    await checkA11y(page)

    const receipt = await waitForEmailTo(email)
    expect(receipt.text).toContain('free 30-minute consultation')

    await dialog.getByRole('button', { name: m.bookAnother }).click()
    await expect(dialog.getByLabel(m.labels.name)).toHaveValue('')
    await expect(dialog.getByLabel(m.labels.topic)).toHaveValue('')
    await dialog.getByRole('button', { name: m.cancel }).click()
    await expect(dialog).toBeHidden()

    await openModal(page)
    await fillConsultation(page, uniqueEmail())
    await page.unroute('**/api/free-consultations')
    await dialog.getByRole('button', { name: m.submit }).click()
    await dialog.getByRole('button', { name: m.close, exact: true }).click()
    await expect(dialog).toBeHidden()
  })

  for (const [what, failure] of [
    ['answers 500', 'status'],
    ['is down', 'abort'],
  ] as const) {
    test(`shows the spec's alert and keeps every value when the server ${what}`, async ({
      page,
      consoleErrors,
    }) => {
      await openHome(page)
      await openModal(page)
      const dialog = await fillConsultation(page, 'keep@example.com')
      await page.route('**/api/free-consultations', (route) =>
        failure === 'status'
          ? route.fulfill({ status: 500, json: { error: 'Something broke' } })
          : route.abort('connectionrefused'),
      )
      await dialog.getByRole('button', { name: m.submit }).click()
      await expect(dialog.getByRole('alert')).toHaveText(m.failed)
      await expect(dialog.getByLabel(m.labels.name)).toHaveValue('Lerato Mokoena')
      await expect(dialog.getByLabel(m.labels.email)).toHaveValue('keep@example.com')
      await expect(dialog.getByLabel(m.labels.time)).toHaveValue('15:00')
      await expectConsoleErrors(
        consoleErrors,
        failure === 'status'
          ? failedResource(500)
          : /Failed to load resource|ERR_CONNECTION_REFUSED/,
      )
    })
  }
})
