import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  adminAuditLog,
  contactMessages,
  outboxEmails,
  savedReplies,
  schoolBookings,
  submissionReplies,
  users,
} from '#server/db/schema.ts'
import { REPLY_MAX, adminMessages, replyMessages as m } from '#shared/admin.ts'
import { todayInSast } from '#shared/sast.ts'
import { schoolVisitRequest } from '#tests/support/school-visit-request.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { queuedEmails } from '#tests/support/outbox.ts'
import { parsedMail } from '#tests/support/parsed-mail.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'

let t: TestApp
let admin: TestStudent
let adminName: string
let student: TestStudent
beforeAll(async () => {
  t = await createTestApp({ BUSINESS_EMAIL: 'office@tutoring.example' })
  admin = await createStudent(t, { role: 'admin' })
  student = await createStudent(t)
  const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id))
  adminName = row!.name
})
afterAll(async () => t.close())
beforeEach(async () => {
  const { db } = t.database
  await db.delete(outboxEmails)
  await db.delete(adminAuditLog)
  await db.delete(submissionReplies)
  await db.delete(savedReplies)
  await db.delete(schoolBookings)
  await db.delete(contactMessages)
})

const inDays = (days: number) => todayInSast(new Date(Date.now() + days * 86_400_000))

async function submitSchoolBooking() {
  const res = await t.post('/api/school-bookings', schoolVisitRequest())
  expect(res.statusCode, res.body).toBe(201)
  const { id } = res.json<{ id: string }>()
  await t.database.db.delete(outboxEmails)
  return id
}

const as = (
  who: TestStudent | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  payload?: unknown,
) =>
  t.request({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as string }),
  })
const replyTo = (id: string, message: unknown, who: TestStudent | null = admin) =>
  as(who, 'POST', `/api/admin/submissions/school-bookings/${id}/replies`, { message })
const detail = (id: string) => as(admin, 'GET', `/api/admin/submissions/school-bookings/${id}`)

