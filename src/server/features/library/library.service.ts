import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { LIBRARY_FILENAME_MAX, LIBRARY_PAGE_SIZE, libraryMessages } from '#shared/library.ts'
import {
  LibraryUploadFieldsSchema,
  type LibraryFile,
  type LibraryFileList,
  type LibraryListQuery,
} from '#shared/schemas/library.ts'
import type { FileStorage } from '../../adapters/storage/file-storage.ts'
import { claimDailyCount } from '../../lib/daily-count.ts'
import { containsPattern } from '../../lib/like-pattern.ts'
import type { Db } from '../../db/client.ts'
import { libraryFiles } from '../../db/schema.ts'
import { Forbidden, Invalid, NotFound } from '../../lib/errors.ts'
import { cleanFilename, type MultipartForm } from '../../uploads/multipart-form.ts'
import { removeNow, scheduleRemoval } from '../../uploads/storage-cleanup.ts'
import { discardStagedFile, keepStagedFile, type Inspection } from '../../uploads/staged-upload.ts'

export interface LibraryContext {
  db: Db
  storage: FileStorage
  log: FastifyBaseLogger
}

export interface Viewer {
  id: string
  role: 'student' | 'admin'
}

const PDF_SIGNATURE = Buffer.from('%PDF-')

/** D19: a library file is a PDF by its content — it starts with the PDF signature. */
export function inspectLibraryFile(head: Buffer): Inspection {
  return head.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)
    ? { ok: true, contentType: 'application/pdf', fileType: 'pdf' }
    : { ok: false, field: 'file', message: libraryMessages.notPdf }
}

type LibraryRow = typeof libraryFiles.$inferSelect

function toLibraryFile(row: LibraryRow, viewer: Viewer | null): LibraryFile {
  return {
    id: row.id,
    original_filename: row.originalFilename,
    category: row.category,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    file_size: row.fileSize,
    download_count: row.downloadCount,
    can_delete: viewer !== null && (viewer.role === 'admin' || viewer.id === row.uploadedBy),
  }
}

/** One page of files, newest first, matching the search and the category (spec part 2 §6). */
export async function listLibraryFiles(
  db: Db,
  query: Required<{ [K in keyof LibraryListQuery]-?: NonNullable<LibraryListQuery[K]> }>,
  viewer: Viewer | null,
): Promise<LibraryFileList> {
  const conditions: SQL[] = []
  const q = String(query.q).trim()
  if (q) {
    const pattern = containsPattern(q)
    conditions.push(
      or(ilike(libraryFiles.originalFilename, pattern), ilike(libraryFiles.description, pattern))!,
    )
  }
  if (query.category) conditions.push(eq(libraryFiles.category, query.category))
  const where = conditions.length ? and(...conditions) : undefined
  const page = Number(query.page)
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(libraryFiles)
      .where(where)
      .orderBy(desc(libraryFiles.createdAt), desc(libraryFiles.id))
      .limit(LIBRARY_PAGE_SIZE)
      .offset((page - 1) * LIBRARY_PAGE_SIZE),
    db.select({ total: count() }).from(libraryFiles).where(where),
  ])
  return {
    files: rows.map((row) => toLibraryFile(row, viewer)),
    total,
    page,
    page_size: LIBRARY_PAGE_SIZE,
  }
}

/** Stores an uploaded PDF's record; the staged file becomes reachable as the row commits. */
export async function saveLibraryUpload(
  ctx: LibraryContext,
  uploader: Viewer,
  form: MultipartForm,
): Promise<LibraryFile> {
  const { file } = form
  const parsed = LibraryUploadFieldsSchema.safeParse(form.fields)
  if (!file || !parsed.success) {
    if (file) await discardStagedFile(ctx, file.storageKey)
    const fields: Record<string, string> = {}
    if (!file) fields.file = libraryMessages.fileRequired
    for (const issue of parsed.error?.issues ?? []) {
      fields[String(issue.path[0] ?? 'body')] ??= issue.message
    }
    throw new Invalid(Object.values(fields)[0] ?? libraryMessages.uploadFailed, fields)
  }
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(libraryFiles)
        .values({
          originalFilename: cleanFilename(file.filename, LIBRARY_FILENAME_MAX, 'document.pdf'),
          category: parsed.data.category ?? null,
          description: parsed.data.description ?? null,
          storageKey: file.storageKey,
          fileSize: file.size,
          contentType: file.contentType,
          uploadedBy: uploader.id,
        })
        .returning()
      await keepStagedFile(tx, file.storageKey)
      return inserted!
    })
    return toLibraryFile(row, uploader)
  } catch (error) {
    await discardStagedFile(ctx, file.storageKey)
    throw error
  }
}

/**
 * The file to stream, counted as a download (spec part 2 §4) once per person (`counter`)
 * and SAST day, so fetching it again and again does not raise the count.
 */
export async function openLibraryDownload(ctx: LibraryContext, id: string, counter: string) {
  const [row] = await ctx.db.select().from(libraryFiles).where(eq(libraryFiles.id, id))
  if (!row) throw new NotFound(libraryMessages.notFound)
  const object = await ctx.storage.read(row.storageKey)
  if (!object) {
    ctx.log.error({ fileId: id, storageKey: row.storageKey }, 'library file missing in storage')
    throw new NotFound(libraryMessages.notFound)
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await claimDailyCount(tx, 'library_download', id, counter))) return
    await tx
      .update(libraryFiles)
      .set({ downloadCount: sql`${libraryFiles.downloadCount} + 1` })
      .where(eq(libraryFiles.id, id))
  })
  return { object, filename: row.originalFilename, contentType: row.contentType }
}

/** D21: the uploader or an administrator; the stored file goes once the row has gone. */
export async function deleteLibraryFile(ctx: LibraryContext, viewer: Viewer, id: string) {
  const storageKey = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(libraryFiles).where(eq(libraryFiles.id, id)).for('update')
    if (!row) throw new NotFound(libraryMessages.notFound)
    if (viewer.role !== 'admin' && row.uploadedBy !== viewer.id) {
      throw new Forbidden(libraryMessages.forbiddenDelete)
    }
    await tx.delete(libraryFiles).where(eq(libraryFiles.id, id))
    await scheduleRemoval(tx, row.storageKey)
    return row.storageKey
  })
  await removeNow(ctx, storageKey)
}
