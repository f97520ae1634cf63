import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import {
  AcceptTutorInvitationSchema,
  TutorInvitationSchema,
} from '#shared/schemas/tutor-accounts.ts'
import { requireUser } from '../../plugins/auth.ts'
import { acceptInvitation, viewInvitation } from './invitations.service.ts'

const TokenParams = z.object({ token: z.string().max(200) })

/** D25: the page an invited tutor opens, and its accept step. */
export const tutorInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tutor-invitations/:token',
    {
      schema: {
        summary: 'A tutor invitation that can still be accepted',
        description: '404: unknown link; 410: used, withdrawn or expired.',
        params: TokenParams,
        response: {
          200: TutorInvitationSchema,
          404: ErrorResponseSchema,
          410: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return viewInvitation(app.database.db, request.params.token)
    },
  )

  app.post(
    '/api/tutor-invitations/:token/accept',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Accept a tutor invitation: the signed-in account signs in as the tutor',
        description:
          '403: the account’s email is not the invitation’s, or is not verified. 404: unknown link; 410: used, withdrawn or expired; 409: the tutor or the account is already linked.',
        params: TokenParams,
        response: {
          200: AcceptTutorInvitationSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          410: ErrorResponseSchema,
        },
      },
    },
    async (request) => acceptInvitation(app.database.db, request.user!, request.params.token),
  )
}
