import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { VideoOrderInputSchema, VideoOrderSchema } from '#shared/schemas/video-order.ts'
import { publicFormOptions, submissionContext } from '../../lib/public-form.ts'
import { placeVideoOrder } from './video-orders.service.ts'

/** A teacher orders custom videos; no account needed (spec part 2 §2 /support-teacher). */
export const videoOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/video-orders',
    {
      schema: {
        summary: 'Order teaching videos',
        description:
          'Paid by card (a succeeded card payment) or bank transfer. 402: the card payment is missing or not paid. 409: the payment was already used or refunded. A signed-in member’s order is kept with their account.',
        body: VideoOrderInputSchema,
        response: { 201: VideoOrderSchema, 402: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
      config: { ...publicFormOptions(app), session: 'optional' },
    },
    async (request, reply) => {
      const { order, replayed } = await placeVideoOrder(
        {
          ...submissionContext(app),
          db: app.database.db,
          bankDetails: app.config.bankDetails,
          cardGateway: app.paymentGateway?.name ?? null,
        },
        request.user?.id ?? null,
        request.body,
      )
      if (replayed) reply.header('idempotent-replayed', 'true')
      return reply.status(201).send(order)
    },
  )
}
