import { spawn, spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { httpsClient } from '#tests/support/https-client.ts'
import { multipart } from '#tests/support/multipart.ts'
import {
  readSiteConf,
  requireNginx,
  secondsOf,
  selfSignedCertificate,
  siteForTest,
  startNginx,
  type Nginx,
} from '#tests/support/nginx.ts'
import { paddedPdf } from '#tests/support/sample-files.ts'
import { projectDir, type ServerProcess } from '#tests/support/server-process.ts'

// Debian's nginx with the repo's deploy/nginx/maths-tutoring.conf and a self-signed
// certificate, in front of two instances of the built server on one PostgreSQL database:
// what docs/deploy.md promises, checked as a client on the internet would meet it.

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
// Sign-in attempts per client address, per instance (no REDIS_URL: each counts its own).
const LOGIN_LIMIT = 3
const PASSWORD = 'Maths2026!'
const EMAIL = `proxy-${process.pid}@example.com`

let work: string
let bundleDir: string
let database: { name: string; url: string } | undefined
const instances: ServerProcess[] = []
let nginx: Nginx | undefined
let conf: string
let httpPort: number
let client: ReturnType<typeof httpsClient>
let stalls: Promise<[{ closedAfterMs: number }, { closedAfterMs: number }]>
let sessionCookie: string

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

async function adminQuery<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values?: unknown[],
) {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  try {
    return (await db.query<T>(text, values)).rows
  } finally {
    await db.end()
  }
}

async function createDatabase() {
  const name = `proxy_${process.pid}_${randomBytes(3).toString('hex')}`
  try {
    await adminQuery(adminUrl, `create database "${name}"`)
  } catch (error) {
    throw new Error(
      `PostgreSQL is needed at ${adminUrl} for two instances behind nginx (start it, or set TEST_DATABASE_URL): ${String(error)}`,
    )
  }
  return { name, url: withDatabase(adminUrl, name) }
}

/** The bundle `npm run build` makes, built into a folder of this run's own. */
function buildServer(): string {
  const bundle = path.join(bundleDir, 'main.js')
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', bundle], {
    cwd: projectDir,
    encoding: 'utf8',
  })
  if (built.status !== 0) throw new Error(`building the server failed:\n${built.stderr}`)
  return bundle
}