describe('POST /api/admin/submissions/{kind}/{id}/replies', () => {
  it('mails the reply from the business with the reference, keeps it in the history and moves a new request on', async () => {
    const id = await submitSchoolBooking()
    const message = 'Dear Mr Sithole,\n\nThank you for your request.\nWe can come on that day.'
    const res = await replyTo(id, `  ${message}  `)
    expect(res.statusCode, res.body).toBe(201)
    const reply = res.json()
    expect(reply).toEqual({
      id: expect.any(String),
      message,
      sent_at: expect.any(String),
      by: adminName,
    })

    const shown = (await detail(id)).json()
    expect(shown.status).toBe('in_progress')
    expect(shown.replies).toEqual([reply])

    const mails = await queuedEmails(t.database.db)
    expect(mails).toHaveLength(1)
    const mail = await parsedMail(mails[0]!)
    expect(mail.to).toMatchObject({ text: 't.sithole@school.example' })
    expect(mail.subject).toBe(
      `Re: your school visit request ${shown.reference} – ${t.app.config.business.name}`,
    )
    expect(mail.replyTo?.text).toBe('office@tutoring.example')
    expect(mail.text).toContain('Thank you for your request.\nWe can come on that day.')
    expect(mail.text).toContain(`Your reference: ${shown.reference}`)
    expect(mail.text).toContain(adminName)
    expect(mail.html).toContain('Thank you for your request.<br>')
    expect(mails[0]!.kind).toBe('submission.reply')

    const [audit] = await t.database.db.select().from(adminAuditLog)
    expect(audit).toMatchObject({
      action: 'submission.reply',
      subjectType: 'school-bookings',
      subjectId: id,
      before: { status: 'new' },
      after: { status: 'in_progress', reply_id: reply.id },
    })
  })

  it('keeps every reply oldest first and leaves a status the office set', async () => {
    const id = await submitSchoolBooking()
    const done = await as(admin, 'PATCH', `/api/admin/submissions/school-bookings/${id}`, {
      status: 'done',
    })
    expect(done.statusCode, done.body).toBe(200)
    expect((await replyTo(id, 'First')).statusCode).toBe(201)
    expect((await replyTo(id, 'Second')).statusCode).toBe(201)
    const shown = (await detail(id)).json()
    expect(shown.status).toBe('done')
    expect(shown.replies.map((r: { message: string }) => r.message)).toEqual(['First', 'Second'])
    expect(await queuedEmails(t.database.db)).toHaveLength(2)
  })

  it('answers every kind, to the address the sender gave', async () => {
    const sent = await t.post('/api/contact-messages', {
      name: 'Lerato Mokoena',
      email: 'lerato@example.com',
      phone: '082 123 4567',
      subject: 'Grade 12 help',
      message: 'Can you help my son?',
      meeting_type: 'face_to_face',
      preferred_date: inDays(7),
      preferred_time: '10:00',
    })
    expect(sent.statusCode, sent.body).toBe(201)
    await t.database.db.delete(outboxEmails)
    const id = sent.json<{ id: string }>().id
    const res = await as(admin, 'POST', `/api/admin/submissions/contact-messages/${id}/replies`, {
      message: 'Yes, we can.',
    })
    expect(res.statusCode, res.body).toBe(201)
    const [mail] = await queuedEmails(t.database.db)
    expect(mail!.toAddress).toBe('lerato@example.com')
    expect(mail!.subject).toMatch(/^Re: your message CM-[0-9A-Z]{8} – /)
  })

  it('refuses a visitor and a student before reading what they sent', async () => {
    const id = await submitSchoolBooking()
    expect((await replyTo(id, 'Hello', null)).statusCode).toBe(401)
    expect((await replyTo(id, 'Hello', student)).statusCode).toBe(403)
    expect((await replyTo(id, '', null)).statusCode).toBe(401)
  })

  it('refuses an empty, a missing and a too-long message, an unknown kind and record, and changes nothing', async () => {
    const id = await submitSchoolBooking()
    const empty = await replyTo(id, '   ')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().fields).toEqual({ message: m.messageRequired })
    const missing = await as(
      admin,
      'POST',
      `/api/admin/submissions/school-bookings/${id}/replies`,
      {},
    )
    expect(missing.statusCode).toBe(400)
    expect(missing.json().fields).toEqual({ message: m.messageRequired })
    const long = await replyTo(id, 'x'.repeat(REPLY_MAX + 1))
    expect(long.statusCode).toBe(400)
    expect(long.json().fields).toEqual({ message: m.messageTooLong })

    const kind = await as(admin, 'POST', `/api/admin/submissions/bookings/${id}/replies`, {
      message: 'Hello',
    })
    // A path naming no kind names no record (the error handler's rule for paths).
    expect(kind.statusCode).toBe(404)
    expect(kind.json().error).toBe(adminMessages.kindUnknown)
    // The id of a school booking is no contact message's.
    const other = await as(admin, 'POST', `/api/admin/submissions/contact-messages/${id}/replies`, {
      message: 'Hello',
    })
    expect(other.statusCode).toBe(404)
    expect(other.json().error).toBe(adminMessages.submissionNotFound)
    expect((await replyTo('not-an-id', 'Hello')).statusCode).toBe(404)
    expect((await replyTo(crypto.randomUUID(), 'Hello')).statusCode).toBe(404)

    const text = await t.request({
      method: 'POST',
      url: `/api/admin/submissions/school-bookings/${id}/replies`,
      headers: { cookie: admin.cookie, 'content-type': 'text/plain' },
      payload: 'Hello',
    })
    expect(text.statusCode).toBe(415)

    expect(await queuedEmails(t.database.db)).toHaveLength(0)
    expect(await t.database.db.select().from(submissionReplies)).toHaveLength(0)
    expect((await detail(id)).json().status).toBe('new')
    // The longest reply allowed goes.
    expect((await replyTo(id, 'x'.repeat(REPLY_MAX))).statusCode).toBe(201)
  })
})

