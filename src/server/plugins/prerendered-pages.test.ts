import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectRoot } from '#server/lib/project-root.ts'
import { PRERENDER_STATE_ID } from '#shared/prerender.ts'
import { publicPages } from '#shared/site-pages.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { multipart } from '#tests/support/multipart.ts'
import { createStudent, createTutor } from '#tests/support/students.ts'

// The pages' bodies come from the client's own prerender entry, imported from source
// here (Vitest compiles it) so the test needs no build.
let t: TestApp
const template = `<!doctype html>
<html lang="en-ZA">
  <head>
    <title>Default title</title>
    <meta name="description" content="Default description" />
  </head>
  <body><div id="root"></div></body>
</html>`
beforeAll(async () => {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'client-'))
  await writeFile(path.join(clientDir, 'index.html'), template)
  t = await createTestApp(
    { PUBLIC_URL: 'https://tutoring.example.co.za', BUSINESS_PHONE: '+27 11 555 0100' },
    { clientDir, prerenderEntry: path.join(projectRoot(), 'src/web/prerender.tsx') },
  )
})
afterAll(async () => t.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

/** The JSON the client seeds its query cache from. */
function stateOf(html: string): unknown {
  const json = new RegExp(
    `<script type="application/json" id="${PRERENDER_STATE_ID}">(.*?)</script>`,
    's',
  ).exec(html)?.[1]
  return json === undefined ? undefined : JSON.parse(json)
}

describe('prerendered public pages', () => {
  it('sends the about page with its content inside #root and its own head', async () => {
    const res = await get('/about')
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(html).toMatch(/<div id="root"><div class="flex min-h-dvh flex-col">/)
    expect(html).toMatch(/<h1[^>]*>[^<]*<\/h1>/)
    expect(html).toContain('<main id="main"')
    expect(html).toContain(`<title>About us | ${t.config.business.name}</title>`)
    expect(html).toContain('<link rel="canonical" href="https://tutoring.example.co.za/about" />')
    expect(html).toContain(`content="${publicPages['/about'].description}"`)
  })

  it('sends the sign-in pages as the shell with their own head, never a form to submit natively', async () => {
    for (const path of ['/login', '/register'] as const) {
      const html = (await get(path)).body
      expect(html, path).toContain(
        `<title>${publicPages[path].title} | ${t.config.business.name}</title>`,
      )
      expect(html, path).not.toContain('<form')
      expect(html, path).not.toContain('type="password"')
    }
  })

  it('renders the signed-out header and the configured contact details in the footer', async () => {
    const html = (await get('/contact')).body
    // The signed-out buttons, marked as not yet knowing the session (the client hydrates them).
    expect(html).toContain('data-session="prerendered"')
    expect(html).toMatch(/<a [^>]*href="\/login"[^>]*>Login<\/a>/)
    expect(html).toContain('+27 11 555 0100')
    // The client starts from the same configuration, so its first render matches.
    expect(stateOf(html)).toMatchObject({
      queries: [
        {
          queryKey: ['public-config'],
          state: { data: { business: { phone: '+27 11 555 0100' } } },
        },
      ],
    })
  })

  it('renders every public page once and sends the same bytes, compressed, after', async () => {
    const first = await get('/terms', { 'accept-encoding': 'br' })
    const html = brotliDecompressSync(first.rawPayload).toString()
    expect(html).toContain('Terms of Service')
    expect(html).toContain(`id="${PRERENDER_STATE_ID}"`)
    const again = await get('/terms', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
  })

  it('keeps the empty shell for pages behind sign-in and unknown paths', async () => {
    for (const url of ['/dashboard', '/nothing-here']) {
      const html = (await get(url)).body
      expect(html, url).toContain('<div id="root"></div>')
      expect(html, url).not.toContain(PRERENDER_STATE_ID)
    }
  })
})

describe('the tutors pages, rendered from the current catalogue', () => {
  const fields = {
    name: 'Naledi Dlamini',
    email: 'naledi.prerender@example.com',
    bio: 'Patient tutor of calculus, with ten years in Soweto classrooms.',
    expertise: 'Calculus\nAlgebra',
    qualifications: 'BSc Mathematics (Wits)',
    years_experience: '10',
    hourly_rate: '350',
  }

  it('shows the tutors, and shows them again as edited in the back office', async () => {
    const tutor = await createTutor(t.database.db, {
      name: fields.name,
      email: fields.email,
    })
    // Written behind the app's back: on PostgreSQL the app hears of it by a notification,
    // which must arrive before the first render, or it re-renders the page after it.
    await t.app.tableChanges.sync()
    const first = await get('/tutors')
    expect(first.body).toContain(`<title>Our Tutors | ${t.config.business.name}</title>`)
    expect(first.body).toContain('Naledi Dlamini')
    expect(stateOf(first.body)).toMatchObject({
      queries: expect.arrayContaining([
        expect.objectContaining({
          queryKey: ['tutors'],
          state: expect.objectContaining({
            data: [expect.objectContaining({ id: tutor.id, name: 'Naledi Dlamini' })],
          }),
        }),
      ]),
    })
    // Kept until the catalogue changes: the same page, revalidated by its ETag.
    const again = await get('/tutors', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)

    const admin = await createStudent(t, { role: 'admin' })
    const body = await multipart({ ...fields, name: 'Naledi Mokoena' })
    const edit = await t.request({
      method: 'PUT',
      url: `/api/admin/tutors/${tutor.id}`,
      ...body,
      headers: { ...body.headers, cookie: admin.cookie },
    })
    expect(edit.statusCode, edit.body).toBe(200)

    const after = await get('/tutors', { 'if-none-match': String(first.headers.etag) })
    expect(after.statusCode).toBe(200)
    expect(after.body).toContain('Naledi Mokoena')
    expect(after.body).not.toContain('Naledi Dlamini')

    const own = (await get(`/tutors/${tutor.id}`)).body
    expect(own).toMatch(/<h1[^>]*>Naledi Mokoena<\/h1>/)
    expect(stateOf(own)).toMatchObject({
      queries: expect.arrayContaining([
        expect.objectContaining({ queryKey: ['tutors', tutor.id] }),
      ]),
    })
  })

  it('leaves an unknown or inactive tutor to the client, as before', async () => {
    const hidden = await createTutor(t.database.db, {
      email: 'hidden.prerender@example.com',
      isActive: false,
    })
    for (const url of ['/tutors/999999', `/tutors/${hidden.id}`, '/tutors/0012']) {
      const html = (await get(url)).body
      expect(html, url).toContain('<div id="root"></div>')
      expect(html, url).toContain('<meta name="robots" content="noindex" />')
    }
  })
})
