import { test, expect } from './support/fixtures.ts'

test('probe', async ({ page, consoleErrors }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text(), JSON.stringify(consoleErrors)))
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('auth-buttons')).toBeVisible()
  await page.waitForTimeout(500)
  console.log('errors', consoleErrors)
})
