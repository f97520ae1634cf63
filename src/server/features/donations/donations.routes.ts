import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { DonationInputSchema, DonationSchema } from '#shared/schemas/donation.ts'
import { publicFormOptions, submissionContext } from '../../lib/public-form.ts'
import { requireUser } from '../../plugins/auth.ts'
import { placeDonation } from './donations.service.ts'

/**
 * A member gives. /donate is a signed-in page (spec part 2 §1), so its endpoint asks for a
 * session too; the payment intent it brings must be the member's own (D16).
 */
export const donationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/donations',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Give a donation',
        description:
          'Paid by card (the member’s own succeeded card payment) or bank transfer. 402: the card payment is missing or not paid. 409: the payment was already used or refunded.',
        body: DonationInputSchema,
        response: { 201: DonationSchema, 402: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
      config: publicFormOptions(app),
    },
    async (request, reply) => {
      const { donation, replayed } = await placeDonation(
        {
          ...submissionContext(app),
          db: app.database.db,
          bankDetails: app.config.bankDetails,
          cardGateway: app.paymentGateway?.name ?? null,
        },
        request.user!.id,
        request.body,
      )
      if (replayed) reply.header('idempotent-replayed', 'true')
      return reply.status(201).send(donation)
    },
  )
}
