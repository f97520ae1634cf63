import type { Browser, Download, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import {
  formatFileSize,
  LIBRARY_PAGE_SIZE,
  libraryMessages as m,
} from '../../../src/shared/library.ts'
import type { LibraryFile, LibraryFileList } from '../../../src/shared/schemas/library.ts'
import { formatSastDate } from '../../../src/shared/sast.ts'
import { paddedPdf, samplePdf, samplePng } from '../../support/sample-files.ts'
import { signUpAndIn, signUpVerifiedAndIn } from '../support/accounts.ts'
import { administratorCookies } from '../support/administrator.ts'
import { answerConfirm, confirmDialog } from '../support/confirm-dialog.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import { E2E_UPLOAD_MAX_BYTES } from '../support/e2e-settings.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'

// /library (spec part 2 §2, §4, §5, §8, §9; D19, D21, D24): public and read-only for
// visitors, who search, filter and download; members upload and delete their own files;
// an administrator deletes anyone's. The e2e database is shared by every test, so each
// test gives its files a unique name and a unique word to search them by.

const ADMIN_EMAIL = 'library-admin@example.com'

/** A word no other test's file contains: lower-case letters and digits. */
const uniqueWord = () =>
  `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.toLowerCase()
const uniqueFilename = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}.pdf`

type Upload = { name: string; category?: string; description?: string; buffer?: Buffer }

/** POST /api/library/upload as the page's signed-in user (the file goes last). */
async function uploadByApi(page: Page, baseURL: string | undefined, upload: Upload) {
  const response = await page.request.post('/api/library/upload', {
    headers: { origin: baseURL ?? '' },
    multipart: {
      category: upload.category ?? '',
      description: upload.description ?? '',
      file: {
        name: upload.name,
        mimeType: 'application/pdf',
        buffer: upload.buffer ?? samplePdf(upload.description),
      },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as LibraryFile
}

/** Another member, in a browser context of their own, who uploads files for a test. */
async function otherMember(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signUpVerifiedAndIn(page, baseURL)
  return {
    upload: (upload: Upload) => uploadByApi(page, baseURL, upload),
    close: () => context.close(),
  }
}

/** GET /api/library/files as the page's user. */
async function listFiles(page: Page, query: Record<string, string>) {
  const response = await page.request.get(`/api/library/files?${new URLSearchParams(query)}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as LibraryFileList
}

const cards = (page: Page) => page.getByTestId('library-file-card')
const cardOf = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search files' })
const categoryFilter = (page: Page) => page.getByRole('combobox', { name: 'Category', exact: true })
const uploadModal = (page: Page) => page.getByTestId('library-upload-modal')

async function openLibrary(page: Page, query = '') {
  await page.goto(`/library${query}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study Library')
}

async function openUploadModal(page: Page) {
  await page.getByRole('button', { name: m.uploadFile }).click()
  const modal = uploadModal(page)
  await expect(modal.getByRole('heading', { name: m.uploadTitle })).toBeVisible()
  return modal
}

/** Clicks the card's download button and returns what the browser saved. */
async function downloadFrom(page: Page, name: string): Promise<Download> {
  const saved = page.waitForEvent('download')
  await cardOf(page, name)
    .getByRole('button', { name: `Download ${name}` })
    .click()
  return saved
}

test('a visitor browses, searches, filters and downloads, and is offered sign-in instead of Upload', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow() // a whole visit: search, filter, a shared link, a download, two axe runs
  const word = uniqueWord()
  const name = uniqueFilename('past-paper')
  const description = `June exam paper 1 with memo ${word}`
  const member = await otherMember(browser, baseURL)
  const file = await member.upload({ name, category: 'Past Exam Papers', description })
  await member.close()

  await openLibrary(page)
  await expect(page).toHaveTitle(/^Study Library \| /)
  await expect(page.getByRole('link', { name: 'Log in to upload' })).toHaveAttribute(
    'href',
    '/login?next=%2Flibrary',
  )
  await expect(cards(page).first()).toBeVisible()
  await expect(page.getByRole('button', { name: m.uploadFile })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0)

  // The Search button searches, as Enter and a pause in typing do.
  await searchBox(page).fill(word)
  await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`))
  await expect(cards(page)).toHaveCount(1)
  const card = cardOf(page, name)
  await expect(card).toContainText('Past Exam Papers')
  await expect(card).toContainText(description)
  await expect(card).toContainText(formatFileSize(file.file_size))
  await expect(card).toContainText(formatSastDate(file.created_at))
  await expect(card.getByTestId('library-download-count')).toHaveText('0 downloads')
  await expect(page.getByTestId('library-count')).toHaveText('Showing 1 of 1 file')
  await checkA11y(page)

  await categoryFilter(page).selectOption('Past Exam Papers')
  await expect(page).toHaveURL(/[?&]category=Past\+Exam\+Papers/)
  await expect(cards(page)).toHaveCount(1)
  await categoryFilter(page).selectOption('Lecture Notes')
  await expect(page.getByTestId('library-empty')).toContainText(m.emptyTitle)
  await expect(page.getByTestId('library-empty')).toContainText(m.emptyFilteredHint)
  await checkA11y(page)

  // A shared link opens the same search.
  await openLibrary(page, `?q=${word.toUpperCase()}&category=Past+Exam+Papers`)
  await expect(searchBox(page)).toHaveValue(word.toUpperCase())
  await expect(categoryFilter(page)).toHaveValue('Past Exam Papers')
  await expect(cards(page)).toHaveCount(1)

  const download = await downloadFrom(page, name)
  expect(download.suggestedFilename()).toBe(name)
  expect(await readFile(await download.path())).toEqual(samplePdf(description))
  await expect(card.getByTestId('library-download-count')).toHaveText('1 download')
})

test('a student uploads a PDF, finds it by a word of its description, filters, downloads and deletes it', async ({
  page,
  baseURL,
}) => {
  test.slow() // the whole life of a file, with the modal's 2-second success state
  await signUpVerifiedAndIn(page, baseURL)
  await openLibrary(page)
  await expect(page.getByRole('link', { name: 'Log in to upload' })).toHaveCount(0)

  const word = uniqueWord()
  const name = uniqueFilename('formula-sheet')
  const description = `Trigonometry identities and ${word} for Grade 12`
  const pdf = samplePdf('sin2x + cos2x = 1')

  const modal = await openUploadModal(page)
  const submit = modal.getByRole('button', { name: m.upload, exact: true })
  await expect(submit).toBeDisabled()
  const fileInput = modal.getByLabel('PDF File')
  await expect(fileInput).toHaveAttribute('accept', '.pdf,application/pdf')
  await fileInput.setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf })
  await expect(modal).toContainText(name)
  await modal.getByLabel('Category (optional)').selectOption('Formula Sheets')
  await modal.getByLabel('Description (optional)').fill(description)
  await expect(modal.getByLabel('Description (optional)')).toHaveAttribute('maxlength', '500')
  await checkA11y(page)
  await expect(submit).toBeEnabled()
  await submit.click()

  await expect(modal.getByTestId('library-upload-success')).toContainText(m.uploadSuccess)
  await expect(modal).toBeHidden({ timeout: 5_000 })
  await expect(page.getByRole('button', { name: m.uploadFile })).toBeFocused()
  await expect(cardOf(page, name)).toBeVisible()

  // Opened again, the form is empty.
  await openUploadModal(page)
  await expect(modal.getByLabel('Description (optional)')).toHaveValue('')
  await expect(modal.getByLabel('Category (optional)')).toHaveValue('')
  await expect(modal.getByRole('button', { name: m.upload, exact: true })).toBeDisabled()
  await modal.getByRole('button', { name: 'Cancel' }).click()
  await expect(modal).toBeHidden()

  // Search: case-insensitive, on the description; kept in the address over a reload.
  await searchBox(page).fill(word.toUpperCase())
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word.toUpperCase()}`))
  await expect(cards(page)).toHaveCount(1)
  await expect(cardOf(page, name)).toContainText('Formula Sheets')
  await page.reload()
  await expect(searchBox(page)).toHaveValue(word.toUpperCase())
  await expect(cards(page)).toHaveCount(1)

  // Filter: the right category keeps it, another one shows the filtered empty state.
  await categoryFilter(page).selectOption('Formula Sheets')
  await expect(cards(page)).toHaveCount(1)
  await categoryFilter(page).selectOption('Study Guides')
  await expect(page.getByTestId('library-empty')).toContainText(m.emptyFilteredHint)
  await categoryFilter(page).selectOption('')
  await searchBox(page).fill(`no such file ${word} zzz`)
  await expect(page.getByTestId('library-empty')).toContainText(m.emptyTitle)
  await expect(page.getByTestId('library-empty')).toContainText(m.emptyFilteredHint)
  await checkA11y(page)
  await page.getByRole('button', { name: 'Clear search and filter' }).click()
  await expect(searchBox(page)).toHaveValue('')
  await expect(page).toHaveURL(/\/library$/)
  await searchBox(page).fill(name.replace('.pdf', ''))
  await expect(cards(page)).toHaveCount(1)

  // Download: saved under the original name, and the count goes up.
  const card = cardOf(page, name)
  await expect(card.getByTestId('library-download-count')).toHaveText('0 downloads')
  const download = await downloadFrom(page, name)
  expect(download.suggestedFilename()).toBe(name)
  expect(await readFile(await download.path())).toEqual(pdf)
  await expect(card.getByTestId('library-download-count')).toHaveText('1 download')

  // Delete: a cancelled confirmation keeps it, a confirmed one removes it.
  const deleteButton = card.getByRole('button', { name: `Delete ${name}` })
  await deleteButton.click()
  const question = confirmDialog(page, m.deleteFile)
  await expect(question).toHaveAccessibleDescription(`${m.deleteConfirm} ${name}`)
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await checkA11y(page)
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(question).toBeHidden()
  await expect(card).toBeVisible()
  expect((await listFiles(page, { q: name })).total).toBe(1)
  await deleteButton.click()
  await answerConfirm(page, {
    title: m.deleteFile,
    says: `${m.deleteConfirm} ${name}`,
    answer: m.deleteFile,
  })
  await expect(card).toHaveCount(0)
  await expect(page.getByTestId('library-empty')).toContainText(m.emptyFilteredHint)
  expect((await listFiles(page, { q: name })).total).toBe(0)
})

test('a PNG renamed .pdf is refused with the reason, and the modal keeps its values', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await signUpVerifiedAndIn(page, baseURL)
  await openLibrary(page)
  const name = uniqueFilename('photo')
  const modal = await openUploadModal(page)
  await modal
    .getByLabel('PDF File')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: samplePng() })
  await modal.getByLabel('Category (optional)').selectOption('Study Guides')
  await modal.getByLabel('Description (optional)').fill('A photo of my notes')
  await modal.getByRole('button', { name: m.upload, exact: true }).click()

  await expect(modal.getByTestId('library-upload-error')).toHaveText(m.uploadFailed)
  await expect(modal.getByTestId('library-upload-reason')).toHaveText(m.notPdf)
  await expectConsoleErrors(consoleErrors, failedResource(400))
  await expect(modal.getByLabel('Category (optional)')).toHaveValue('Study Guides')
  await expect(modal.getByLabel('Description (optional)')).toHaveValue('A photo of my notes')
  await expect(modal.getByRole('button', { name: m.upload, exact: true })).toBeEnabled()
  await checkA11y(page)

  await modal.getByRole('button', { name: 'Close dialog' }).click()
  await searchBox(page).fill(name)
  await expect(page.getByTestId('library-empty')).toContainText(m.emptyTitle)
  expect((await listFiles(page, { q: name })).total).toBe(0)
})

