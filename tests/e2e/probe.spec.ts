import { test, expect } from './support/fixtures.ts'

test('probe', async ({ page, consoleErrors }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()))
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('auth-buttons')).toBeVisible()
  console.log('errors', consoleErrors)
  console.log(await page.title())
  const r = await page.request.get('/sitemap.xml')
  console.log(r.status(), r.headers()['content-type'])
})
