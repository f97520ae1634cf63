import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { createTutor } from '#tests/support/students.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://tutoring.example.co.za' })
})
afterAll(async () => t.close())

describe('search engines', () => {
  it('lists the public pages in /sitemap.xml with absolute URLs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/application\/xml/)
    expect(res.body).toContain('<loc>https://tutoring.example.co.za/</loc>')
    expect(res.body).toContain('<loc>https://tutoring.example.co.za/tutors</loc>')
    expect(res.body).not.toContain('/dashboard')
  })

  it('lists each active tutor with when the profile last changed, and a date on every entry', async () => {
    const tutor = await createTutor(t.database.db, { name: 'Listed Tutor' })
    const away = await createTutor(t.database.db, { name: 'Away Tutor', isActive: false })
    const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
    expect(body).toContain(
      `<url><loc>https://tutoring.example.co.za/tutors/${tutor.id}</loc>` +
        `<lastmod>${tutor.updatedAt.toISOString()}</lastmod></url>`,
    )
    expect(body).not.toContain(`/tutors/${away.id}<`)
    const entries = body.match(/<url>.*?<\/url>/g) ?? []
    expect(entries.length).toBeGreaterThan(1)
    for (const entry of entries) {
      expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/)
    }
  })

  it('points robots.txt at the sitemap and keeps private areas out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.body).toContain('Sitemap: https://tutoring.example.co.za/sitemap.xml')
    expect(res.body).toContain('Disallow: /api/')
    // What public pages read to show their content stays open to a crawler that renders them.
    for (const read of ['/api/config', '/api/tutors', '/api/mathematics-modules']) {
      expect(res.body).toContain(`Allow: ${read}`)
    }
  })
})
