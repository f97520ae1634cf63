import type { Browser, BrowserContextOptions } from '@playwright/test'
import { sitemapPaths } from '../../src/shared/site-pages.ts'
import { nuHtmlProblems } from '../support/nu-html-checker.ts'
import { signUpAndIn } from './support/accounts.ts'
import type { Cookies } from './support/administrator.ts'
import { desktop, phone } from './support/devices.ts'
import { expect, settled, standInForMapService, test } from './support/fixtures.ts'
import { htmlCodeSnifferErrors } from './support/html-codesniffer.ts'
import { waitForWholePage } from './support/whole-page.ts'

// Issue 26: every public page, as the browser holds it once hydrated and its data are in,
// at both widths, passes the Nu Html Checker and HTML_CodeSniffer's WCAG2AA rules as pa11y
// runs them (docs/decisions/023), besides axe (phone-pages.phone.spec.ts and each page's
// spec). One test: the Nu Html Checker is a JVM whose start is most of its cost, so every
// page's DOM goes to one run; the two widths walk their pages side by side meanwhile.

/** The sales forms a visitor reaches once signed in (D24): they are forms like the rest. */
const SIGNED_IN_PAGES = ['/donate', '/partner-with-me']

/**
 * HTML_CodeSniffer errors let through, each with its reason (docs/decisions/023). By card,
 * paying is what sends a donation or a video order (issue 25): the form then has the
 * wallet's pay buttons and no submit button, which H32.2 asks of every form. Giving those
 * forms a submit button again is a decision about that flow, left open there.
 */
const ACCEPTED: { page: RegExp; code: string }[] = [
  {
    page: /^\/(donate|support-teacher) at /,
    code: 'WCAG2AA.Principle3.Guideline3_2.3_2_2.H32.2',
  },
]
const isAccepted = ({ page, code }: (typeof ACCEPTED)[number], name: string, error: string) =>
  page.test(name) && error.startsWith(`${code}:`)

interface Visited {
  /** `path at width`, the name each failure is reported under. */
  name: string
  html: string
  htmlcs: string[]
}

/** Opens each path in a context of `device`'s width, signed in for the signed-in pages. */
async function visit(
  browser: Browser,
  device: BrowserContextOptions,
  paths: { visitor: string[]; signedIn: string[] },
  student: Cookies,
): Promise<Visited[]> {
  const context = await browser.newContext({ ...device, baseURL: process.env.E2E_BASE_URL })
  await standInForMapService(context)
  const page = await context.newPage()
  const errors: string[] = []
  // As the `page` fixture does (support/fixtures.ts), for this context's page.
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const visited: Visited[] = []
  try {
    for (const [signedIn, list] of [
      [false, paths.visitor],
      [true, paths.signedIn],
    ] as const) {
      if (signedIn) await context.addCookies(student)
      for (const path of list) {
        await page.goto(path)
        await waitForWholePage(page)
        await settled(page)
        const name = `${path} at ${device.viewport?.width} px`
        // The DOM before HTML_CodeSniffer comes in, which adds nothing but is no page's part.
        const html = await page.content()
        visited.push({ name, html, htmlcs: await htmlCodeSnifferErrors(page) })
      }
    }
  } finally {
    await context.close()
  }
  expect(errors, 'console errors in the pages').toEqual([])
  return visited
}

test('every public page passes the Nu Html Checker and HTML_CodeSniffer (WCAG2AA) at 390 and 1280 px', async ({
  browser,
  page,
  baseURL,
}) => {
  // Two widths of about twenty pages each, and the checker's JVM, in one test (see above):
  // 48 s on a 2-core machine that other builds kept at a load of 11.
  test.setTimeout(120_000)
  const tutors = (await (await page.request.get('/api/tutors')).json()) as { id: number }[]
  const visitor = [...sitemapPaths, '/forgot-password', `/tutors/${tutors[0]!.id}`]
  await signUpAndIn(page, baseURL)
  const student = await page.context().cookies()

  const widths = await Promise.all(
    [phone, desktop].map((device) =>
      visit(browser, device, { visitor, signedIn: SIGNED_IN_PAGES }, student),
    ),
  )
  const visited = widths.flat()

  // A page whose DOM is the same at both widths is validated once, under both names.
  const names = new Map<string, string[]>()
  for (const { name, html } of visited) names.set(html, [...(names.get(html) ?? []), name])
  const documents = Object.fromEntries([...names].map(([html, list]) => [list.join(', '), html]))

  const found = visited.flatMap(({ name, htmlcs }) => htmlcs.map((error) => ({ name, error })))
  expect
    .soft(
      found
        .filter(({ name, error }) => !ACCEPTED.some((a) => isAccepted(a, name, error)))
        .map(({ name, error }) => `${name}: ${error}`),
      'HTML_CodeSniffer WCAG2AA errors',
    )
    .toEqual([])
  // An accepted error that no longer occurs leaves the list.
  expect
    .soft(
      ACCEPTED.filter((a) => !found.some(({ name, error }) => isAccepted(a, name, error))),
      'accepted HTML_CodeSniffer errors that no longer occur',
    )
    .toEqual([])
  expect(await nuHtmlProblems(documents), 'Nu Html Checker errors and warnings').toEqual([])
})
