import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from './tests/e2e/support/chromium.ts'
import { desktop, phone } from './tests/e2e/support/devices.ts'

const executablePath = chromiumExecutable()

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  // Measured on a 2-core machine with the headless shell (issue 19): 2 workers 6.6 min,
  // 3 workers 5.9, 4 workers 6.2. The browser and the server wait on each other, so one
  // worker more than the cores keeps both busy; a fourth only adds contention.
  workers: process.env.CI ? 3 : undefined,
  // One retry in CI only: a busy 2-core machine can stretch a timed behaviour; a retried
  // test is reported as flaky, never hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // Recording a trace (a DOM snapshot and a screenshot at every step) for every test, to
    // throw it away when the test passed, made the public site's specs take 3.2 min instead
    // of 2.3 (issue 19). In CI a failing test's retry records one; locally, `--trace on`.
    trace: process.env.CI ? 'on-first-retry' : 'off',
    launchOptions: { args: chromiumArgs, ...(executablePath ? { executablePath } : {}) },
  },
  projects: [
    {
      name: 'desktop',
      use: desktop,
      testIgnore: '**/*.phone.spec.ts',
      // A test of the phone's layout only (tag @phone-only) proves nothing at desktop that
      // the desktop's own tests don't.
      grepInvert: /@phone-only\b/,
    },
    {
      name: 'phone',
      use: phone,
      // Phone width for what the phone changes, not everything again (issue 19): the files
      // that name the phone (the menu panel, every page's axe check and overflow), and from
      // the public site's (tests/e2e/site) and the back office's (tests/e2e/admin) specs the
      // tests tagged @phone (the map button, tables as cards, menus behind a button). The
      // rest runs once, at desktop.
      testMatch: [
        '**/*.phone.spec.ts',
        '**/site/*.spec.ts',
        '**/admin/*.spec.ts',
        '**/tutor-portal.spec.ts',
        '**/booking-open-times.spec.ts',
        '**/weekly-lessons.spec.ts',
        '**/reviews.spec.ts',
      ],
      // Matched against "project file describe title @tags": a phone file's every test, and
      // elsewhere the tagged ones (@phone: at both widths; @phone-only: at a phone's alone).
      grep: [/\.phone\.spec\.ts /, /@phone\b/],
    },
  ],
})
