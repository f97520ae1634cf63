import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminAuditLog, tutors } from '#server/db/schema.ts'
import { adminTutorMessages } from '#shared/admin.ts'
import { accountMessages, apiMessages } from '#shared/messages.ts'
import { tutorProfileMessages } from '#shared/tutor-account-messages.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { multipart } from '#tests/support/multipart.ts'
import { samplePdf, samplePng } from '#tests/support/sample-files.ts'
import { createStudent, createTutor, type TestStudent } from '#tests/support/students.ts'

let t: TestApp
let tutorAccount: TestStudent
let student: TestStudent
let tutorId: number
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(64 * 1024) })
  student = await createStudent(t)
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.database.db.delete(adminAuditLog)
  await t.database.db.delete(tutors)
  tutorAccount = await createStudent(t)
  tutorId = (await createTutor(t.database.db, { userId: tutorAccount.id })).id
})

const put = (payload: Record<string, unknown>, cookie = tutorAccount.cookie) =>
  t.request({ method: 'PUT', url: '/api/tutor/profile', payload, headers: { cookie } })
const row = async () =>
  (await t.database.db.select().from(tutors).where(eq(tutors.id, tutorId)))[0]!

describe('GET|PUT /api/tutor/profile', () => {
  it('is for tutors only: 401 signed out, 403 for a student', async () => {
    const out = await t.request({ method: 'GET', url: '/api/tutor/profile' })
    expect(out.statusCode).toBe(401)
    expect(out.json().error).toBe(apiMessages.notSignedIn)
    for (const res of [
      await t.request({
        method: 'GET',
        url: '/api/tutor/profile',
        headers: { cookie: student.cookie },
      }),
      await put({ bio: 'Not mine' }, student.cookie),
    ]) {
      expect(res.statusCode).toBe(403)
      expect(res.json().error).toBe(accountMessages.tutorOnly)
    }
    expect((await row()).bio).toBe('Tutor of calculus.')
  })

  it('answers the tutor’s own profile, the office’s fields read-only', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/tutor/profile',
      headers: { cookie: tutorAccount.cookie },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      id: tutorId,
      name: 'Naledi Dlamini',
      bio: 'Tutor of calculus.',
      expertise_list: ['Calculus', 'Algebra'],
      hourly_rate_cents: 25_000,
      is_active: true,
    })
  })

  it('saves bio, expertise, qualifications and experience, audited; the rate is not changeable', async () => {
    const res = await put({
      bio: 'Calculus and statistics, patiently.',
      expertise: 'Calculus\nStatistics, probability\n',
      qualifications: 'BSc Mathematics\nPGCE',
      years_experience: '8',
      hourly_rate: '900',
      name: 'Someone else',
      is_active: 'false',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      name: 'Naledi Dlamini',
      bio: 'Calculus and statistics, patiently.',
      expertise_list: ['Calculus', 'Statistics, probability'],
      qualifications_list: ['BSc Mathematics', 'PGCE'],
      years_experience: 8,
      hourly_rate_cents: 25_000,
      is_active: true,
    })
    expect(await row()).toMatchObject({
      hourlyRateCents: 25_000,
      name: 'Naledi Dlamini',
      isActive: true,
    })
    const [entry] = await t.database.db.select().from(adminAuditLog)
    expect(entry).toMatchObject({
      action: 'tutor.profile_update',
      actorEmail: tutorAccount.email,
      subjectId: String(tutorId),
      after: { years_experience: 8 },
    })
  })

  it('refuses invalid fields with a message per field, changing nothing', async () => {
    const res = await put({
      bio: 'x'.repeat(2001),
      years_experience: '61',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toMatchObject({
      years_experience: adminTutorMessages.experienceInvalid,
      bio: expect.any(String),
    })
    // A list's item is named by its place: the 1st line of expertise is too long.
    const list = await put({ expertise: 'x'.repeat(121), years_experience: 3 })
    expect(list.statusCode).toBe(400)
    expect(list.json().fields).toEqual({ 'expertise.0': expect.any(String) })
    expect((await row()).bio).toBe('Tutor of calculus.')
    expect(await t.database.db.select().from(adminAuditLog)).toHaveLength(0)
  })
})

describe('POST /api/tutor/profile/photo', () => {
  const upload = async (content: Buffer, type: string, cookie = tutorAccount.cookie) => {
    const body = await multipart({}, { name: 'me.png', content, type }, 'photo')
    return t.request({
      method: 'POST',
      url: '/api/tutor/profile/photo',
      ...body,
      headers: { ...body.headers, cookie },
    })
  }

  it('stores a photo checked by content and serves it on the tutor’s photo route', async () => {
    const res = await upload(samplePng(), 'image/png')
    expect(res.statusCode, res.body).toBe(200)
    const url = res.json().profile_image_url as string
    expect(url).toMatch(new RegExp(`^/api/tutors/${tutorId}/photo\\?v=`))
    const image = await t.request({ method: 'GET', url })
    expect(image.headers['content-type']).toBe('image/png')
    const actions = (await t.database.db.select().from(adminAuditLog)).map((e) => e.action)
    expect(actions).toEqual(['tutor.profile_photo'])
  })

  it('refuses a file that is not an image, and a student', async () => {
    const res = await upload(samplePdf(), 'image/png')
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(adminTutorMessages.photoInvalid)
    expect((await upload(samplePng(), 'image/png', student.cookie)).statusCode).toBe(403)
    expect((await row()).photoKey).toBeNull()
  })

  it('asks for a photo when none was sent', async () => {
    const body = await multipart({}, undefined, 'photo')
    const res = await t.request({
      method: 'POST',
      url: '/api/tutor/profile/photo',
      ...body,
      headers: { ...body.headers, cookie: tutorAccount.cookie },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(tutorProfileMessages.photoRequired)
  })
})
