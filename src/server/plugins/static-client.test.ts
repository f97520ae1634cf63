import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicPages, sitemapPaths } from '#shared/site-pages.ts'
import { loadConfig } from '#server/config.ts'
import { organisationData } from '#server/lib/page-head.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createTutor } from '#tests/support/students.ts'

let t: TestApp
const template = `<!doctype html>
<html lang="en-ZA">
  <head>
    <title>Default title</title>
    <meta name="description" content="Default description" />
  </head>
  <body><div id="root"></div></body>
</html>`
const script = 'console.log("client")'.repeat(50)
beforeAll(async () => {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'client-'))
  await mkdir(path.join(clientDir, 'assets'))
  await writeFile(path.join(clientDir, 'index.html'), template)
  await writeFile(path.join(clientDir, 'assets/main-abc123.js'), script)
  await writeFile(path.join(clientDir, 'assets/main-abc123.js.br'), brotliCompressSync(script))
  await writeFile(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  t = await createTestApp(
    { PUBLIC_URL: 'https://tutoring.example.co.za', BUSINESS_NAME: 'Maths & <Friends>' },
    { clientDir },
  )
})
afterAll(async () => t.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

describe('serving the built client', () => {
  it('serves index.html at / with no-cache', async () => {
    const res = await get('/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('falls back to index.html for client routes, with or without a query', async () => {
    for (const url of ['/dashboard', '/tutors/12', '/verify-email?token=abc']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<div id="root"></div>')
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it('serves hashed assets with a year of immutable caching, pre-compressed when accepted', async () => {
    const res = await get('/assets/main-abc123.js', { 'accept-encoding': 'br, gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('br')
    const plain = await get('/assets/main-abc123.js')
    expect(plain.body).toBe(script)
  })

  it('answers 404 for an unknown asset instead of the page', async () => {
    const res = await get('/assets/missing-123.js')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/json/)
  })

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await get('/api/nothing-here')
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toBeTruthy()
  })

  it('serves other public files with no-cache', async () => {
    const res = await get('/favicon.svg')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
  })
})

describe('what search engines and link previews read', () => {
  it("writes each public page's title, description, canonical link and Open Graph tags", async () => {
    const res = await get('/about')
    expect(res.body).toContain('<title>About us | Maths &amp; &lt;Friends&gt;</title>')
    expect(res.body).toContain(
      `<meta name="description" content="${publicPages['/about'].description}" />`,
    )
    expect(res.body).not.toContain('Default description')
    expect(res.body).toContain(
      '<link rel="canonical" href="https://tutoring.example.co.za/about" />',
    )
    expect(res.body).toContain(
      '<meta property="og:title" content="About us | Maths &amp; &lt;Friends&gt;" />',
    )
    expect(res.body).toContain(
      '<meta property="og:url" content="https://tutoring.example.co.za/about" />',
    )
    expect(res.body).toContain(
      '<meta property="og:image" content="https://tutoring.example.co.za/og-image.jpg" />',
    )
    expect(res.body).not.toContain('noindex')
  })

  it('gives every sitemap page its own title and description', async () => {
    const titles = new Set<string>()
    for (const pathname of sitemapPaths) {
      const body = (await get(pathname)).body
      const title = /<title>([^<]*)<\/title>/.exec(body)?.[1]
      expect(title, pathname).toContain(publicPages[pathname].title.replaceAll('&', '&amp;'))
      titles.add(title!)
      expect(publicPages[pathname].description.length, pathname).toBeLessThanOrEqual(170)
    }
    expect(titles.size).toBe(sitemapPaths.length)
  })

  it('describes the business with schema.org data on the home page only', async () => {
    const home = (await get('/')).body
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home)?.[1]
    expect(json).toBeDefined()
    // The name's "<" is escaped so it cannot close the script element.
    expect(json).not.toContain('<')
    const data = JSON.parse(json!)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['EducationalOrganization', 'LocalBusiness'],
      name: 'Maths & <Friends>',
      url: 'https://tutoring.example.co.za/',
      priceRange: 'R250 - R1,750',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Atteridgeville',
        addressLocality: 'Pretoria',
        addressRegion: 'Gauteng',
        postalCode: '0008',
        addressCountry: 'ZA',
      },
    })
    // Open 08:00 to 01:00 the next morning: two ranges a day, none read as one hour.
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: '08:00', closes: '23:59:59' }),
      expect.objectContaining({ opens: '00:00', closes: '01:00' }),
    ])
    expect(data.openingHoursSpecification[0].dayOfWeek).toHaveLength(7)
    // The unconfigured profiles are the networks' home pages: not the business's.
    expect(data).not.toHaveProperty('sameAs')
    expect((await get('/about')).body).not.toContain('application/ld+json')
  })

  it('names in sameAs only the profiles that are configured', () => {
    const data = organisationData(
      loadConfig({ SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/maths-tutoring' }),
    )
    expect(data.sameAs).toEqual(['https://www.linkedin.com/company/maths-tutoring'])
  })

  it("gives an active tutor's page its own head, found by search engines", async () => {
    const tutor = await createTutor(t.database.db, {
      name: 'Zanele <Mthembu>',
      expertise: ['Calculus', 'Linear Algebra', 'Statistics'],
      yearsExperience: 9,
      profileImageUrl: '/api/tutors/1/photo',
    })
    const away = await createTutor(t.database.db, { name: 'Sipho Away', isActive: false })
    const body = (await get(`/tutors/${tutor.id}`)).body
    expect(body).toContain(
      '<title>Zanele &lt;Mthembu&gt;, mathematics tutor | Maths &amp; &lt;Friends&gt;</title>',
    )
    const description = /<meta name="description" content="([^"]*)" \/>/.exec(body)?.[1]
    expect(description).toBe(
      'Zanele &lt;Mthembu&gt; tutors Calculus, Linear Algebra and Statistics, with 9 years of ' +
        'experience. Book a free consultation or a session, online or in Gauteng.',
    )
    expect(body).toContain(
      `<link rel="canonical" href="https://tutoring.example.co.za/tutors/${tutor.id}" />`,
    )
    expect(body).toContain('<meta property="og:type" content="profile" />')
    expect(body).toContain(
      '<meta property="og:image" content="https://tutoring.example.co.za/api/tutors/1/photo" />',
    )
    expect(body).not.toContain('noindex')
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(body)?.[1]
    expect(json).not.toContain('<')
    expect(JSON.parse(json!)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Zanele <Mthembu>',
      url: `https://tutoring.example.co.za/tutors/${tutor.id}`,
      jobTitle: 'Mathematics tutor',
      knowsAbout: ['Calculus', 'Linear Algebra', 'Statistics'],
      worksFor: { '@id': 'https://tutoring.example.co.za/#organization' },
    })
    // A tutor who no longer teaches, or a number that is no tutor: the shell, not indexed.
    for (const url of [`/tutors/${away.id}`, '/tutors/99999']) {
      expect((await get(url)).body, url).toContain('<meta name="robots" content="noindex" />')
    }
  })

  it('marks gated pages and one-time links noindex, with no canonical link', async () => {
    for (const url of ['/dashboard', '/verify-email?token=abc', '/anything']) {
      const body = (await get(url)).body
      expect(body, url).toContain('<meta name="robots" content="noindex" />')
      expect(body, url).not.toContain('rel="canonical"')
    }
  })

  it('sends pages compressed when accepted and answers a revalidation with 304', async () => {
    const br = await get('/contact', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Contact us')
    const gzip = await get('/contact', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('Contact us')

    const etag = String(br.headers.etag)
    const again = await get('/contact', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect((await get('/about', { 'if-none-match': etag })).statusCode).toBe(200)
  })
})