test('a file over the upload limit is refused with the failure text', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await signUpVerifiedAndIn(page, baseURL)
  await openLibrary(page)
  const name = uniqueFilename('too-large')
  const modal = await openUploadModal(page)
  await modal.getByLabel('PDF File').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: paddedPdf(E2E_UPLOAD_MAX_BYTES + 64 * 1024),
  })
  await modal.getByRole('button', { name: m.upload, exact: true }).click()
  await expect(modal.getByTestId('library-upload-error')).toHaveText(m.uploadFailed)
  await expect(modal.getByTestId('library-upload-reason')).toHaveText(
    m.tooLarge(E2E_UPLOAD_MAX_BYTES),
  )
  await expectConsoleErrors(consoleErrors, failedResource(413))
  expect((await listFiles(page, { q: name })).total).toBe(0)
})

test('another student sees no delete icon on someone else’s file, and the server refuses it; an unverified one cannot upload', async ({
  page,
  browser,
  baseURL,
}) => {
  const word = uniqueWord()
  const name = uniqueFilename('lecture-notes')
  const member = await otherMember(browser, baseURL)
  const file = await member.upload({ name, category: 'Lecture Notes', description: word })
  await member.close()

  // A member who has not verified their address yet: files are public at once, so
  // uploading waits for the verification, and the page says where to get it done.
  await signUpAndIn(page, baseURL)
  await openLibrary(page, `?q=${word}`)
  const card = cardOf(page, name)
  await expect(card.getByRole('button', { name: `Download ${name}` })).toBeVisible()
  await expect(card.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0)
  await expect(page.getByRole('button', { name: m.uploadFile })).toHaveCount(0)
  await expect(page.getByRole('link', { name: m.verifyToUpload })).toHaveAttribute(
    'href',
    '/profile',
  )
  const unverifiedUpload = await page.request.post('/api/library/upload', {
    headers: { origin: baseURL ?? '' },
    multipart: { file: { name, mimeType: 'application/pdf', buffer: samplePdf() } },
  })
  expect(unverifiedUpload.status()).toBe(403)

  const refused = await page.request.delete(`/api/library/files/${file.id}`, {
    headers: { origin: baseURL ?? '' },
  })
  expect(refused.status()).toBe(403)
  expect((await listFiles(page, { q: word })).total).toBe(1)
})

