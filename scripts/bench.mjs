// `npm run bench`: the built server measured against bare baselines on this machine
// (loopback, 50 connections, interleaved runs), on the embedded database and, when the
// machine's PostgreSQL answers (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test), on PostgreSQL too; then start times and the
// first-visit page weights. Issue 23's targets are printed beside each figure.
// `npm run bench -- --only=signed-in,writes` measures some parts only: start, catalogue,
// signed-in, writes, pages.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { buildIsStale, root } from './build-state.mjs'
import { startBuiltServer } from './built-server.mjs'
import { measurePageWeights } from './page-weight.mjs'
import { interleaved } from './bench/measure.mjs'
import { benchWrites } from './bench/writes.mjs'
import { createBenchStudent, freePort, waitForListening } from './bench/fixtures.mjs'

const PARTS = ['start', 'catalogue', 'signed-in', 'writes', 'pages']
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
const chosen = new Set(only ? only.split(',') : PARTS)
const unknown = [...chosen].filter((part) => !PARTS.includes(part))
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}.`)
  process.exit(2)
}
const measures = (part) => chosen.has(part)

if (buildIsStale()) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })

/** The catalogue's addresses, one tutor's among them (the first of the demo tutors). */
async function catalogueAddresses(url) {
  const [tutor] = await (await fetch(`${url}/api/tutors`)).json()
  return [
    '/api/tutors',
    `/api/tutors/${tutor.id}`,
    '/api/mathematics-modules',
    '/api/announcements',
    '/api/library/files',
  ]
}
const rows = []
const record = (row) => {
  rows.push(row)
  console.log(Object.values(row).join('  '))
}

/** A child process that is stopped when the bench ends. */
function child(command, args, env) {
  const process_ = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return {
    process: process_,
    async stop() {
      if (process_.exitCode !== null) return
      process_.kill('SIGTERM')
      await new Promise((resolve) => process_.on('exit', resolve))
    },
  }
}

async function catalogueRatios(product, database) {
  const addresses = await catalogueAddresses(product.url)
  const bodies = {}
  for (const pathname of addresses) {
    bodies[pathname] = await (await fetch(`${product.url}${pathname}`)).text()
  }
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-bodies-')), 'bodies.json')
  writeFileSync(file, JSON.stringify(bodies))
  const port = await freePort()
  const baseline = child(process.execPath, ['scripts/bench/baseline-bytes.mjs'], {
    PORT: String(port),
    BENCH_BODIES: file,
  })
  await waitForListening(baseline.process)
  try {
    for (const pathname of addresses) {
      record({
        measure: `GET ${pathname} (${database})`,
        ...(await interleaved(
          { url: `http://127.0.0.1:${port}${pathname}` },
          { url: `${product.url}${pathname}` },
        )),
        target: '≥ 0.5',
      })
    }
  } finally {
    await baseline.stop()
    rmSync(path.dirname(file), { recursive: true, force: true })
  }
}

