import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { libraryFiles, storageCleanup } from '#server/db/schema.ts'
import { sweepStorage } from '#server/uploads/storage-cleanup.ts'
import { LIBRARY_PAGE_SIZE, libraryMessages } from '#shared/library.ts'
import { accountMessages } from '#shared/messages.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { multipart, type UploadFile } from '#tests/support/multipart.ts'
import { paddedPdf, samplePdf, samplePng } from '#tests/support/sample-files.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

const MAX_BYTES = 64 * 1024

let t: TestApp
let owner: TestStudent
let stranger: TestStudent
let admin: TestStudent
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(MAX_BYTES) })
  owner = await createStudent(t)
  stranger = await createStudent(t)
  admin = await createStudent(t, { role: 'admin' })
})
afterAll(async () => t.close())
beforeEach(async () => {
  await rm(t.config.uploadsDir, { recursive: true, force: true })
  await t.database.db.delete(libraryFiles)
  await t.database.db.delete(storageCleanup)
})

const pdf = (name = 'Algebra Basics.pdf', text?: string): UploadFile => ({
  name,
  content: samplePdf(text),
  type: 'application/pdf',
})

async function upload(
  file: UploadFile | undefined,
  fields: Record<string, string> = { category: 'Study Guides', description: 'Grade 12 algebra' },
  cookie: string | null = owner.cookie,
) {
  const body = await multipart(fields, file)
  return t.request({
    method: 'POST',
    url: '/api/library/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  })
}

const list = (query = '', cookie?: string) =>
  t.request({
    method: 'GET',
    url: `/api/library/files${query}`,
    headers: cookie ? { cookie } : {},
  })
const remove = (id: string, cookie: string | null) =>
  t.request({
    method: 'DELETE',
    url: `/api/library/files/${id}`,
    headers: cookie ? { cookie } : {},
  })

/** Files in the upload folder, temporary ones included. */
async function storedFiles(): Promise<string[]> {
  const folder = path.join(t.config.uploadsDir, 'library')
  return readdir(folder).catch(() => [])
}

async function nothingStored() {
  expect(await t.database.db.select().from(libraryFiles)).toHaveLength(0)
  expect(await t.database.db.select().from(storageCleanup)).toHaveLength(0)
  expect(await storedFiles()).toEqual([])
}

describe('POST /api/library/upload', () => {
  it('stores a real PDF with its category and description', async () => {
    const res = await upload(pdf())
    expect(res.statusCode, res.body).toBe(201)
    const file = res.json()
    expect(file).toMatchObject({
      original_filename: 'Algebra Basics.pdf',
      category: 'Study Guides',
      description: 'Grade 12 algebra',
      file_size: samplePdf().length,
      download_count: 0,
      can_delete: true,
    })
    const [row] = await t.database.db.select().from(libraryFiles)
    expect(row?.uploadedBy).toBe(owner.id)
    expect(row?.storageKey).toMatch(/^library\/[0-9a-f-]{36}$/)
    // The generated name is the stored one; the user's name is only data.
    expect(await storedFiles()).toEqual([row!.storageKey.split('/')[1]])
    expect(await t.database.db.select().from(storageCleanup)).toHaveLength(0)
  })

  it('accepts a file without category or description', async () => {
    const res = await upload(pdf(), { category: '', description: '  ' })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ category: null, description: null })
  })

  it('refuses a PNG renamed .pdf and stores nothing', async () => {
    const res = await upload({ name: 'notes.pdf', content: samplePng(), type: 'application/pdf' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: libraryMessages.notPdf,
      fields: { file: libraryMessages.notPdf },
    })
    await nothingStored()
  })

  it('answers 413 for a file over the limit and stores nothing', async () => {
    const res = await upload({ name: 'big.pdf', content: paddedPdf(MAX_BYTES + 1) }, {})
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toBe(libraryMessages.tooLarge(MAX_BYTES))
    expect(res.json().error).toContain('64.00 KB')
    await nothingStored()
  })

  it('accepts a file of exactly the limit', async () => {
    const res = await upload({ name: 'edge.pdf', content: paddedPdf(MAX_BYTES) }, {})
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().file_size).toBe(MAX_BYTES)
  })

  it('keeps only the last part of a filename with path separators, quotes and controls', async () => {
    const res = await upload(pdf('..\\..\\etc/passwd/Grade 12 "final"\u0007 exam.pdf'), {})
    expect(res.statusCode, res.body).toBe(201)
    const file = res.json()
    expect(file.original_filename).toBe('Grade 12 "final" exam.pdf')
    const download = await t.request({ method: 'GET', url: `/api/library/download/${file.id}` })
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Grade 12 \\"final\\" exam.pdf"`,
    )
  })

  it('sends a non-ASCII filename in the extended form', async () => {
    const res = await upload(pdf('Wiskunde – Graad 12 ñ.pdf'), {})
    const download = await t.request({
      method: 'GET',
      url: `/api/library/download/${res.json().id}`,
    })
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Wiskunde ? Graad 12 ?.pdf"; filename*=UTF-8''Wiskunde%20%E2%80%93%20Graad%2012%20%C3%B1.pdf`,
    )
  })

  it('asks for a file when none is sent', async () => {
    const res = await upload(undefined)
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toEqual({ file: libraryMessages.fileRequired })
    await nothingStored()
  })

  it('refuses an unknown category and drops the staged file', async () => {
    const res = await upload(pdf(), { category: 'Comics' })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toEqual({ category: libraryMessages.categoryInvalid })
    await nothingStored()
  })

  it('refuses a description over the limit', async () => {
    const res = await upload(pdf(), { description: 'x'.repeat(501) })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().fields)).toEqual(['description'])
    await nothingStored()
  })

  it('asks a visitor to sign in and stores nothing', async () => {
    const res = await upload(pdf(), {}, null)
    expect(res.statusCode).toBe(401)
    await nothingStored()
  })

  it('refuses an account that never verified its email and stores nothing', async () => {
    const unverified = await createStudent(t, { verified: false })
    const res = await upload(pdf(), {}, unverified.cookie)
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe(accountMessages.verifyFirst)
    await nothingStored()
  })

  it('refuses a JSON body', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/library/upload',
      headers: { cookie: owner.cookie },
      payload: { file: 'x' },
    })
    expect(res.statusCode).toBe(415)
  })
})

