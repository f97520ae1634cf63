import type { Locator, Page } from '@playwright/test'
import { formatSastDateTime, sastSlotToInstant } from '../../../src/shared/sast.ts'
import { announcementMessages as m } from '../../../src/shared/announcement.ts'
import type { Announcement, AnnouncementList } from '../../../src/shared/schemas/announcement.ts'
import { samplePng, samplePptx, sampleDocx } from '../../support/sample-files.ts'
import { signUpAndIn } from '../support/accounts.ts'
import { administratorCookies, type Cookies } from '../support/administrator.ts'
import { answerConfirm, confirmDialog } from '../support/confirm-dialog.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import { E2E_ADMIN_EMAILS } from '../support/e2e-settings.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'

// /announcements and /admin/announcements (spec part 2 §2, §4, §5, §6, §8; D11, D19, D21,
// D24). The administrator makes announcements of each type through the manager; students
// read, filter, watch, download and join; visitors read and are asked to register for the
// videos. The e2e database is shared by every test and both projects (desktop, phone), so
// every title carries a tag unique to this run and project.

const ADMIN_EMAIL = E2E_ADMIN_EMAILS[0]
const YOUTUBE_LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
const YOUTUBE_PLAYER = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'
const MEET_LINK = 'https://meet.google.com/abc-defg-hij'
const MEETING_LOCAL = '2030-11-22T14:00'
const baseURL = () => process.env.E2E_BASE_URL ?? ''
const origin = () => ({ origin: baseURL() })

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'

type Draft = {
  title: string
  content: string
  type: 'text' | 'video' | 'presentation' | 'meeting'
  video?: string
  file?: { name: string; mimeType: string; buffer: Buffer }
  meetLink?: string
  meetingDate?: string
  publish?: boolean
  featured?: boolean
}

const adminItem = (page: Page, title: string) =>
  page
    .getByTestId('admin-announcement')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })

/** A card in `scope` (a section of the page), found by its title. */
const card = (scope: Locator, title: string) =>
  scope
    .getByTestId('announcement-card')
    .filter({ has: scope.page().getByRole('heading', { name: title, exact: true }) })

const allList = (page: Page) => page.getByTestId('all-announcements')

const views = (count: number) => `${count} ${count === 1 ? 'view' : 'views'}`

/** The count a card shows, as a number. */
async function viewsOf(cardLocator: Locator) {
  const text = (await cardLocator.getByTestId('announcement-views').textContent()) ?? ''
  return Number(/(\d+) views?/.exec(text)?.[1] ?? NaN)
}

async function fillForm(dialog: Locator, draft: Draft) {
  await dialog.getByLabel('Title', { exact: true }).fill(draft.title)
  await dialog.getByLabel('Content', { exact: true }).fill(draft.content)
  await dialog.getByLabel('Type', { exact: true }).selectOption(draft.type)
  if (draft.video) await dialog.getByLabel('Video URL').fill(draft.video)
  if (draft.file) await dialog.getByLabel('File (optional)').setInputFiles(draft.file)
  if (draft.meetLink) await dialog.getByLabel('Meeting link').fill(draft.meetLink)
  if (draft.meetingDate) await dialog.getByLabel('Meeting date and time').fill(draft.meetingDate)
  await dialog.getByLabel(m.publishImmediately).setChecked(draft.publish ?? true)
  await dialog.getByLabel('Feature this announcement').setChecked(draft.featured ?? false)
}

/** New Announcement → fill → save → the success message, then the dialog closes. */
async function createThroughManager(page: Page, draft: Draft) {
  await page.getByRole('button', { name: m.newAnnouncement }).first().click()
  const dialog = page.getByRole('dialog', { name: m.createTitle })
  await expect(dialog).toBeVisible()
  await fillForm(dialog, draft)
  await dialog.getByRole('button', { name: 'Create Announcement' }).click()
  await expect(dialog.getByText(m.saved)).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(adminItem(page, draft.title)).toBeVisible()
}

