// Bytes a first visit transfers (compressed, as sent) for the public pages: the HTML,
// JavaScript and CSS a phone downloads before the page works, and all requests in total;
// then the same once the visitor has scrolled to the end, which brings in what loads only
// near the screen (a page's form and its code, the footer's newsletter form; decision 022).
// Run by `npm run bench`, or alone after `npm run build` with `node scripts/page-weight.mjs`;
// needs a Chromium (CHROME_PATH or /usr/bin/chromium).
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { startBuiltServer } from './built-server.mjs'

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

/* global document, window, requestAnimationFrame -- in the page, through page.evaluate */

/**
 * Scrolls a screen at a time to the end, then waits for the network to be quiet for 500 ms
 * (at most 15 s: a request to an outside service, the contact page's map, may hang).
 */
async function scrollThrough(page, pending) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = page.viewportSize().height
  for (let y = step; y < height + step; y += step) {
    await page.evaluate((top) => {
      window.scrollTo(0, top)
      // Two frames: the intersection observers have seen the new position.
      return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }, y)
  }
  const giveUpAt = Date.now() + 15_000
  for (let quiet = 0; quiet < 500 && Date.now() < giveUpAt;) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    quiet = pending.size === 0 ? quiet + 50 : 0
  }
}

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
      const pending = new Set()
      cdp.on('Network.requestWillBeSent', (event) => pending.add(event.requestId))
      cdp.on('Network.loadingFinished', (event) => pending.delete(event.requestId))
      cdp.on('Network.loadingFailed', (event) => pending.delete(event.requestId))
      await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' })
      const sum = (wanted) =>
        [...bytes].reduce(
          (total, [id, size]) => (!wanted || wanted.includes(types.get(id)) ? total + size : total),
          0,
        )
      const kb = (wanted) => +(sum(wanted) / 1024).toFixed(1)
      const row = {
        page: pathname,
        'HTML+JS+CSS KB': kb(['Document', 'Script', 'Stylesheet']),
        'all requests KB': kb(),
        requests: bytes.size,
      }
      await scrollThrough(page, pending)
      row['scrolled through, HTML+JS+CSS KB'] = kb(['Document', 'Script', 'Stylesheet'])
      rows.push(row)
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return rows
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const browser = [process.env.CHROME_PATH, '/usr/bin/chromium'].find(
    (file) => file && existsSync(file),
  )
  if (!browser) throw new Error('No Chromium: set CHROME_PATH')
  const site = await startBuiltServer()
  try {
    console.table(await measurePageWeights(site.url, browser))
  } finally {
    await site.stop()
  }
}
