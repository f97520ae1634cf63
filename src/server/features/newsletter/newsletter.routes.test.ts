import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { newsletterMessages } from '#shared/messages.ts'
import { newsletterSubscribers, outboxEmails } from '#server/db/schema.ts'
import { hashToken } from '#server/lib/tokens.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { linkIn, queuedEmails } from '#tests/support/outbox.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.database.db.delete(outboxEmails)
  await t.database.db.delete(newsletterSubscribers)
})

const subscribe = (body: unknown) => t.post('/api/newsletter/subscribe', body)
const tokenFrom = (text: string, page: 'confirm' | 'unsubscribe') =>
  new URL(linkIn(text, `${t.config.publicUrl}/newsletter/${page}`)).searchParams.get('token')!

describe('POST /api/newsletter/subscribe', () => {
  it('stores a pending subscriber and queues a confirmation email (double opt-in)', async () => {
    const res = await subscribe({ email: '  Thabo@Example.com ', name: ' Thabo ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: newsletterMessages.checkInbox })

    const [row] = await t.database.db.select().from(newsletterSubscribers)
    expect(row).toMatchObject({ email: 'thabo@example.com', name: 'Thabo', status: 'pending' })
    const emails = await queuedEmails(t.database.db)
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({ toAddress: 'thabo@example.com', kind: 'newsletter.confirm' })
    // Fixed words: the address is not proven yet, so the typed name is not repeated to it.
    expect(emails[0]!.textBody).toMatch(/^Hello,\n/)
    expect(emails[0]!.textBody).not.toContain('Thabo')
    expect(emails[0]!.headers['List-Unsubscribe']).toContain('/newsletter/unsubscribe?token=')
  })

  it('stores the name as absent when it is empty', async () => {
    await subscribe({ email: 'noname@example.com', name: '   ' })
    const [row] = await t.database.db.select().from(newsletterSubscribers)
    expect(row!.name).toBeNull()
  })

  it('rejects a missing or blank email with the spec message and stores nothing', async () => {
    for (const body of [{}, { email: '' }, { email: '   ' }]) {
      const res = await subscribe(body)
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe(newsletterMessages.emailMissing)
    }
    expect(await t.database.db.select().from(newsletterSubscribers)).toHaveLength(0)
    expect(await queuedEmails(t.database.db)).toHaveLength(0)
  })

  it('rejects a malformed email and an over-long name', async () => {
    expect((await subscribe({ email: 'nope' })).statusCode).toBe(400)
    const long = await subscribe({ email: 'a@example.com', name: 'x'.repeat(101) })
    expect(long.statusCode).toBe(400)
    expect(long.json().fields.name).toBeDefined()
    expect(await t.database.db.select().from(newsletterSubscribers)).toHaveLength(0)
  })

  it('treats a second subscription as success without a duplicate row', async () => {
    await subscribe({ email: 'twice@example.com' })
    const again = await subscribe({ email: 'TWICE@example.com' })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ message: newsletterMessages.checkInbox })
    expect(await t.database.db.select().from(newsletterSubscribers)).toHaveLength(1)
    // Still pending: the first email may have been lost, so a fresh link goes out.
    expect(await queuedEmails(t.database.db)).toHaveLength(2)
  })

  it('survives concurrent subscriptions of one address with a single row', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => subscribe({ email: 'race@example.com' })),
    )
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200])
    expect(await t.database.db.select().from(newsletterSubscribers)).toHaveLength(1)
  })

  it('sends no second email to a confirmed subscriber and answers the same', async () => {
    await subscribe({ email: 'done@example.com' })
    const [email] = await queuedEmails(t.database.db)
    await t.post('/api/newsletter/confirm', { token: tokenFrom(email!.textBody, 'confirm') })
    const again = await subscribe({ email: 'done@example.com' })
    expect(again.json()).toEqual({ message: newsletterMessages.checkInbox })
    expect(await queuedEmails(t.database.db)).toHaveLength(1)
  })
})

describe('confirm and unsubscribe', () => {
  it('confirms with the emailed link once; the link then stops working', async () => {
    await subscribe({ email: 'confirm@example.com' })
    const [email] = await queuedEmails(t.database.db)
    const token = tokenFrom(email!.textBody, 'confirm')

    const res = await t.post('/api/newsletter/confirm', { token })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: newsletterMessages.confirmed })
    const [row] = await t.database.db.select().from(newsletterSubscribers)
    expect(row!.status).toBe('confirmed')
    expect(row!.confirmedAt).toBeInstanceOf(Date)

    const reused = await t.post('/api/newsletter/confirm', { token })
    expect(reused.statusCode).toBe(404)
    expect(reused.json()).toEqual({ error: newsletterMessages.invalidLink })
  })

  it('refuses an unknown, malformed or expired confirmation token', async () => {
    expect((await t.post('/api/newsletter/confirm', { token: 'x'.repeat(43) })).statusCode).toBe(
      404,
    )
    expect((await t.post('/api/newsletter/confirm', { token: 'short' })).statusCode).toBe(400)

    await subscribe({ email: 'late@example.com' })
    const [email] = await queuedEmails(t.database.db)
    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, 'late@example.com'))
    const res = await t.post('/api/newsletter/confirm', {
      token: tokenFrom(email!.textBody, 'confirm'),
    })
    expect(res.statusCode).toBe(404)
  })

  it('unsubscribes with the link from any email, idempotently', async () => {
    await subscribe({ email: 'leave@example.com' })
    const [email] = await queuedEmails(t.database.db)
    const token = tokenFrom(email!.textBody, 'unsubscribe')
    for (let i = 0; i < 2; i++) {
      const res = await t.post('/api/newsletter/unsubscribe', { token })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: newsletterMessages.unsubscribed })
    }
    const [row] = await t.database.db.select().from(newsletterSubscribers)
    expect(row!.status).toBe('unsubscribed')
    expect(
      (await t.post('/api/newsletter/unsubscribe', { token: 'y'.repeat(43) })).statusCode,
    ).toBe(404)
  })

  it('stores the unsubscribe token only as its hash (D22)', async () => {
    await subscribe({ email: 'hashed@example.com' })
    const [email] = await queuedEmails(t.database.db)
    const token = tokenFrom(email!.textBody, 'unsubscribe')
    const [row] = await t.database.db.select().from(newsletterSubscribers)
    expect(row!.unsubscribeTokenHash).toBe(hashToken(token))
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('mails a working unsubscribe link again when an address subscribes anew', async () => {
    await subscribe({ email: 'again@example.com' })
    const [first] = await queuedEmails(t.database.db)
    await t.post('/api/newsletter/unsubscribe', {
      token: tokenFrom(first!.textBody, 'unsubscribe'),
    })
    await subscribe({ email: 'again@example.com' })
    const [, second] = await queuedEmails(t.database.db)
    const token = tokenFrom(second!.textBody, 'unsubscribe')
    expect(second!.headers['List-Unsubscribe']).toContain(encodeURIComponent(token))
    expect((await t.post('/api/newsletter/unsubscribe', { token })).statusCode).toBe(200)
    const [row] = await t.database.db.select().from(newsletterSubscribers)
    expect(row!.status).toBe('unsubscribed')
  })

  it('never changes state on GET', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/newsletter/confirm?token=abc' })
    expect(res.statusCode).toBe(404)
  })
})
