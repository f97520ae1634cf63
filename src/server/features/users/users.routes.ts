import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiMessages } from '#shared/messages.ts'
import { ErrorResponseSchema } from '#shared/schemas/public-config.ts'

/**
 * The current user. Accounts and sessions arrive with the accounts issue; until then
 * nobody can be signed in, and the client's session state settles on "signed out".
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/me',
    { schema: { response: { 401: ErrorResponseSchema } } },
    async (_request, reply) => reply.status(401).send({ error: apiMessages.notSignedIn }),
  )
}
