// Bytes a first visit transfers (compressed, as sent) for the public pages: the HTML,
// JavaScript and CSS a phone downloads before the page works, and all requests in total.
// Run by `npm run bench`; needs the build and a Chromium (CHROME_PATH or /usr/bin/chromium).
import { chromium } from '@playwright/test'

export const PAGES = [
  '/',
  '/about',
  '/contact',
  '/mathematics-topics',
  '/who-we-serve',
  '/privacy',
  '/terms',
  '/tutors',
  '/school-booking',
  '/teacher-workshops',
  '/become-tutor',
  '/support-teacher',
  '/library',
  '/announcements',
  // A demo tutor of the embedded database.
  '/tutors/1',
]

export async function measurePageWeights(baseUrl, executablePath) {
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const rows = []
  try {
    for (const pathname of PAGES) {
      // A fresh context per page: an empty cache, as on a first visit.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      const types = new Map()
      const bytes = new Map()
      cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type))
      cdp.on('Network.loadingFinished', (event) =>
        bytes.set(event.requestId, event.encodedDataLength),
      )
      await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' })
      const sum = (wanted) =>
        [...bytes].reduce(
          (total, [id, size]) => (!wanted || wanted.includes(types.get(id)) ? total + size : total),
          0,
        )
      rows.push({
        page: pathname,
        'HTML+JS+CSS KB': +(sum(['Document', 'Script', 'Stylesheet']) / 1024).toFixed(1),
        'all requests KB': +(sum() / 1024).toFixed(1),
        requests: bytes.size,
      })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return rows
}
