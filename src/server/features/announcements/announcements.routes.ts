import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dailyCounterOf } from '../../lib/daily-count.ts'
import { recordId } from '../../lib/record-id.ts'
import { announcementMessages } from '#shared/announcement.ts'
import { AnnouncementListSchema, ViewCountSchema } from '#shared/schemas/announcement.ts'
import { fileResponse, sendStoredFile } from '../../uploads/send-stored-file.ts'
import { announcementFileMediaTypes } from './announcement-files.ts'
import { countAnnouncementView, openAnnouncementFile } from './announcements.service.ts'

/** Announcements for everyone (spec part 2 §2, §6; D24): read, count views, download files. */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/announcements',
    {
      config: { session: 'optional' },
      schema: {
        summary: 'The published announcements',
        description: 'Members-only announcements are listed for a signed-in member.',
        response: { 200: AnnouncementListSchema },
      },
    },
    async (request, reply) => {
      const signedIn = request.user !== null
      const entry = await app.catalogue.announcements(signedIn)
      return app.catalogue.send(request, reply, entry, signedIn ? 'private, no-cache' : undefined)
    },
  )

  app.post(
    '/api/announcements/:id/view',
    {
      // Counted once a day per account, else per visitor.
      config: { session: 'optional' },
      schema: {
        summary: 'Count a view of an announcement',
        params: z.object({ id: z.string() }),
        response: { 200: ViewCountSchema },
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
      config: { session: 'optional' },
      schema: {
        summary: 'Download an announcement’s file',
        description: 'A draft’s file only for an administrator.',
        params: z.object({ file_key: z.string() }),
        response: {
          200: fileResponse('The file, as a download.', [
            ...announcementFileMediaTypes,
            'application/octet-stream',
          ]),
        },
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
