import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/**
 * The browser for end-to-end tests: CHROME_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own browser if one was installed. Nothing is downloaded here; with no
 * browser the run fails with one line saying how to get one (never a silent skip).
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium']
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate
  try {
    if (existsSync(chromium.executablePath())) return undefined // Playwright's own
  } catch {
    // No bundled browser either.
  }
  throw new Error(
    'No Chromium for end-to-end tests: run `apt-get install -y chromium` (Debian), set CHROME_PATH, or run `npx playwright install chromium`.',
  )
}

// Flags for Debian's Chromium as root in a closed network (see DEVELOPERS.md).
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
