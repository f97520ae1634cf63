import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponseSchema, MessageResponseSchema } from '#shared/schemas/common.ts'
import { z } from 'zod'
import { StudentProfileInputSchema, StudentProfileSchema } from '#shared/schemas/student-profile.ts'
import { PersonalDataExportSchema } from '#shared/schemas/personal-data.ts'
import { clearSessionCookie, requireUser } from '../../plugins/auth.ts'
import * as profiles from './profile.service.ts'

// 404: no student profile yet, or the account is gone.
const notFound = { 404: ErrorResponseSchema }

/** The signed-in user's own profile and data; every route needs a session. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db

  app.get(
    '/api/students/profile',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The signed-in student’s profile',
        response: { 200: StudentProfileSchema, ...notFound },
      },
    },
    async (request) => profiles.getProfile(db(), request.user!.id),
  )
  app.post(
    '/api/students/profile',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Save the signed-in student’s profile',
        body: StudentProfileInputSchema,
        response: { 200: StudentProfileSchema, ...notFound },
      },
    },
    async (request) => profiles.saveProfile(db(), request.user!.id, request.body),
  )

  app.get(
    '/api/users/me/export',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Download all your personal data (POPIA)',
        response: {
          200: {
            description: 'Everything stored about you, as a JSON download (`my-data.json`).',
            content: { 'application/json': { schema: PersonalDataExportSchema } },
          },
          ...notFound,
        },
      },
    },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="my-data.json"')
      reply.header('cache-control', 'no-store')
      return profiles.exportUserData(db(), request.user!.id)
    },
  )

  app.delete(
    '/api/users/me',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Delete your account',
        // Deleting is final, so the client must say so explicitly.
        body: z.object({
          confirm: z.literal(true, {
            error: 'Please confirm that you want to delete your account.',
          }),
        }),
        response: { 200: MessageResponseSchema, ...notFound },
      },
    },
    async (request, reply) => {
      await profiles.deleteAccount(db(), request.user!.id)
      clearSessionCookie(reply, app.config)
      return { message: 'Your account and personal information have been deleted.' }
    },
  )
}
