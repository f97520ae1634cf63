import { describe, expect, it } from 'vitest'
import type { Announcement } from '#shared/schemas/announcement.ts'
import {
  announcementFormData,
  announcementFormResolver,
  blankAnnouncementForm,
  formValuesOf,
  type AnnouncementFormValues,
} from './announcement-form-values.ts'

const entries = (form: FormData) =>
  [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : 'FILE'])

const announcement: Announcement = {
  id: '0b7f7c1e-5d6a-4b8e-9f00-2f4d7b0c9a11',
  title: 'Grade 12 revision',
  content: 'Bring your calculators.',
  announcement_type: 'meeting',
  video_url: null,
  has_video: false,
  google_meet_link: 'https://meet.google.com/abc-defg-hij',
  meeting_date: '2026-11-22T12:00:00.000Z',
  expires_at: '2026-11-30T21:59:00.000Z',
  is_featured: true,
  is_published: false,
  published_date: null,
  view_count: 3,
  file_key: null,
  file_name: null,
  file_type: null,
  file_size: null,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
}

const resolve = (values: AnnouncementFormValues) =>
  announcementFormResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })

describe('the admin announcement form', () => {
  it('starts a new announcement as published text', () => {
    expect(blankAnnouncementForm).toMatchObject({
      announcement_type: 'text',
      is_published: true,
      is_featured: false,
    })
  })

  it('shows an announcement’s dates in SAST when editing', () => {
    expect(formValuesOf(announcement)).toMatchObject({
      meeting_date: '2026-11-22T14:00',
      expires_at: '2026-11-30T23:59',
      google_meet_link: 'https://meet.google.com/abc-defg-hij',
      video_url: '',
      is_published: false,
    })
  })

  it('sends only non-empty text, booleans as text, and the file last', () => {
    const file = new File(['x'], 'plan.docx')
    const form = announcementFormData(
      { ...blankAnnouncementForm, title: ' Term plan ', content: 'Read it' },
      { file, editing: false },
    )
    expect(entries(form)).toEqual([
      ['title', 'Term plan'],
      ['content', 'Read it'],
      ['announcement_type', 'text'],
      ['is_featured', 'false'],
      ['is_published', 'true'],
      ['file', 'FILE'],
    ])
  })

  it('leaves out the parts the chosen type does not show', () => {
    const form = announcementFormData(
      {
        ...blankAnnouncementForm,
        title: 'Lesson',
        content: 'Watch',
        announcement_type: 'video',
        video_url: 'https://youtu.be/dQw4w9WgXcQ',
        google_meet_link: 'https://meet.google.com/left-behind',
        meeting_date: '2026-11-22T14:00',
      },
      { file: new File(['x'], 'ignored.pdf'), editing: true },
    )
    expect(entries(form)).toEqual([
      ['title', 'Lesson'],
      ['content', 'Watch'],
      ['announcement_type', 'video'],
      ['video_url', 'https://youtu.be/dQw4w9WgXcQ'],
      ['is_featured', 'false'],
      ['is_published', 'true'],
      ['remove_file', 'true'],
    ])
  })

  it('keeps the current file on an edit unless asked to remove it', () => {
    const values = { ...blankAnnouncementForm, title: 'A', content: 'B' }
    const kept = announcementFormData(values, { file: null, editing: true })
    expect(kept.get('remove_file')).toBe('false')
    const removed = announcementFormData(
      { ...values, remove_file: true },
      { file: null, editing: true },
    )
    expect(removed.get('remove_file')).toBe('true')
  })

  it('names the empty title and a link that is not https, but not a hidden one', async () => {
    const result = await resolve({
      ...blankAnnouncementForm,
      content: 'Text',
      announcement_type: 'meeting',
      google_meet_link: 'http://meet.example.com/x',
      video_url: 'not a link',
    })
    expect(Object.keys(result.errors).sort()).toEqual(['google_meet_link', 'title'])
  })
})
