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
