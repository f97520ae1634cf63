import { randomBytes } from 'node:crypto'
import type { MeetingLinkProvider } from './meeting-links.ts'

/**
 * D18: a Jitsi Meet room for a session whose student gave no link. The room name is
 * unguessable (120 random bits), which is what keeps strangers out of a public Jitsi room.
 */
export function createJitsiMeetingLink(): string {
  return `https://meet.jit.si/MathsTutoring-${randomBytes(15).toString('base64url')}`
}

export const jitsiMeetings: MeetingLinkProvider = {
  name: 'jitsi',
  async createMeetingLink() {
    return createJitsiMeetingLink()
  },
}
