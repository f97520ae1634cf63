import type { FieldErrors, Resolver } from 'react-hook-form'
import type { AnnouncementType } from '#shared/options.ts'
import { announcementTypeParts, instantToSastDateTimeLocal } from '#shared/announcement.ts'
import { AnnouncementFieldsSchema, type Announcement } from '#shared/schemas/announcement.ts'

/** What the admin form holds: text as typed, dates as 'YYYY-MM-DDTHH:MM' in SAST. */
export type AnnouncementFormValues = {
  title: string
  content: string
  announcement_type: AnnouncementType
  video_url: string
  google_meet_link: string
  meeting_date: string
  expires_at: string
  is_featured: boolean
  is_published: boolean
  /** On an edit: drop the current file (when no new one is chosen). */
  remove_file: boolean
}

const formFields = [
  'title',
  'content',
  'announcement_type',
  'video_url',
  'google_meet_link',
  'meeting_date',
  'expires_at',
  'is_featured',
  'is_published',
  'remove_file',
] as const satisfies readonly (keyof AnnouncementFormValues)[]

export const isAnnouncementFormField = (name: string): name is keyof AnnouncementFormValues =>
  (formFields as readonly string[]).includes(name)

/** A new announcement: type text, published at once (spec part 2 §4, §5). */
export const blankAnnouncementForm: AnnouncementFormValues = {
  title: '',
  content: '',
  announcement_type: 'text',
  video_url: '',
  google_meet_link: '',
  meeting_date: '',
  expires_at: '',
  is_featured: false,
  is_published: true,
  remove_file: false,
}

/** The edit form's starting values, dates shown in SAST. */
export function formValuesOf(announcement: Announcement): AnnouncementFormValues {
  return {
    title: announcement.title,
    content: announcement.content,
    announcement_type: announcement.announcement_type,
    video_url: announcement.video_url ?? '',
    google_meet_link: announcement.google_meet_link ?? '',
    meeting_date: announcement.meeting_date
      ? instantToSastDateTimeLocal(announcement.meeting_date)
      : '',
    expires_at: announcement.expires_at ? instantToSastDateTimeLocal(announcement.expires_at) : '',
    is_featured: announcement.is_featured,
    is_published: announcement.is_published,
    remove_file: false,
  }
}

/**
 * The values with the parts the chosen type does not show blanked: a link typed for a
 * video and left behind when the type changed to text is neither checked nor sent.
 */
export function visibleValues(values: AnnouncementFormValues): AnnouncementFormValues {
  const parts = announcementTypeParts[values.announcement_type]
  return {
    ...values,
    video_url: parts.video ? values.video_url : '',
    google_meet_link: parts.meeting ? values.google_meet_link : '',
    meeting_date: parts.meeting ? values.meeting_date : '',
  }
}

/** Checks the visible values with the shared schema the server parses too. */
export const announcementFormResolver: Resolver<AnnouncementFormValues> = async (values) => {
  const result = AnnouncementFieldsSchema.safeParse(visibleValues(values))
  if (result.success) return { values, errors: {} }
  const errors: FieldErrors<AnnouncementFormValues> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && isAnnouncementFormField(field) && !errors[field]) {
      errors[field] = { type: issue.code, message: issue.message }
    }
  }
  return { values: {}, errors }
}

/**
 * The multipart body of POST/PUT /api/admin/announcements: only non-empty text, booleans
 * as 'true'/'false' (spec part 2 §5), and the file last so the server reads the fields
 * first. An edit to a type without a file, or with "remove" ticked and no new file, asks
 * the server to drop the current one.
 */
export function announcementFormData(
  values: AnnouncementFormValues,
  { file, editing }: { file: File | null; editing: boolean },
): FormData {
  const visible = visibleValues(values)
  const form = new FormData()
  const texts = [
    'title',
    'content',
    'announcement_type',
    'video_url',
    'google_meet_link',
    'meeting_date',
    'expires_at',
  ] as const
  for (const name of texts) {
    const value = visible[name].trim()
    if (value) form.append(name, value)
  }
  form.append('is_featured', String(visible.is_featured))
  form.append('is_published', String(visible.is_published))
  const hasFilePart = announcementTypeParts[visible.announcement_type].file
  const sendsFile = hasFilePart && file !== null
  if (editing) {
    form.append('remove_file', String(!sendsFile && (visible.remove_file || !hasFilePart)))
  }
  if (sendsFile) form.append('file', file)
  return form
}
