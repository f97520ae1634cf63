import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { recordId } from '../../lib/record-id.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import {
  LibraryFileListSchema,
  LibraryFileSchema,
  LibraryListQuerySchema,
  LibraryUploadFieldsSchema,
} from '#shared/schemas/library.ts'
import { libraryMessages } from '#shared/library.ts'
import { dailyCounterOf } from '../../lib/daily-count.ts'
import { requireUser, requireVerified } from '../../plugins/auth.ts'
import {
  multipartRoute,
  readUploadForm,
  type MultipartFormSpec,
} from '../../uploads/multipart-form.ts'
import { fileResponse, sendStoredFile } from '../../uploads/send-stored-file.ts'
import {
  deleteLibraryFile,
  inspectLibraryFile,
  listLibraryFiles,
  openLibraryDownload,
  saveLibraryUpload,
  type Viewer,
} from './library.service.ts'

const IdParams = z.object({ id: z.string() })

/** POST /api/library/upload: the PDF and its fields (`saveLibraryUpload` parses them). */
const UploadForm: MultipartFormSpec = {
  fields: LibraryUploadFieldsSchema,
  file: { field: 'file', required: true, description: 'The PDF', mediaTypes: ['application/pdf'] },
}

/**
 * The study library (spec part 2 §2, §6; D19–D21, D24): anyone may browse, search and
 * download; signed-in users upload; the uploader or an administrator deletes.
 */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.database.db, storage: app.storage, log: app.log })
  const viewerOf = (user: { id: string; role: Viewer['role'] } | null): Viewer | null =>
    user ? { id: user.id, role: user.role } : null

  app.get(
    '/api/library/files',
    {
      config: { session: 'optional' },
      schema: {
        summary: 'Browse and search the study library',
        description: 'A signed-in member is told which files they may delete.',
        querystring: LibraryListQuerySchema,
        response: { 200: LibraryFileListSchema },
      },
    },
    async (request, reply) => {
      // A member is told which files they may delete: theirs is not the visitors' page.
      if (!request.user) {
        return app.catalogue.send(request, reply, await app.catalogue.libraryPage(request.query))
      }
      reply.header('cache-control', 'no-store')
      return listLibraryFiles(app.database.db, request.query, viewerOf(request.user))
    },
  )

  app.post(
    '/api/library/upload',
    {
      // Publishing to everyone needs a proven address (an unverified account is anyone's).
      onRequest: requireVerified,
      config: multipartRoute(UploadForm),
      schema: { summary: 'Upload a PDF to the library', response: { 201: LibraryFileSchema } },
    },
    async (request, reply) => {
      const form = await readUploadForm(app, request, {
        fileField: UploadForm.file.field,
        prefix: 'library',
        inspect: inspectLibraryFile,
      })
      const saved = await saveLibraryUpload(ctx(), viewerOf(request.user)!, form)
      return reply.status(201).send(saved)
    },
  )

  app.get(
    '/api/library/download/:id',
    {
      // Downloads are counted once a day per account, else per visitor.
      config: { session: 'optional' },
      schema: {
        summary: 'Download a library file',
        params: IdParams,
        response: { 200: fileResponse('The PDF, as a download.', ['application/pdf']) },
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await openLibraryDownload(
          ctx(),
          recordId(request.params.id, libraryMessages.notFound),
          dailyCounterOf(request, reply, app.config),
        ),
      ),
  )

  app.delete(
    '/api/library/files/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Delete a library file',
        description: 'Its uploader or an administrator only (403 for anyone else).',
        params: IdParams,
        response: { 204: z.null(), 403: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteLibraryFile(
        ctx(),
        viewerOf(request.user)!,
        recordId(request.params.id, libraryMessages.notFound),
      )
      return reply.status(204).send(null)
    },
  )
}
