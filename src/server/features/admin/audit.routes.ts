import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AuditListSchema } from '#shared/schemas/admin-submissions.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { requireAdmin } from '../../plugins/auth.ts'
import { listAudit } from './audit.ts'

/** GET /api/admin/audit?page=: every administrator action, newest first. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      preValidation: requireAdmin,
      schema: {
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
          /** One record's history: both or neither, e.g. 'bookings' and its id. */
          subject_type: z.string().trim().max(50).optional(),
          subject_id: z.string().trim().max(100).optional(),
        }),
        response: {
          200: AuditListSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { page, subject_type: type, subject_id: id } = request.query
      return listAudit(app.database.db, page, type && id ? { type, id } : undefined)
    },
  )
}
