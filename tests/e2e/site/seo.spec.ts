import { publicPages, sitemapPaths } from '../../../src/shared/site-pages.ts'
import { expect, test } from '../support/fixtures.ts'

// What search engines and link previews read (issue: titles, descriptions, Open Graph,
// schema.org, sitemap), served in the HTML itself.

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]

for (const path of ['/', '/about', '/contact', '/privacy'] as const) {
  test(`${path} is served with its own title, description, canonical link and Open Graph tags`, async ({
    page,
    baseURL,
  }) => {
    const html = await (await page.request.get(path)).text()
    const { title, description } = publicPages[path]
    expect(attr(html, /<title>([^<]*)<\/title>/)).toMatch(new RegExp(`^${title} \\| `))
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe(
      description.replaceAll('&', '&amp;'),
    )
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${baseURL}${path}`)
    expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toMatch(
      new RegExp(`^${title}`),
    )
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toBe(
      `${baseURL}/og-image.jpg`,
    )
    expect((await page.request.get('/og-image.jpg')).headers()['content-type']).toBe('image/jpeg')
  })
}

test('the home page describes the business with schema.org data; gated pages are noindex', async ({
  page,
}) => {
  const home = await (await page.request.get('/')).text()
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home)?.[1]
  const data = JSON.parse(json ?? '{}') as { '@type': string[] }
  expect(data['@type']).toEqual(['EducationalOrganization', 'LocalBusiness'])
  const dashboard = await (await page.request.get('/dashboard')).text()
  expect(dashboard).toContain('<meta name="robots" content="noindex" />')
})

test('the sitemap lists every public page with absolute addresses', async ({ page, baseURL }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  for (const path of sitemapPaths) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`)
  const robots = await (await page.request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('the title and description follow client-side navigation', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('auth-buttons')).toHaveAttribute('data-session', 'signed-out')
  await page.getByRole('link', { name: 'View All Topics' }).click()
  await expect(page).toHaveTitle(/^Mathematics Topics \| /)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    publicPages['/mathematics-topics'].description,
  )
})
