import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PublicConfigSchema } from '#shared/schemas/public-config.ts'
import { publicConfig } from '../../config.ts'

export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = publicConfig(app.config)
  app.get(
    '/api/config',
    {
      schema: {
        summary: 'What the browser may know of the configuration',
        description:
          'Contact details, the payment methods offered, sign-in options; cached for 5 minutes.',
        response: { 200: PublicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return body
    },
  )
}