async function signedInRatios(product, databaseUrl) {
  const student = await createBenchStudent(product.url, product.dataDir)
  const port = await freePort()
  const baseline = child(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/baseline-signed-in.ts'],
    {
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      USER_ID: student.userId,
      SESSION_TOKEN: student.token,
    },
  )
  await waitForListening(baseline.process)
  try {
    for (const pathname of ['/api/bookings', '/api/users/me']) {
      record({
        measure: `GET ${pathname} signed in (PostgreSQL)`,
        // Four rounds, not two: these ratios swing by ±0.1 between runs of two.
        ...(await interleaved(
          { url: `http://127.0.0.1:${port}${pathname}` },
          { url: `${product.url}${pathname}`, headers: { cookie: student.cookie } },
          { rounds: 4 },
        )),
        target: '≥ 0.8 of node:http + pg',
      })
    }
  } finally {
    await baseline.stop()
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Start times vary by a few hundred milliseconds from run to run: the median of several. */
async function startTimes({ firsts = 3, restarts = 5 } = {}) {
  const first = []
  const restart = []
  for (let run = 0; run < firsts; run++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'))
    try {
      const fresh = await startBuiltServer({ dataDir })
      await fresh.stop()
      first.push(fresh.readyMs)
      for (let again = 0; run === 0 && again < restarts; again++) {
        const started = await startBuiltServer({ dataDir })
        await started.stop()
        restart.push(started.readyMs)
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  return { first: median(first), restart: median(restart) }
}

async function postgresUrl() {
  const url =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test'
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    const name = `bench_${process.pid}_${Date.now()}`
    await client.query(`CREATE DATABASE ${name}`)
    const benchUrl = new URL(url)
    benchUrl.pathname = `/${name}`
    return {
      url: benchUrl.toString(),
      async drop() {
        const admin = new pg.Client({ connectionString: url })
        await admin.connect()
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await admin.end()
      },
    }
  } catch (error) {
    console.log(`PostgreSQL not measured (${url}: ${error.message})`)
    return undefined
  } finally {
    await client.end().catch(() => undefined)
  }
}

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}\n`)

if (measures('start')) {
  const starts = await startTimes()
  record({
    measure: 'first start, empty data folder (embedded), median of 3',
    ms: starts.first,
    target: '≤ 1500',
  })
  record({ measure: 'restart (embedded), median of 5', ms: starts.restart, target: '≤ 800' })
}

/** The built server on its own data folder (the bench reads its mail folder). */
async function startProduct(env = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'))
  // Bookings are paid by bank transfer here; production offers it once an account is set.
  const bank = { BANK_ACCOUNT_NUMBER: '62000000000', BANK_BRANCH_CODE: '250655' }
  // The bench signs up a student per writer: more than a visitor's sign-up limit.
  const limits = { LOGIN_RATE_LIMIT_MAX: '1000', LOGIN_ACCOUNT_RATE_LIMIT_MAX: '1000' }
  const server = await startBuiltServer({ dataDir, env: { ...bank, ...limits, ...env } })
  return {
    ...server,
    dataDir,
    async stop() {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function writes(product, database, target) {
  if (!measures('writes')) return
  record({ ...(await benchWrites(product.url, product.dataDir, database)), target })
}

if (measures('catalogue') || measures('writes')) {
  const embedded = await startProduct()
  try {
    if (measures('catalogue')) await catalogueRatios(embedded, 'embedded')
    await writes(embedded, 'embedded', '≥ 100/s, none lost')
  } finally {
    await embedded.stop()
  }
}

const postgres =
  measures('catalogue') || measures('signed-in') || measures('writes')
    ? await postgresUrl()
    : undefined
if (postgres) {
  try {
    const product = await startProduct({ DATABASE_URL: postgres.url, SEED_DEMO: 'true' })
    try {
      record({ measure: 'first start, empty database (PostgreSQL)', ms: product.readyMs })
      if (measures('catalogue')) await catalogueRatios(product, 'PostgreSQL')
      if (measures('signed-in')) await signedInRatios(product, postgres.url)
      await writes(product, 'PostgreSQL', '≥ 300/s, none lost')
    } finally {
      await product.stop()
    }
  } finally {
    await postgres.drop()
  }
}

console.log('')
console.table(rows)

const browser = [process.env.CHROME_PATH, '/usr/bin/chromium'].find(
  (file) => file && existsSync(file),
)
if (!measures('pages')) {
  // Not asked for.
} else if (browser) {
  const site = await startBuiltServer()
  try {
    console.log('\nFirst-visit transfer on a phone (compressed, empty cache):')
    console.table(await measurePageWeights(site.url, browser))
  } finally {
    await site.stop()
  }
} else {
  console.log('\nNo Chromium (CHROME_PATH or /usr/bin/chromium): page weights not measured.')
}
