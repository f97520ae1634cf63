import { administratorCookies } from '../support/administrator.ts'
import { expectConsoleErrors, failedResource } from '../support/console.ts'
import type { E2E_ADMIN_EMAILS } from '../support/e2e-settings.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'

// The overview's backups (issue 28): the office takes one now and sees it as the last one.
// The server's own schedule, retention, encryption and the bucket are the API suite's.

const ADMIN_EMAIL = 'backups-admin@example.com' satisfies (typeof E2E_ADMIN_EMAILS)[number]

test('the office backs up from the overview and sees the backup as the last one', async ({
  page,
  consoleErrors,
}) => {
  await page.context().addCookies(await administratorCookies(ADMIN_EMAIL))
  await page.goto('/admin')
  const backups = page.getByRole('region', { name: 'Backups' })
  await expect(backups).toBeVisible()
  await expect(backups.getByText(/every 24 hours/)).toBeVisible()

  // The server's own scheduled backup may be running at that moment (its answer is a 409,
  // the other test's subject): then the office simply asks again.
  await expect(async () => {
    await backups.getByRole('button', { name: 'Back up now' }).click()
    await expect(backups.getByText(/^Backup taken \(\d/)).toBeVisible({ timeout: 3_000 })
  }).toPass()
  const last = backups.getByTestId('last-backup')
  await expect(last.getByText('Succeeded')).toBeVisible()
  await expect(last.getByText(/SAST \(Back office\)/)).toBeVisible()
  await expect(last.getByText(/^backup-\d{8}T\d{6}Z\.tar\.gz · not encrypted/)).toBeVisible()
  await expect(backups.getByTestId('backup-warning')).toHaveCount(0)
  await checkA11y(page)
  // A 409 met on the way is logged by Chromium; nothing else may be.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('409')))
})

test('the office is told when a backup failed or another one is being taken', async ({
  page,
  consoleErrors,
}) => {
  await page.context().addCookies(await administratorCookies(ADMIN_EMAIL))
  let answer: 'failed' | 'busy' = 'failed'
  await page.route(
    (url) => url.pathname === '/api/admin/backups',
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      if (answer === 'busy') {
        return route.fulfill({
          status: 409,
          json: { error: 'A backup started at 2026-11-26T10:00:00.000Z is still being taken.' },
        })
      }
      return route.fulfill({
        status: 201,
        json: {
          id: '9b2f6c1e-4d3a-4e5b-8c7d-1a2b3c4d5e6f',
          trigger: 'office',
          status: 'failed',
          started_at: '2026-11-26T10:00:00.000Z',
          finished_at: '2026-11-26T10:00:01.000Z',
          file_name: null,
          size_bytes: null,
          rows: null,
          files: null,
          encrypted: false,
          copied_to_bucket: false,
          error: 'ENOSPC: no space left on device',
        },
      })
    },
  )
  await page.goto('/admin')
  const backups = page.getByRole('region', { name: 'Backups' })
  const backUpNow = backups.getByRole('button', { name: 'Back up now' })
  await backUpNow.click()
  await expect(
    backups.getByText('The backup failed: ENOSPC: no space left on device'),
  ).toBeVisible()
  answer = 'busy'
  await backUpNow.click()
  await expect(backups.getByText(/is still being taken\.$/)).toBeVisible()
  await expectConsoleErrors(consoleErrors, failedResource(409))
})
