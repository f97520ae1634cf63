import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminAuditLog, outboxEmails, tutorInvitations, tutors } from '#server/db/schema.ts'
import { adminTutorMessages } from '#shared/admin.ts'
import { accountMessages } from '#shared/messages.ts'
import {
  adminTutorAccountMessages as am,
  tutorInvitationMessages as im,
} from '#shared/tutor-account-messages.ts'
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/api-test-app.ts'
import { linkIn, queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, createTutor, type TestStudent } from '#tests/support/students.ts'

let t: TestApp
let admin: TestStudent
beforeAll(async () => {
  t = await createTestApp()
  admin = await createStudent(t, { role: 'admin' })
})
afterAll(async () => t.close())
beforeEach(async () => {
  const { db } = t.database
  await db.delete(adminAuditLog)
  await db.delete(tutorInvitations)
  await db.delete(tutors)
  await db.delete(outboxEmails)
})

const asAdmin = (method: 'POST' | 'DELETE', url: string) =>
  t.request({ method, url, headers: { cookie: admin.cookie } })
const linkPrefix = `${TEST_PUBLIC_URL}/tutor-invitation/`

/** Sends an invitation as the administrator and returns the token its mail carries. */
async function invite(tutorId: number): Promise<string> {
  const res = await asAdmin('POST', `/api/admin/tutors/${tutorId}/invitation`)
  expect(res.statusCode, res.body).toBe(200)
  const mails = await queuedEmails(t.database.db)
  const link = linkIn(mails.at(-1)!.textBody, linkPrefix)
  return decodeURIComponent(link.slice(linkPrefix.length))
}
const accept = (token: string, cookie?: string) =>
  t.request({
    method: 'POST',
    url: `/api/tutor-invitations/${token}/accept`,
    headers: cookie ? { cookie } : {},
  })
const me = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/users/me', headers: { cookie } })).json()
const tutorRow = async (id: number) =>
  (await t.database.db.select().from(tutors).where(eq(tutors.id, id)))[0]!
const adminTutor = async (id: number) => {
  const list = (
    await t.request({ method: 'GET', url: '/api/admin/tutors', headers: { cookie: admin.cookie } })
  ).json()
  return list.find((tutor: { id: number }) => tutor.id === id)
}
/** A tutor record whose email is the given (signed-in) account's, typed in capitals. */
const tutorFor = (account: TestStudent) =>
  createTutor(t.database.db, { email: account.email.toUpperCase() })

describe('POST /api/admin/tutors/{id}/invitation', () => {
  it('mails the tutor a single-use link valid 7 days, storing only its hash', async () => {
    const person = await createStudent(t)
    const tutor = await tutorFor(person)
    const token = await invite(tutor.id)
    const [mail] = await queuedEmails(t.database.db)
    expect(mail).toMatchObject({ toAddress: person.email, kind: 'tutor.invitation' })
    expect(mail!.subject).toContain('tutor portal')
    expect(mail!.textBody).toContain('Hello Naledi Dlamini,')
    expect(mail!.textBody).toContain('expires on')
    const [row] = await t.database.db.select().from(tutorInvitations)
    expect(row!.email).toBe(person.email)
    expect(row!.tokenHash).not.toContain(token)
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000
    expect(days).toBeCloseTo(7, 1)
    expect(await adminTutor(tutor.id)).toMatchObject({
      account: { status: 'invited', invitation_expires_at: row!.expiresAt.toISOString() },
    })
    const [entry] = await t.database.db.select().from(adminAuditLog)
    expect(entry).toMatchObject({ action: 'tutor.invite', subjectId: String(tutor.id) })
  })

  it('resending withdraws the earlier link: only the newest works', async () => {
    const person = await createStudent(t)
    const tutor = await tutorFor(person)
    const first = await invite(tutor.id)
    const second = await invite(tutor.id)
    const res = await t.request({ method: 'GET', url: `/api/tutor-invitations/${first}` })
    expect(res.statusCode).toBe(410)
    expect(res.json().error).toBe(im.withdrawn)
    const open = await t.request({ method: 'GET', url: `/api/tutor-invitations/${second}` })
    expect(open.statusCode).toBe(200)
    expect(open.json()).toMatchObject({
      tutor_name: 'Naledi Dlamini',
      email: person.email,
      status: 'open',
    })
    expect((await accept(first, person.cookie)).statusCode).toBe(410)
    expect((await tutorRow(tutor.id)).userId).toBeNull()
  })

  it('answers 404 for an unknown tutor, 409 for a linked one, 403 for a student', async () => {
    expect((await asAdmin('POST', '/api/admin/tutors/999999/invitation')).json()).toEqual({
      error: adminTutorMessages.notFound,
    })
    const person = await createStudent(t)
    const tutor = await createTutor(t.database.db, { userId: person.id })
    const linked = await asAdmin('POST', `/api/admin/tutors/${tutor.id}/invitation`)
    expect(linked.statusCode).toBe(409)
    expect(linked.json().error).toBe(am.alreadyLinked)
    const student = await t.request({
      method: 'POST',
      url: `/api/admin/tutors/${tutor.id}/invitation`,
      headers: { cookie: person.cookie },
    })
    expect(student.statusCode).toBe(403)
    expect(student.json().error).toBe(accountMessages.adminOnly)
    expect(await queuedEmails(t.database.db)).toHaveLength(0)
  })
})

