import { expect } from './fixtures.ts'

/**
 * Chromium logs every non-OK or failed request as a console error ("Failed to load
 * resource: …"). A test that provokes one on purpose (a 400, a 500, a refused token, a
 * dropped connection) waits for exactly those messages and takes them out of the
 * fixture's list, so any other console error still fails the test.
 */
export async function expectConsoleErrors(consoleErrors: string[], ...patterns: RegExp[]) {
  for (const pattern of patterns) {
    await expect
      .poll(() => consoleErrors.some((text) => pattern.test(text)), {
        message: `a console error matching ${pattern} (got: ${JSON.stringify(consoleErrors)})`,
      })
      .toBe(true)
    consoleErrors.splice(
      consoleErrors.findIndex((text) => pattern.test(text)),
      1,
    )
  }
}

/** The message Chromium logs for a response with this status. */
export const failedResource = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`)
