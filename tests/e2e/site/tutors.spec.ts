import type { APIRequestContext, Page } from '@playwright/test'
import { tutorMessages as m } from '../../../src/shared/messages.ts'
import { formatZar } from '../../../src/shared/money.ts'
import { todayInSast } from '../../../src/shared/sast.ts'
import { signUpVerifiedAndIn } from '../support/accounts.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'

// /tutors and /tutors/:id (spec part 1 §2, §9; public for visitors, D24), on the three
// demo tutors the embedded database starts with.

type ApiTutor = {
  id: number
  name: string
  bio: string
  expertise_list: string[]
  qualifications_list: string[]
  years_experience: number
  hourly_rate_cents: number
}
const tutorsOf = async (request: APIRequestContext) =>
  (await (await request.get('/api/tutors')).json()) as ApiTutor[]

const DEMO_TUTORS = ['Thandiwe Mokoena', 'Sipho Ndlovu', 'Lerato Khumalo']
const TUTORS_API = '**/api/tutors'

/**
 * Comes to /tutors from another page, as the client does it: a page opened by its address
 * arrives rendered with the tutors (docs/decisions/018), so only a visit made in the client
 * asks the API, whose answers these tests replace.
 */
async function openTutorsInClient(page: Page) {
  await page.goto('/about')
  const authButtons = page.getByTestId('site-header').getByTestId('auth-buttons')
  await expect(authButtons).toHaveAttribute('data-session', 'signed-out')
  await page.locator('footer').getByRole('link', { name: 'Tutors', exact: true }).first().click()
  await expect(page).toHaveURL(/\/tutors$/)
}

test('the list shows each tutor’s card: experience, rate, three tags and “+N more”, the bio cut at 120 characters, and its three links', async ({
  page,
}) => {
  const tutors = await tutorsOf(page.request)
  expect(tutors.map((t) => t.name)).toEqual(expect.arrayContaining(DEMO_TUTORS))
  // The demo data exercises both rules: a tutor with 5 expertise items, a bio over 120.
  expect(tutors.some((t) => t.expertise_list.length > 3)).toBe(true)
  expect(tutors.some((t) => t.bio.length > 120)).toBe(true)

  await page.goto('/tutors')
  await expect(page).toHaveTitle(/^Our Tutors \| /)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.meetOurTutors)
  const cards = page.getByTestId('tutor-card')
  await expect(cards).toHaveCount(tutors.length)

  for (const tutor of tutors) {
    const card = cards.filter({ has: page.getByRole('heading', { name: tutor.name }) })
    await expect(card).toContainText(`${tutor.years_experience} years experience`)
    // Other specs add tutors at other rates to the shared database.
    await expect(card).toContainText(`${formatZar(tutor.hourly_rate_cents)}/hour`)

    const tags = card.getByRole('list', { name: 'Expertise' }).getByRole('listitem')
    const more = tutor.expertise_list.length - 3
    await expect(tags).toHaveText(
      more > 0 ? [...tutor.expertise_list.slice(0, 3), `+${more} more`] : tutor.expertise_list,
    )

    const bio = card.getByTestId('tutor-bio')
    if (tutor.bio.length > 120) {
      await expect(bio).toHaveText(`${tutor.bio.slice(0, 120).trimEnd()}...`)
    } else {
      await expect(bio).toHaveText(tutor.bio)
    }

    const links = card.getByRole('link')
    await expect(links).toHaveText(['View Profile', 'Free Call', 'Book Now'])
    await expect(card.getByRole('link', { name: `View Profile of ${tutor.name}` })).toHaveAttribute(
      'href',
      `/tutors/${tutor.id}`,
    )
    // A visitor's free call opens the home page's consultation form naming the tutor (issue 27).
    await expect(card.getByRole('link', { name: `Free Call with ${tutor.name}` })).toHaveAttribute(
      'href',
      `/?consultation=open&tutor=${tutor.id}`,
    )
    await expect(card.getByRole('link', { name: `Book Now with ${tutor.name}` })).toHaveAttribute(
      'href',
      `/book?tutor=${tutor.id}`,
    )
  }
  await checkA11y(page)
})

test('the empty state says no tutors are available yet', async ({ page }) => {
  await page.route(TUTORS_API, (route) => route.fulfill({ json: [] }))
  await openTutorsInClient(page)
  const empty = page.getByTestId('tutors-empty')
  await expect(empty.getByRole('heading', { name: m.noneAvailable })).toBeVisible()
  await expect(empty).toContainText(m.noneAvailableHint)
  await expect(page.getByTestId('tutor-card')).toHaveCount(0)
  await checkA11y(page)
})

test('a list that fails to load says so and loads again on “Try again”', async ({
  page,
  consoleErrors,
}) => {
  let failing = true
  let failures = 0
  await page.route(TUTORS_API, async (route) => {
    if (!failing) return route.continue()
    failures += 1
    return route.fulfill({ status: 500, json: { error: 'Something went wrong' } })
  })
  await openTutorsInClient(page)
  // The client retries a 5xx twice before it shows the failure.
  const alert = page.getByRole('alert').filter({ hasText: m.loadFailed })
  await expect(alert).toBeVisible({ timeout: 15_000 })
  await expectConsoleErrors(
    consoleErrors,
    ...Array.from({ length: failures }, () => failedResource(500)),
  )
  await checkA11y(page)

  failing = false
  await alert.getByRole('button', { name: m.retry }).click()
  await expect(page.getByTestId('tutor-card')).not.toHaveCount(0)
  await expect(alert).toBeHidden()
})

