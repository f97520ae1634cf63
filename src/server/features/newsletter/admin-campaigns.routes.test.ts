import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  adminAuditLog,
  newsletterCampaignRecipients,
  newsletterCampaigns,
  newsletterSubscribers,
  outboxEmails,
  users,
} from '#server/db/schema.ts'
import { newsletterMessages } from '#shared/messages.ts'
import {
  CAMPAIGN_BODY_MAX,
  CAMPAIGN_SUBJECT_MAX,
  campaignMessages as m,
} from '#shared/newsletter-campaigns.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { linkIn, queuedEmails } from '#tests/support/outbox.ts'
import { createStudent, type TestStudent } from '#tests/support/students.ts'
import { queueCampaignMails } from './campaign-sender.ts'

// Issue 27: newsletters the office writes, tests and sends, and the one-click unsubscribe
// (RFC 8058) of their mails.

let t: TestApp
let admin: TestStudent
let student: TestStudent
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())
beforeEach(async () => {
  const { db } = t.database
  for (const table of [
    outboxEmails,
    newsletterCampaignRecipients,
    newsletterCampaigns,
    newsletterSubscribers,
    adminAuditLog,
    users,
  ])
    await db.delete(table)
  admin = await createStudent(t, { role: 'admin' })
  student = await createStudent(t)
})

const ctx = () => ({
  publicUrl: t.config.publicUrl,
  businessName: t.config.business.name,
  businessInbox: t.config.business.email,
})

const BASE = '/api/admin/newsletter/campaigns'
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  who: TestStudent | null = admin,
) =>
  t.request({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })

const draft = { subject: 'Winter holiday classes', body: 'Hello everyone,\n\nClasses start soon.' }
async function createDraft(body: unknown = draft): Promise<string> {
  const res = await call('POST', BASE, body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id
}

let counter = 0
async function subscriber(email: string, status: 'pending' | 'confirmed' | 'unsubscribed') {
  const [row] = await t.database.db
    .insert(newsletterSubscribers)
    .values({
      email,
      status,
      unsubscribeTokenHash: `hash-${++counter}-${email}`,
      confirmedAt: status === 'pending' ? null : new Date(),
    })
    .returning()
  return row!
}

const campaignMails = async () =>
  (await queuedEmails(t.database.db)).filter((mail) => mail.kind === 'newsletter.campaign')

describe('who may use the newsletters', () => {
  it('refuses a visitor (401) and a student (403) on every route', async () => {
    const id = await createDraft()
    const routes: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
      ['GET', BASE],
      ['POST', BASE, draft],
      ['GET', `${BASE}/${id}`],
      ['PUT', `${BASE}/${id}`, draft],
      ['POST', `${BASE}/${id}/test`],
      ['POST', `${BASE}/${id}/send`],
    ]
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401)
      expect((await call(method, url, body, student)).statusCode, `${method} ${url}`).toBe(403)
    }
    expect(await t.database.db.select().from(newsletterCampaigns)).toHaveLength(1)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const [method, url, body] of [
        ['GET', `${BASE}/${id}`],
        ['PUT', `${BASE}/${id}`, draft],
        ['POST', `${BASE}/${id}/test`],
        ['POST', `${BASE}/${id}/send`],
      ] as const) {
        const res = await call(method, url, body)
        expect(res.statusCode, `${method} ${url}`).toBe(404)
        expect(res.json().error).toBe(m.notFound)
      }
    }
  })
})

