import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { z } from 'zod'
import { apiMessages } from '#shared/messages.ts'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const noLimit = { rateLimit: false as const }
  // Liveness: the process answers. Load balancers restart it when this fails.
  app.get(
    '/api/health',
    {
      config: noLimit,
      schema: {
        summary: 'Liveness: the process answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  )
  // Readiness: the database answers too. Load balancers stop routing here when this fails.
  app.get(
    '/api/ready',
    {
      config: noLimit,
      schema: {
        summary: 'Readiness: the database answers too',
        response: { 200: z.object({ status: z.literal('ready') }), 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping()
        return { status: 'ready' as const }
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed')
        return reply.status(503).send({ error: apiMessages.databaseUnavailable })
      }
    },
  )
}
