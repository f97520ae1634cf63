import { z } from 'zod'
import { announcementTypeValues, type AnnouncementType } from '../options.ts'
import { isIsoDate, isTime, sastDateOf, sastSlotToInstant, sastTimeOf } from '../sast.ts'
import { formatFileSize } from '../library.ts'

// Texts the spec fixes (part 2 §2, §8) and ours where it leaves a gap.
export const announcementMessages = {
  videoAccessTitle: 'Video Content Access',
  manage: 'Manage Announcements',
  featured: 'Featured Announcements',
  all: 'All Announcements',
  loading: 'Loading announcements...',
  emptyTitle: 'No announcements found',
  emptyAll: 'No announcements have been posted yet',
  emptyType: (type: string) => `No ${type} announcements found`,
  expired: 'This announcement has expired',
  watchVideo: 'Watch Video',
  videoForRegistered: 'Video Available for Registered Students',
  download: (fileType: string) => `Download ${fileType.toUpperCase()}`,
  joinMeeting: 'Join Meeting',
  accessDenied: 'Access Denied',
  accessDeniedDetail: "You don't have permission to access this page.",
  adminEmptyTitle: 'No announcements yet',
  adminEmptyDetail: 'Create your first announcement to get started',
  newAnnouncement: 'New Announcement',
  draft: 'Draft',
  createTitle: 'Create New Announcement',
  editTitle: 'Edit Announcement',
  publishImmediately: 'Publish immediately',
  saveFailed: 'Failed to save announcement. Please try again.',
  deleteFailed: 'Failed to delete announcement. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this announcement?',
  saved: 'Announcement saved successfully!',
  // Field and server messages (ours).
  titleRequired: 'Please enter a title',
  contentRequired: 'Please enter the announcement text',
  typeInvalid: 'Please choose the type of announcement',
  videoUrlInvalid: 'Please enter a video link starting with https://',
  meetLinkInvalid: 'Please enter a meeting link starting with https://',
  dateInvalid: 'Please enter a date and time',
  fileTypeInvalid:
    'Please attach a PDF, PowerPoint (ppt, pptx) or Word (doc, docx) file; this file is none of those.',
  notFound: 'This announcement no longer exists.',
  fileNotFound: 'This file no longer exists.',
} as const
const m = announcementMessages

export const ANNOUNCEMENT_TITLE_MAX = 200
export const ANNOUNCEMENT_CONTENT_MAX = 10_000

/** 'true'/'false' as a multipart form sends them ("booleans are sent as text"), or a boolean. */
const booleanText = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
    .optional()
    .transform((value) =>
      value === undefined || value === ''
        ? fallback
        : value === true || value === 'true' || value === 'on' || value === '1',
    )

/** An https link or nothing: any other scheme (http, javascript:, data:) is refused. */
const optionalHttpsLink = (message: string) =>
  z
    .string()
    .trim()
    .max(500, message)
    .pipe(
      z.union([
        z.literal(''),
        z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: message }),
      ]),
    )
    .optional()
    .transform((value) => (value ? value : undefined))

/**
 * A date-time input's 'YYYY-MM-DDTHH:MM', read as SAST wall-clock time (D3), or nothing.
 * Full ISO instants are accepted too, for API callers.
 */
const optionalSastDateTime = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined
    const instant = sastDateTimeLocalToInstant(value)
    if (!instant) {
      ctx.addIssue({ code: 'custom', message: m.dateInvalid })
      return z.NEVER
    }
    return instant
  })

/** The text fields of POST/PUT /api/admin/announcements (multipart, beside the file). */
export const AnnouncementFieldsSchema = z.object({
  title: z
    .string({ error: m.titleRequired })
    .trim()
    .min(1, m.titleRequired)
    .max(ANNOUNCEMENT_TITLE_MAX, `Must be at most ${ANNOUNCEMENT_TITLE_MAX} characters`),
  content: z
    .string({ error: m.contentRequired })
    .trim()
    .min(1, m.contentRequired)
    .max(ANNOUNCEMENT_CONTENT_MAX, `Must be at most ${ANNOUNCEMENT_CONTENT_MAX} characters`),
  announcement_type: z
    .union([z.literal(''), z.enum(announcementTypeValues)], { error: m.typeInvalid })
    .optional()
    .transform((value): AnnouncementType => value || 'text'),
  video_url: optionalHttpsLink(m.videoUrlInvalid),
  google_meet_link: optionalHttpsLink(m.meetLinkInvalid),
  meeting_date: optionalSastDateTime,
  expires_at: optionalSastDateTime,
  is_featured: booleanText(false),
  is_published: booleanText(true),
  /** On an edit without a new file: 'true' drops the current file. */
  remove_file: booleanText(false),
})
export type AnnouncementFields = z.input<typeof AnnouncementFieldsSchema>
export type AnnouncementFieldsParsed = z.output<typeof AnnouncementFieldsSchema>