/** POST /api/admin/announcements as the page's signed-in administrator. */
async function createByApi(page: Page, fields: Record<string, string>) {
  const response = await page.request.post('/api/admin/announcements', {
    headers: origin(),
    multipart: fields,
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as Announcement
}

test('a signed-in student who opens the manager is sent to the announcements', async ({
  page,
  baseURL: url,
}) => {
  await signUpAndIn(page, url)
  await page.goto('/admin/announcements')
  await expect(page).toHaveURL('/announcements')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Announcements')
  await expect(page.getByRole('link', { name: m.manage })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: m.manage })).toHaveCount(0)
})

test('a visitor who opens the manager never sees it and is asked to sign in', async ({ page }) => {
  // The manager is behind the gate (gate.spec.ts): a visitor gets the sign-in card, then
  // the login page, never the manager.
  await page.goto('/admin/announcements')
  await expect(page.getByTestId('gate-welcome')).toBeVisible()
  await expect(page.getByRole('heading', { name: m.manage })).toHaveCount(0)
  await expect(page).toHaveURL('/login?next=%2Fadmin%2Fannouncements', { timeout: 5_000 })
})

test('says when there are no announcements at all, or none of a type', async ({ page }) => {
  await page.route('**/api/announcements', (route) =>
    route.fulfill({ json: { announcements: [], featured: [] } satisfies AnnouncementList }),
  )
  await page.goto('/announcements')
  const empty = page.getByTestId('announcements-empty')
  await expect(empty).toContainText(m.emptyTitle)
  await expect(empty).toContainText(m.emptyAll)
  await expect(page.getByRole('heading', { name: m.featured })).toHaveCount(0)
  await page.getByRole('button', { name: 'Videos' }).click()
  await expect(empty).toContainText(m.emptyType('video'))
  await page.getByRole('button', { name: 'Presentations' }).click()
  await expect(empty).toContainText(m.emptyType('presentation'))
})

test('shows a loading message until the list arrives', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/announcements', async (route) => {
    await held
    await route.fulfill({ json: { announcements: [], featured: [] } satisfies AnnouncementList })
  })
  await page.goto('/announcements')
  await expect(allList(page).getByRole('status')).toContainText(m.loading)
  release()
  await expect(page.getByTestId('announcements-empty')).toBeVisible()
})

