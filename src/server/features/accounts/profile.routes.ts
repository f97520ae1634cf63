import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponseSchema, MessageResponseSchema } from '#shared/schemas/common.ts'
import { z } from 'zod'
import { StudentProfileInputSchema, StudentProfileSchema } from '#shared/schemas/student-profile.ts'
import { clearSessionCookie, requireUser } from '../../plugins/auth.ts'
import * as profiles from './profile.service.ts'

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema }

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser)
  const db = () => app.database.db

  app.get(
    '/api/students/profile',
    { schema: { response: { 200: StudentProfileSchema, ...errors } } },
    async (request) => profiles.getProfile(db(), request.user!.id),
  )
  app.post(
    '/api/students/profile',
    {
      schema: {
        body: StudentProfileInputSchema,
        response: { 200: StudentProfileSchema, ...errors },
      },
    },
    async (request) => profiles.saveProfile(db(), request.user!.id, request.body),
  )

  app.get('/api/users/me/export', async (request, reply) => {
    reply.header('content-disposition', 'attachment; filename="my-data.json"')
    reply.header('cache-control', 'no-store')
    return profiles.exportUserData(db(), request.user!.id)
  })

  app.delete(
    '/api/users/me',
    {
      schema: {
        // Deleting is final, so the client must say so explicitly.
        body: z.object({
          confirm: z.literal(true, {
            error: 'Please confirm that you want to delete your account.',
          }),
        }),
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await profiles.deleteAccount(db(), request.user!.id)
      clearSessionCookie(reply, app.config)
      return { message: 'Your account and personal information have been deleted.' }
    },
  )
}
