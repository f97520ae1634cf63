import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NotReadySchema, ReadinessSchema } from '#shared/schemas/readiness.ts'
import { z } from 'zod'
import { readiness } from './readiness.ts'

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
  // Readiness: the database and the file storage answer; mail, outbox and backups are
  // reported for a monitor. Load balancers stop routing here on 503.
  app.get(
    '/api/ready',
    {
      config: noLimit,
      schema: {
        summary: 'Readiness: whether this instance can serve, and what needs attention',
        description:
          '503 with `status: "unavailable"` when the database or the file storage does not answer. `mail`, `outbox` and `backup` are not ok when mails are failing or waiting over 15 minutes, or the last backup failed or is older than twice BACKUP_INTERVAL_HOURS; the instance still serves then.',
        response: { 200: ReadinessSchema, 503: NotReadySchema },
      },
    },
    async (request, reply) => {
      const report = await readiness(app)
      if (report.status === 'ready') return report
      request.log.error({ checks: report.checks }, 'not ready')
      const { database, storage } = report.checks
      const failing = [!database.ok && 'the database', !storage.ok && 'the file storage'].filter(
        Boolean,
      )
      return reply
        .status(503)
        .send({ error: `Not ready: ${failing.join(' and ')} not answering.`, ...report })
    },
  )
}
