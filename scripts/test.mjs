// `npm test`: every suite — unit and API (Vitest, on PGlite and, when TEST_DATABASE_URL
// is set, PostgreSQL), process tests, and end-to-end (Playwright in Chromium against the
// built app) — then one closing line summing them all: `N passed, N failed`.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { root } from './build-state.mjs'

const reports = path.join(root, '.tmp/test-reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`)
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  return result.status ?? 1
}

const vitestReport = path.join(reports, 'vitest.json')
const vitestStatus = run('Vitest: unit, API and process suites', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
])

const playwrightReport = path.join(reports, 'playwright.json')
const playwrightStatus = run('Playwright: end-to-end in Chromium', 'npx', ['playwright', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
})

let passed = 0
let failed = 0
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
}
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'))
  passed += stats.expected + stats.flaky
  failed += stats.unexpected
  if (stats.flaky > 0)
    console.log(`\n${stats.flaky} end-to-end test(s) passed only on retry (flaky)`)
}
// A runner that crashed before reporting counts as a failure, never as silence.
if (vitestStatus !== 0 && failed === 0) failed += 1
if (playwrightStatus !== 0 && !existsSync(playwrightReport)) failed += 1

console.log(`\n${passed} passed, ${failed} failed`)
process.exit(vitestStatus === 0 && playwrightStatus === 0 && failed === 0 ? 0 : 1)
