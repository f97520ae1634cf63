import { readFile } from 'node:fs/promises'
import type { Browser, Page, TestInfo } from '@playwright/test'
import { adminBookingMessages as b, adminMessages as m } from '../../../src/shared/admin.ts'
import { dashboardMessages as d } from '../../../src/shared/messages.ts'
import {
  formatSastDateTime,
  instantToSastSlot,
  sastSlotToInstant,
  todayInSast,
} from '../../../src/shared/sast.ts'
import type { AdminOverview } from '../../../src/shared/schemas/admin-overview.ts'
import type { Booking } from '../../../src/shared/schemas/booking.ts'
import { signUpVerifiedAndIn, type Account } from '../support/accounts.ts'
import { administratorCookies, type Cookies } from '../support/administrator.ts'
import { moveTimeAhead } from '../support/clock.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import type { E2E_ADMIN_EMAILS } from '../support/e2e-settings.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { waitForEmailTo } from '../support/mail.ts'

// The back office's overview (/admin) and bookings (/admin/bookings, /admin/bookings/{id}):
// an administrator sees what needs attention, finds a student's booking, marks its bank
// transfer paid, confirms it with a time, tutor and link, completes or cancels it and
// records the refund. The e2e database is shared by every spec and both projects, so
// each test books for a student of its own and finds the booking by the student's email.

const ADMIN_EMAIL = 'bookings-admin@example.com' satisfies (typeof E2E_ADMIN_EMAILS)[number]
const baseURL = () => process.env.E2E_BASE_URL ?? ''
const origin = () => ({ origin: baseURL() })
const inDays = (days: number) => todayInSast(new Date(Date.now() + days * 86_400_000))

/** The row (desktop) or card (phone) of each booking on screen. */
const shownBookings = (page: Page) => page.getByTestId('booking').filter({ visible: true })

/** A count on the overview (the tile's number). */
const overviewCount = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).getByTestId('count').textContent())

type StudentBooking = { student: Account; studentPage: Page; booking: Booking }

/**
 * A new, verified student (in a browser context of their own) books a one-hour session by
 * bank transfer, as the booking form sends it.
 */