describe('/api/admin/saved-replies', () => {
  const create = (body: unknown, who: TestStudent | null = admin) =>
    as(who, 'POST', '/api/admin/saved-replies', body)
  const listOf = (kind: string) => as(admin, 'GET', `/api/admin/saved-replies?kind=${kind}`)

  it('adds, lists by title, edits and removes a kind’s saved replies', async () => {
    const later = await create({ kind: 'school-bookings', title: 'Quote follows', body: 'A' })
    expect(later.statusCode, later.body).toBe(201)
    const first = await create({ kind: 'school-bookings', title: 'availability', body: 'B' })
    expect(first.statusCode).toBe(201)
    await create({ kind: 'donations', title: 'Thank you', body: 'C' })

    const listed = await listOf('school-bookings')
    expect(listed.statusCode).toBe(200)
    expect(listed.json().items.map((r: { title: string }) => r.title)).toEqual([
      'availability',
      'Quote follows',
    ])

    const id = later.json().id
    const edited = await as(admin, 'PUT', `/api/admin/saved-replies/${id}`, {
      title: 'Quote to follow',
      body: 'Dear school,\n\nA quote follows.',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({
      kind: 'school-bookings',
      title: 'Quote to follow',
      body: 'Dear school,\n\nA quote follows.',
    })

    const removed = await as(admin, 'DELETE', `/api/admin/saved-replies/${id}`)
    expect(removed.statusCode).toBe(204)
    expect((await listOf('school-bookings')).json().items).toHaveLength(1)
    const actions = (await t.database.db.select().from(adminAuditLog)).map((a) => a.action)
    expect(actions.sort()).toEqual([
      'saved_reply.create',
      'saved_reply.create',
      'saved_reply.create',
      'saved_reply.delete',
      'saved_reply.update',
    ])
  })

  it('refuses a title a kind already has, whatever its case, and lets another kind use it', async () => {
    expect((await create({ kind: 'donations', title: 'Thank you', body: 'A' })).statusCode).toBe(
      201,
    )
    const again = await create({ kind: 'donations', title: 'THANK YOU', body: 'B' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(m.titleTaken)
    expect((await create({ kind: 'partnerships', title: 'Thank you', body: 'B' })).statusCode).toBe(
      201,
    )
    const other = await create({ kind: 'donations', title: 'Receipt', body: 'C' })
    const renamed = await as(admin, 'PUT', `/api/admin/saved-replies/${other.json().id}`, {
      title: 'thank you',
      body: 'C',
    })
    expect(renamed.statusCode).toBe(409)
    expect((await listOf('donations')).json().items).toHaveLength(2)
  })

  it('refuses visitors and students, bad input, and unknown saved replies', async () => {
    const body = { kind: 'donations', title: 'Thanks', body: 'Text' }
    expect((await create(body, null)).statusCode).toBe(401)
    expect((await create(body, student)).statusCode).toBe(403)
    expect((await as(student, 'GET', '/api/admin/saved-replies?kind=donations')).statusCode).toBe(
      403,
    )

    const blank = await create({ kind: 'donations', title: ' ', body: '' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().fields).toEqual({ title: m.titleRequired, body: m.bodyRequired })
    const long = await create({
      kind: 'donations',
      title: 'x'.repeat(121),
      body: 'x'.repeat(REPLY_MAX + 1),
    })
    expect(long.json().fields).toEqual({ title: m.titleTooLong, body: m.bodyTooLong })
    const kind = await create({ ...body, kind: 'bookings' })
    expect(kind.statusCode).toBe(400)
    expect((await listOf('bookings')).statusCode).toBe(400)
    expect((await as(admin, 'GET', '/api/admin/saved-replies')).statusCode).toBe(400)

    const unknown = crypto.randomUUID()
    const put = await as(admin, 'PUT', `/api/admin/saved-replies/${unknown}`, body)
    expect(put.statusCode).toBe(404)
    expect(put.json().error).toBe(m.savedReplyNotFound)
    expect((await as(admin, 'DELETE', `/api/admin/saved-replies/${unknown}`)).statusCode).toBe(404)
    expect((await as(admin, 'DELETE', '/api/admin/saved-replies/nope')).statusCode).toBe(404)
    expect(await t.database.db.select().from(savedReplies)).toHaveLength(0)
  })
})
