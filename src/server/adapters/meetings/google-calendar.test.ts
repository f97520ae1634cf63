import { generateKeyPairSync } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { importSPKI, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGoogleCalendarMeetings } from './google-calendar.ts'

// The Calendar adapter against a local stand-in for Google's token endpoint and Calendar
// API (this machine cannot reach Google), which checks the signed assertion.

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString()

let google: Server
let base: string
const tokenRequests: Record<string, unknown>[] = []
const eventRequests: { auth: string | undefined; url: string; body: Record<string, unknown> }[] = []
let calendarStatus = 200

beforeAll(async () => {
  google = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    request.on('end', () => {
      void (async () => {
        if (request.url === '/token') {
          const form = new URLSearchParams(raw)
          const { payload } = await jwtVerify(
            form.get('assertion') ?? '',
            await importSPKI(publicPem, 'RS256'),
            {
              issuer: 'bookings@tutoring.iam.gserviceaccount.com',
              audience: `${base}/token`,
            },
          )
          tokenRequests.push({ grant: form.get('grant_type'), ...payload })
          response.writeHead(200, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ access_token: 'ya29.test', expires_in: 3600 }))
          return
        }
        eventRequests.push({
          auth: request.headers.authorization,
          url: request.url ?? '',
          body: JSON.parse(raw),
        })
        response.writeHead(calendarStatus, { 'content-type': 'application/json' })
        response.end(
          JSON.stringify({ id: 'evt1', hangoutLink: 'https://meet.google.com/abc-defg-hij' }),
        )
      })().catch((error: unknown) => {
        response.writeHead(401)
        response.end(String(error))
      })
    })
  })
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(google.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => google.close(() => resolve())))

const meetings = (subject?: string) =>
  createGoogleCalendarMeetings({
    calendarId: 'sessions@tutoring.co.za',
    serviceAccountEmail: 'bookings@tutoring.iam.gserviceaccount.com',
    privateKey: privatePem,
    subject,
    tokenUrl: `${base}/token`,
    apiUrl: base,
  })

const request = {
  requestId: 'booking-1',
  summary: 'Calculus – 1 Hour Session',
  description: 'Tutoring',
  start: new Date('2026-12-01T08:00:00Z'),
  end: new Date('2026-12-01T09:00:00Z'),
  attendeeEmail: 'thandi@example.com',
}

describe('Google Calendar meeting links (D18)', () => {
  it('signs in as the service account and creates a Meet conference on the business calendar', async () => {
    const provider = meetings('owner@tutoring.co.za')
    expect(await provider.createMeetingLink(request)).toBe('https://meet.google.com/abc-defg-hij')
    expect(tokenRequests[0]).toMatchObject({
      grant: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      scope: 'https://www.googleapis.com/auth/calendar.events',
      sub: 'owner@tutoring.co.za',
    })
    const [event] = eventRequests
    expect(event!.auth).toBe('Bearer ya29.test')
    expect(event!.url).toBe(
      '/calendar/v3/calendars/sessions%40tutoring.co.za/events?conferenceDataVersion=1&sendUpdates=none',
    )
    expect(event!.body).toMatchObject({
      start: { dateTime: '2026-12-01T08:00:00.000Z', timeZone: 'Africa/Johannesburg' },
      conferenceData: {
        createRequest: { requestId: 'booking-1', conferenceSolutionKey: { type: 'hangoutsMeet' } },
      },
    })
    // The token is reused for the next event.
    await provider.createMeetingLink({ ...request, requestId: 'booking-2' })
    expect(tokenRequests).toHaveLength(1)
  })

  it('fails loudly when the Calendar API refuses, so the caller can fall back', async () => {
    calendarStatus = 403
    await expect(meetings().createMeetingLink(request)).rejects.toThrow(/403/)
    calendarStatus = 200
  })
})
