// What `npm test` prints beside its closing line: each suite's wall time and the slowest
// tests, so a suite growing slow shows at every landing.
import { existsSync, readFileSync } from 'node:fs'

/** Passed, failed and flaky counts and every test's duration from Vitest's JSON report. */
export function readVitestReport(file) {
  if (!existsSync(file)) return null
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const tests = report.testResults.flatMap((result) =>
    result.assertionResults.map((test) => ({
      name: `${relative(result.name)} › ${test.fullName ?? test.title}`,
      ms: test.duration ?? 0,
    })),
  )
  return { passed: report.numPassedTests, failed: report.numFailedTests, flaky: 0, tests }
}

/** The same from Playwright's JSON report; a retried test counts its slowest attempt. */
export function readPlaywrightReport(file) {
  if (!existsSync(file)) return null
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const tests = []
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = Math.max(0, ...(test.results ?? []).map((result) => result.duration ?? 0))
        tests.push({ name: `${[...titles, spec.title].join(' › ')} [${test.projectName}]`, ms })
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of report.suites ?? []) walk(suite, [suite.title])
  const { stats } = report
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    flaky: stats.flaky,
    tests,
  }
}

const relative = (file) => file.replace(`${process.cwd()}/`, '')
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/** The lines printed before `N passed, N failed`. */
export function timingLines(suites, slowest = 10) {
  const lines = ['', 'Wall time per suite:']
  for (const suite of suites) {
    const count = suite.report?.tests.length
    const counted =
      suite.note ?? (suite.report ? `${count} ${count === 1 ? 'test' : 'tests'}` : 'no report')
    lines.push(`  ${suite.label.padEnd(12)} ${seconds(suite.wallMs).padStart(9)}  (${counted})`)
  }
  const tests = suites.flatMap((suite) => suite.report?.tests ?? [])
  tests.sort((a, b) => b.ms - a.ms)
  lines.push(`Slowest ${Math.min(slowest, tests.length)} tests:`)
  for (const test of tests.slice(0, slowest)) {
    lines.push(`  ${seconds(test.ms).padStart(8)}  ${test.name}`)
  }
  return lines
}
