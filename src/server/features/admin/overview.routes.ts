import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminOverviewSchema } from '#shared/schemas/admin-overview.ts'
import { requireAdmin } from '../../plugins/auth.ts'
import { adminOverview } from './overview.service.ts'

/** GET /api/admin/overview: the back office's first page (issue 8). */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/overview',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'What needs attention, and the month’s figures',
        response: { 200: AdminOverviewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return adminOverview(app.database.db, request.user!.id)
    },
  )
}