/** Which optional parts an announcement of a type carries (spec part 2 §6: fields by type). */
export const announcementTypeParts = {
  text: { video: false, file: true, meeting: false },
  video: { video: true, file: false, meeting: false },
  presentation: { video: false, file: true, meeting: false },
  meeting: { video: false, file: false, meeting: true },
} as const satisfies Record<AnnouncementType, { video: boolean; file: boolean; meeting: boolean }>

export const AnnouncementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  announcement_type: z.enum(announcementTypeValues),
  /** Only signed-in readers receive the link; visitors see `has_video` and a prompt. */
  video_url: z.string().nullable(),
  has_video: z.boolean(),
  google_meet_link: z.string().nullable(),
  meeting_date: z.string().nullable(),
  expires_at: z.string().nullable(),
  is_featured: z.boolean(),
  is_published: z.boolean(),
  published_date: z.string().nullable(),
  view_count: z.number(),
  file_key: z.string().nullable(),
  file_name: z.string().nullable(),
  file_type: z.string().nullable(),
  file_size: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Announcement = z.infer<typeof AnnouncementSchema>

export const AnnouncementListSchema = z.object({
  announcements: z.array(AnnouncementSchema),
  featured: z.array(AnnouncementSchema),
})
export type AnnouncementList = z.infer<typeof AnnouncementListSchema>

export const ViewCountSchema = z.object({ view_count: z.number() })

/** Expired when expires_at is earlier than now (display only, spec part 2 §4). */
export function isExpired(announcement: Pick<Announcement, 'expires_at'>, now = new Date()) {
  return announcement.expires_at !== null && new Date(announcement.expires_at) < now
}

/** 'YYYY-MM-DDTHH:MM' in SAST → the instant; a full ISO instant passes through; else null. */
export function sastDateTimeLocalToInstant(value: string): Date | null {
  const local = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value)
  if (local) {
    const [, date = '', time = ''] = local
    return isIsoDate(date) && isTime(time) ? sastSlotToInstant(date, time) : null
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    const instant = new Date(value)
    return Number.isNaN(instant.getTime()) ? null : instant
  }
  return null
}

/** The instant as a date-time input's value in SAST, for the edit form. */
export function instantToSastDateTimeLocal(value: string | Date): string {
  const instant = new Date(value)
  return `${sastDateOf(instant)}T${sastTimeOf(instant)}`
}

/**
 * The player address of a YouTube or Vimeo link, or null for any other link (which is
 * opened as a link). Only https links are ever stored.
 */
export function videoEmbedUrl(link: string): string | null {
  // Parsed by pattern: the shared module runs where no URL class is typed (no DOM, no Node).
  const parts =
    /^https:\/\/(?:www\.|m\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com|player\.vimeo\.com)(\/[^?#]*)?(\?[^#]*)?(?:#.*)?$/i.exec(
      link.trim(),
    )
  if (!parts) return null
  const host = (parts[1] ?? '').toLowerCase()
  const path = parts[2] ?? '/'
  const query = parts[3] ?? ''
  const youtube = (id: string | undefined) =>
    id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null
  if (host === 'youtu.be') return youtube(/^\/([^/]+)\/?$/.exec(path)?.[1])
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (path === '/watch' || path === '/watch/') return youtube(/[?&]v=([^&]+)/.exec(query)?.[1])
    return youtube(/^\/(?:embed|shorts|live)\/([^/]+)\/?$/.exec(path)?.[1])
  }
  const vimeo = /^\/(?:video\/)?(\d{5,12})(?:\/|$)/.exec(path)?.[1]
  return vimeo ? `https://player.vimeo.com/video/${vimeo}` : null
}

/** '2.50 MB PDF' — what a download button's hint says about the file. */
export function describeFile(fileType: string | null, fileSize: number | null): string {
  const type = fileType ? fileType.toUpperCase() : 'File'
  return fileSize ? `${type}, ${formatFileSize(fileSize)}` : type
}
