import { describe, expect, it } from 'vitest'
import {
  describeFile,
  instantToSastDateTimeLocal,
  isExpired,
  sastDateTimeLocalToInstant,
  videoEmbedUrl,
} from './announcement.ts'

describe('videoEmbedUrl', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://youtube.com/watch?t=10&v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('plays %s in the embedded player', (link, player) => {
    expect(videoEmbedUrl(link)).toBe(player)
  })

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=<script>',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/channels/staffpicks',
    'https://example.com/lesson.mp4',
  ])('opens %s as a plain link, not in the player', (link) => {
    expect(videoEmbedUrl(link)).toBeNull()
  })
})

describe('SAST date-time inputs', () => {
  it('reads a date-time input as South African time', () => {
    expect(sastDateTimeLocalToInstant('2026-12-01T09:30')?.toISOString()).toBe(
      '2026-12-01T07:30:00.000Z',
    )
  })

  it('accepts a full ISO instant from an API caller', () => {
    expect(sastDateTimeLocalToInstant('2026-12-01T07:30:00Z')?.toISOString()).toBe(
      '2026-12-01T07:30:00.000Z',
    )
  })

  it.each(['2026-02-30T09:00', '2026-12-01T25:00', '2026-12-01', 'tomorrow', ''])(
    'refuses %j',
    (value) => {
      expect(sastDateTimeLocalToInstant(value)).toBeNull()
    },
  )

  it('gives the edit form its value back in SAST', () => {
    expect(instantToSastDateTimeLocal('2026-12-01T07:30:00.000Z')).toBe('2026-12-01T09:30')
  })
})

describe('isExpired', () => {
  const now = new Date('2026-11-23T10:00:00Z')
  it('is expired only once the expiry has passed', () => {
    expect(isExpired({ expires_at: '2026-11-23T09:59:59Z' }, now)).toBe(true)
    expect(isExpired({ expires_at: '2026-11-23T10:00:01Z' }, now)).toBe(false)
    expect(isExpired({ expires_at: null }, now)).toBe(false)
  })
})

describe('describeFile', () => {
  it('names the type and size', () => {
    expect(describeFile('pdf', 2_621_440)).toBe('PDF, 2.50 MB')
    expect(describeFile(null, null)).toBe('File')
  })
})
