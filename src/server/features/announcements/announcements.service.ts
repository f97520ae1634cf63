import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { announcementMessages, announcementTypeParts } from '#shared/announcement.ts'
import {
  AnnouncementFieldsSchema,
  type Announcement,
  type AnnouncementList,
} from '#shared/schemas/announcement.ts'
import type { FileStorage } from '../../adapters/storage/file-storage.ts'
import type { Db } from '../../db/client.ts'
import { announcements } from '../../db/schema.ts'
import { claimDailyCount } from '../../lib/daily-count.ts'
import { Invalid, NotFound } from '../../lib/errors.ts'
import { cleanFilename, type MultipartForm } from '../../uploads/multipart-form.ts'
import { removeNow, scheduleRemoval } from '../../uploads/storage-cleanup.ts'
import { discardStagedFile, keepStagedFile } from '../../uploads/staged-upload.ts'

export interface AnnouncementsContext {
  db: Db
  storage: FileStorage
  log: FastifyBaseLogger
}

export const ANNOUNCEMENT_STORAGE_PREFIX = 'announcements'
const FILENAME_MAX = 200

type AnnouncementRow = typeof announcements.$inferSelect

const iso = (value: Date | null) => (value ? value.toISOString() : null)

/** The API's shape; the video link only for signed-in readers (spec part 2 §6). */
function toAnnouncement(row: AnnouncementRow, showVideo: boolean): Announcement {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    announcement_type: row.announcementType,
    video_url: showVideo ? row.videoUrl : null,
    has_video: row.videoUrl !== null,
    google_meet_link: row.googleMeetLink,
    meeting_date: iso(row.meetingDate),
    expires_at: iso(row.expiresAt),
    is_featured: row.isFeatured,
    is_published: row.isPublished,
    published_date: iso(row.publishedDate),
    view_count: row.viewCount,
    file_key: row.fileKey,
    file_name: row.fileName,
    file_type: row.fileType,
    file_size: row.fileSize,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

const storageKeyOf = (fileKey: string) => `${ANNOUNCEMENT_STORAGE_PREFIX}/${fileKey}`
const fileKeyOf = (storageKey: string) => storageKey.slice(ANNOUNCEMENT_STORAGE_PREFIX.length + 1)

/** GET /api/announcements: published only, newest first, and the featured among them. */
export async function listPublishedAnnouncements(
  db: Db,
  signedIn: boolean,
): Promise<AnnouncementList> {
  const rows = await db
    .select()
    .from(announcements)
    .where(eq(announcements.isPublished, true))
    .orderBy(desc(announcements.publishedDate), desc(announcements.createdAt))
  const list = rows.map((row) => toAnnouncement(row, signedIn))
  return { announcements: list, featured: list.filter((item) => item.is_featured) }
}

/** Every announcement, drafts too, for the administrator; newest first. */
export async function listAllAnnouncements(db: Db): Promise<Announcement[]> {
  const rows = await db
    .select()
    .from(announcements)
    .orderBy(
      desc(sql`coalesce(${announcements.publishedDate}, ${announcements.createdAt})`),
      desc(announcements.createdAt),
    )
  return rows.map((row) => toAnnouncement(row, true))
}

/**
 * Counts a view of a published announcement, once per viewer (`counter`) and SAST day:
 * a repeated view answers the count without raising it.
 */
export async function countAnnouncementView(db: Db, id: string, counter: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ viewCount: announcements.viewCount })
      .from(announcements)
      .where(and(eq(announcements.id, id), eq(announcements.isPublished, true)))
    if (!row) throw new NotFound(announcementMessages.notFound)
    if (!(await claimDailyCount(tx, 'announcement_view', id, counter))) return row.viewCount
    const [counted] = await tx
      .update(announcements)
      .set({ viewCount: sql`${announcements.viewCount} + 1` })
      .where(eq(announcements.id, id))
      .returning({ viewCount: announcements.viewCount })
    return counted?.viewCount ?? row.viewCount
  })
}

/** The file of a published announcement (drafts' files only for administrators). */
export async function openAnnouncementFile(
  ctx: AnnouncementsContext,
  fileKey: string,
  isAdmin: boolean,
) {
  const [row] = await ctx.db.select().from(announcements).where(eq(announcements.fileKey, fileKey))
  if (!row || !row.fileKey || (!row.isPublished && !isAdmin)) {
    throw new NotFound(announcementMessages.fileNotFound)
  }
  const object = await ctx.storage.read(storageKeyOf(row.fileKey))
  if (!object) {
    ctx.log.error({ fileKey }, 'announcement file missing in storage')
    throw new NotFound(announcementMessages.fileNotFound)
  }
  return {
    object,
    filename: row.fileName ?? `announcement.${row.fileType ?? 'pdf'}`,
    contentType: contentTypeOf(row.fileType),
  }
}