/** `node dist/server/main.js` with NODE_ENV=production, as the systemd unit runs it. */
function startInstance(bundle: string, env: Record<string, string>): ServerProcess {
  let output = ''
  const child = spawn(process.execPath, [bundle], {
    cwd: projectDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, url: `http://127.0.0.1:${env.PORT}`, output: () => output, exited }
}

async function waitUntilLive(server: ServerProcess) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`)
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return
    } catch {
      // Not listening yet: migrating, or waiting for the other instance's migration lock.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`server not live:\n${server.output()}`)
}

/** Distinct free ports: all held open at once, so none is handed out twice. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer()
          server.once('error', reject)
          server.listen(0, '127.0.0.1', () => resolve(server))
        }),
    ),
  )
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port)
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20))
}

beforeAll(async () => {
  requireNginx()
  database = await createDatabase()
  work = await mkdtemp(path.join(os.tmpdir(), 'proxy-test-'))
  bundleDir = path.join(projectDir, '.tmp', `proxy-test-${process.pid}`)
  const bundle = buildServer()
  conf = await readSiteConf()

  const [httpsPort, plainPort, ...upstreams] = await freePorts(4)
  httpPort = plainPort!
  const certificate = selfSignedCertificate(work)
  client = httpsClient(httpsPort!, readFileSync(certificate.cert, 'utf8'))

  // Both start at once against an empty database: the migration lock lets one migrate.
  for (const port of upstreams) {
    instances.push(
      startInstance(bundle, {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: client.origin,
        TRUST_PROXY: '1',
        DATABASE_URL: database.url,
        // One folder for both, as one machine's uploads are shared by its instances.
        DATA_DIR: path.join(work, 'data'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT_MAX: String(LOGIN_LIMIT),
        RATE_LIMIT_MAX: '100000',
        PUBLIC_FORM_RATE_LIMIT_MAX: '100000',
        MAIL_POLL_INTERVAL_MS: '60000',
        BACKUP_INTERVAL_HOURS: '0',
      }),
    )
  }
  // nginx and the stalled clients need no live instance: their timeouts run meanwhile.
  nginx = await startNginx(
    path.join(work, 'nginx'),
    siteForTest(conf, {
      upstreams,
      httpPort,
      httpsPort: httpsPort!,
      ...certificate,
    }),
    httpsPort!,
  )
  // Two clients that stop sending, started now so their timeouts run beside the rest.
  stalls = Promise.all([
    client.stall('GET /api/tutors HTTP/1.1\r\nHost: localhost\r\nAccept: applica'),
    client.stall(
      'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"sl',
    ),
  ])
  await Promise.all(instances.map(waitUntilLive))
})

afterAll(async () => {
  await nginx?.stop()
  for (const instance of instances) {
    if (instance.child.exitCode === null) instance.child.kill('SIGTERM')
    await instance.exited
  }
  if (database)
    await adminQuery(adminUrl, `drop database if exists "${database.name}" with (force)`)
  if (work) await rm(work, { recursive: true, force: true })
  if (bundleDir) await rm(bundleDir, { recursive: true, force: true })
})

describe('the server behind nginx (deploy/nginx/maths-tutoring.conf)', () => {
  it('limits each client by its own address, whatever X-Forwarded-For it sends', async () => {
    const attempt = async (localAddress: string, headers: Record<string, string> = {}) =>
      (await client.postJson('/api/auth/login', {}, { localAddress, headers })).status
    const ceiling = LOGIN_LIMIT * instances.length
    const first: number[] = []
    for (let i = 0; i < ceiling + 2; i++) first.push(await attempt('127.0.0.2'))
    expect(first.filter((status) => status !== 429).length).toBeLessThanOrEqual(ceiling)
    expect(first).toContain(429)

    // Another address is another client: not limited by the first one's attempts.
    expect(await attempt('127.0.0.3')).toBe(400)

    // A client naming a new address in each request is still counted as itself.
    const forged: number[] = []
    for (let i = 0; i < ceiling + 2; i++) {
      forged.push(await attempt('127.0.0.4', { 'x-forwarded-for': `198.51.100.${i + 1}` }))
    }
    expect(forged.filter((status) => status !== 429).length).toBeLessThanOrEqual(ceiling)
    expect(forged).toContain(429)
  })

  it('signs in over https with a Secure __Host- session cookie and HSTS', async () => {
    const registered = await client.postJson('/api/auth/register', {
      name: 'Thandi Nkosi',
      email: EMAIL,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phone_number: '082 555 0199',
      student_category: 'university',
      student_level: 'First Year',
    })
    expect(registered.status, registered.body.toString()).toBe(201)
    const signedIn = await client.postJson('/api/auth/login', { email: EMAIL, password: PASSWORD })
    expect(signedIn.status, signedIn.body.toString()).toBe(200)

    const cookie = (signedIn.headers['set-cookie'] ?? []).find((c) =>
      c.startsWith('__Host-session='),
    )
    expect(cookie).toBeDefined()
    const attributes = cookie!.split(';').map((part) => part.trim().toLowerCase())
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'path=/']))
    expect(attributes.some((part) => part.startsWith('domain='))).toBe(false)
    expect(signedIn.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/)
    sessionCookie = cookie!.split(';')[0]!
  })

  it('sends plain http to https, and keeps the server-only channel off the internet', async () => {
    const plain = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          { host: '127.0.0.1', port: httpPort, path: '/login', headers: { host: 'localhost' } },
          resolve,
        )
        .on('error', reject),
    )
    plain.resume()
    expect(plain.statusCode).toBe(301)
    expect(plain.headers.location).toBe('https://localhost/login')

    // The server's channel for `npm run backup` is reached at 127.0.0.1 on the machine only.
    const internal = await client.postJson('/api/internal/backups', {})
    expect(internal.status).toBe(404)
  })

  it('takes a file of UPLOAD_MAX_BYTES (25 MiB) and gives it back whole', async () => {
    expect(sessionCookie).toBeDefined()
    // Publishing to the library needs a verified address (state set directly, as fixtures do).
    await adminQuery(database!.url, 'update users set email_verified_at = now() where email = $1', [
      EMAIL,
    ])
    const pdf = paddedPdf(loadConfig({}).uploadMaxBytes)
    const form = await multipart(
      { category: 'Study Guides', description: 'The largest file the library takes' },
      { name: 'Past papers.pdf', content: pdf, type: 'application/pdf' },
    )
    const uploaded = await client.request('/api/library/upload', {
      method: 'POST',
      body: form.payload as Buffer,
      headers: {
        'content-type': String(form.headers!['content-type']),
        cookie: sessionCookie,
        origin: client.origin,
      },
    })
    expect(uploaded.status, uploaded.body.toString()).toBe(201)
    const { id } = JSON.parse(uploaded.body.toString()) as { id: string }

    const downloaded = await client.request(`/api/library/download/${id}`)
    expect(downloaded.status).toBe(200)
    const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')
    expect(downloaded.body.length).toBe(pdf.length)
    expect(sha256(downloaded.body)).toBe(sha256(pdf))
  })

  it('loses no request while one instance stops (SIGTERM) in the middle of a stream', async () => {
    const agent = client.keepAliveAgent()
    const results: { what: string; status?: number; error?: string }[] = []
    const subscribed: string[] = []
    let stop = false
    const worker = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const email = `stream-${n}-${i}@example.com`
        const write = i % 2 === 1
        try {
          const answer = write
            ? await client.postJson('/api/newsletter/subscribe', { email }, { agent })
            : await client.request('/api/tutors', { agent })
          if (write) subscribed.push(email)
          results.push({ what: write ? `subscribe ${email}` : 'tutors', status: answer.status })
        } catch (error) {
          results.push({ what: write ? `subscribe ${email}` : 'tutors', error: String(error) })
        }
      }
    }
    const workers = Array.from({ length: 6 }, (_, n) => worker(n))
    await until(() => results.length >= 60)
    const stopping = instances[1]!
    const stoppingPort = new URL(stopping.url).port
    const stoppingAt = Date.now()
    stopping.child.kill('SIGTERM')
    const code = await stopping.exited
    const stopMs = Date.now() - stoppingAt
    const atExit = results.length
    await until(() => results.length >= atExit + 60)
    stop = true
    await Promise.all(workers)
    agent.destroy()

    expect(results.filter((result) => result.status !== 200)).toEqual([])
    expect(code, stopping.output()).toBe(0)
    // Promptly: its keep-alive connections from nginx do not hold the shutdown open.
    expect(stopMs).toBeLessThan(5000)
    // nginx did meet the stopping instance (a 503, a refused or reset connection) and
    // answered those requests from the other one.
    expect(nginx!.output()).toContain(`upstream: "http://127.0.0.1:${stoppingPort}/`)
    const [stored] = await adminQuery<{ n: number }>(
      database!.url,
      "select count(*)::int as n from newsletter_subscribers where email like 'stream-%'",
    )
    expect(stored!.n).toBe(subscribed.length)
  })

  it('cuts off a client that stops sending its headers or its body', async () => {
    const [headers, body] = await stalls
    const headerTimeoutMs = secondsOf(conf, 'client_header_timeout') * 1000
    const bodyTimeoutMs = secondsOf(conf, 'client_body_timeout') * 1000
    // Closed by nginx's own timeout: not before it, and not long after.
    expect(headers.closedAfterMs).toBeGreaterThanOrEqual(headerTimeoutMs - 1000)
    expect(headers.closedAfterMs).toBeLessThan(headerTimeoutMs + 5000)
    expect(body.closedAfterMs).toBeGreaterThanOrEqual(bodyTimeoutMs - 1000)
    expect(body.closedAfterMs).toBeLessThan(bodyTimeoutMs + 5000)
  })
})
