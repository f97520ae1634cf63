import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepStorage } from '#server/uploads/storage-cleanup.ts'
import { storageCleanup } from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { multipart } from '#tests/support/multipart.ts'
import { startS3Server } from '#tests/support/s3-server.ts'
import { paddedPdf, sampleDocx, samplePdf, samplePng } from '#tests/support/sample-files.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'
import { createS3Storage } from './s3-storage.ts'

// The product configured with S3_* against a local S3-compatible server: uploads, streamed
// downloads, replacement and deletion reach the bucket exactly as they reach a folder.

let s3: Awaited<ReturnType<typeof startS3Server>>
let t: TestApp
let admin: TestStudent
const MAX_BYTES = 12 * 1024 * 1024
beforeAll(async () => {
  s3 = await startS3Server()
  t = await createTestApp({ ...s3.env, UPLOAD_MAX_BYTES: String(MAX_BYTES) })
  admin = await createStudent(t, { role: 'admin' })
})
afterAll(async () => {
  await t?.close()
  await s3?.stop()
})

async function post(url: string, fields: Record<string, string>, name: string, content: Buffer) {
  const body = await multipart(fields, { name, content })
  return t.request({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: admin.cookie },
  })
}

describe('S3-compatible storage', () => {
  it('is the configured storage', () => {
    expect(t.app.storage.kind).toBe('s3')
  })

  it('uploads a library file larger than one part and streams back the exact bytes', async () => {
    const content = paddedPdf(10 * 1024 * 1024)
    const res = await post('/api/library/upload', { category: 'Study Guides' }, 'Big.pdf', content)
    expect(res.statusCode, res.body).toBe(201)
    const { id } = res.json()
    expect(await s3.keys()).toHaveLength(1)

    const download = await t.request({ method: 'GET', url: `/api/library/download/${id}` })
    expect(download.statusCode).toBe(200)
    expect(Number(download.headers['content-length'])).toBe(content.length)
    expect(download.rawPayload.equals(content)).toBe(true)

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/library/files/${id}`,
      headers: { cookie: admin.cookie },
    })
    expect(removed.statusCode).toBe(204)
    expect(await s3.keys()).toEqual([])
  })

  it('writes nothing to the bucket for a refused file', async () => {
    const res = await post('/api/library/upload', {}, 'photo.pdf', samplePng())
    expect(res.statusCode).toBe(400)
    expect(await s3.keys()).toEqual([])
  })

  it('replaces an announcement file, removing the old object', async () => {
    const created = await post(
      '/api/admin/announcements',
      { title: 'Plan', content: 'Term plan' },
      'Plan.docx',
      sampleDocx(),
    )
    expect(created.statusCode, created.body).toBe(201)
    const first = created.json()
    expect(await s3.keys()).toEqual([`announcements/${first.file_key}`])

    const body = await multipart(
      { title: 'Plan', content: 'Term plan' },
      { name: 'Plan.pdf', content: samplePdf() },
    )
    const updated = await t.request({
      method: 'PUT',
      url: `/api/admin/announcements/${first.id}`,
      payload: body.payload,
      headers: { ...body.headers, cookie: admin.cookie },
    })
    expect(updated.statusCode, updated.body).toBe(200)
    const second = updated.json()
    expect(await s3.keys()).toEqual([`announcements/${second.file_key}`])
    const file = await t.request({
      method: 'GET',
      url: `/api/announcements/download/${second.file_key}`,
    })
    expect(file.rawPayload.equals(samplePdf())).toBe(true)
  })

  it('sweeps an abandoned upload from the bucket', async () => {
    await t.database.db.insert(storageCleanup).values({
      storageKey: 'library/abandoned',
      reason: 'upload',
      removeAfter: new Date(Date.now() - 1000),
    })
    await t.app.storage.write('library/abandoned', Readable.from([samplePdf()]), 'application/pdf')
    expect(await s3.keys()).toContain('library/abandoned')
    await sweepStorage(t.database.db, t.app.storage)
    expect(await s3.keys()).not.toContain('library/abandoned')
  })

  it('answers a missing object with null and removes one twice without error', async () => {
    const storage = createS3Storage({
      endpoint: s3.env.S3_ENDPOINT,
      region: s3.env.S3_REGION,
      bucket: s3.env.S3_BUCKET,
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    })
    expect(await storage.read('library/nothing-here')).toBeNull()
    await storage.remove('library/nothing-here')
    await storage.close()
  })
})