describe('writing a newsletter', () => {
  it('creates a draft, lists it with the confirmed subscribers, and edits it, audited', async () => {
    await subscriber('a@example.com', 'confirmed')
    await subscriber('b@example.com', 'pending')
    const id = await createDraft({ subject: '  Winter   classes ', body: '  Text\r\n\r\nMore  ' })
    const one = (await call('GET', `${BASE}/${id}`)).json()
    expect(one).toMatchObject({
      subject: 'Winter classes',
      body: 'Text\n\nMore',
      status: 'draft',
      recipients: 0,
      sent: 0,
      failed: 0,
      unsubscribed: 0,
      sending_started_at: null,
    })
    const list = (await call('GET', BASE)).json()
    expect(list.confirmed_subscribers).toBe(1)
    expect(list.campaigns.map((c: { id: string }) => c.id)).toEqual([id])

    const edited = await call('PUT', `${BASE}/${id}`, { subject: 'Spring', body: 'New text' })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ subject: 'Spring', body: 'New text', status: 'draft' })
    const actions = (await t.database.db.select().from(adminAuditLog)).map((e) => e.action)
    expect(actions.sort()).toEqual(['newsletter_campaign.create', 'newsletter_campaign.update'])
  })

  it('refuses an empty or too long subject or text with a clear message, storing nothing', async () => {
    const cases: [body: unknown, field: 'subject' | 'body', message: string][] = [
      [{ subject: '', body: 'x' }, 'subject', m.subjectMissing],
      [{ subject: '   ', body: 'x' }, 'subject', m.subjectMissing],
      [{ body: 'x' }, 'subject', m.subjectMissing],
      [{ subject: 'x'.repeat(CAMPAIGN_SUBJECT_MAX + 1), body: 'x' }, 'subject', m.subjectTooLong],
      [{ subject: 'x', body: ' \n ' }, 'body', m.bodyMissing],
      [{ subject: 'x' }, 'body', m.bodyMissing],
      [{ subject: 'x', body: 'x'.repeat(CAMPAIGN_BODY_MAX + 1) }, 'body', m.bodyTooLong],
    ]
    const id = await createDraft()
    for (const [body, field, message] of cases) {
      for (const [method, url] of [
        ['POST', BASE],
        ['PUT', `${BASE}/${id}`],
      ] as const) {
        const res = await call(method, url, body)
        expect(res.statusCode, JSON.stringify(body)).toBe(400)
        expect(res.json().fields[field]).toBe(message)
      }
    }
    const rows = await t.database.db.select().from(newsletterCampaigns)
    expect(rows).toEqual([expect.objectContaining({ subject: draft.subject })])
  })
})

describe('a test send', () => {
  it('mails the signed-in administrator only, marked as a test, with links that unsubscribe nobody', async () => {
    const someone = await subscriber('reader@example.com', 'confirmed')
    const id = await createDraft()
    const res = await call('POST', `${BASE}/${id}/test`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(m.testSent(admin.email))
    const mails = await queuedEmails(t.database.db)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      toAddress: admin.email,
      subject: `[Test] ${draft.subject}`,
      kind: 'newsletter.campaign_test',
    })
    const link = linkIn(mails[0]!.textBody, `${t.config.publicUrl}/newsletter/unsubscribe`)
    const token = new URL(link).searchParams.get('token')!
    expect((await t.post('/api/newsletter/unsubscribe', { token })).statusCode).toBe(404)
    const [after] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, someone.id))
    expect(after!.status).toBe('confirmed')
    const [campaign] = await t.database.db.select().from(newsletterCampaigns)
    expect(campaign!.status).toBe('draft')
  })
})

