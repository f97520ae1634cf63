import { createJitsiMeetingLink, jitsiMeetings } from './jitsi.ts'

// D18: the meeting link of a confirmed session whose student gave none. Google Calendar
// (a Google Meet link on the business calendar) when configured, otherwise Jitsi Meet.

export interface MeetingRequest {
  /** Stable per booking: a retried request creates no second event. */
  requestId: string
  summary: string
  description: string
  start: Date
  end: Date
  /** The student, invited to the event; absent once their account is deleted. */
  attendeeEmail?: string
}

export interface MeetingLinkProvider {
  readonly name: string
  createMeetingLink(request: MeetingRequest): Promise<string>
}

/**
 * D18: a meeting from the configured provider, or a Jitsi room when it fails: confirming a
 * session or scheduling a consultation must not fail because Google is unreachable.
 */
export async function meetingLinkOrRoom(
  provider: MeetingLinkProvider | undefined,
  request: MeetingRequest,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<string> {
  try {
    return await (provider ?? jitsiMeetings).createMeetingLink(request)
  } catch (error) {
    log?.warn(
      { err: error, requestId: request.requestId },
      'meeting link not created; using a Jitsi room',
    )
    return createJitsiMeetingLink()
  }
}
