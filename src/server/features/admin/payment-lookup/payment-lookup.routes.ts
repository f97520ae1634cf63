import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  PaymentLookupQuerySchema,
  PaymentLookupSchema,
} from '#shared/schemas/admin-payment-lookup.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { requireAdmin } from '../../../plugins/auth.ts'
import { findPaymentByStatement } from './payment-lookup.service.ts'

/** The back office finds what a bank transfer pays for from the statement's line (D15). */
export const adminPaymentLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/payments/by-reference',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Find a booking, video order or donation by a bank statement’s reference',
        description:
          'The reference as the statement writes it: any case, with or without its hyphen or spaces, O for 0, I or L for 1, among other words. 400: the text names no reference, or two; 404: no record has it.',
        querystring: PaymentLookupQuerySchema,
        response: { 200: PaymentLookupSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findPaymentByStatement(app.database.db, request.query.text)
    },
  )
}