test('the administrator deletes a file someone else uploaded', async ({
  page,
  browser,
  baseURL,
}) => {
  const word = uniqueWord()
  const name = uniqueFilename('solutions')
  const member = await otherMember(browser, baseURL)
  await member.upload({ name, category: 'Solution Manuals', description: word })
  await member.close()

  await page.context().addCookies(await administratorCookies(ADMIN_EMAIL))
  await openLibrary(page, `?q=${word}`)
  const card = cardOf(page, name)
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: `Delete ${name}` }).click()
  await confirmDialog(page, m.deleteFile).getByRole('button', { name: m.deleteFile }).click()
  await expect(card).toHaveCount(0)
  await expect(page.getByTestId('library-empty')).toContainText(m.emptyFilteredHint)
  expect((await listFiles(page, { q: word })).total).toBe(0)
})

test('shows 24 files at a time and loads the rest with “Load more”', async ({
  page,
  browser,
  baseURL,
}) => {
  const word = uniqueWord()
  const member = await otherMember(browser, baseURL)
  const count = LIBRARY_PAGE_SIZE + 2
  for (let i = 0; i < count; i++) {
    await member.upload({
      name: uniqueFilename(`worksheet-${i}`),
      category: 'Practice Worksheets',
      description: `Worksheet ${i} ${word}`,
      buffer: samplePdf(`Worksheet ${i}`),
    })
  }
  await member.close()

  await openLibrary(page, `?q=${word}`)
  await expect(cards(page)).toHaveCount(LIBRARY_PAGE_SIZE)
  await expect(page.getByTestId('library-count')).toHaveText(
    `Showing ${LIBRARY_PAGE_SIZE} of ${count} files`,
  )
  // Newest first.
  await expect(cards(page).first()).toContainText(`Worksheet ${count - 1} ${word}`)
  await page.getByRole('button', { name: 'Load more files' }).click()
  await expect(cards(page)).toHaveCount(count)
  await expect(cards(page).last()).toContainText(`Worksheet 0 ${word}`)
  await expect(page.getByTestId('library-count')).toHaveText(`Showing ${count} of ${count} files`)
  await expect(page.getByRole('button', { name: 'Load more files' })).toHaveCount(0)
})

