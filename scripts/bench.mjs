// `npm run bench`: throughput of the built server on this machine (loopback only,
// bounded in time). Starts the server on a free port with an empty data folder.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { buildIsStale, root } from './build-state.mjs'
import { measurePageWeights } from './page-weight.mjs'

if (buildIsStale()) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address()
    s.close(() => resolve(port))
  })
})
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'))
const url = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
  },
  stdio: 'inherit',
})
for (let i = 0; i < 300; i++) {
  try {
    if ((await fetch(`${url}/api/ready`)).ok) break
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 100))
}

const asset = readdirSync(path.join(root, 'dist/web/assets')).find((f) => f.endsWith('.js'))
const targets = [
  ['GET /api/health', '/api/health', {}],
  ['GET /api/config', '/api/config', {}],
  ['GET / (index.html)', '/', {}],
  [`GET /assets/${asset} (brotli)`, `/assets/${asset}`, { 'accept-encoding': 'br' }],
]
const rows = []
for (const [name, pathname, headers] of targets) {
  const result = await autocannon({
    url: `${url}${pathname}`,
    connections: 50,
    duration: 5,
    headers,
  })
  rows.push({
    name,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  })
}
console.table(rows)

const browser = [process.env.CHROME_PATH, '/usr/bin/chromium'].find(
  (file) => file && existsSync(file),
)
if (browser) {
  console.log('\nFirst-visit transfer on a phone (compressed, empty cache):')
  console.table(await measurePageWeights(url, browser))
} else {
  console.log('\nNo Chromium (CHROME_PATH or /usr/bin/chromium): page weights not measured.')
}
server.kill('SIGTERM')
await new Promise((r) => server.on('exit', r))
rmSync(dataDir, { recursive: true, force: true })
