import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  libraryFiles,
  newsletterSubscribers,
  outboxEmails,
  paymentIntents,
  users,
} from '#server/db/schema.ts'
import { enqueueEmails } from '#server/outbox/outbox.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { schoolVisitRequest } from '#tests/support/school-visit-request.ts'
import { createStudent } from '#tests/support/students.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

let cookie: string
beforeEach(async () => {
  await t.database.db.delete(outboxEmails)
  await t.database.db.delete(users)
  await t.post('/api/auth/register', {
    name: 'Sibusiso Zulu',
    email: 'sibusiso@example.com',
    password: 'Maths2026!',
    confirmPassword: 'Maths2026!',
    student_category: 'college',
    student_level: 'N4',
  })
  const res = await t.post('/api/auth/login', {
    email: 'sibusiso@example.com',
    password: 'Maths2026!',
  })
  const session = res.cookies.find((c) => c.name === 'session')!
  cookie = `session=${session.value}`
})

const asUser = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.request({ method, url, headers: { cookie }, payload: payload as string })

describe('student profile', () => {
  it('reads the profile created at registration (D10)', async () => {
    const res = await asUser('GET', '/api/students/profile')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      name: 'Sibusiso Zulu',
      student_category: 'college',
      student_level: 'N4',
      phone_number: null,
    })
  })

  it('saves changes to one’s own profile', async () => {
    const res = await asUser('POST', '/api/students/profile', {
      name: 'Sibusiso Zulu',
      email: 'sibusiso@example.com',
      phone_number: '071 000 1111',
      address: '12 Church Street, Pretoria',
      student_category: 'university',
      student_level: 'Second Year',
    })
    expect(res.statusCode).toBe(200)
    expect((await asUser('GET', '/api/students/profile')).json()).toMatchObject({
      phone_number: '071 000 1111',
      student_category: 'university',
      student_level: 'Second Year',
    })
  })

  it('refuses a level that does not belong to the category, and an empty name', async () => {
    const base = {
      name: 'S',
      email: 'sibusiso@example.com',
      student_category: 'university',
      student_level: 'N4',
    }
    const res = await asUser('POST', '/api/students/profile', base)
    expect(res.statusCode).toBe(400)
    expect(res.json().fields.student_level).toBe('Please select your current level')
    const noName = await asUser('POST', '/api/students/profile', {
      ...base,
      name: ' ',
      student_level: 'First Year',
    })
    expect(noName.json().error).toBe('Name is required')
  })

  it('answers 401 to a visitor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/students/profile' })).statusCode).toBe(
      401,
    )
  })
})

describe('privacy (D22)', () => {
  it('exports everything held about the user as a JSON download', async () => {
    const res = await asUser('GET', '/api/users/me/export')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toContain('attachment')
    const data = res.json()
    expect(data.account.email).toBe('sibusiso@example.com')
    expect(data.student_profile.student_level).toBe('N4')
    expect(JSON.stringify(data)).not.toMatch(/argon2|token_hash|password/i)
  })

  it('exports the forms sent while signed in with the office’s replies to them', async () => {
    const sent = await asUser('POST', '/api/school-bookings', schoolVisitRequest())
    expect(sent.statusCode, sent.body).toBe(201)
    const { id } = sent.json<{ id: string }>()
    const admin = await createStudent(t, { role: 'admin' })
    const replied = await t.request({
      method: 'POST',
      url: `/api/admin/submissions/school-bookings/${id}/replies`,
      headers: { cookie: admin.cookie },
      payload: { message: 'Thank you. We can visit on the 14th.' },
    })
    expect(replied.statusCode, replied.body).toBe(201)

    const data = (await asUser('GET', '/api/users/me/export')).json()
    const [request] = data.forms_sent_while_signed_in['school-bookings']
    expect(request.id).toBe(id)
    expect(request.replies).toEqual([
      {
        id: expect.any(String),
        message: 'Thank you. We can visit on the 14th.',
        sent_at: expect.any(String),
        by: expect.any(String),
      },
    ])
  })

  it('exports the person’s library uploads and card payments too', async () => {
    const [user] = await t.database.db.select().from(users)
    await t.database.db.insert(libraryFiles).values({
      originalFilename: 'Trig notes.pdf',
      category: 'Study Guides',
      description: 'My own notes',
      storageKey: 'library/export-test.pdf',
      fileSize: 1234,
      contentType: 'application/pdf',
      uploadedBy: user!.id,
    })
    await t.database.db.insert(paymentIntents).values({
      userId: user!.id,
      purpose: 'booking',
      item: { package_type: '1_hour' },
      amountCents: 25_000,
      gateway: 'sandbox',
      status: 'failed',
      failureMessage: 'The card was declined (sandbox test card).',
    })
    const data = (await asUser('GET', '/api/users/me/export')).json()
    expect(data.library_uploads).toEqual([
      expect.objectContaining({
        filename: 'Trig notes.pdf',
        description: 'My own notes',
        file_size: 1234,
      }),
    ])
    expect(data.payments).toEqual([
      expect.objectContaining({
        purpose: 'booking',
        item: { package_type: '1_hour' },
        amount_cents: 25_000,
        status: 'failed',
      }),
    ])
    expect(JSON.stringify(data)).not.toContain('library/export-test.pdf')
  })

  it('deletes the account only when confirmed, and signs the user out', async () => {
    await t.post('/api/newsletter/subscribe', { email: 'sibusiso@example.com' })
    expect((await asUser('DELETE', '/api/users/me', {})).statusCode).toBe(400)
    const res = await asUser('DELETE', '/api/users/me', { confirm: true })
    expect(res.statusCode).toBe(200)
    expect(await t.database.db.select().from(users)).toHaveLength(0)
    expect(await t.database.db.select().from(newsletterSubscribers)).toHaveLength(0)
    expect((await asUser('GET', '/api/students/profile')).statusCode).toBe(401)
  })

  it("deletes the account's emails from the outbox, sent or not, in any letter case", async () => {
    await t.app.outbox.drain()
    await enqueueEmails(t.database.db, [
      { to: 'Sibusiso@Example.COM', subject: 'Queued', text: 'Your booking notes', kind: 'test' },
      { to: 'someone.else@example.com', subject: 'Other', text: 'Not theirs', kind: 'test' },
    ])
    const before = await queuedEmails(t.database.db)
    expect(before.some((e) => e.toAddress === 'sibusiso@example.com' && e.status === 'sent')).toBe(
      true,
    )

    expect((await asUser('DELETE', '/api/users/me', { confirm: true })).statusCode).toBe(200)
    const left = (await queuedEmails(t.database.db)).map((e) => e.toAddress.toLowerCase())
    expect(left).not.toContain('sibusiso@example.com')
    expect(left).toContain('someone.else@example.com')
  })
})
