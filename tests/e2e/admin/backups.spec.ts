import { administratorCookies } from '../support/administrator.ts'
import type { E2E_ADMIN_EMAILS } from '../support/e2e-settings.ts'
import { checkA11y, expect, test } from '../support/fixtures.ts'

// The overview's backups (issue 28): the office takes one now and sees it as the last one.
// The server's own schedule, retention, encryption and the bucket are the API suite's.

const ADMIN_EMAIL = 'backups-admin@example.com' satisfies (typeof E2E_ADMIN_EMAILS)[number]

test('the office backs up from the overview and sees the backup as the last one', async ({
  page,
}) => {
  await page.context().addCookies(await administratorCookies(ADMIN_EMAIL))
  await page.goto('/admin')
  const backups = page.getByRole('region', { name: 'Backups' })
  await expect(backups).toBeVisible()
  await expect(backups.getByText(/every 24 hours/)).toBeVisible()

  await backups.getByRole('button', { name: 'Back up now' }).click()
  await expect(backups.getByText(/^Backup taken \(\d/)).toBeVisible()
  const last = backups.getByTestId('last-backup')
  await expect(last.getByText('Succeeded')).toBeVisible()
  await expect(last.getByText(/SAST \(Back office\)/)).toBeVisible()
  await expect(last.getByText(/^backup-\d{8}T\d{6}Z\.tar\.gz · not encrypted/)).toBeVisible()
  await expect(backups.getByTestId('backup-warning')).toHaveCount(0)
  await checkA11y(page)
})