describe('DELETE /api/admin/tutors/{id}/invitation', () => {
  it('withdraws the open invitation, audited; 404 when there is none', async () => {
    const person = await createStudent(t)
    const tutor = await tutorFor(person)
    const token = await invite(tutor.id)
    const res = await asAdmin('DELETE', `/api/admin/tutors/${tutor.id}/invitation`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: am.withdrawn, account: { status: 'none' } })
    expect((await accept(token, person.cookie)).json().error).toBe(im.withdrawn)
    const again = await asAdmin('DELETE', `/api/admin/tutors/${tutor.id}/invitation`)
    expect(again.statusCode).toBe(404)
    expect(again.json().error).toBe(am.noOpenInvitation)
    const actions = (await t.database.db.select().from(adminAuditLog)).map((e) => e.action)
    expect(actions).toContain('tutor.invitation_withdraw')
  })
})

describe('POST /api/tutor-invitations/{token}/accept', () => {
  it('links the account to the tutor: /api/users/me answers the tutor role', async () => {
    const person = await createStudent(t)
    const tutor = await tutorFor(person)
    const token = await invite(tutor.id)
    const res = await accept(token, person.cookie)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: im.accepted, tutor_id: tutor.id })
    expect(await me(person.cookie)).toMatchObject({
      role: 'student',
      roles: ['student', 'tutor'],
      tutor_id: tutor.id,
    })
    const [invitation] = await t.database.db.select().from(tutorInvitations)
    expect(invitation).toMatchObject({ acceptedBy: person.id })
    expect(invitation!.usedAt).not.toBeNull()
    const entries = await t.database.db.select().from(adminAuditLog)
    expect(entries.find((e) => e.action === 'tutor.account_link')).toMatchObject({
      actorEmail: person.email,
      subjectId: String(tutor.id),
    })
    expect(await adminTutor(tutor.id)).toMatchObject({
      account: { status: 'linked', email: person.email },
    })
    const used = await accept(token, person.cookie)
    expect(used.statusCode).toBe(410)
    expect(used.json().error).toBe(im.used)
  })

  it('refuses, changing nothing: signed out, another account, unverified, unknown, expired', async () => {
    const person = await createStudent(t)
    const tutor = await tutorFor(person)
    const token = await invite(tutor.id)
    const other = await createStudent(t)
    const unverified = await createStudent(t, { verified: false })

    const signedOut = await accept(token)
    expect(signedOut.statusCode).toBe(401)
    const wrong = await accept(token, other.cookie)
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().error).toBe(im.wrongAccount(person.email))
    const notVerified = await accept(token, unverified.cookie)
    expect(notVerified.statusCode).toBe(403)
    expect(notVerified.json().error).toBe(im.verifyFirst)
    const unknown = await accept('x'.repeat(43), person.cookie)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error).toBe(im.notFound)
    expect(
      (await t.request({ method: 'GET', url: `/api/tutor-invitations/${'x'.repeat(43)}` }))
        .statusCode,
    ).toBe(404)

    await t.database.db.update(tutorInvitations).set({ expiresAt: new Date(Date.now() - 1000) })
    const expired = await accept(token, person.cookie)
    expect(expired.statusCode).toBe(410)
    expect(expired.json().error).toBe(im.expired)
    const view = await t.request({ method: 'GET', url: `/api/tutor-invitations/${token}` })
    expect(view.json().error).toBe(im.expired)

    expect((await tutorRow(tutor.id)).userId).toBeNull()
    const [invitation] = await t.database.db.select().from(tutorInvitations)
    expect(invitation).toMatchObject({ usedAt: null, acceptedBy: null })
    expect((await me(person.cookie)).roles).toEqual(['student'])
  })

  it('refuses with 409 when the tutor or the account is already linked', async () => {
    const person = await createStudent(t)
    const tutor = await tutorFor(person)
    const token = await invite(tutor.id)
    const someone = await createStudent(t)
    await t.database.db.update(tutors).set({ userId: someone.id }).where(eq(tutors.id, tutor.id))
    const taken = await accept(token, person.cookie)
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error).toBe(im.tutorTaken)
    expect((await tutorRow(tutor.id)).userId).toBe(someone.id)

    await t.database.db.update(tutors).set({ userId: null }).where(eq(tutors.id, tutor.id))
    const elsewhere = await createTutor(t.database.db, {
      email: 'other@example.com',
      userId: person.id,
    })
    const twice = await accept(token, person.cookie)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error).toBe(im.accountTaken)
    expect((await tutorRow(tutor.id)).userId).toBeNull()
    expect((await tutorRow(elsewhere.id)).userId).toBe(person.id)
    const [invitation] = await t.database.db.select().from(tutorInvitations)
    expect(invitation!.usedAt).toBeNull()
  })

  it('of two accepts of one link at once, exactly one wins', async () => {
    const person = await createStudent(t)
    const tutor = await tutorFor(person)
    const token = await invite(tutor.id)
    const results = await Promise.all([accept(token, person.cookie), accept(token, person.cookie)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410])
    expect((await tutorRow(tutor.id)).userId).toBe(person.id)
    const links = (await t.database.db.select().from(adminAuditLog)).filter(
      (e) => e.action === 'tutor.account_link',
    )
    expect(links).toHaveLength(1)
  })
})

describe('POST /api/admin/tutors/{id}/unlink', () => {
  it('removes the link, audited; the account keeps its other roles', async () => {
    const person = await createStudent(t, { role: 'admin' })
    const tutor = await tutorFor(person)
    await accept(await invite(tutor.id), person.cookie)
    const res = await asAdmin('POST', `/api/admin/tutors/${tutor.id}/unlink`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: am.unlinked, account: { status: 'none' } })
    expect(await me(person.cookie)).toMatchObject({
      role: 'admin',
      roles: ['admin'],
      tutor_id: null,
    })
    const entry = (await t.database.db.select().from(adminAuditLog)).find(
      (e) => e.action === 'tutor.account_unlink',
    )
    expect(entry).toMatchObject({
      actorEmail: admin.email,
      before: { user_id: person.id, email: person.email },
    })
    const again = await asAdmin('POST', `/api/admin/tutors/${tutor.id}/unlink`)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(am.notLinked)
    expect((await asAdmin('POST', '/api/admin/tutors/999999/unlink')).statusCode).toBe(404)
  })
})
