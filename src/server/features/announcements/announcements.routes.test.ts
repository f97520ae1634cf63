import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { announcements, dailyCounts, storageCleanup } from '#server/db/schema.ts'
import { claimDailyCount } from '#server/lib/daily-count.ts'
import { announcementMessages as m } from '#shared/announcement.ts'
import { libraryMessages } from '#shared/library.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { multipart, type UploadFile } from '#tests/support/multipart.ts'
import {
  paddedPdf,
  sampleDocx,
  samplePdf,
  samplePng,
  samplePptx,
  sampleZip,
} from '#tests/support/sample-files.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

const MAX_BYTES = 64 * 1024

let t: TestApp
let admin: TestStudent
let student: TestStudent
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(MAX_BYTES) })
  admin = await createStudent(t, { role: 'admin' })
  student = await createStudent(t)
})
afterAll(async () => t.close())
beforeEach(async () => {
  await rm(t.config.uploadsDir, { recursive: true, force: true })
  await t.database.db.delete(announcements)
  await t.database.db.delete(storageCleanup)
})

async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  file?: UploadFile,
  cookie: string | null = admin.cookie,
) {
  const body = await multipart(fields, file)
  return t.request({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  })
}
const create = (fields: Record<string, string>, file?: UploadFile, cookie?: string | null) =>
  send('POST', '/api/admin/announcements', fields, file, cookie)
const update = (id: string, fields: Record<string, string>, file?: UploadFile) =>
  send('PUT', `/api/admin/announcements/${id}`, fields, file)
const publicList = (cookie?: string) =>
  t.request({ method: 'GET', url: '/api/announcements', headers: cookie ? { cookie } : {} })
const download = (fileKey: string, cookie?: string) =>
  t.request({
    method: 'GET',
    url: `/api/announcements/download/${fileKey}`,
    headers: cookie ? { cookie } : {},
  })

const text = { title: 'Term 1 timetable', content: 'Classes start on 14 January.' }
const docx: UploadFile = { name: 'Timetable.docx', content: sampleDocx() }

async function storedFiles(): Promise<string[]> {
  return readdir(path.join(t.config.uploadsDir, 'announcements')).catch(() => [])
}

describe('admin routes refuse everyone else', () => {
  it('answers 401 to visitors and 403 to students, changing nothing', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    for (const [cookie, status] of [
      [null, 401],
      [student.cookie, 403],
    ] as const) {
      const headers = cookie ? { cookie } : {}
      expect(
        (await t.request({ method: 'GET', url: '/api/admin/announcements', headers })).statusCode,
      ).toBe(status)
      expect((await create(text, docx, cookie)).statusCode).toBe(status)
      expect(
        (await send('PUT', `/api/admin/announcements/${id}`, text, docx, cookie)).statusCode,
      ).toBe(status)
      expect(
        (await t.request({ method: 'DELETE', url: `/api/admin/announcements/${id}`, headers }))
          .statusCode,
      ).toBe(status)
    }
    expect(await t.database.db.select().from(announcements)).toHaveLength(0)
    expect(await storedFiles()).toEqual([])
  })
})

