import { describe, expect, it } from 'vitest'
import { platformOfLink } from './meeting-platform.ts'

describe('the platform of a meeting link', () => {
  it.each([
    ['https://meet.jit.si/maths-tutoring-abc', 'Jitsi Meet'],
    ['https://meet.google.com/abc-defg-hij', 'Google Meet'],
    ['https://us02web.zoom.us/j/123', 'Zoom'],
    ['https://teams.microsoft.com/l/meetup-join/x', 'Microsoft Teams'],
    ['https://meet.example.com/lerato', 'Online meeting'],
    ['https://google.com.evil.example/meet.google.com', 'Online meeting'],
    ['not a link', 'Online meeting'],
  ])('%s is %s', (link, name) => {
    expect(platformOfLink(link)).toBe(name)
  })
})
