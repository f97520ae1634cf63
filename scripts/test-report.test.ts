import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readPlaywrightReport, readVitestReport, timingLines } from './test-report.mjs'

const dir = mkdtempSync(path.join(os.tmpdir(), 'test-report-'))
const write = (name: string, content: unknown) => {
  const file = path.join(dir, name)
  writeFileSync(file, JSON.stringify(content))
  return file
}

describe('the test report beside the closing line', () => {
  const vitest = readVitestReport(
    write('vitest.json', {
      numPassedTests: 2,
      numFailedTests: 1,
      testResults: [
        {
          name: `${process.cwd()}/src/a.test.ts`,
          assertionResults: [
            { fullName: 'a quick one', duration: 5 },
            { fullName: 'a slow one', duration: 4200 },
            { fullName: 'a failed one', duration: 300 },
          ],
        },
      ],
    }),
  )
  const playwright = readPlaywrightReport(
    write('playwright.json', {
      stats: { expected: 1, flaky: 1, unexpected: 0 },
      suites: [
        {
          title: 'booking.spec.ts',
          specs: [],
          suites: [
            {
              title: 'a describe',
              specs: [
                {
                  title: 'books a session',
                  tests: [
                    { projectName: 'desktop', results: [{ duration: 2500 }, { duration: 9000 }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    }),
  )

  it('counts passed, failed and flaky tests of both runners', () => {
    expect(vitest).toMatchObject({ passed: 2, failed: 1, flaky: 0 })
    expect(playwright).toMatchObject({ passed: 2, failed: 0, flaky: 1 })
  })

  it('prints each suite’s wall time and the slowest tests, slowest first', () => {
    const lines = timingLines(
      [
        { label: 'Vitest', wallMs: 61_000, report: vitest },
        { label: 'Playwright', wallMs: 120_500, report: playwright },
      ],
      2,
    )
    expect(lines).toContain('  Vitest          61.0 s  (3 tests)')
    expect(lines).toContain('  Playwright     120.5 s  (1 test)')
    const slowest = lines.slice(lines.indexOf('Slowest 2 tests:') + 1)
    expect(slowest).toEqual([
      '     9.0 s  booking.spec.ts › a describe › books a session [desktop]',
      '     4.2 s  src/a.test.ts › a slow one',
    ])
  })

  it('says so when a runner left no report', () => {
    expect(readVitestReport(path.join(dir, 'missing.json'))).toBeNull()
    expect(timingLines([{ label: 'Vitest', wallMs: 1000, report: null }])).toContain(
      '  Vitest           1.0 s  (no report)',
    )
  })
})
