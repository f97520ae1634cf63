import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

// HTML_CodeSniffer's WCAG2AA rules as pa11y runs them (docs/decisions/023): the same
// package and build pa11y's htmlcs runner loads into the page, `HTMLCS.process` on the
// whole document, and of its messages the errors only (pa11y's default ignores warnings
// and notices; no rule is ignored). pa11y itself drives its own browser, which would be
// downloaded at install; here it runs in the test's own Chromium.

const htmlcsSource = readFileSync(
  createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'),
  'utf8',
)

/** HTMLCS's message type for an error (2 is a warning, 3 a notice). */
const ERROR = 1

/**
 * HTML_CodeSniffer's WCAG2AA errors on the page as it is now, each as
 * `code: message — <element …>` (the element's start as pa11y shows it, cut short).
 */
export async function htmlCodeSnifferErrors(page: Page): Promise<string[]> {
  // Evaluated rather than added as a <script>: the product's CSP allows no inline script,
  // and an added tag would be part of the DOM under test.
  if (!(await page.evaluate('typeof window.HTMLCS?.process === "function"'))) {
    await page.evaluate(htmlcsSource)
  }
  return page.evaluate(
    ({ errorType }) => {
      type Message = { type: number; code: string; msg: string; element: Element | Document }
      const { HTMLCS } = window as unknown as {
        HTMLCS: {
          process: (
            standard: string,
            content: Document,
            done: () => void,
            failed: () => void,
          ) => void
          getMessages: () => Message[]
        }
      }
      return new Promise<string[]>((resolve, reject) => {
        const done = () =>
          resolve(
            HTMLCS.getMessages()
              .filter((message) => message.type === errorType)
              .map((message) => {
                const element = message.element
                const html = 'outerHTML' in element ? element.outerHTML : '#document'
                const start = html.slice(0, html.indexOf('>') + 1 || 120).slice(0, 120)
                return `${message.code}: ${message.msg} — ${start}`
              }),
          )
        HTMLCS.process('WCAG2AA', document, done, () =>
          reject(new Error('HTML_CodeSniffer could not load the WCAG2AA standard')),
        )
      })
    },
    { errorType: ERROR },
  )
}
