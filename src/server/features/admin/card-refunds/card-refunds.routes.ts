import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AdminCardRefundListQuerySchema,
  AdminCardRefundListSchema,
  AdminCardRefundSchema,
  cardRefundMessages,
  RecordCardRefundSchema,
} from '#shared/schemas/admin-card-refunds.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { recordId } from '../../../lib/record-id.ts'
import { requireAdmin } from '../../../plugins/auth.ts'
import { refundEmailContextOf } from '../../payments/refund-emails.ts'
import { CsvResponse, sendCsv } from '../csv.ts'
import {
  exportCardRefunds,
  listCardRefunds,
  recordCardRefundByHand,
} from './card-refunds.service.ts'

/**
 * The back office's card refunds (issue 25; decision 009): card payments no booking, order
 * or donation took, refunded automatically or, when the gateway refused, by hand.
 */
export const adminCardRefundsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/card-refunds',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'List the card payments owed back',
        querystring: AdminCardRefundListQuerySchema,
        response: { 200: AdminCardRefundListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listCardRefunds(app.database.db, request.query)
    },
  )

  app.get(
    '/api/admin/card-refunds/export.csv',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Export the card refunds as CSV',
        querystring: AdminCardRefundListQuerySchema,
        response: { 200: CsvResponse },
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'card-refunds', await exportCardRefunds(app.database.db, request.query)),
  )

  app.post(
    '/api/admin/card-refunds/:id/refunded',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Record a card refund made by hand',
        description: '409: the gateway’s refund has not failed.',
        params: z.object({ id: z.string() }),
        body: RecordCardRefundSchema,
        response: { 200: AdminCardRefundSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) =>
      recordCardRefundByHand(
        app.database.db,
        refundEmailContextOf(app.config),
        request.user!,
        recordId(request.params.id, cardRefundMessages.notFound),
        request.body.refund_reference,
      ),
  )
}
