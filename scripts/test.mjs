// `npm test`: every suite — unit and API (Vitest, on PGlite and, when TEST_DATABASE_URL
// is set, PostgreSQL), process tests, and end-to-end (Playwright in Chromium against the
// built app) — then one closing line summing them all: `N passed, N failed`.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { buildIsStale, root } from './build-state.mjs'
import { readPlaywrightReport, readVitestReport, timingLines } from './test-report.mjs'

const reports = path.join(root, '.tmp/test-reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const wallMs = {}
function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`)
  const started = Date.now()
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  wallMs[label] = Date.now() - started
  return result.status ?? 1
}

// The build first, when the sources are newer: the end-to-end suite needs it (its global
// setup would make it otherwise), and the process tests' servers, starting on empty data
// folders, then copy its embedded database template instead of making a database and
// running every migration in WASM, the slowest part of those tests in CI.
let buildFailed = false
if (buildIsStale()) buildFailed = run('Build', 'npm', ['run', 'build']) !== 0

const vitestReport = path.join(reports, 'vitest.json')
const VITEST = 'Vitest: unit, API and process suites'
const PLAYWRIGHT = 'Playwright: end-to-end in Chromium'
const vitestStatus = run(VITEST, 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
])

const playwrightReport = path.join(reports, 'playwright.json')
const playwrightStatus = run(PLAYWRIGHT, 'npx', ['playwright', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
})

const vitest = readVitestReport(vitestReport)
const playwright = readPlaywrightReport(playwrightReport)
const passed = (vitest?.passed ?? 0) + (playwright?.passed ?? 0)
let failed = (vitest?.failed ?? 0) + (playwright?.failed ?? 0)
if (playwright?.flaky) {
  console.log(`\n${playwright.flaky} end-to-end test(s) passed only on retry (flaky)`)
}
for (const line of timingLines([
  ...(wallMs.Build === undefined
    ? []
    : [{ label: 'Build', wallMs: wallMs.Build, report: null, note: 'the app, for both' }]),
  { label: 'Vitest', wallMs: wallMs[VITEST], report: vitest },
  { label: 'Playwright', wallMs: wallMs[PLAYWRIGHT], report: playwright },
])) {
  console.log(line)
}
// A runner that crashed before reporting counts as a failure, never as silence.
if (buildFailed) failed += 1
if (vitestStatus !== 0 && failed === 0) failed += 1
if (playwrightStatus !== 0 && !existsSync(playwrightReport)) failed += 1

console.log(`\n${passed} passed, ${failed} failed`)
process.exit(!buildFailed && vitestStatus === 0 && playwrightStatus === 0 && failed === 0 ? 0 : 1)
