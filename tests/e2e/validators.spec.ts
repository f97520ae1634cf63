import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { publicPages, sitemapPaths } from '../../src/shared/site-pages.ts'
import { nuHtmlProblems } from '../support/nu-html-checker.ts'
import { signUpVerifiedAndIn } from './support/accounts.ts'
import type { Cookies } from './support/administrator.ts'
import { desktop, phone } from './support/devices.ts'
import { checkA11y, expect, settled, standInForMapService, test } from './support/fixtures.ts'
import { htmlCodeSnifferErrors } from './support/html-codesniffer.ts'
import { expectFitsPhone } from './support/phone-fit.ts'
import { waitForWholePage } from './support/whole-page.ts'

// Issue 26: every public page, as the browser holds it once hydrated and its data are in,
// at both widths, passes the Nu Html Checker and HTML_CodeSniffer's WCAG2AA rules as pa11y
// runs them (docs/decisions/023), besides axe (phone-pages.phone.spec.ts and each page's
// spec). The Nu Html Checker is a JVM whose start is most of its cost, so each test sends
// its pages' DOMs to one run; four tests (two widths, two halves of the pages) run side by
// side, each well inside its time on a busy machine.

/**
 * The sales forms a visitor reaches once signed in (D24), and the booking form a verified
 * student fills in: forms like the rest.
 */
const SIGNED_IN_PAGES = ['/donate', '/partner-with-me', '/book']

/**
 * HTML_CodeSniffer errors let through, each with its reason (docs/decisions/023). By card,
 * paying is what sends a donation, a video order or a booking (issue 25): the form then has
 * the wallet's pay button and no submit button, which H32.2 asks of every form. H32 is one
 * sufficient technique for WCAG 3.2.2 (On Input), not a requirement: these forms change no
 * context on input, so 3.2.2 holds, and a second button would again offer a way to send an
 * order that is not paid.
 */
const ACCEPTED: { page: RegExp; code: string }[] = [
  {
    page: /^\/(donate|support-teacher|book) at /,
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
        await expect(page).toHaveURL(path)
        await waitForWholePage(page)
        await settled(page)
        const name = `${path} at ${device.viewport?.width} px`
        // The DOM before HTML_CodeSniffer comes in, which adds nothing but is no page's part.
        const html = await page.content()
        visited.push({ name, html, htmlcs: await htmlCodeSnifferErrors(page) })
        if (device === phone) await fitsThePhone(page, path)
      }
    }
  } finally {
    await context.close()
  }
  expect(errors, 'console errors in the pages').toEqual([])
  return visited
}

/**
 * At 390 px each page is also what phone-pages.phone.spec.ts checks of the pages it does
 * not open itself (issue 19): axe finds nothing, nothing sticks out sideways, and a public
 * page has its own title.
 */
async function fitsThePhone(page: Page, path: string) {
  await checkA11y(page)
  await expectFitsPhone(page, path)
  const title = (publicPages as Record<string, { title: string } | undefined>)[path]?.title
  if (title) expect(await page.title()).toMatch(new RegExp(`^${escapeRegExp(title)} \\| `))
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The pages of one test: half of them, so the halves and widths run side by side. */
function pagesOf(half: 0 | 1, tutorId: number) {
  const visitor = [...sitemapPaths, '/forgot-password', `/tutors/${tutorId}`]
  const middle = Math.ceil(visitor.length / 2)
  return half === 0
    ? { visitor: visitor.slice(0, middle), signedIn: [] }
    : { visitor: visitor.slice(middle), signedIn: SIGNED_IN_PAGES }
}

for (const [device, width] of [
  [phone, 390],
  [desktop, 1280],
] as const) {
  for (const half of [0, 1] as const) {
    test(`every public page passes the Nu Html Checker and HTML_CodeSniffer (WCAG2AA) at ${width} px, part ${half + 1} of 2`, async ({
      browser,
      page,
      baseURL,
    }) => {
      // About ten pages, each scrolled through, and the checker's JVM: a busy 2-core machine
      // running the other specs beside it needs more than the default.
      test.setTimeout(120_000)
      const tutors = (await (await page.request.get('/api/tutors')).json()) as { id: number }[]
      const paths = pagesOf(half, tutors[0]!.id)
      let student: Cookies = []
      if (paths.signedIn.length > 0) {
        await signUpVerifiedAndIn(page, baseURL)
        student = await page.context().cookies()
      }
      const visited = await visit(browser, device, paths, student)
      const documents = Object.fromEntries(visited.map(({ name, html }) => [name, html]))

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
      const expected = ACCEPTED.filter((a) => visited.some(({ name }) => a.page.test(name)))
      expect
        .soft(
          expected.filter((a) => !found.some(({ name, error }) => isAccepted(a, name, error))),
          'accepted HTML_CodeSniffer errors that no longer occur',
        )
        .toEqual([])
      expect(await nuHtmlProblems(documents), 'Nu Html Checker errors and warnings').toEqual([])
    })
  }
}
