import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PartnershipInputSchema, PartnershipSchema } from '#shared/schemas/partnership.ts'
import { publicFormOptions, submissionContext } from '../../lib/public-form.ts'
import { requireUser } from '../../plugins/auth.ts'
import { submitPartnershipInquiry } from './partnerships.service.ts'

/**
 * An organisation proposes a partnership. /partner-with-me is a signed-in page (spec part 2
 * §1), so its endpoint asks for a session too (D1).
 */
export const partnershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/partnerships',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Propose a partnership',
        body: PartnershipInputSchema,
        response: { 201: PartnershipSchema },
      },
      config: publicFormOptions(app),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await submitPartnershipInquiry(
            { ...submissionContext(app), db: app.database.db },
            request.user!.id,
            request.body,
          ),
        ),
  )
}
