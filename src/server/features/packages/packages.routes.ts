import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PackageSchema } from '#shared/schemas/packages.ts'
import { requireUser } from '../../plugins/auth.ts'
import { listOwnPackages } from './packages.service.ts'

/** D26: the signed-in student's package hours. */
export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/packages',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Your package hours',
        description:
          'Each week or month package you bought, newest first: its minutes scheduled, used and left (total − scheduled − used), until when they may be used, and its status.',
        response: { 200: z.array(PackageSchema) },
      },
    },
    async (request) => listOwnPackages(app.database.db, request.user!.id),
  )
}