test.describe('with the administrator’s announcements', () => {
  test.describe.configure({ mode: 'serial' })

  let cookies: Cookies = []
  let tag = ''
  const title = (what: string) => `${what} ${tag}`
  const titles = {
    text: () => title('Term 1 revision plan'),
    video: () => title('Factorising trinomials lesson'),
    presentation: () => title('Functions slides'),
    meeting: () => title('Saturday Grade 12 class'),
    draft: () => title('Unfinished exam notice'),
    featured: () => title('Winter school registration'),
  }

  // eslint-disable-next-line no-empty-pattern -- Playwright hooks must destructure their fixtures
  test.beforeAll(async ({}, testInfo) => {
    tag = `${testInfo.project.name}-${Date.now().toString(36)}`
    cookies = await administratorCookies(ADMIN_EMAIL)
  })

  const signInAdmin = (page: Page) => page.context().addCookies(cookies)

  test('the administrator makes a text, a video, a presentation and a meeting announcement', async ({
    page,
  }) => {
    test.slow()
    await signInAdmin(page)
    await page.goto('/announcements')
    await page.getByRole('link', { name: m.manage }).click()
    await expect(page).toHaveURL('/admin/announcements')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.manage)

    // The form: defaults, the submit rule, and the parts each type shows (spec part 2 §5).
    await page.getByRole('button', { name: m.newAnnouncement }).first().click()
    const dialog = page.getByRole('dialog', { name: m.createTitle })
    await expect(dialog.getByLabel('Type', { exact: true })).toHaveValue('text')
    await expect(dialog.getByLabel(m.publishImmediately)).toBeChecked()
    await expect(dialog.getByLabel('Feature this announcement')).not.toBeChecked()
    const submit = dialog.getByRole('button', { name: 'Create Announcement' })
    await expect(submit).toBeDisabled()
    await dialog.getByLabel('Title', { exact: true }).fill('Only a title')
    await expect(submit).toBeDisabled()
    await dialog.getByLabel('Content', { exact: true }).fill('And some text')
    await expect(submit).toBeEnabled()
    const file = dialog.getByLabel('File (optional)')
    await expect(file).toHaveAttribute('accept', '.pdf,.ppt,.pptx,.doc,.docx')
    await expect(dialog.getByLabel('Video URL')).toHaveCount(0)
    await expect(dialog.getByLabel('Meeting link')).toHaveCount(0)
    await dialog.getByLabel('Type', { exact: true }).selectOption('video')
    await expect(dialog.getByLabel('Video URL')).toHaveAttribute('type', 'url')
    await expect(file).toHaveCount(0)
    await dialog.getByLabel('Type', { exact: true }).selectOption('meeting')
    await expect(dialog.getByLabel('Meeting link')).toBeVisible()
    await expect(dialog.getByLabel('Meeting date and time')).toHaveAttribute(
      'type',
      'datetime-local',
    )
    await expect(dialog.getByLabel('Video URL')).toHaveCount(0)
    await expect(file).toHaveCount(0)
    await dialog.getByLabel('Type', { exact: true }).selectOption('presentation')
    await expect(file).toBeVisible()
    await expect(dialog.getByLabel('Expires at (optional)')).toHaveAttribute(
      'type',
      'datetime-local',
    )
    await checkA11y(page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()

    await createThroughManager(page, {
      title: titles.text(),
      content: 'Week 1: algebra.\nWeek 2: functions.',
      type: 'text',
      file: { name: 'term-1-plan.docx', mimeType: DOCX, buffer: sampleDocx() },
    })
    await createThroughManager(page, {
      title: titles.video(),
      content: 'A 12-minute lesson with worked examples.',
      type: 'video',
      video: YOUTUBE_LINK,
    })
    await createThroughManager(page, {
      title: titles.presentation(),
      content: 'The slides from Thursday.',
      type: 'presentation',
      file: { name: 'functions-slides.pptx', mimeType: PPTX, buffer: samplePptx() },
    })
    await createThroughManager(page, {
      title: titles.meeting(),
      content: 'Bring past papers.',
      type: 'meeting',
      meetLink: MEET_LINK,
      meetingDate: MEETING_LOCAL,
    })

    const tags = (name: string) =>
      adminItem(page, name).getByRole('list', { name: 'Details' }).getByRole('listitem')
    await expect(tags(titles.text())).toHaveText(['Text', 'Has File'])
    await expect(tags(titles.video())).toHaveText(['Video', 'Has Video'])
    await expect(tags(titles.presentation())).toHaveText(['Presentation', 'Has File'])
    await expect(tags(titles.meeting())).toHaveText(['Meeting', 'Has Meeting'])
    await expect(adminItem(page, titles.text())).toContainText('Week 2: functions.')
    await expect(adminItem(page, titles.text())).toContainText('0 views')
  })

  test('the administrator saves a draft and a featured announcement', async ({ page }) => {
    await signInAdmin(page)
    await page.goto('/admin/announcements')
    await createThroughManager(page, {
      title: titles.draft(),
      content: 'Dates still to be confirmed.',
      type: 'text',
      publish: false,
    })
    await createThroughManager(page, {
      title: titles.featured(),
      content: 'Places are limited: register by Friday.',
      type: 'text',
      featured: true,
    })
    const draft = adminItem(page, titles.draft())
    await expect(draft.getByText('Draft', { exact: true })).toBeVisible()
    await expect(draft.getByRole('img', { name: 'Featured' })).toHaveCount(0)
    const featured = adminItem(page, titles.featured())
    await expect(featured.getByRole('img', { name: 'Featured' })).toBeVisible()
    await expect(featured.getByText('Draft', { exact: true })).toHaveCount(0)
    // Newest first.
    const headings = await page
      .getByTestId('admin-announcement')
      .getByRole('heading')
      .allTextContents()
    expect(headings.indexOf(titles.featured())).toBeLessThan(headings.indexOf(titles.draft()))
    expect(headings.indexOf(titles.draft())).toBeLessThan(headings.indexOf(titles.meeting()))
    await checkA11y(page)
  })

  test('the administrator is told when a file is not a document, and the form keeps its values', async ({
    page,
    consoleErrors,
  }) => {
    await signInAdmin(page)
    await page.goto('/admin/announcements')
    await page.getByRole('button', { name: m.newAnnouncement }).first().click()
    const dialog = page.getByRole('dialog', { name: m.createTitle })
    await fillForm(dialog, {
      title: title('Diagram'),
      content: 'See the picture',
      type: 'text',
      // A picture renamed to .pdf: refused by its content (D19).
      file: { name: 'diagram.pdf', mimeType: 'application/pdf', buffer: samplePng() },
    })
    await dialog.getByRole('button', { name: 'Create Announcement' }).click()
    await expect(dialog.getByTestId('announcement-form-error')).toContainText(m.saveFailed)
    await expectConsoleErrors(consoleErrors, failedResource(400))
    const file = dialog.getByLabel('File (optional)')
    await expect(file).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByText(m.fileTypeInvalid)).toBeVisible()
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title('Diagram'))
    await checkA11y(page)
    await dialog.getByRole('button', { name: 'Close dialog' }).click()
    await expect(adminItem(page, title('Diagram'))).toHaveCount(0)
  })

  test('the administrator edits an announcement: prefilled, file removed, expired', async ({
    page,
  }) => {
    await signInAdmin(page)
    await page.goto('/admin/announcements')

    // The meeting's date comes back in SAST as it was typed.
    await page.getByRole('button', { name: `Edit ${titles.meeting()}` }).click()
    let dialog = page.getByRole('dialog', { name: m.editTitle })
    await expect(dialog.getByLabel('Meeting date and time')).toHaveValue(MEETING_LOCAL)
    await expect(dialog.getByLabel('Meeting link')).toHaveValue(MEET_LINK)
    await expect(dialog.getByLabel('Type', { exact: true })).toHaveValue('meeting')
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('button', { name: `Edit ${titles.text()}` }).click()
    dialog = page.getByRole('dialog', { name: m.editTitle })
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(titles.text())
    await expect(dialog.getByLabel('Content', { exact: true })).toHaveValue(
      'Week 1: algebra.\nWeek 2: functions.',
    )
    await expect(dialog.getByLabel(m.publishImmediately)).toBeChecked()
    await expect(dialog.getByTestId('current-file')).toContainText('term-1-plan.docx')
    await dialog.getByLabel('Remove this file').check()
    await dialog.getByLabel('Content', { exact: true }).fill('Week 1: algebra only.')
    await dialog.getByLabel('Expires at (optional)').fill('2024-01-31T17:00')
    await dialog.getByRole('button', { name: 'Save Announcement' }).click()
    await expect(dialog.getByText(m.saved)).toBeVisible()
    await expect(dialog).toBeHidden()

    const item = adminItem(page, titles.text())
    await expect(item).toContainText('Week 1: algebra only.')
    await expect(item.getByRole('list', { name: 'Details' }).getByRole('listitem')).toHaveText([
      'Text',
    ])

    await page.getByRole('button', { name: `Edit ${titles.text()}` }).click()
    dialog = page.getByRole('dialog', { name: m.editTitle })
    await expect(dialog.getByLabel('Expires at (optional)')).toHaveValue('2024-01-31T17:00')
    await expect(dialog.getByTestId('current-file')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
  })

  test('the administrator deletes an announcement after confirming, and hears of a failure', async ({
    page,
    consoleErrors,
  }) => {
    await signInAdmin(page)
    const doomed = await createByApi(page, {
      title: title('Cancelled class'),
      content: 'No class this week.',
      announcement_type: 'text',
      is_published: 'true',
    })
    await page.goto('/admin/announcements')
    const item = adminItem(page, doomed.title)
    const remove = page.getByRole('button', { name: `Delete ${doomed.title}` })

    // Declining keeps it.
    await remove.click()
    const question = confirmDialog(page, 'Delete announcement')
    await expect(question).toHaveAccessibleDescription(`${m.deleteConfirm} ${doomed.title}`)
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await question.getByRole('button', { name: 'Cancel' }).click()
    await expect(question).toBeHidden()
    await expect(item).toBeVisible()

    // A failed delete says so and keeps it.
    await page.route('**/api/admin/announcements/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { error: 'Internal detail' } })
        : route.fallback(),
    )
    await remove.click()
    await question.getByRole('button', { name: 'Delete announcement' }).click()
    await expect(page.getByTestId('admin-announcements-error')).toHaveText(m.deleteFailed)
    await expectConsoleErrors(consoleErrors, failedResource(500))
    await expect(item).toBeVisible()

    await page.unroute('**/api/admin/announcements/*')
    await remove.click()
    await answerConfirm(page, {
      title: 'Delete announcement',
      says: `${m.deleteConfirm} ${doomed.title}`,
      answer: 'Delete announcement',
    })
    await expect(item).toHaveCount(0)
    const after = await page.request.get('/api/announcements')
    const list = (await after.json()) as AnnouncementList
    expect(list.announcements.map((a) => a.id)).not.toContain(doomed.id)
  })

  test('the administrator’s empty list invites the first announcement', async ({ page }) => {
    await signInAdmin(page)
    await page.route('**/api/admin/announcements', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback(),
    )
    await page.goto('/admin/announcements')
    const empty = page.getByTestId('admin-announcements-empty')
    await expect(empty).toContainText(m.adminEmptyTitle)
    await expect(empty).toContainText(m.adminEmptyDetail)
    await empty.getByRole('button', { name: m.newAnnouncement }).click()
    await expect(page.getByRole('dialog', { name: m.createTitle })).toBeVisible()
  })

  test('a student reads the published announcements, not the draft, and filters them', async ({
    page,
    baseURL: url,
  }) => {
    await signUpAndIn(page, url)
    await page.goto('/announcements')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Announcements')
    await expect(page.getByTestId('video-access-box')).toHaveCount(0)
    await expect(page.getByRole('link', { name: m.manage })).toHaveCount(0)
    const list = allList(page)
    for (const name of [
      titles.text(),
      titles.video(),
      titles.presentation(),
      titles.meeting(),
      titles.featured(),
    ]) {
      await expect(card(list, name)).toBeVisible()
    }
    await expect(page.getByText(titles.draft())).toHaveCount(0)

    // Featured ones also have their own grid.
    const featured = page.getByRole('region', { name: m.featured })
    await expect(card(featured, titles.featured())).toBeVisible()
    await expect(card(featured, titles.video())).toHaveCount(0)

    // A card: badge, text with its line breaks kept, the date, views, the meeting box.
    const meeting = card(list, titles.meeting())
    await expect(meeting).toContainText('Meeting')
    await expect(meeting.getByTestId('announcement-meeting')).toContainText(
      formatSastDateTime(sastSlotToInstant('2030-11-22', '14:00')),
    )
    await expect(meeting.getByTestId('announcement-views')).toHaveText('0 views')
    const presentation = card(list, titles.presentation())
    await expect(presentation.locator('time').first()).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M$/,
    )

    // The edited one has expired: greyed, and it says so.
    const expired = card(list, titles.text())
    await expect(expired).toHaveAttribute('data-expired', 'true')
    await expect(expired).toContainText(m.expired)
    await expect(card(list, titles.video())).not.toContainText(m.expired)

    // Filters (spec part 2 §2): five buttons, one pressed.
    const filters = page.getByRole('group', { name: 'Show announcements of type' })
    await expect(filters.getByRole('button')).toHaveText([
      'All Announcements',
      'Text',
      'Videos',
      'Presentations',
      'Meetings',
    ])
    await expect(filters.getByRole('button', { name: 'All Announcements' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await filters.getByRole('button', { name: 'Videos' }).click()
    await expect(filters.getByRole('button', { name: 'Videos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(card(list, titles.video())).toBeVisible()
    await expect(card(list, titles.meeting())).toHaveCount(0)
    await expect(card(list, titles.text())).toHaveCount(0)
    await filters.getByRole('button', { name: 'Meetings' }).click()
    await expect(card(list, titles.meeting())).toBeVisible()
    await expect(card(list, titles.video())).toHaveCount(0)
    await filters.getByRole('button', { name: 'All Announcements' }).click()
    await expect(card(list, titles.video())).toBeVisible()
    await checkA11y(page)
  })

  test('a student watches the video in the player and the view is counted', async ({
    page,
    baseURL: url,
  }) => {
    // No internet here: the player's page is a stand-in.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
    )
    await signUpAndIn(page, url)
    await page.goto('/announcements')
    const video = card(allList(page), titles.video())
    await expect(video).toBeVisible()
    const before = await viewsOf(video)
    await video.getByRole('button', { name: m.watchVideo }).click()
    const player = page.getByRole('dialog', { name: titles.video() })
    const frame = player.locator('iframe')
    await expect(frame).toHaveAttribute('src', YOUTUBE_PLAYER)
    await expect(frame).toHaveAttribute('title', `Video: ${titles.video()}`)
    // The player may go full screen: the attribute is there (Preact writes it as "true",
    // React as ""; a boolean attribute counts by its presence), as the browser reads it.
    expect(await frame.evaluate((iframe: HTMLIFrameElement) => iframe.allowFullscreen)).toBe(true)
    await checkA11y(page)
    await player.getByRole('button', { name: 'Close dialog' }).click()
    await expect(player).toBeHidden()
    await expect(video.getByTestId('announcement-views')).toHaveText(views(before + 1))
  })

  test('a student downloads the slides under their own name and the view is counted', async ({
    page,
    baseURL: url,
  }) => {
    await signUpAndIn(page, url)
    await page.goto('/announcements')
    const slides = card(allList(page), titles.presentation())
    await expect(slides).toBeVisible()
    const before = await viewsOf(slides)
    const downloading = page.waitForEvent('download')
    await slides.getByRole('button', { name: m.download('pptx') }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('functions-slides.pptx')
    await expect(slides.getByTestId('announcement-views')).toHaveText(views(before + 1))
    // The text announcement's file was removed in the edit: nothing to download.
    await expect(
      card(allList(page), titles.text()).getByRole('button', { name: /Download/ }),
    ).toHaveCount(0)
  })

  test('a student joins the meeting in a new tab and the view is counted', async ({
    page,
    baseURL: url,
  }) => {
    await page
      .context()
      .route('https://meet.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Meet</title>' }),
      )
    await signUpAndIn(page, url)
    await page.goto('/announcements')
    const meeting = card(allList(page), titles.meeting())
    const join = meeting.getByRole('link', { name: new RegExp(`^${m.joinMeeting}`) })
    await expect(join).toHaveAttribute('href', MEET_LINK)
    await expect(join).toHaveAttribute('target', '_blank')
    await expect(join).toHaveAttribute('rel', 'noopener noreferrer')
    const before = await viewsOf(meeting)
    const opened = page.waitForEvent('popup')
    await join.click()
    const tab = await opened
    await expect(tab).toHaveURL(MEET_LINK)
    await tab.close()
    await expect(meeting.getByTestId('announcement-views')).toHaveText(views(before + 1))
  })

  test('a visitor reads the announcements and is asked to register for the video', async ({
    page,
  }) => {
    await page.goto('/announcements')
    const box = page.getByTestId('video-access-box')
    await expect(box.getByRole('heading', { name: m.videoAccessTitle })).toBeVisible()
    await expect(box.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/register',
    )
    await expect(box.getByRole('link', { name: 'Login' })).toHaveAttribute('href', /^\/login/)

    const video = card(allList(page), titles.video())
    await expect(video.getByRole('button', { name: m.watchVideo })).toHaveCount(0)
    const prompt = video.getByTestId('video-for-registered')
    await expect(prompt).toContainText(m.videoForRegistered)
    await expect(prompt.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    )
    await expect(prompt.getByRole('link', { name: 'Login' })).toHaveAttribute('href', /^\/login/)
    // Reading, downloading and joining stay open to visitors (spec part 2 §6).
    await expect(
      card(allList(page), titles.presentation()).getByRole('button', {
        name: m.download('pptx'),
      }),
    ).toBeVisible()
    await expect(
      card(allList(page), titles.meeting()).getByRole('link', {
        name: new RegExp(`^${m.joinMeeting}`),
      }),
    ).toBeVisible()
    await expect(page.getByText(titles.draft())).toHaveCount(0)
    await checkA11y(page)

    await box.getByRole('link', { name: 'Register Now' }).click()
    await expect(page).toHaveURL('/register')
  })
})
