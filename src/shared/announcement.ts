/** Announcement texts, type rules and link helpers, free of zod for the visitor's page. */
import type { AnnouncementType } from './options.ts'
import { isIsoDate, isTime, sastDateOf, sastSlotToInstant, sastTimeOf } from './sast.ts'
import { formatFileSize } from './library.ts'

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

export const ANNOUNCEMENT_TITLE_MAX = 200
export const ANNOUNCEMENT_CONTENT_MAX = 10_000

/** Which optional parts an announcement of a type carries (spec part 2 §6: fields by type). */
export const announcementTypeParts = {
  text: { video: false, file: true, meeting: false },
  video: { video: true, file: false, meeting: false },
  presentation: { video: false, file: true, meeting: false },
  meeting: { video: false, file: false, meeting: true },
} as const satisfies Record<AnnouncementType, { video: boolean; file: boolean; meeting: boolean }>

/** Expired when expires_at is earlier than now (display only, spec part 2 §4). */
export function isExpired(announcement: { expires_at: string | null }, now = new Date()) {
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