describe('POST /api/admin/announcements', () => {
  it('creates a text announcement with a Word file anyone can download', async () => {
    const res = await create({ ...text, announcement_type: 'text' }, docx)
    expect(res.statusCode, res.body).toBe(201)
    const created = res.json()
    expect(created).toMatchObject({
      ...text,
      announcement_type: 'text',
      is_published: true,
      is_featured: false,
      view_count: 0,
      file_name: 'Timetable.docx',
      file_type: 'docx',
      file_size: sampleDocx().length,
      video_url: null,
      google_meet_link: null,
      meeting_date: null,
    })
    expect(created.published_date).not.toBeNull()
    const file = await download(created.file_key)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(file.headers['content-disposition']).toBe('attachment; filename=Timetable.docx')
    expect(file.rawPayload.equals(sampleDocx())).toBe(true)
  })

  it('accepts pdf and pptx files for presentations', async () => {
    for (const upload of [
      { name: 'Slides.pptx', content: samplePptx() },
      { name: 'Handout.pdf', content: samplePdf() },
    ]) {
      const res = await create({ ...text, announcement_type: 'presentation' }, upload)
      expect(res.statusCode, res.body).toBe(201)
      expect(res.json().file_type).toBe(upload.name.split('.')[1])
    }
  })

  it('refuses files whose content is not what their name says, storing nothing', async () => {
    for (const upload of [
      { name: 'photo.pdf', content: samplePng() },
      { name: 'archive.docx', content: sampleZip() },
      { name: 'slides.pptx', content: sampleDocx() },
      { name: 'picture.png', content: samplePng() },
    ]) {
      const res = await create(text, upload)
      expect(res.statusCode, upload.name).toBe(400)
      expect(res.json()).toEqual({ error: m.fileTypeInvalid, fields: { file: m.fileTypeInvalid } })
    }
    expect(await t.database.db.select().from(announcements)).toHaveLength(0)
    expect(await t.database.db.select().from(storageCleanup)).toHaveLength(0)
    expect(await storedFiles()).toEqual([])
  })

  it('answers 413 for a file over the limit', async () => {
    const res = await create(text, { name: 'big.pdf', content: paddedPdf(MAX_BYTES + 1) })
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toBe(libraryMessages.tooLarge(MAX_BYTES))
    expect(await t.database.db.select().from(announcements)).toHaveLength(0)
    expect(await storedFiles()).toEqual([])
  })

  it('names each missing or bad field and drops the staged file', async () => {
    const res = await create(
      { title: ' ', content: '', announcement_type: 'video', video_url: 'http://video.example/x' },
      docx,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toEqual({
      title: m.titleRequired,
      content: m.contentRequired,
      video_url: m.videoUrlInvalid,
    })
    expect(await storedFiles()).toEqual([])
    expect(await t.database.db.select().from(storageCleanup)).toHaveLength(0)
  })

  it('refuses any video or meeting link that is not https', async () => {
    for (const [field, value] of [
      ['video_url', 'javascript:alert(1)'],
      ['video_url', 'data:text/html,hi'],
      ['google_meet_link', 'http://meet.example/abc'],
    ] as const) {
      const res = await create({
        ...text,
        announcement_type: field === 'video_url' ? 'video' : 'meeting',
        [field]: value,
      })
      expect(res.statusCode).toBe(400)
      expect(Object.keys(res.json().fields)).toEqual([field])
    }
    expect(await t.database.db.select().from(announcements)).toHaveLength(0)
  })

  it('refuses an unknown type and a malformed date', async () => {
    expect((await create({ ...text, announcement_type: 'poster' })).json().fields).toEqual({
      announcement_type: m.typeInvalid,
    })
    expect((await create({ ...text, expires_at: 'next week' })).json().fields).toEqual({
      expires_at: m.dateInvalid,
    })
  })

  it('keeps only the parts the type carries and reads dates as SAST', async () => {
    const res = await create({
      ...text,
      announcement_type: 'meeting',
      google_meet_link: 'https://meet.google.com/abc-defg-hij',
      meeting_date: '2026-12-01T14:00',
      expires_at: '2026-12-02T00:00',
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      google_meet_link: 'https://meet.google.com/abc-defg-hij',
      meeting_date: '2026-12-01T12:00:00.000Z',
      expires_at: '2026-12-01T22:00:00.000Z',
      video_url: null,
      has_video: false,
    })
  })

  it('stores a draft and a featured one from booleans sent as text; empty values stay empty', async () => {
    const draft = await create({ ...text, title: 'Draft', is_published: 'false', video_url: '' })
    expect(draft.json()).toMatchObject({ is_published: false, published_date: null })
    const featured = await create({ ...text, title: 'Featured', is_featured: 'true' })
    expect(featured.json()).toMatchObject({ is_featured: true, is_published: true })
    expect(
      (await create({ ...text, is_featured: 'maybe' })).json().fields.is_featured,
    ).toBeDefined()
  })
})

describe('GET /api/announcements', () => {
  it('shows published ones newest first, featured apart, video links only to members', async () => {
    await create({ ...text, title: 'Old news' })
    await create({ ...text, title: 'Draft', is_published: 'false' })
    await create({
      ...text,
      title: 'Lesson video',
      announcement_type: 'video',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      is_featured: 'true',
    })
    const visitor = (await publicList()).json()
    expect(visitor.announcements.map((a: { title: string }) => a.title)).toEqual([
      'Lesson video',
      'Old news',
    ])
    expect(visitor.featured.map((a: { title: string }) => a.title)).toEqual(['Lesson video'])
    expect(visitor.announcements[0]).toMatchObject({ video_url: null, has_video: true })
    const member = (await publicList(student.cookie)).json()
    expect(member.announcements[0].video_url).toBe('https://youtu.be/dQw4w9WgXcQ')

    const all = await t.request({
      method: 'GET',
      url: '/api/admin/announcements',
      headers: { cookie: admin.cookie },
    })
    expect(all.json().map((a: { title: string }) => a.title)).toEqual([
      'Lesson video',
      'Draft',
      'Old news',
    ])
  })

  it('keeps a draft’s file from everyone but administrators', async () => {
    const draft = (await create({ ...text, is_published: 'false' }, docx)).json()
    expect((await download(draft.file_key)).statusCode).toBe(404)
    expect((await download(draft.file_key, student.cookie)).statusCode).toBe(404)
    expect((await download(draft.file_key, admin.cookie)).statusCode).toBe(200)
    expect((await download('not-a-key')).statusCode).toBe(404)
  })
})

describe('POST /api/announcements/{id}/view', () => {
  it('counts one view per viewer and day: a visitor cookie, an address without one, an account', async () => {
    const { id } = (await create(text)).json()
    const view = (cookie?: string) =>
      t.request({
        method: 'POST',
        url: `/api/announcements/${id}/view`,
        headers: cookie ? { cookie } : {},
      })
    const first = await view()
    expect(first.json()).toEqual({ view_count: 1 })
    const given = first.cookies.find((c) => c.name === 'visitor')
    expect(given).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    // A script that keeps no cookies is counted by its address: repeating adds nothing.
    expect((await view()).json()).toEqual({ view_count: 1 })
    const visitor = `visitor=${given!.value}`
    expect((await view(visitor)).json()).toEqual({ view_count: 2 })
    expect((await view(visitor)).json()).toEqual({ view_count: 2 })
    expect((await view(student.cookie)).json()).toEqual({ view_count: 3 })
    const repeats = await Promise.all(Array.from({ length: 10 }, () => view(admin.cookie)))
    expect(repeats.map((r) => r.json().view_count).sort()).toContain(4)
    expect((await publicList()).json().announcements[0].view_count).toBe(4)
  })

  it('counts the same viewer again the next SAST day and forgets days gone by', async () => {
    const { id } = (await create(text)).json()
    const db = t.database.db
    const monday = new Date('2026-03-02T08:00:00+02:00')
    const tuesday = new Date('2026-03-03T23:30:00+02:00')
    const thursday = new Date('2026-03-05T00:30:00+02:00')
    expect(await claimDailyCount(db, 'announcement_view', id, 'u:1', monday)).toBe(true)
    expect(await claimDailyCount(db, 'announcement_view', id, 'u:1', monday)).toBe(false)
    expect(await claimDailyCount(db, 'announcement_view', id, 'u:1', tuesday)).toBe(true)
    expect(await claimDailyCount(db, 'announcement_view', id, 'u:1', thursday)).toBe(true)
    const days = (await db.select().from(dailyCounts)).filter((row) => row.subjectId === id)
    expect(days.map((row) => row.day)).toEqual(['2026-03-05'])
  })

  it('answers 404 for a draft, an unknown id and a malformed one', async () => {
    const { id } = (await create({ ...text, is_published: 'false' })).json()
    for (const target of [id, '00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await t.request({ method: 'POST', url: `/api/announcements/${target}/view` })
      expect(res.statusCode).toBe(404)
    }
  })
})

describe('PUT and DELETE /api/admin/announcements/{id}', () => {
  it('replaces the file, removing the old one, and keeps the first publication date', async () => {
    const created = (await create(text, docx)).json()
    const res = await update(
      created.id,
      { ...text, title: 'Updated' },
      {
        name: 'New.pdf',
        content: samplePdf(),
      },
    )
    expect(res.statusCode, res.body).toBe(200)
    const updated = res.json()
    expect(updated).toMatchObject({ title: 'Updated', file_name: 'New.pdf', file_type: 'pdf' })
    expect(updated.published_date).toBe(created.published_date)
    expect(await storedFiles()).toEqual([updated.file_key])
    expect((await download(created.file_key)).statusCode).toBe(404)
  })

  it('keeps the file when none is sent, and drops it on remove_file', async () => {
    const created = (await create(text, docx)).json()
    const kept = (await update(created.id, text)).json()
    expect(kept.file_key).toBe(created.file_key)
    const removed = (await update(created.id, { ...text, remove_file: 'true' })).json()
    expect(removed).toMatchObject({ file_key: null, file_name: null, file_type: null })
    expect(await storedFiles()).toEqual([])
  })

  it('drops the file when the type changes to one without files', async () => {
    const created = (await create(text, docx)).json()
    const meeting = (
      await update(created.id, {
        ...text,
        announcement_type: 'meeting',
        google_meet_link: 'https://meet.google.com/abc-defg-hij',
      })
    ).json()
    expect(meeting.file_key).toBeNull()
    expect(await storedFiles()).toEqual([])
  })

  it('leaves the announcement as it was when the edit is refused', async () => {
    const created = (await create(text, docx)).json()
    const res = await update(
      created.id,
      { title: '', content: 'x' },
      {
        name: 'New.pdf',
        content: samplePdf(),
      },
    )
    expect(res.statusCode).toBe(400)
    const [row] = await t.database.db.select().from(announcements)
    expect(row?.title).toBe(text.title)
    expect(await storedFiles()).toEqual([created.file_key])
  })

  it('publishes a draft with today’s date', async () => {
    const draft = (await create({ ...text, is_published: 'false' })).json()
    const published = (await update(draft.id, { ...text, is_published: 'true' })).json()
    expect(published.is_published).toBe(true)
    expect(published.published_date).not.toBeNull()
  })

  it('deletes the announcement and its file; then answers 404', async () => {
    const created = (await create(text, docx)).json()
    const remove = () =>
      t.request({
        method: 'DELETE',
        url: `/api/admin/announcements/${created.id}`,
        headers: { cookie: admin.cookie },
      })
    expect((await remove()).statusCode).toBe(204)
    expect(await storedFiles()).toEqual([])
    expect(await t.database.db.select().from(storageCleanup)).toHaveLength(0)
    expect((await remove()).statusCode).toBe(404)
    expect((await update(created.id, text)).statusCode).toBe(404)
  })
})
