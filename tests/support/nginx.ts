import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import path from 'node:path'
import { projectDir } from './server-process.ts'

export const NGINX = '/usr/sbin/nginx'
export const SITE_CONF = path.join(projectDir, 'deploy/nginx/maths-tutoring.conf')

/** The test runs Debian's nginx; without it the test fails and says how to get it. */
export function requireNginx(): void {
  if (!existsSync(NGINX)) {
    throw new Error(`Debian's nginx is needed at ${NGINX}: apt-get install -y nginx`)
  }
}

/** A self-signed certificate for `localhost`, made for this run. */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  )
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`)
  return { cert, key }
}

export interface SiteSettings {
  upstreams: number[]
  httpPort: number
  httpsPort: number
  cert: string
  key: string
}

/**
 * The repo's site configuration with only its addresses changed: the instances, the ports
 * (loopback only, no IPv6), the certificate and the server name. Each replaced text must
 * be found exactly as often as expected, so the file cannot drift from what is tested.
 */
export function siteForTest(conf: string, site: SiteSettings): string {
  const replacements: [string, string, number][] = [
    [
      '    server 127.0.0.1:3000;\n',
      site.upstreams.map((port) => `    server 127.0.0.1:${port};\n`).join(''),
      1,
    ],
    ['listen 80;', `listen 127.0.0.1:${site.httpPort};`, 1],
    ['listen [::]:80;', '', 1],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${site.httpsPort} ssl http2;`, 1],
    ['listen [::]:443 ssl http2;', '', 1],
    ['server_name tutoring.example.co.za;', 'server_name localhost;', 2],
    ['/etc/letsencrypt/live/tutoring.example.co.za/fullchain.pem', site.cert, 1],
    ['/etc/letsencrypt/live/tutoring.example.co.za/privkey.pem', site.key, 1],
  ]
  let result = conf
  for (const [from, to, times] of replacements) {
    const found = result.split(from).length - 1
    if (found !== times) {
      throw new Error(`${SITE_CONF}: expected "${from.trim()}" ${times} time(s), found ${found}`)
    }
    result = result.split(from).join(to)
  }
  return result
}

/** One directive's value in seconds (`client_body_timeout 15s;` → 15). */
export function secondsOf(conf: string, directive: string): number {
  const match = new RegExp(`^\\s*${directive}\\s+(\\d+)s;`, 'm').exec(conf)
  if (!match) throw new Error(`${SITE_CONF} sets no ${directive} in seconds`)
  return Number(match[1])
}

export interface Nginx {
  child: ChildProcess
  output(): string
  exited: Promise<number | null>
  stop(): Promise<void>
}

/**
 * nginx as a process of the test: everything it writes (pid, temporary bodies) under
 * `prefix`, its errors on stderr, in the foreground. The site file is wrapped in the
 * `http` block Debian's /etc/nginx/nginx.conf would give it.
 */
export async function startNginx(prefix: string, site: string, httpsPort: number): Promise<Nginx> {
  requireNginx()
  await mkdir(path.join(prefix, 'temp'), { recursive: true })
  await writeFile(path.join(prefix, 'site.conf'), site)
  const temp = (name: string) => path.join(prefix, 'temp', name)
  const main = [
    // As root nginx would run its workers as `nobody`, who cannot read the temporary prefix.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 512; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    `  include ${path.join(prefix, 'site.conf')};`,
    '}',
  ].join('\n')
  const confFile = path.join(prefix, 'nginx.conf')
  await writeFile(confFile, main)

  let output = ''
  const child = spawn(
    NGINX,
    ['-p', `${prefix}/`, '-c', confFile, '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const nginx: Nginx = {
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
  const deadline = Date.now() + 10_000
  while (!(await accepts(httpsPort))) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${output}`)
    if (Date.now() > deadline) {
      await nginx.stop()
      throw new Error(`nginx did not listen on ${httpsPort}:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return nginx
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

export const readSiteConf = () => readFile(SITE_CONF, 'utf8')