describe('GET /api/library/download/{id}', () => {
  it('streams the exact bytes and counts one download per person and day', async () => {
    const content = paddedPdf(MAX_BYTES - 10)
    const id = (await upload({ name: 'exam.pdf', content }, {})).json().id
    const download = (cookie?: string) =>
      t.request({
        method: 'GET',
        url: `/api/library/download/${id}`,
        headers: cookie ? { cookie } : {},
      })
    const first = await download()
    const visitor = `visitor=${first.cookies.find((c) => c.name === 'visitor')!.value}`
    for (const cookie of [undefined, visitor, visitor, stranger.cookie, stranger.cookie]) {
      const res = await download(cookie)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('application/pdf')
      expect(Number(res.headers['content-length'])).toBe(content.length)
      expect(res.rawPayload.equals(content)).toBe(true)
    }
    // The address without a cookie, the visitor's cookie, the stranger's account.
    expect((await list()).json().files[0].download_count).toBe(3)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.request({ method: 'GET', url: `/api/library/download/${id}` })
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toBe(libraryMessages.notFound)
    }
  })
})

describe('GET /api/library/files', () => {
  async function seed() {
    await upload(pdf('Calculus Notes.pdf'), {
      category: 'Lecture Notes',
      description: 'Limits and DERIVATIVES',
    })
    await upload(pdf('Past Paper 2024.pdf'), {
      category: 'Past Exam Papers',
      description: 'November exam',
    })
    await upload(pdf('Formula sheet.pdf'), { category: 'Formula Sheets', description: '' })
  }

  it('lists newest first for visitors, without delete rights', async () => {
    await seed()
    const res = await list()
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ total: 3, page: 1, page_size: LIBRARY_PAGE_SIZE })
    expect(body.files.map((f: { original_filename: string }) => f.original_filename)).toEqual([
      'Formula sheet.pdf',
      'Past Paper 2024.pdf',
      'Calculus Notes.pdf',
    ])
    expect(body.files.every((f: { can_delete: boolean }) => !f.can_delete)).toBe(true)
  })

  it('gives delete rights to the uploader and an administrator only', async () => {
    await seed()
    const rights = async (cookie: string) =>
      (await list('', cookie)).json().files.map((f: { can_delete: boolean }) => f.can_delete)
    expect(await rights(owner.cookie)).toEqual([true, true, true])
    expect(await rights(stranger.cookie)).toEqual([false, false, false])
    expect(await rights(admin.cookie)).toEqual([true, true, true])
  })

  it('searches filename or description case-insensitively, combined with the category', async () => {
    await seed()
    const names = async (query: string) =>
      (await list(query))
        .json()
        .files.map((f: { original_filename: string }) => f.original_filename)
    expect(await names('?q=derivatives')).toEqual(['Calculus Notes.pdf'])
    expect(await names('?q=PAPER')).toEqual(['Past Paper 2024.pdf'])
    expect(await names('?q=e&category=Formula%20Sheets')).toEqual(['Formula sheet.pdf'])
    expect(await names('?q=exam&category=Lecture%20Notes')).toEqual([])
    expect(await names('?category=Past%20Exam%20Papers')).toEqual(['Past Paper 2024.pdf'])
    // Wildcards typed by a user are letters.
    expect(await names('?q=%25')).toEqual([])
    expect(await names('?q=_')).toEqual([])
  })

  it('pages through a large library', async () => {
    await t.database.db.insert(libraryFiles).values(
      Array.from({ length: LIBRARY_PAGE_SIZE + 5 }, (_, i) => ({
        originalFilename: `Worksheet ${i}.pdf`,
        storageKey: `library/seed-${i}`,
        fileSize: 100,
        contentType: 'application/pdf',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    )
    const first = (await list()).json()
    expect(first.total).toBe(LIBRARY_PAGE_SIZE + 5)
    expect(first.files).toHaveLength(LIBRARY_PAGE_SIZE)
    const second = (await list('?page=2')).json()
    expect(second.files.map((f: { original_filename: string }) => f.original_filename)).toEqual([
      'Worksheet 4.pdf',
      'Worksheet 3.pdf',
      'Worksheet 2.pdf',
      'Worksheet 1.pdf',
      'Worksheet 0.pdf',
    ])
  })

  it('refuses an unknown category or page', async () => {
    expect((await list('?category=Comics')).statusCode).toBe(400)
    expect((await list('?page=0')).statusCode).toBe(400)
  })
})

describe('DELETE /api/library/files/{id}', () => {
  it('lets the uploader delete, removing the stored file', async () => {
    const id = (await upload(pdf())).json().id
    expect((await remove(id, owner.cookie)).statusCode).toBe(204)
    await nothingStored()
    expect(
      (await t.request({ method: 'GET', url: `/api/library/download/${id}` })).statusCode,
    ).toBe(404)
  })

  it('refuses a stranger with 403 and keeps the file', async () => {
    const id = (await upload(pdf())).json().id
    const res = await remove(id, stranger.cookie)
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe(libraryMessages.forbiddenDelete)
    expect(await t.database.db.select().from(libraryFiles)).toHaveLength(1)
    expect(await storedFiles()).toHaveLength(1)
  })

  it('lets an administrator delete anyone’s file', async () => {
    const id = (await upload(pdf())).json().id
    expect((await remove(id, admin.cookie)).statusCode).toBe(204)
    await nothingStored()
  })

  it('asks a visitor to sign in, and answers 404 for a file that is gone', async () => {
    const id = (await upload(pdf())).json().id
    expect((await remove(id, null)).statusCode).toBe(401)
    expect((await remove(id, owner.cookie)).statusCode).toBe(204)
    expect((await remove(id, owner.cookie)).statusCode).toBe(404)
  })
})

describe('storage journal (D20)', () => {
  it('sweeps an upload abandoned before its row was stored', async () => {
    const { Readable } = await import('node:stream')
    await t.database.db.insert(storageCleanup).values({
      storageKey: 'library/abandoned',
      reason: 'upload',
      removeAfter: new Date(Date.now() - 1000),
    })
    await t.app.storage.write('library/abandoned', Readable.from([samplePdf()]), 'application/pdf')
    await t.database.db.insert(storageCleanup).values({
      storageKey: 'library/in-flight',
      reason: 'upload',
      removeAfter: new Date(Date.now() + 60_000),
    })
    await t.app.storage.write('library/in-flight', Readable.from([samplePdf()]), 'application/pdf')

    expect(await sweepStorage(t.database.db, t.app.storage)).toBe(1)
    expect(await storedFiles()).toEqual(['in-flight'])
    expect(
      (await t.database.db.select().from(storageCleanup)).map((row) => row.storageKey),
    ).toEqual(['library/in-flight'])
    await t.app.storage.remove('library/in-flight')
  })
})
