import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { recordId } from '../../lib/record-id.ts'
import { announcementMessages } from '#shared/announcement.ts'
import { AnnouncementFieldsSchema, AnnouncementSchema } from '#shared/schemas/announcement.ts'
import { requireAdmin } from '../../plugins/auth.ts'
import {
  multipartRoute,
  readUploadForm,
  type MultipartFormSpec,
} from '../../uploads/multipart-form.ts'
import { announcementFileMediaTypes, inspectAnnouncementFile } from './announcement-files.ts'
import {
  ANNOUNCEMENT_STORAGE_PREFIX,
  createAnnouncement,
  deleteAnnouncement,
  listAllAnnouncements,
  updateAnnouncement,
} from './announcements.service.ts'

const IdParams = z.object({ id: z.string() })

/** POST and PUT: the announcement's fields and its optional file (`parseForm` reads them). */
const AnnouncementForm: MultipartFormSpec = {
  fields: AnnouncementFieldsSchema,
  file: {
    field: 'file',
    required: false,
    description: 'A document for the announcement',
    mediaTypes: announcementFileMediaTypes,
  },
}

/** The announcement manager's API (spec part 2 §2, §6; D11, D21): administrators only. */
export const adminAnnouncementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.database.db, storage: app.storage, log: app.log })
  const readForm = (request: FastifyRequest) =>
    readUploadForm(app, request, {
      fileField: AnnouncementForm.file.field,
      prefix: ANNOUNCEMENT_STORAGE_PREFIX,
      inspect: inspectAnnouncementFile,
    })

  app.get(
    '/api/admin/announcements',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Every announcement, drafts included',
        response: { 200: z.array(AnnouncementSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return listAllAnnouncements(app.database.db)
    },
  )

  app.post(
    '/api/admin/announcements',
    {
      onRequest: requireAdmin,
      config: multipartRoute(AnnouncementForm),
      schema: { summary: 'Write an announcement', response: { 201: AnnouncementSchema } },
    },
    async (request, reply) => {
      const form = await readForm(request)
      return reply.status(201).send(await createAnnouncement(ctx(), request.user!.id, form))
    },
  )

  app.put(
    '/api/admin/announcements/:id',
    {
      onRequest: requireAdmin,
      config: multipartRoute(AnnouncementForm),
      schema: {
        summary: 'Replace an announcement',
        description: 'Fields left empty are cleared; a new file replaces the old one.',
        params: IdParams,
        response: { 200: AnnouncementSchema },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, announcementMessages.notFound)
      return updateAnnouncement(ctx(), id, await readForm(request))
    },
  )

  app.delete(
    '/api/admin/announcements/:id',
    {
      onRequest: requireAdmin,
      schema: { summary: 'Delete an announcement', params: IdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteAnnouncement(ctx(), recordId(request.params.id, announcementMessages.notFound))
      return reply.status(204).send(null)
    },
  )
}