describe('sending a newsletter', () => {
  it('lists exactly the confirmed subscribers, answers 202, and refuses a second send and any edit (409)', async () => {
    await subscriber('one@example.com', 'confirmed')
    await subscriber('two@example.com', 'confirmed')
    await subscriber('pending@example.com', 'pending')
    await subscriber('gone@example.com', 'unsubscribed')
    const id = await createDraft()
    const res = await call('POST', `${BASE}/${id}/send`)
    expect(res.statusCode, res.body).toBe(202)
    expect(res.json()).toEqual({ status: 'sending', recipients: 2 })

    const again = await call('POST', `${BASE}/${id}/send`)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(m.alreadySent)
    const edit = await call('PUT', `${BASE}/${id}`, { subject: 'Changed', body: 'Changed' })
    expect(edit.statusCode).toBe(409)
    expect(edit.json().error).toBe(m.notDraft)

    expect(await queueCampaignMails(t.database.db, ctx(), 100)).toBe(2)
    expect((await campaignMails()).map((mail) => mail.toAddress).sort()).toEqual([
      'one@example.com',
      'two@example.com',
    ])
    await t.app.outbox.drain()
    await queueCampaignMails(t.database.db, ctx(), 100)
    const done = (await call('GET', `${BASE}/${id}`)).json()
    expect(done).toMatchObject({
      status: 'sent',
      subject: draft.subject,
      recipients: 2,
      sent: 2,
      failed: 0,
      skipped: 0,
      unsubscribed: 0,
      finished_at: expect.any(String),
    })
    const sends = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'newsletter_campaign.send'))
    expect(sends).toHaveLength(1)
    expect(sends[0]!.after).toEqual({ status: 'sending', recipients: 2 })
  })

  it('refuses to send when nobody is subscribed, and keeps the draft', async () => {
    await subscriber('pending@example.com', 'pending')
    const id = await createDraft()
    const res = await call('POST', `${BASE}/${id}/send`)
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe(m.noSubscribers)
    expect((await call('GET', `${BASE}/${id}`)).json().status).toBe('draft')
    expect(await t.database.db.select().from(newsletterCampaignRecipients)).toEqual([])
  })

  it('sends one of two sends that race, on any instance', async () => {
    await subscriber('one@example.com', 'confirmed')
    const id = await createDraft()
    const answers = await Promise.all([
      call('POST', `${BASE}/${id}/send`),
      call('POST', `${BASE}/${id}/send`),
    ])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([202, 409])
    expect(await t.database.db.select().from(newsletterCampaignRecipients)).toHaveLength(1)
  })

  it('skips someone who unsubscribed before their turn', async () => {
    await subscriber('stays@example.com', 'confirmed')
    const leaving = await subscriber('leaves@example.com', 'confirmed')
    const id = await createDraft()
    expect((await call('POST', `${BASE}/${id}/send`)).statusCode).toBe(202)
    await t.database.db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterSubscribers.id, leaving.id))
    expect(await queueCampaignMails(t.database.db, ctx(), 100)).toBe(1)
    expect((await campaignMails()).map((mail) => mail.toAddress)).toEqual(['stays@example.com'])
    await t.app.outbox.drain()
    await queueCampaignMails(t.database.db, ctx(), 100)
    expect((await call('GET', `${BASE}/${id}`)).json()).toMatchObject({
      status: 'sent',
      recipients: 2,
      sent: 1,
      skipped: 1,
    })
  })
})

