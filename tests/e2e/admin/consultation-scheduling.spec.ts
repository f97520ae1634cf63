import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import ICAL from 'ical.js'
import { consultationMessages as c } from '../../../src/shared/messages.ts'
import { consultationScheduleMessages as m } from '../../../src/shared/schemas/consultation-appointments.ts'
import { todayInSast } from '../../../src/shared/sast.ts'
import type { PublicTutor } from '../../../src/shared/schemas/tutors.ts'
import { uniqueEmail } from '../support/accounts.ts'
import { administratorCookies } from '../support/administrator.ts'
import { answerConfirm } from '../support/confirm-dialog.ts'
import { E2E_ADMIN_EMAILS } from '../support/e2e-settings.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'
import { waitForEmailTo } from '../support/mail.ts'

// Issue 27, decision 026: the office schedules a free consultation (moves and cancels it) and
// the requester's mails arrive with their calendar invites; a visitor's "Free Call" on a
// tutor's card opens the home page's form with the tutor named. The e2e database is shared
// by every spec and both projects, so each test uses addresses and days of its own.

const ADMIN_EMAIL = E2E_ADMIN_EMAILS[2]
const DAY_MS = 24 * 60 * 60 * 1000
const inDays = (days: number) => todayInSast(new Date(Date.now() + days * DAY_MS))
const origin = () => ({ origin: process.env.E2E_BASE_URL ?? '' })

/** A free consultation as the public form sends it. */
async function requestConsultation(page: Page, email: string) {
  const response = await page.request.post('/api/free-consultations', {
    headers: origin(),
    data: {
      name: 'Lerato Mokoena',
      email,
      preferred_date: inDays(20),
      preferred_time: '10:00',
      meeting_topic: 'Grade 11 trigonometry',
      google_meet_link: '',
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as { id: string; reference: string }
}

type Part = { headers: Map<string, string>; body: string }

function partOf(raw: string): Part {
  const split = /\r?\n\r?\n/.exec(raw)
  const head = split ? raw.slice(0, split.index) : raw
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body: split ? raw.slice(split.index + split[0].length) : '' }
}

/** Every leaf part of a raw MIME message, depth first. */
function leaves(raw: string): Part[] {
  const part = partOf(raw)
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1]
  if (!boundary) return [part]
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(chunk.replace(/^\r?\n/, '')))
}

