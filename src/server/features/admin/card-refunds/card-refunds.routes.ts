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
import { sendCsv } from '../csv.ts'
import {
  exportCardRefunds,
  listCardRefunds,
  recordCardRefundByHand,
} from './card-refunds.service.ts'

const refusals = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
}

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
        querystring: AdminCardRefundListQuerySchema,
        response: { 200: AdminCardRefundListSchema, ...refusals },
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
        querystring: AdminCardRefundListQuerySchema,
        response: { 200: z.string(), ...refusals },
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
        params: z.object({ id: z.string() }),
        body: RecordCardRefundSchema,
        response: { 200: AdminCardRefundSchema, ...refusals, 409: ErrorResponseSchema },
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
