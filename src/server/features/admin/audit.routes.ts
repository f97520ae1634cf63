import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { listPage } from '#shared/schemas/admin-list.ts'
import { AuditListSchema } from '#shared/schemas/admin-submissions.ts'
import { requireAdmin } from '../../plugins/auth.ts'
import { exportAudit, listAudit } from './audit.ts'
import { CsvResponse, sendCsv } from './csv.ts'

/** GET /api/admin/audit?page=: every administrator action, newest first. */
const AuditQuery = z.object({
  page: listPage,
  /** One record's history: both or neither, e.g. 'bookings' and its id. */
  subject_type: z.string().trim().max(50).optional(),
  subject_id: z.string().trim().max(100).optional(),
})
const subjectOf = (query: z.output<typeof AuditQuery>) =>
  query.subject_type && query.subject_id
    ? { type: query.subject_type, id: query.subject_id }
    : undefined

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit/export.csv',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Export the audit log as CSV',
        querystring: AuditQuery,
        response: { 200: CsvResponse },
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'audit-log', await exportAudit(app.database.db, subjectOf(request.query))),
  )

  app.get(
    '/api/admin/audit',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Every administrator action, newest first',
        querystring: AuditQuery,
        response: { 200: AuditListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listAudit(app.database.db, request.query.page, subjectOf(request.query))
    },
  )
}
