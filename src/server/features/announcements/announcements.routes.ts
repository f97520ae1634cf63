import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dailyCounterOf } from '../../lib/daily-count.ts'
import { recordId } from '../../lib/record-id.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { announcementMessages } from '#shared/announcement.ts'
import { AnnouncementListSchema, ViewCountSchema } from '#shared/schemas/announcement.ts'
import { sendStoredFile } from '../../uploads/send-stored-file.ts'
import {
  countAnnouncementView,
  listPublishedAnnouncements,
  openAnnouncementFile,
} from './announcements.service.ts'

/** Announcements for everyone (spec part 2 §2, §6; D24): read, count views, download files. */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/announcements',
    { schema: { response: { 200: AnnouncementListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listPublishedAnnouncements(app.database.db, request.user !== null)
    },
  )

  app.post(
    '/api/announcements/:id/view',
    {
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: ViewCountSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => ({
      view_count: await countAnnouncementView(
        app.database.db,
        recordId(request.params.id, announcementMessages.notFound),
        dailyCounterOf(request, reply, app.config),
      ),
    }),
  )

  app.get(
    '/api/announcements/download/:file_key',
    {
      schema: {
        params: z.object({ file_key: z.string() }),
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await openAnnouncementFile(
          { db: app.database.db, storage: app.storage, log: app.log },
          recordId(request.params.file_key, announcementMessages.fileNotFound),
          request.user?.role === 'admin',
        ),
      ),
  )
}