function contentTypeOf(fileType: string | null): string {
  switch (fileType) {
    case 'pdf':
      return 'application/pdf'
    case 'doc':
      return 'application/msword'
    case 'docx':
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    case 'ppt':
      return 'application/vnd.ms-powerpoint'
    case 'pptx':
      return 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
    default:
      return 'application/octet-stream'
  }
}

/** Parses the form's fields, or discards its staged file and answers 400 with each field. */
async function parseForm(ctx: AnnouncementsContext, form: MultipartForm) {
  const parsed = AnnouncementFieldsSchema.safeParse(form.fields)
  if (parsed.success) return parsed.data
  if (form.file) await discardStagedFile(ctx, form.file.storageKey)
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message
  throw new Invalid(Object.values(fields)[0] ?? announcementMessages.saveFailed, fields)
}

/** The columns a form sets: only the parts its type carries are kept (spec part 2 §6). */
function columnsOf(fields: Awaited<ReturnType<typeof parseForm>>) {
  const parts = announcementTypeParts[fields.announcement_type]
  return {
    title: fields.title,
    content: fields.content,
    announcementType: fields.announcement_type,
    videoUrl: parts.video ? (fields.video_url ?? null) : null,
    googleMeetLink: parts.meeting ? (fields.google_meet_link ?? null) : null,
    meetingDate: parts.meeting ? (fields.meeting_date ?? null) : null,
    expiresAt: fields.expires_at ?? null,
    isFeatured: fields.is_featured,
    isPublished: fields.is_published,
  }
}

function fileColumns(file: NonNullable<MultipartForm['file']>) {
  return {
    fileKey: fileKeyOf(file.storageKey),
    fileName: cleanFilename(file.filename, FILENAME_MAX, `announcement.${file.fileType}`),
    fileType: file.fileType,
    fileSize: file.size,
  }
}

const noFile = { fileKey: null, fileName: null, fileType: null, fileSize: null }

export async function createAnnouncement(
  ctx: AnnouncementsContext,
  adminId: string,
  form: MultipartForm,
): Promise<Announcement> {
  const fields = await parseForm(ctx, form)
  const columns = columnsOf(fields)
  // A file sent with a type that carries none is not kept.
  const file = announcementTypeParts[columns.announcementType].file ? form.file : undefined
  if (form.file && !file) await discardStagedFile(ctx, form.file.storageKey)
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(announcements)
        .values({
          ...columns,
          ...(file ? fileColumns(file) : noFile),
          publishedDate: columns.isPublished ? new Date() : null,
          createdBy: adminId,
        })
        .returning()
      if (file) await keepStagedFile(tx, file.storageKey)
      return inserted!
    })
    return toAnnouncement(row, true)
  } catch (error) {
    if (file) await discardStagedFile(ctx, file.storageKey)
    throw error
  }
}

/**
 * Replaces an announcement with the form (fields left empty are cleared). A new file
 * replaces the old one; `remove_file`, or a type that carries no file, drops it. The old
 * file is removed once the change has committed.
 */
export async function updateAnnouncement(
  ctx: AnnouncementsContext,
  id: string,
  form: MultipartForm,
): Promise<Announcement> {
  const fields = await parseForm(ctx, form)
  const columns = columnsOf(fields)
  const takesFile = announcementTypeParts[columns.announcementType].file
  const file = takesFile ? form.file : undefined
  if (form.file && !file) await discardStagedFile(ctx, form.file.storageKey)
  let oldStorageKey: string | undefined
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(announcements)
        .where(eq(announcements.id, id))
        .for('update')
      if (!current) throw new NotFound(announcementMessages.notFound)
      const dropOld = current.fileKey && (file || fields.remove_file || !takesFile)
      const [updated] = await tx
        .update(announcements)
        .set({
          ...columns,
          ...(file ? fileColumns(file) : dropOld ? noFile : {}),
          // The first publication date stays; a draft published now gets today's.
          publishedDate: current.publishedDate ?? (columns.isPublished ? new Date() : null),
          updatedAt: new Date(),
        })
        .where(eq(announcements.id, id))
        .returning()
      if (file) await keepStagedFile(tx, file.storageKey)
      if (dropOld && current.fileKey) {
        oldStorageKey = storageKeyOf(current.fileKey)
        await scheduleRemoval(tx, oldStorageKey)
      }
      return updated!
    })
    if (oldStorageKey) await removeNow(ctx, oldStorageKey)
    return toAnnouncement(row, true)
  } catch (error) {
    if (file) await discardStagedFile(ctx, file.storageKey)
    throw error
  }
}

export async function deleteAnnouncement(ctx: AnnouncementsContext, id: string): Promise<void> {
  const storageKey = await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(announcements).where(eq(announcements.id, id)).returning()
    if (!deleted) throw new NotFound(announcementMessages.notFound)
    if (!deleted.fileKey) return undefined
    const key = storageKeyOf(deleted.fileKey)
    await scheduleRemoval(tx, key)
    return key
  })
  if (storageKey) await removeNow(ctx, storageKey)
}
