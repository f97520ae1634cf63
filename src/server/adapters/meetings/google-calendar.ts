import { sastTimeZone } from '#shared/sast.ts'
import type { MeetingLinkProvider, MeetingRequest } from './meeting-links.ts'

export interface GoogleCalendarSettings {
  calendarId: string
  serviceAccountEmail: string
  /** The service account's private key, PEM (PKCS #8), as Google's JSON key file gives it. */
  privateKey: string
  /** A Workspace user the service account acts for (domain-wide delegation), if any. */
  subject?: string | undefined
  tokenUrl: string
  apiUrl: string
  timeoutMs?: number
}

const SCOPE = 'https://www.googleapis.com/auth/calendar.events'

const importJose = () => import('jose')
let jose: ReturnType<typeof importJose> | undefined
/** jose loads when the first access token is signed, not with every server start. */
const loadJose = () => (jose ??= importJose())

/**
 * D18: a Google Meet link through the Calendar API. The service account signs a JWT for
 * an access token (OAuth 2.0 JWT bearer grant, cached until shortly before it expires),
 * then creates the event on the business calendar with a Meet conference; the booking id
 * is the conference request id, so a retry does not make a second conference.
 */
export function createGoogleCalendarMeetings(
  settings: GoogleCalendarSettings,
): MeetingLinkProvider {
  let cached: { token: string; expiresAt: number } | undefined
  const timeout = () => AbortSignal.timeout(settings.timeoutMs ?? 15_000)

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token
    const { importPKCS8, SignJWT } = await loadJose()
    const key = await importPKCS8(settings.privateKey.replace(/\\n/g, '\n'), 'RS256')
    const jwt = new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(settings.serviceAccountEmail)
      .setAudience(settings.tokenUrl)
      .setIssuedAt()
      .setExpirationTime('1h')
    if (settings.subject) jwt.setSubject(settings.subject)
    const assertion = await jwt.sign(key)
    const response = await fetch(settings.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
      signal: timeout(),
    })
    if (!response.ok) throw new Error(`Google token endpoint answered ${response.status}`)
    const body = (await response.json()) as { access_token?: string; expires_in?: number }
    if (!body.access_token) throw new Error('Google token endpoint gave no access token')
    cached = { token: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 }
    return cached.token
  }

  return {
    name: 'google-calendar',
    async createMeetingLink(request: MeetingRequest): Promise<string> {
      const url = `${settings.apiUrl}/calendar/v3/calendars/${encodeURIComponent(settings.calendarId)}/events?conferenceDataVersion=1&sendUpdates=none`
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await accessToken()}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          summary: request.summary,
          description: request.description,
          start: { dateTime: request.start.toISOString(), timeZone: sastTimeZone },
          end: { dateTime: request.end.toISOString(), timeZone: sastTimeZone },
          attendees: request.attendeeEmail ? [{ email: request.attendeeEmail }] : [],
          conferenceData: {
            createRequest: {
              requestId: request.requestId,
              conferenceSolutionKey: { type: 'hangoutsMeet' },
            },
          },
        }),
        signal: timeout(),
      })
      if (!response.ok) throw new Error(`Google Calendar answered ${response.status}`)
      const event = (await response.json()) as {
        hangoutLink?: string
        conferenceData?: { entryPoints?: { entryPointType?: string; uri?: string }[] }
      }
      const link =
        event.hangoutLink ??
        event.conferenceData?.entryPoints?.find((entry) => entry.entryPointType === 'video')?.uri
      if (!link?.startsWith('https://')) throw new Error('Google Calendar gave no Meet link')
      return link
    },
  }
}
