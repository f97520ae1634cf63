// What the bench needs before it measures: free ports, children that are listening, and a
// signed-in student with a few bookings, made through the API as a person would.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** Resolves when the child prints "listening" (the baselines do once they accept). */
export const waitForListening = (child) =>
  new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('listening')) resolve()
    })
    child.on('exit', (code) => reject(new Error(`baseline exited (${code})`)))
  })

const json = (url, cookie) => ({
  'content-type': 'application/json',
  origin: new URL(url).origin,
  ...(cookie ? { cookie } : {}),
})

/** The verification link's token from the newest mail to `email` in the mail folder. */
async function verificationToken(dataDir, email) {
  const folder = path.join(dataDir, 'mail')
  for (let i = 0; i < 200; i++) {
    // The outbox writes the mail a moment after the answer (the folder too, the first time).
    const files = existsSync(folder) ? readdirSync(folder, { withFileTypes: true }) : []
    // A `.eml.tmp` is a mail still being written (renamed into place when whole).
    for (const file of files.filter((f) => f.isFile() && f.name.endsWith('.eml'))) {
      const text = readFileSync(path.join(folder, file.name), 'utf8')
        .replaceAll('=\r\n', '')
        .replaceAll('=\n', '')
        .replaceAll('=3D', '=')
      if (!text.includes(email)) continue
      const token = /verify-email\?token=([A-Za-z0-9_-]{20,})/.exec(text)?.[1]
      if (token) return token
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no verification mail for ${email}`)
}

/**
 * A verified university student, signed in: `{ userId, token, cookie }`. `dataDir` is the
 * server's (its mail folder holds the verification link).
 */
let studentsMade = 0

export async function createBenchStudent(url, dataDir, bookings = 5) {
  const email = `bench-${Date.now()}-${studentsMade++}@example.com`
  const password = 'Bench-Maths-2026!'
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: json(url),
    body: JSON.stringify({
      name: 'Bench Student',
      email,
      password,
      confirmPassword: password,
      phone_number: '0821234567',
      student_category: 'university',
      student_level: 'First Year',
    }),
  })
  if (registered.status !== 201) throw new Error(`register: ${await registered.text()}`)
  const verified = await fetch(`${url}/api/verify-email/${await verificationToken(dataDir, email)}`)
  if (!verified.ok) throw new Error(`verify: ${await verified.text()}`)
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: json(url),
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok) throw new Error(`login: ${await login.text()}`)
  const setCookies = login.headers.getSetCookie()
  const token = /(?:^|;\s*)session=([^;]+)/.exec(setCookies.join('; '))?.[1]
  if (!token) throw new Error('login set no session cookie')
  // Every cookie the sign-in set, as a browser sends them (the session and its readable hint).
  const cookie = setCookies.map((each) => each.split(';')[0]).join('; ')
  const me = await (await fetch(`${url}/api/users/me`, { headers: { cookie } })).json()
  for (let i = 0; i < bookings; i++) {
    const booked = await fetch(`${url}/api/bookings`, {
      method: 'POST',
      headers: json(url, cookie),
      body: JSON.stringify(bookingBody(i)),
    })
    if (booked.status !== 201) throw new Error(`booking: ${await booked.text()}`)
  }
  return { userId: me.id, token, cookie }
}

const DAY_MS = 86_400_000
const HOURS = [
  '08:00',
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
]

/** The n-th of a student's distinct hour-long requests: a later day every ten. */
export function bookingBody(n) {
  const date = new Date(Date.now() + (2 + Math.floor(n / HOURS.length)) * DAY_MS)
  return {
    session_type: 'one_to_one',
    mathematics_module_id: 1,
    package_type: '1_hour',
    preferred_date: date.toLocaleDateString('en-CA', { timeZone: 'Africa/Johannesburg' }),
    preferred_time: HOURS[n % HOURS.length],
    meeting_platform: 'google_meet',
    payment_method: 'bank_transfer',
    meeting_aim: 'Calculus revision',
  }
}
