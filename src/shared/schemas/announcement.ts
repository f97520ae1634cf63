import { z } from 'zod'
import { booleanText } from './fields.ts'
import { announcementTypeValues, type AnnouncementType } from '../options.ts'
import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  announcementMessages as m,
  sastDateTimeLocalToInstant,
} from '../announcement.ts'

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