test('an empty library says no files have been uploaded yet', async ({ page }) => {
  await page.route('**/api/library/files*', (route) =>
    route.fulfill({ json: { files: [], total: 0, page: 1, page_size: LIBRARY_PAGE_SIZE } }),
  )
  await openLibrary(page)
  await expect(page.getByTestId('library-empty')).toContainText(m.emptyTitle)
  await expect(page.getByTestId('library-empty')).toContainText(m.emptyHint)
  await expect(page.getByRole('button', { name: 'Clear search and filter' })).toHaveCount(0)
  await checkA11y(page)
})

test('failed downloads, deletes and uploads say so and keep the page as it was', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await signUpVerifiedAndIn(page, baseURL)
  const word = uniqueWord()
  const name = uniqueFilename('study-guide')
  await uploadByApi(page, baseURL, { name, description: word })
  await openLibrary(page, `?q=${word}`)
  const card = cardOf(page, name)

  await page.route('**/api/library/download/**', (route) =>
    route.fulfill({ status: 500, json: { error: 'Internal detail' } }),
  )
  await card.getByRole('button', { name: `Download ${name}` }).click()
  const alert = page.getByTestId('library-alert')
  await expect(alert).toHaveText(m.downloadFailed)
  await expectConsoleErrors(consoleErrors, failedResource(500))
  await expect(card.getByTestId('library-download-count')).toHaveText('0 downloads')
  await checkA11y(page)
  await page.getByRole('button', { name: 'Dismiss message' }).click()
  await expect(alert).toHaveCount(0)

  await page.route('**/api/library/files/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { error: 'Internal detail' } })
      : route.fallback(),
  )
  await card.getByRole('button', { name: `Delete ${name}` }).click()
  await confirmDialog(page, m.deleteFile).getByRole('button', { name: m.deleteFile }).click()
  await expect(alert).toHaveText(m.deleteFailed)
  await expectConsoleErrors(consoleErrors, failedResource(500))
  await expect(card).toBeVisible()

  await page.route('**/api/library/upload', (route) =>
    route.fulfill({ status: 500, json: { error: 'Internal detail' } }),
  )
  const modal = await openUploadModal(page)
  await modal.getByLabel('PDF File').setInputFiles({
    name: uniqueFilename('retry'),
    mimeType: 'application/pdf',
    buffer: samplePdf(),
  })
  await modal.getByRole('button', { name: m.upload, exact: true }).click()
  await expect(modal.getByTestId('library-upload-error')).toHaveText(m.uploadFailed)
  await expect(modal.getByTestId('library-upload-reason')).toHaveCount(0)
  await expect(modal).not.toContainText('Internal detail')
  await expectConsoleErrors(consoleErrors, failedResource(500))
})