async function studentBooksByBankTransfer(
  browser: Browser,
  days: number,
  time = '10:00',
): Promise<StudentBooking> {
  const context = await browser.newContext({ baseURL: baseURL() })
  const studentPage = await context.newPage()
  const student = await signUpVerifiedAndIn(studentPage, baseURL(), { name: 'Lerato Dube' })
  const modules = (await (await studentPage.request.get('/api/mathematics-modules')).json()) as {
    id: number
  }[]
  const response = await studentPage.request.post('/api/bookings', {
    headers: origin(),
    data: {
      session_type: 'one_to_one',
      mathematics_module_id: modules[0]!.id,
      package_type: '1_hour',
      preferred_date: inDays(days),
      preferred_time: time,
      meeting_platform: 'google_meet',
      payment_method: 'bank_transfer',
      meeting_aim: 'Prepare for the calculus test',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const booking = (await response.json()) as Booking
  expect(booking.payment_reference).toMatch(/^BK-/)
  return { student, studentPage, booking }
}

/** POST /api/admin/bookings/{id}/{action} as the signed-in administrator. */
async function adminAction(page: Page, id: string, action: string, data: object = {}) {
  const response = await page.request.post(`/api/admin/bookings/${id}/${action}`, {
    headers: origin(),
    data,
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** On a phone the site's account links are in the menu panel; from `md` in the bar. */
async function accountLinks(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'phone') {
    await page.getByTestId('mobile-menu-button').click()
    return page.getByRole('dialog', { name: 'Menu' }).getByTestId('auth-buttons')
  }
  return page.getByTestId('site-header').getByTestId('auth-buttons')
}

test('a student who opens the bookings of the back office sees Access Denied', async ({
  page,
  baseURL: url,
}) => {
  await signUpVerifiedAndIn(page, url)
  await page.goto('/admin/bookings')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied')
  await expect(shownBookings(page)).toHaveCount(0)
  // No back-office link in the header for a student.
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0)
})

test.describe('as the administrator', () => {
  test.describe.configure({ mode: 'serial' })

  let cookies: Cookies = []
  /** Each project confirms at its own time, so the two never hold the same tutor slot. */
  let confirmDays = 0
  let exported: StudentBooking | undefined

  // eslint-disable-next-line no-empty-pattern -- Playwright hooks must destructure their fixtures
  test.beforeAll(async ({}, testInfo) => {
    confirmDays = testInfo.project.name === 'phone' ? 45 : 44
    cookies = await administratorCookies(ADMIN_EMAIL)
  })

  test.beforeEach(async ({ page }) => {
    await page.context().addCookies(cookies)
  })

  test(
    'the header links an administrator to the back office, which opens on the overview',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/')
      const links = await accountLinks(page, testInfo)
      await expect(links.getByRole('link')).toHaveText(['Admin', 'Dashboard', 'Profile'])
      await links.getByRole('link', { name: 'Admin' }).click()
      await expect(page).toHaveURL('/admin')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview')
      await expect(page.getByRole('heading', { name: 'What needs attention' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'New submissions' })).toBeVisible()
      await expect(page.getByRole('heading', { name: /^This month: \w+ \d{4}$/ })).toBeVisible()
      await expect(page.getByTestId('new-consultations')).toHaveAttribute(
        'href',
        '/admin/submissions/consultations?status=new',
      )
      await expect(page.getByTestId('unpaid-donations')).toHaveAttribute(
        'href',
        '/admin/submissions/donations?payment_status=pending',
      )
      await checkA11y(page)
    },
  )

  test('a bank-transfer booking is found, marked paid by its reference, and confirmed with a new time, tutor and link', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.slow()
    const booked = await studentBooksByBankTransfer(browser, 10)
    exported = booked
    const { student, studentPage, booking } = booked
    const reference = booking.payment_reference!

    // The overview counts it among the pending bookings and the unpaid transfers.
    await page.goto('/admin')
    const pending = page.getByTestId('attention-pending-bookings')
    await expect(pending.getByTestId('count')).toHaveText(/^[1-9]\d*$/)
    await expect(page.getByTestId('unpaid-bookings').getByTestId('count')).toHaveText(/^[1-9]\d*$/)
    const overview = (await (await page.request.get('/api/admin/overview')).json()) as AdminOverview
    expect(overview.attention.pending_bookings).toBeGreaterThanOrEqual(1)
    await checkA11y(page)
    await pending.click()
    await expect(page).toHaveURL('/admin/bookings?status=pending')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bookings')
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('pending')

    // Found by the student's email, with the status filter kept in the address.
    await page.getByLabel('Search').fill(student.email)
    await expect(page).toHaveURL(
      `/admin/bookings?${new URLSearchParams({ q: student.email, status: 'pending' })}`,
    )
    await expect(shownBookings(page)).toHaveCount(1)
    await expect(page.getByTestId('bookings-total')).toHaveText('1 booking')
    const row = shownBookings(page).first()
    await expect(row).toContainText('Lerato Dube')
    await expect(row).toContainText(student.email)
    await expect(row).toContainText('1 Hour Session · One-to-one')
    await expect(row).toContainText(formatSastDateTime(booking.scheduled_date))
    await expect(row).toContainText('R250')
    await expect(row).toContainText(reference)
    await expect(row.getByTestId('booking-status-badge')).toHaveText('Pending')
    await expect(row.getByTestId('payment-badge')).toHaveText('Awaiting payment')
    await checkA11y(page)
    await page.getByLabel('Status', { exact: true }).selectOption('confirmed')
    await expect(page.getByTestId('bookings-empty')).toContainText(
      'No bookings match these filters',
    )
    await page.getByLabel('Status', { exact: true }).selectOption('')
    await expect(shownBookings(page)).toHaveCount(1)

    await row.getByRole('link', { name: 'Lerato Dube' }).click()
    await expect(page).toHaveURL(`/admin/bookings/${booking.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lerato Dube')
    const session = page.getByTestId('booking-session')
    await expect(session).toContainText('Prepare for the calculus test')
    await expect(session).toContainText('1 hour')
    await expect(page.getByTestId('booking-student')).toContainText(student.email)
    await checkA11y(page)

    // Marked paid: a wrong reference is refused by the field, the right one is accepted.
    const payment = page.getByTestId('booking-payment')
    const input = payment.getByLabel('Reference on the bank statement')
    await input.fill('BK-WRONG000')
    await payment.getByRole('button', { name: 'Mark as paid' }).click()
    await expectConsoleErrors(consoleErrors, failedResource(400))
    await expect(input).toHaveAccessibleDescription(m.referenceMismatch)
    await expect(payment.getByTestId('payment-badge')).toHaveText('Awaiting payment')
    await input.fill(` ${reference.toLowerCase()} `)
    await payment.getByRole('button', { name: 'Mark as paid' }).click()
    await expect(page.getByTestId('booking-action-result')).toHaveText(m.markedPaid)
    await expect(payment.getByTestId('payment-badge')).toHaveText('Paid')
    await expect(input).toHaveCount(0)
    await waitForEmailTo(student.email, 10_000, /Payment.received/)

    // The transfer no longer waits: the list of unpaid bookings no longer has it.
    await page.goto(
      `/admin/bookings?${new URLSearchParams({ q: student.email, payment_status: 'pending' })}`,
    )
    await expect(page.getByTestId('bookings-empty')).toBeVisible()
    await page.goBack()

    // Confirmed at a new SAST time, with a tutor and the office's own link; a bad link is
    // named by its field first.
    const confirm = page.getByTestId('confirm-booking')
    const date = inDays(confirmDays)
    await confirm.getByLabel('Date').fill(date)
    await confirm.getByLabel('Time (SAST)').selectOption('15:00')
    const tutors = (await (await page.request.get('/api/tutors')).json()) as { name: string }[]
    const tutorName = tutors[0]!.name
    await confirm.getByLabel('Tutor').selectOption({ label: tutorName })
    const link = confirm.getByLabel('Meeting link')
    await expect(link).toHaveAccessibleDescription(/a meeting link is created/)
    await link.fill('meet.example.com/lerato')
    await confirm.getByRole('button', { name: 'Confirm booking' }).click()
    await expectConsoleErrors(consoleErrors, failedResource(400))
    await expect(link).toHaveAttribute('aria-invalid', 'true')
    await expect(link).toHaveAccessibleDescription(/https:\/\//)
    await checkA11y(page)
    const meetingLink = `https://meet.example.com/lerato-${Date.now().toString(36)}`
    await link.fill(meetingLink)
    await confirm.getByRole('button', { name: 'Confirm booking' }).click()
    await expect(page.getByTestId('booking-action-result')).toHaveText(b.confirmed)
    const when = formatSastDateTime(sastSlotToInstant(date, '15:00'))
    await expect(page.locator('header').getByTestId('booking-status-badge')).toHaveText('Confirmed')
    await expect(session).toContainText(when)
    await expect(session).toContainText(tutorName)
    await expect(session.getByTestId('meeting-link')).toHaveAttribute('href', meetingLink)
    await expect(page.getByTestId('confirm-booking')).toHaveCount(0)
    await expect(page.getByTestId('complete-booking')).toBeVisible()
    await expect(page.getByTestId('booking-history')).toContainText('Confirmed')
    await checkA11y(page)

    // The student sees the session, its time and the link to join; the invitation is emailed.
    await studentPage.goto('/dashboard')
    const item = studentPage
      .getByRole('region', { name: 'Upcoming Sessions' })
      .getByTestId('booking-item')
    await expect(item).toContainText(when)
    await expect(item).toContainText(tutorName)
    // Issue 26: when it ends, and a way to put it in any calendar.
    await expect(item).toContainText(`${when}–04:00 PM (SAST)`)
    const addToCalendar = item.getByRole('link', { name: /^Add to calendar/ })
    const ics = await studentPage.request.get((await addToCalendar.getAttribute('href'))!)
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/)
    expect(await ics.text()).toContain('DTEND;TZID=Africa/Johannesburg:')
    await expect(item.getByRole('link', { name: new RegExp(d.joinSession) })).toHaveAttribute(
      'href',
      meetingLink,
    )
    const invitation = await waitForEmailTo(student.email, 10_000, /Session.confirmed/)
    expect(invitation.text).toContain(meetingLink)
    await studentPage.context().close()
  })

  // What a phone changes in the test above: the list is a card per booking, and the
  // booking's page stacks its panels. Marking paid and confirming work the same at any width.
  test(
    'on a phone a booking is a card with what its row shows, and opens its page',
    { tag: '@phone-only' },
    async ({ page, browser }) => {
      const { student, studentPage, booking } = await studentBooksByBankTransfer(browser, 10)
      await studentPage.context().close()

      await page.goto(`/admin/bookings?${new URLSearchParams({ q: student.email })}`)
      await expect(shownBookings(page)).toHaveCount(1)
      const card = shownBookings(page).first()
      await expect(card).toContainText('Lerato Dube')
      await expect(card).toContainText(student.email)
      await expect(card).toContainText('1 Hour Session · One-to-one')
      await expect(card).toContainText(formatSastDateTime(booking.scheduled_date))
      await expect(card).toContainText('R250')
      await expect(card).toContainText(booking.payment_reference!)
      await expect(card.getByTestId('booking-status-badge')).toHaveText('Pending')
      await expect(card.getByTestId('payment-badge')).toHaveText('Awaiting payment')
      await checkA11y(page)

      await card.getByRole('link', { name: 'Lerato Dube' }).click()
      await expect(page).toHaveURL(`/admin/bookings/${booking.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lerato Dube')
      await expect(page.getByTestId('booking-session')).toContainText(
        'Prepare for the calculus test',
      )
      await expect(page.getByTestId('booking-payment')).toBeVisible()
      await expect(page.getByTestId('confirm-booking')).toBeVisible()
      await checkA11y(page)
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }))
      expect(widths.page, 'the booking’s page is no wider than the screen').toBeLessThanOrEqual(
        widths.screen,
      )
    },
  )

  test('a confirmed session is moved to another time; the student is emailed and sees it', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const { student, studentPage, booking } = await studentBooksByBankTransfer(browser, 14)
    await adminAction(page, booking.id, 'confirm')
    await page.goto(`/admin/bookings/${booking.id}`)
    const change = page.getByTestId('reschedule-booking')
    await expect(change.getByLabel('Meeting link')).toHaveAccessibleDescription(
      /Leave blank to keep the current link/,
    )

    // Nothing changed: nothing is sent to the student, and the form says what to do.
    await change.getByRole('button', { name: 'Save changes' }).click()
    await expectConsoleErrors(consoleErrors, failedResource(400))
    await expect(change.getByRole('alert')).toHaveText(b.nothingChanged)

    const date = inDays(15)
    await change.getByLabel('Date').fill(date)
    await change.getByLabel('Time (SAST)').selectOption('16:00')
    await change.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByTestId('booking-action-result')).toHaveText(b.rescheduled)
    const when = formatSastDateTime(sastSlotToInstant(date, '16:00'))
    await expect(page.getByTestId('booking-session')).toContainText(when)
    await expect(page.locator('header').getByTestId('booking-status-badge')).toHaveText('Confirmed')
    await checkA11y(page)

    const email = await waitForEmailTo(student.email, 10_000, /Session.moved/)
    expect(email.text).toContain(`Your session has been moved to ${when}`)
    await studentPage.goto('/dashboard')
    await expect(
      studentPage.getByRole('region', { name: 'Upcoming Sessions' }).getByTestId('booking-item'),
    ).toContainText(when)
    await studentPage.context().close()
  })

  test('a confirmed session is completed after a confirmation step; a refused action says why', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    // Confirmed for an hour ahead: until then it cannot have taken place.
    const hour = 60 * 60_000
    const startsAt = Math.ceil(Date.now() / hour) * hour + hour
    const held = await studentBooksByBankTransfer(browser, 11)
    await held.studentPage.context().close()
    await adminAction(page, held.booking.id, 'confirm', instantToSastSlot(new Date(startsAt)))
    await page.goto(`/admin/bookings/${held.booking.id}`)
    const complete = page.getByTestId('complete-booking')
    await expect(complete.getByTestId('complete-not-yet')).toContainText(
      'It can be marked completed once it has taken place.',
    )
    await expect(complete.getByRole('button', { name: 'Mark as completed' })).toHaveCount(0)
    // The session's time comes, by the test's clock rather than by waiting.
    await moveTimeAhead(page, startsAt - Date.now() + 60_000)
    await page.reload()
    // The office records who attended with it (D28); "Attended" is chosen until changed.
    await expect(complete.getByRole('radio', { name: 'Attended' })).toBeChecked()
    await complete.getByRole('radio', { name: 'Student absent' }).check()
    await complete.getByRole('button', { name: 'Mark as completed' }).click()
    await expect(
      complete.getByRole('group', { name: 'Mark this session as completed?' }),
    ).toBeVisible()
    await complete.getByRole('button', { name: 'Not yet' }).click()
    await complete.getByRole('button', { name: 'Mark as completed' }).click()
    await complete.getByRole('button', { name: 'Yes, it took place' }).click()
    await expect(page.getByTestId('booking-action-result')).toHaveText(b.completed)
    await expect(page.locator('header').getByTestId('booking-status-badge')).toHaveText('Completed')
    await expect(page.getByText('Nothing more to do for this booking.')).toBeVisible()
    await expect(page.getByTestId('booking-session')).toContainText('AttendanceStudent absent')

    // Cancelled elsewhere while the page was open: confirming it is refused, with the reason.
    const second = await studentBooksByBankTransfer(browser, 12)
    await second.studentPage.context().close()
    await page.goto(`/admin/bookings/${second.booking.id}`)
    await expect(page.getByTestId('confirm-booking')).toBeVisible()
    await adminAction(page, second.booking.id, 'cancel', { reason: 'The student asked by phone' })
    await page
      .getByTestId('confirm-booking')
      .getByRole('button', { name: 'Confirm booking' })
      .click()
    await expectConsoleErrors(consoleErrors, failedResource(409))
    await expect(page.getByTestId('confirm-booking').getByRole('alert')).toHaveText(
      'A cancelled booking cannot be confirmed.',
    )
  })

  test('cancelling a paid booking with a reason flags the refund, and recording it clears the flag', async ({
    page,
    browser,
  }) => {
    const { student, studentPage, booking } = await studentBooksByBankTransfer(browser, 13)
    await studentPage.context().close()
    await adminAction(page, booking.id, 'mark-paid', {
      payment_reference: booking.payment_reference,
    })

    await page.goto(`/admin/bookings/${booking.id}`)
    const cancel = page.getByTestId('cancel-booking')
    await expect(cancel).toContainText('The payment is flagged for a refund.')
    const reason = cancel.getByLabel('Reason for cancelling')
    await cancel.getByRole('button', { name: 'Cancel booking' }).click()
    await expect(reason).toHaveAccessibleDescription(new RegExp(b.reasonRequired))
    await reason.fill('The tutor is ill; we will call to rebook.')
    await cancel.getByRole('button', { name: 'Cancel booking' }).click()
    await cancel.getByRole('button', { name: 'Keep it' }).click()
    await expect(page.locator('header').getByTestId('booking-status-badge')).toHaveText('Pending')
    await cancel.getByRole('button', { name: 'Cancel booking' }).click()
    await cancel.getByRole('button', { name: 'Yes, cancel it' }).click()
    await expect(page.getByTestId('booking-action-result')).toHaveText(b.cancelled)
    await expect(page.locator('header').getByTestId('booking-status-badge')).toHaveText('Cancelled')
    await expect(page.locator('header').getByTestId('refund-due-badge')).toBeVisible()
    await expect(page.getByTestId('booking-history')).toContainText(
      'The tutor is ill; we will call to rebook.',
    )
    await expect(page.getByTestId('booking-history')).toContainText('by the back office')
    await checkA11y(page)

    // The overview counts refunds owed; the list flags this one.
    await page.goto('/admin')
    await expect(page.getByTestId('attention-refunds-due').getByTestId('count')).toHaveText(
      /^[1-9]\d*$/,
    )
    expect(await overviewCount(page, 'attention-refunds-due')).toBeGreaterThanOrEqual(1)
    await page.goto(`/admin/bookings?q=${encodeURIComponent(student.email)}`)
    await expect(shownBookings(page).first().getByTestId('refund-due-badge')).toBeVisible()
    await shownBookings(page).first().getByRole('link', { name: 'Lerato Dube' }).click()

    await page.getByRole('button', { name: 'Record refund paid' }).click()
    await expect(page.getByTestId('booking-action-result')).toHaveText(b.refunded)
    await expect(page.getByTestId('refund-due-badge')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Record refund paid' })).toHaveCount(0)
    await expect(page.getByTestId('booking-payment')).toContainText('Refunded')
    await waitForEmailTo(student.email, 10_000, /Refund.paid/)
  })

  test('exports the filtered bookings as CSV with the booking’s row', async ({ page }) => {
    expect(exported, 'the booking of the first test').toBeDefined()
    const { student, booking } = exported!
    await page.goto(`/admin/bookings?q=${encodeURIComponent(student.email)}`)
    await expect(shownBookings(page)).toHaveCount(1)
    const exportLink = page.getByRole('link', { name: 'Export CSV' })
    await expect(exportLink).toHaveAttribute(
      'href',
      `/api/admin/bookings/export.csv?${new URLSearchParams({ q: student.email })}`,
    )
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile(await download.path(), 'utf8')
    const lines = csv.replace(/^\ufeff/, '').split('\r\n')
    expect(lines[0]).toMatch(/^Booking reference,/)
    const row = lines.find((line) => line.startsWith(booking.reference))
    expect(row).toContain(student.email)
    expect(row).toContain(booking.payment_reference)
    expect(row).toContain('Confirmed')
    expect(lines.filter((line) => line.includes(student.email))).toHaveLength(1)
  })
})
