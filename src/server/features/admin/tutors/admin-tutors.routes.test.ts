import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  adminAuditLog,
  bookings,
  outboxEmails,
  storageCleanup,
  tutorApplications,
  tutoringSessions,
  tutors,
} from '#server/db/schema.ts'
import { adminTutorMessages as m } from '#shared/admin.ts'
import { accountMessages } from '#shared/messages.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { multipart, type UploadFile } from '#tests/support/multipart.ts'
import { samplePdf, samplePng } from '#tests/support/sample-files.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

let t: TestApp
let admin: TestStudent
let student: TestStudent
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(64 * 1024) })
  admin = await createStudent(t, { role: 'admin' })
  student = await createStudent(t)
})
afterAll(async () => t.close())
beforeEach(async () => {
  await rm(t.config.uploadsDir, { recursive: true, force: true })
  const { db } = t.database
  await db.delete(adminAuditLog)
  await db.delete(bookings)
  await db.delete(tutoringSessions)
  await db.delete(tutorApplications)
  await db.delete(tutors)
  await db.delete(storageCleanup)
  await db.delete(outboxEmails)
})

const fields = (overrides: Record<string, string> = {}) => ({
  name: 'Naledi Dlamini',
  email: 'Naledi@Example.com',
  bio: 'Patient tutor of calculus, with ten years in Soweto classrooms.',
  expertise: 'Calculus\nAlgebra, functions and graphs\n',
  qualifications: 'BSc Mathematics (Wits)\nPGCE',
  years_experience: '10',
  hourly_rate: '350',
  ...overrides,
})
const photo = (): UploadFile => ({ name: 'naledi.png', content: samplePng(), type: 'image/png' })

async function send(
  method: 'POST' | 'PUT',
  url: string,
  values: Record<string, string>,
  file?: UploadFile,
) {
  const body = await multipart(values, file, 'photo')
  return t.request({ method, url, ...body, headers: { ...body.headers, cookie: admin.cookie } })
}
const photos = () => readdir(path.join(t.config.uploadsDir, 'tutor-photos')).catch(() => [])

describe('POST /api/admin/tutors', () => {
  it('adds a tutor with a photo checked by content, shown on /tutors', async () => {
    const res = await send('POST', '/api/admin/tutors', fields(), photo())
    expect(res.statusCode, res.body).toBe(201)
    const tutor = res.json()
    expect(tutor).toMatchObject({
      name: 'Naledi Dlamini',
      email: 'naledi@example.com',
      expertise_list: ['Calculus', 'Algebra, functions and graphs'],
      qualifications_list: ['BSc Mathematics (Wits)', 'PGCE'],
      years_experience: 10,
      hourly_rate_cents: 35_000,
      is_active: true,
      profile_image_url: expect.stringMatching(new RegExp(`^/api/tutors/${tutor.id}/photo\\?v=`)),
    })
    const image = await t.request({ method: 'GET', url: tutor.profile_image_url })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.rawPayload.equals(samplePng())).toBe(true)
    const list = (await t.request({ method: 'GET', url: '/api/tutors' })).json()
    expect(list.map((x: { id: number }) => x.id)).toContain(tutor.id)
    expect(await t.database.db.select().from(storageCleanup)).toHaveLength(0)
    const [entry] = await t.database.db.select().from(adminAuditLog)
    expect(entry).toMatchObject({ action: 'tutor.create', subjectId: String(tutor.id) })
  })

  it('exports the tutors as CSV', async () => {
    await send('POST', '/api/admin/tutors', fields())
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/tutors/export.csv',
      headers: { cookie: admin.cookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Name,Email,Active,Demo')
    expect(res.body).toContain(
      'Naledi Dlamini,naledi@example.com,Yes,No,"Calculus; Algebra, functions and graphs"',
    )
    expect(res.body).toContain('R350')
  })

  it('refuses a PDF named .png and stores nothing', async () => {
    const res = await send('POST', '/api/admin/tutors', fields(), {
      name: 'photo.png',
      content: samplePdf(),
      type: 'image/png',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toEqual({ photo: m.photoInvalid })
    expect(await t.database.db.select().from(tutors)).toHaveLength(0)
    expect(await photos()).toEqual([])
  })

  it.each([
    ['no name', { name: ' ' }, 'name', m.nameRequired],
    ['a rate off the R10 steps', { hourly_rate: '355' }, 'hourly_rate', m.hourlyRateInvalid],
    ['a rate under R50', { hourly_rate: '40' }, 'hourly_rate', m.hourlyRateInvalid],
    ['negative experience', { years_experience: '-1' }, 'years_experience', m.experienceInvalid],
  ])('refuses %s naming the field, and keeps no photo', async (_case, bad, field, message) => {
    const res = await send('POST', '/api/admin/tutors', fields(bad), photo())
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().fields[field]).toBe(message)
    expect(await t.database.db.select().from(tutors)).toHaveLength(0)
    expect(await photos()).toEqual([])
  })
})

describe('PUT /api/admin/tutors/{id}', () => {
  it('edits every field, replaces the photo and removes the old file', async () => {
    const created = (await send('POST', '/api/admin/tutors', fields(), photo())).json()
    const [before] = await photos()
    const res = await send(
      'PUT',
      `/api/admin/tutors/${created.id}`,
      fields({ name: 'Naledi M. Dlamini', hourly_rate: '400' }),
      photo(),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ name: 'Naledi M. Dlamini', hourly_rate_cents: 40_000 })
    expect(res.json().profile_image_url).not.toBe(created.profile_image_url)
    const after = await photos()
    expect(after).toHaveLength(1)
    expect(after).not.toContain(before)
    const entries = await t.database.db.select().from(adminAuditLog)
    expect(entries.map((e) => e.action).sort()).toEqual(['tutor.create', 'tutor.update'])
  })

  it('deactivates a tutor: gone from /tutors, kept in the back office', async () => {
    const created = (await send('POST', '/api/admin/tutors', fields())).json()
    const res = await send('PUT', `/api/admin/tutors/${created.id}`, fields({ is_active: 'false' }))
    expect(res.json().is_active).toBe(false)
    const publicList = (await t.request({ method: 'GET', url: '/api/tutors' })).json()
    expect(publicList).toEqual([])
    expect((await t.request({ method: 'GET', url: `/api/tutors/${created.id}` })).statusCode).toBe(
      404,
    )
    const adminList = await t.request({
      method: 'GET',
      url: '/api/admin/tutors',
      headers: { cookie: admin.cookie },
    })
    expect(adminList.json()).toEqual([
      expect.objectContaining({ id: created.id, is_active: false }),
    ])
  })

  it('removes the photo on request', async () => {
    const created = (await send('POST', '/api/admin/tutors', fields(), photo())).json()
    const res = await send(
      'PUT',
      `/api/admin/tutors/${created.id}`,
      fields({ remove_photo: 'true' }),
    )
    expect(res.json().profile_image_url).toBeNull()
    expect(await photos()).toEqual([])
    expect(
      (await t.request({ method: 'GET', url: `/api/tutors/${created.id}/photo` })).statusCode,
    ).toBe(404)
  })

  it('answers 404 for a tutor that does not exist', async () => {
    const res = await send('PUT', '/api/admin/tutors/999999', fields())
    expect(res.statusCode).toBe(404)
  })
})