test('a visitor reads a tutor’s profile and pricing; its buttons lead home', async ({ page }) => {
  const tutor = (await tutorsOf(page.request)).find(
    (t) => DEMO_TUTORS.includes(t.name) && t.expertise_list.length > 3,
  )!
  await page.goto(`/tutors/${tutor.id}`)
  await expect(page).toHaveTitle(new RegExp(`^${tutor.name}, mathematics tutor \\| `))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tutor.name)
  await expect(page.getByText(`${tutor.years_experience} years of experience`)).toBeVisible()
  for (const section of ['About', 'Expertise', 'Qualifications', 'Quick info', 'Pricing']) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible()
  }
  await expect(page.getByText(tutor.bio)).toBeVisible()

  // Every expertise item and qualification, not the card's three.
  const section = (name: string) =>
    page.locator('section').filter({ has: page.getByRole('heading', { name, exact: true }) })
  await expect(section('Expertise').getByRole('listitem')).toHaveText(tutor.expertise_list)
  await expect(section('Qualifications').getByRole('listitem')).toHaveText(
    tutor.qualifications_list,
  )
  await expect(section('Quick info')).toContainText(`${tutor.years_experience} years`)
  await expect(section('Quick info')).toContainText('R250')
  await expect(section('Quick info')).toContainText('Google Meet')

  const consultation = page.getByTestId('free-consultation-panel')
  await expect(consultation).toContainText('30 minutes, free of charge')
  await expect(consultation).toContainText('No obligation')

  const pricing = page.getByTestId('tutor-pricing').getByRole('listitem')
  await expect(pricing).toHaveText([
    /1 Hour Session\s*R250$/,
    /2 Hour Session\s*R500$/,
    /1 Week Package \(7 hours\)\s*R1,750$/,
    /1 Month Package \(12 hours\)\s*R3,000$/,
    /Free Consultation \(30 minutes\)\s*Free$/,
  ])

  await expect(page.getByRole('link', { name: 'Book Free Consultation' })).toHaveAttribute(
    'href',
    `/?consultation=open&tutor=${tutor.id}`,
  )
  await expect(page.getByRole('link', { name: 'Book Paid Session' })).toHaveAttribute('href', '/')
  await checkA11y(page)
})

test('a signed-in student goes from the list to a tutor to a free call booking', async ({
  page,
  baseURL,
}, testInfo) => {
  await signUpVerifiedAndIn(page, baseURL)
  const [tutor] = await tutorsOf(page.request)
  await page.goto('/tutors')
  await page.getByRole('link', { name: `View Profile of ${tutor!.name}` }).click()
  await expect(page).toHaveURL(new RegExp(`/tutors/${tutor!.id}$`))
  await expect(page.getByRole('link', { name: 'Book Paid Session' })).toHaveAttribute(
    'href',
    `/book?tutor=${tutor!.id}`,
  )
  await page.getByRole('link', { name: 'Book Free Consultation' }).click()
  await expect(page).toHaveURL(`/book?tutor=${tutor!.id}&type=free_consultation`)

  const form = page.getByTestId('booking-form')
  await expect(form.getByLabel('Tutor (optional)', { exact: true })).toHaveValue(String(tutor!.id))
  await form.getByLabel('Mathematics module').selectOption({ index: 1 })
  // Each width books its own day, and takes a slot the tutor does not hold yet that day.
  const days = testInfo.project.name === 'phone' ? 13 : 12
  const date = todayInSast(new Date(Date.now() + days * 86_400_000))
  const availability = page.waitForResponse((response) =>
    response.url().includes(`/api/tutors/${tutor!.id}/availability?date=${date}`),
  )
  await form.getByLabel('Preferred date').fill(date)
  const { taken } = (await (await availability).json()) as { taken: string[] }
  const time = form.getByLabel('Preferred time')
  const slots = await time
    .locator('option:not([value=""])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  const slot = slots.find((value) => !taken.includes(value))!
  await time.selectOption(slot)
  await form
    .getByLabel('What would you like to achieve in this session?')
    .fill('Get to know the tutor')
  await form.getByRole('button', { name: 'Book Free Consultation' }).click()
  await expect(page.getByTestId('booking-success')).toContainText(tutor!.name)
})

test('an unknown or malformed tutor id goes back to the list', async ({ page, consoleErrors }) => {
  await page.goto('/tutors/999999')
  await expect(page).toHaveURL(/\/tutors$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.meetOurTutors)
  await expectConsoleErrors(consoleErrors, failedResource(404))

  await page.goto('/tutors/abc')
  await expect(page).toHaveURL(/\/tutors$/)
  await expect(page.getByTestId('tutor-card').first()).toBeVisible()
})

test('a profile that cannot be reached offers a retry instead of leaving the page', async ({
  page,
  consoleErrors,
}) => {
  const [tutor] = await tutorsOf(page.request)
  let offline = true
  let failures = 0
  await page.route(`**/api/tutors/${tutor!.id}`, async (route) => {
    if (!offline) return route.continue()
    failures += 1
    return route.abort('failed')
  })
  // From the list, in the client (a profile opened by its address arrives rendered).
  await page.goto('/tutors')
  const authButtons = page.getByTestId('site-header').getByTestId('auth-buttons')
  await expect(authButtons).toHaveAttribute('data-session', 'signed-out')
  await page.getByRole('link', { name: `View Profile of ${tutor!.name}` }).click()
  const alert = page.getByRole('alert').filter({ hasText: m.loadOneFailed })
  await expect(alert).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL(new RegExp(`/tutors/${tutor!.id}$`))
  await expectConsoleErrors(
    consoleErrors,
    ...Array.from({ length: failures }, () => /Failed to load resource: net::ERR_FAILED/),
  )
  await checkA11y(page)

  offline = false
  await alert.getByRole('button', { name: m.retry }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tutor!.name)
})