function decoded(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString()
  if (encoding === 'quoted-printable') {
    return Buffer.from(
      part.body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString()
  }
  return part.body
}

/** A header as read: RFC 2047 encoded words (a subject with a dash is sent as such) decoded. */
function headerText(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString()
        : Buffer.from(
            text
              .replaceAll('_', ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString(),
    )
}

/**
 * Waits for the mail to `to` whose subject matches, and gives its calendar parts (the
 * `text/calendar; method=…` alternative and the .ics attachment) as ical.js reads them.
 */
async function invitesOf(to: string, subject: RegExp, timeoutMs = 15_000) {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail')
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const files = await readdir(dir).catch(() => [] as string[])
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const raw = await readFile(path.join(dir, file), 'utf8')
      const { headers } = partOf(raw)
      const title = headerText(headers.get('subject') ?? '')
      if (!headers.get('to')?.includes(to) || !subject.test(title)) continue
      return {
        subject: title,
        replyTo: headers.get('reply-to') ?? '',
        calendars: leaves(raw)
          .filter((part) => /^text\/calendar/i.test(part.headers.get('content-type') ?? ''))
          .map((part) => ({
            type: part.headers.get('content-type') ?? '',
            calendar: new ICAL.Component(ICAL.parse(decoded(part))),
          })),
      }
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${String(subject)}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

function eventOf(calendar: ICAL.Component) {
  const event = calendar.getFirstSubcomponent('vevent')!
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    dtstart: event.getFirstProperty('dtstart')!,
  }
}

/** Each project schedules on days of its own, so the two never take one tutor's time. */
const dayFor = (testInfo: TestInfo, offset: number) =>
  inDays((testInfo.project.name === 'phone' ? 40 : 30) + offset + (testInfo.retry ?? 0) * 3)

test('the office schedules, moves and cancels a consultation; the requester’s mails carry the invite @phone', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail()
  const { id, reference } = await requestConsultation(page, email)
  const [tutor] = (await (await page.request.get('/api/tutors')).json()) as PublicTutor[]
  await page.context().addCookies(await administratorCookies(ADMIN_EMAIL))
  await page.goto(`/admin/submissions/consultations/${id}`)

  const panel = page.getByRole('region', { name: 'Schedule' })
  await expect(panel).toBeVisible()
  const day = dayFor(testInfo, 0)
  await panel.getByLabel('Date').fill(day)
  await panel.getByLabel('Time (SAST)').selectOption('19:30')
  await panel.getByLabel('Tutor (optional)').selectOption({ label: tutor!.name })
  await checkA11y(page)
  await panel.getByRole('button', { name: 'Schedule', exact: true }).click()
  await expect(panel.getByRole('status')).toHaveText(m.scheduled)
  const shown = panel.getByTestId('consultation-appointment')
  await expect(shown).toContainText('07:30 PM – 08:00 PM (SAST)')
  await expect(shown).toContainText(tutor!.name)
  await expect(shown).toContainText(/Jitsi Meet: https:\/\/meet\.jit\.si\//)
  await expect(page.getByTestId('status-badge').first()).toHaveText('In progress')

  const booked = await invitesOf(email, /^Free consultation booked: /)
  expect(booked.subject).toContain(reference)
  expect(booked.replyTo).toBe('info@localhost')
  // The alternative part and the .ics attachment: one REQUEST, its time in SAST.
  expect(booked.calendars.map((part) => part.type)).toEqual(
    expect.arrayContaining([expect.stringMatching(/method=REQUEST/)]),
  )
  const first = eventOf(booked.calendars[0]!.calendar)
  expect(first.method).toBe('REQUEST')
  expect(first.uid).toMatch(new RegExp(`^consultation-${id}@`))
  expect(first.sequence).toBe(0)
  expect(first.dtstart.getParameter('tzid')).toBe('Africa/Johannesburg')
  expect(first.dtstart.toICALString()).toContain(`${day.replaceAll('-', '')}T193000`)

  await panel.getByRole('button', { name: 'Move', exact: true }).click()
  await panel.getByLabel('Time (SAST)').selectOption('20:00')
  await panel.getByRole('button', { name: 'Save and send the update' }).click()
  await expect(panel.getByRole('status')).toHaveText(m.moved)
  await expect(shown).toContainText('08:00 PM – 08:30 PM (SAST)')
  const moved = eventOf(
    (await invitesOf(email, /^Free consultation moved: /)).calendars[0]!.calendar,
  )
  expect([moved.uid, moved.sequence, moved.method]).toEqual([first.uid, 1, 'REQUEST'])

  await panel.getByRole('button', { name: 'Cancel', exact: true }).click()
  await panel.getByLabel('Reason for the requester (optional)').fill('The tutor is ill.')
  await panel.getByRole('button', { name: 'Cancel the consultation' }).click()
  await answerConfirm(page, {
    title: 'Cancel this consultation?',
    says: /is cancelled, the tutor’s time is freed/,
    answer: 'Cancel the consultation',
  })
  await expect(panel.getByRole('status')).toHaveText(m.cancelled)
  await expect(panel).toContainText('was cancelled')
  const cancelled = eventOf(
    (await invitesOf(email, /^Free consultation cancelled /)).calendars[0]!.calendar,
  )
  expect([cancelled.uid, cancelled.sequence, cancelled.method]).toEqual([first.uid, 2, 'CANCEL'])
  await checkA11y(page)
})

test('Free Call on a tutor’s card opens the home page’s form with the tutor named, and sends it @phone', async ({
  page,
}) => {
  const tutors = (await (await page.request.get('/api/tutors')).json()) as PublicTutor[]
  const tutor = tutors[tutors.length - 1]!
  await page.goto('/tutors')
  const card = page
    .getByTestId('tutor-card')
    .filter({ has: page.getByRole('heading', { name: tutor.name }) })
  await card.getByRole('link', { name: `Free Call with ${tutor.name}` }).click()
  await expect(page).toHaveURL(`/?consultation=open&tutor=${tutor.id}`)

  const dialog = page.getByRole('dialog', { name: c.title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('consultation-tutor')).toHaveText(
    `${c.withTutor} ${tutor.name}${c.anyTutor}`,
  )
  await checkA11y(page)
  const email = uniqueEmail()
  await dialog.getByLabel(c.labels.name).fill('Sipho Ndlovu')
  await dialog.getByLabel(c.labels.email).fill(email)
  await dialog.getByLabel(c.labels.date).fill(inDays(5))
  await dialog.getByLabel(c.labels.time).selectOption('16:00')
  await dialog.getByLabel(c.labels.topic).fill('First-year calculus: limits')
  await dialog.getByRole('button', { name: c.submit }).click()
  await expect(dialog.getByRole('heading', { name: c.booked })).toBeVisible()

  // The request records the tutor: the receipt names them.
  const receipt = await waitForEmailTo(email)
  expect(receipt.text).toContain(`Tutor: ${tutor.name}`)

  // Closed is closed: the address no longer opens the form.
  await dialog.getByRole('button', { name: c.close, exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/')
})