describe('a newsletter mail', () => {
  async function sentTo(email: string, body = draft.body) {
    await subscriber(email, 'confirmed')
    const id = await createDraft({ subject: 'News & <views>', body })
    expect((await call('POST', `${BASE}/${id}/send`)).statusCode).toBe(202)
    await queueCampaignMails(t.database.db, ctx(), 100)
    const [mail] = await campaignMails()
    return { id, mail: mail! }
  }
  const oneClickUrlOf = (header: string) => {
    const url = /<(https?:[^>]+)>/.exec(header)?.[1]
    if (!url) throw new Error(`No https address in ${header}`)
    return url
  }

  it('carries the text escaped, links, the unsubscribe line and the List-Unsubscribe headers', async () => {
    const { mail } = await sentTo(
      'reader@example.com',
      'Dear <b>readers</b> & friends,\nsee https://example.com/a?b=1&c=2.\n\nBye <script>x</script>',
    )
    expect(mail.subject).toBe('News & <views>')
    expect(mail.htmlBody).toContain('Dear &lt;b&gt;readers&lt;/b&gt; &amp; friends,<br>see ')
    expect(mail.htmlBody).toContain('<a href="https://example.com/a?b=1&amp;c=2"')
    expect(mail.htmlBody).not.toContain('<script>')
    expect(mail.htmlBody).toContain('<p>Bye &lt;script&gt;x&lt;/script&gt;</p>')
    expect(mail.textBody).toContain('see https://example.com/a?b=1&c=2.')
    expect(
      linkIn(mail.textBody, `${t.config.publicUrl}/newsletter/unsubscribe?token=`),
    ).toBeTruthy()
    const header = mail.headers['List-Unsubscribe']!
    expect(header).toMatch(
      new RegExp(
        `^<${t.config.publicUrl}/api/newsletter/one-click\\?token=[\\w-]+>, <mailto:${t.config.business.email}\\?subject=Unsubscribe%20reader%40example.com%20from%20the%20newsletter>$`,
      ),
    )
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })

  it('unsubscribes in one click with no cookie and no Origin, counted for the newsletter', async () => {
    const { id, mail } = await sentTo('reader@example.com')
    const url = new URL(oneClickUrlOf(mail.headers['List-Unsubscribe']!))
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(m.oneClickDone)
    const [row] = await t.database.db.select().from(newsletterSubscribers)
    expect(row).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) })
    // Again, and through the visible link: the same answer, counted once.
    const repeat = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example',
      },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(repeat.statusCode).toBe(200)
    expect((await call('GET', `${BASE}/${id}`)).json().unsubscribed).toBe(1)
  })

  it('sends a browser that opens the one-click address on to the unsubscribe page, changing nothing', async () => {
    const { mail } = await sentTo('reader@example.com')
    const url = new URL(oneClickUrlOf(mail.headers['List-Unsubscribe']!))
    const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })
    expect(res.statusCode).toBe(303)
    expect(`${t.config.publicUrl}${res.headers.location}`).toBe(
      linkIn(mail.textBody, `${t.config.publicUrl}/newsletter/unsubscribe?token=`),
    )
    const [row] = await t.database.db.select().from(newsletterSubscribers)
    expect(row!.status).toBe('confirmed')
    const bad = await t.app.inject({ method: 'GET', url: '/api/newsletter/one-click' })
    expect(bad.statusCode).toBe(400)
  })

  it('takes the one-click body as multipart/form-data too', async () => {
    const { mail } = await sentTo('reader@example.com')
    const url = new URL(oneClickUrlOf(mail.headers['List-Unsubscribe']!))
    const boundary = 'one-click-boundary'
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    })
    expect(res.statusCode, res.body).toBe(200)
    const [row] = await t.database.db.select().from(newsletterSubscribers)
    expect(row!.status).toBe('unsubscribed')
  })

  it('refuses a wrong body, another content type and an unknown token, changing nothing', async () => {
    const { id, mail } = await sentTo('reader@example.com')
    const url = new URL(oneClickUrlOf(mail.headers['List-Unsubscribe']!))
    const path = `${url.pathname}${url.search}`
    const form = 'application/x-www-form-urlencoded'
    const refused: [contentType: string, payload: string, status: number][] = [
      [form, '', 400],
      [form, 'List-Unsubscribe=Yes', 400],
      [form, 'List-Unsubscribe=One-Click&also=1', 400],
      [form, 'unsubscribe=One-Click', 400],
      ['application/json', '{"List-Unsubscribe":"One-Click"}', 415],
      ['text/plain', 'List-Unsubscribe=One-Click', 415],
    ]
    for (const [contentType, payload, status] of refused) {
      const res = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': contentType, origin: 'https://evil.example' },
        payload,
      })
      expect(res.statusCode, `${contentType} ${payload}`).toBe(status)
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/one-click?token=not-a-token-of-any-mail',
      headers: { 'content-type': form },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(unknown.statusCode).toBe(404)
    const [row] = await t.database.db.select().from(newsletterSubscribers)
    expect(row!.status).toBe('confirmed')
    expect((await call('GET', `${BASE}/${id}`)).json().unsubscribed).toBe(0)
  })

  it('keeps the other routes closed to other origins and to forms', async () => {
    const crossOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: { token: 'x'.repeat(20) },
    })
    expect(crossOrigin.statusCode).toBe(403)
    const form = await t.request({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=xxxxxxxxxxxxxxxxxxxx',
    })
    expect(form.statusCode).toBe(415)
  })

  it('unsubscribes through the visible link too, counted for the newsletter', async () => {
    const { id, mail } = await sentTo('reader@example.com')
    const link = linkIn(mail.textBody, `${t.config.publicUrl}/newsletter/unsubscribe?token=`)
    const token = new URL(link).searchParams.get('token')!
    const res = await t.post('/api/newsletter/unsubscribe', { token })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(newsletterMessages.unsubscribed)
    expect((await t.post('/api/newsletter/unsubscribe', { token })).statusCode).toBe(200)
    const [row] = await t.database.db.select().from(newsletterSubscribers)
    expect(row!.status).toBe('unsubscribed')
    expect((await call('GET', `${BASE}/${id}`)).json().unsubscribed).toBe(1)
  })
})