describe('POST /api/admin/tutor-applications/{id}/promote', () => {
  async function apply(overrides: Record<string, unknown> = {}) {
    const res = await t.post('/api/tutor-applications', {
      name: 'Nomsa Khumalo',
      email: 'nomsa@example.com',
      cell: '082 555 1234',
      address: '45 Church Street, Hatfield, Pretoria',
      qualification: 'in_progress',
      qualification_details: 'BSc Mathematics, University of Pretoria, third year',
      subjects_to_offer: 'Calculus, Algebra',
      available_days: ['Saturday'],
      available_time_start: '14:00',
      available_time_end: '18:30',
      experience_years: 2,
      hourly_rate: 180,
      bio: 'I tutor first-year calculus at residence.',
      ...overrides,
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<{ id: string }>().id
  }
  const promote = (id: string, body: unknown = {}) =>
    t.request({
      method: 'POST',
      url: `/api/admin/tutor-applications/${id}/promote`,
      headers: { cookie: admin.cookie },
      payload: body as string,
    })

  const detail = async (id: string) =>
    (
      await t.request({
        method: 'GET',
        url: `/api/admin/submissions/tutor-applications/${id}`,
        headers: { cookie: admin.cookie },
      })
    ).json()

  it('turns an application into an active tutor once, and marks it done', async () => {
    const id = await apply()
    expect((await detail(id)).tutor_application).toEqual({
      hourly_rate_cents: 18_000,
      promoted_tutor_id: null,
    })
    const res = await promote(id)
    expect(res.statusCode, res.body).toBe(201)
    const tutor = res.json()
    expect(tutor).toMatchObject({
      name: 'Nomsa Khumalo',
      email: 'nomsa@example.com',
      bio: 'I tutor first-year calculus at residence.',
      years_experience: 2,
      hourly_rate_cents: 18_000,
      is_active: true,
    })
    expect(tutor.expertise_list.length).toBeGreaterThan(0)
    expect(tutor.qualifications).toContain('BSc Mathematics, University of Pretoria')
    const list = (await t.request({ method: 'GET', url: '/api/tutors' })).json()
    expect(list.map((x: { id: number }) => x.id)).toEqual([tutor.id])
    const [application] = await t.database.db.select().from(tutorApplications)
    expect(application).toMatchObject({ status: 'done', promotedTutorId: tutor.id })
    expect(application!.adminNote).toContain(`Became tutor #${tutor.id}`)
    // The application's page links the tutor; its fields do not repeat the bare id.
    const after = await detail(id)
    expect(after.tutor_application).toEqual({
      hourly_rate_cents: 18_000,
      promoted_tutor_id: tutor.id,
    })
    expect(after.fields.map((field: { label: string }) => field.label)).not.toContain(
      'Promoted tutor id',
    )
    const again = await promote(id)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(m.applicationTaken)
    expect(await t.database.db.select().from(tutors)).toHaveLength(1)
  })

  it('asks for a rate when the applicant gave none', async () => {
    const id = await apply({ hourly_rate: '' })
    const res = await promote(id)
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toEqual({ hourly_rate: m.hourlyRateNeeded })
    expect((await promote(id, { hourly_rate: 250 })).json().hourly_rate_cents).toBe(25_000)
  })
})

describe('who may manage tutors', () => {
  it('refuses visitors (401) and students (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/tutors'],
      ['GET', '/api/admin/tutors/export.csv'],
      ['POST', '/api/admin/tutors'],
      ['PUT', '/api/admin/tutors/1'],
      ['POST', '/api/admin/tutor-applications/00000000-0000-4000-8000-000000000000/promote'],
    ] as const) {
      const body = url.endsWith('/promote')
        ? { payload: {}, headers: {} }
        : method === 'GET'
          ? { headers: {} }
          : await multipart(fields())
      const visitor = await t.request({ method, url, ...body })
      expect(visitor.statusCode, `${method} ${url}`).toBe(401)
      const refused = await t.request({
        method,
        url,
        ...body,
        headers: { ...body.headers, cookie: student.cookie },
      })
      expect(refused.statusCode, `${method} ${url}`).toBe(403)
      expect(refused.json().error).toBe(accountMessages.adminOnly)
    }
  })
})
