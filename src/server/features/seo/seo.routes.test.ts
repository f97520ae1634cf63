import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'

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

  it('points robots.txt at the sitemap and keeps private areas out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.body).toContain('Sitemap: https://tutoring.example.co.za/sitemap.xml')
    expect(res.body).toContain('Disallow: /api/')
  })
})
