import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { recordId } from '../../lib/record-id.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { announcementMessages } from '#shared/announcement.ts'
import { AnnouncementSchema } from '#shared/schemas/announcement.ts'
import { requireAdmin } from '../../plugins/auth.ts'
import { readUploadForm } from '../../uploads/multipart-form.ts'
import { inspectAnnouncementFile } from './announcement-files.ts'
import {
  ANNOUNCEMENT_STORAGE_PREFIX,
  createAnnouncement,
  deleteAnnouncement,
  listAllAnnouncements,
  updateAnnouncement,
} from './announcements.service.ts'

const IdParams = z.object({ id: z.string() })
const refusals = { 401: ErrorResponseSchema, 403: ErrorResponseSchema }
const formResponses = {
  400: ErrorResponseSchema,
  ...refusals,
  404: ErrorResponseSchema,
  413: ErrorResponseSchema,
}

/** The announcement manager's API (spec part 2 §2, §6; D11, D21): administrators only. */
export const adminAnnouncementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.database.db, storage: app.storage, log: app.log })
  const readForm = (request: FastifyRequest) =>
    readUploadForm(app, request, {
      fileField: 'file',
      prefix: ANNOUNCEMENT_STORAGE_PREFIX,
      inspect: inspectAnnouncementFile,
    })

  app.get(
    '/api/admin/announcements',
    {
      onRequest: requireAdmin,
      schema: { response: { 200: z.array(AnnouncementSchema), ...refusals } },
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
      config: { contentTypes: ['multipart/form-data'] },
      schema: { response: { 201: AnnouncementSchema, ...formResponses } },
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
      config: { contentTypes: ['multipart/form-data'] },
      schema: { params: IdParams, response: { 200: AnnouncementSchema, ...formResponses } },
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
      schema: {
        params: IdParams,
        response: { 204: z.null(), ...refusals, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteAnnouncement(ctx(), recordId(request.params.id, announcementMessages.notFound))
      return reply.status(204).send(null)
    },
  )
}
