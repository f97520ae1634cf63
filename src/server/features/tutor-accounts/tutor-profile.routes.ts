import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { TutorProfileFieldsSchema, TutorProfileSchema } from '#shared/schemas/tutor-accounts.ts'
import { requireTutor } from '../../plugins/auth.ts'
import { multipartRoute, readUploadForm } from '../../uploads/multipart-form.ts'
import { TUTOR_PHOTO_PREFIX } from '../admin/tutors/admin-tutors.service.ts'
import { inspectTutorPhoto, tutorPhotoMediaTypes } from '../admin/tutors/tutor-photo.ts'
import {
  getProfile,
  replacePhoto,
  updateProfile,
  type TutorActor,
} from './tutor-profile.service.ts'

const actorOf = (request: FastifyRequest): TutorActor => ({
  id: request.user!.id,
  email: request.user!.email,
  tutorId: request.user!.tutorId!,
})

/** D25: the signed-in tutor's own public profile (the rate and the rest stay the office's). */
export const tutorProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tutor/profile',
    {
      onRequest: requireTutor,
      schema: { summary: 'The signed-in tutor’s profile', response: { 200: TutorProfileSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getProfile(app.database.db, request.user!.tutorId!)
    },
  )

  app.put(
    '/api/tutor/profile',
    {
      onRequest: requireTutor,
      schema: {
        summary: 'Edit the signed-in tutor’s bio, expertise, qualifications and experience',
        description:
          'Validated as the back office’s tutor form; name, email, rate and active are the office’s and any such key is ignored.',
        body: TutorProfileFieldsSchema,
        response: { 200: TutorProfileSchema },
      },
    },
    async (request) => updateProfile(app.database.db, actorOf(request), request.body),
  )

  app.post(
    '/api/tutor/profile/photo',
    {
      onRequest: requireTutor,
      config: multipartRoute({
        fields: z.object({}),
        file: {
          field: 'photo',
          required: true,
          description: 'The tutor’s photo: a JPEG, PNG or WebP image',
          mediaTypes: tutorPhotoMediaTypes,
        },
      }),
      schema: {
        summary: 'Replace the signed-in tutor’s photo',
        response: { 200: TutorProfileSchema },
      },
    },
    async (request) => {
      const form = await readUploadForm(app, request, {
        fileField: 'photo',
        prefix: TUTOR_PHOTO_PREFIX,
        inspect: inspectTutorPhoto,
      })
      return replacePhoto(
        { db: app.database.db, storage: app.storage, log: app.log },
        actorOf(request),
        form,
      )
    },
  )
}
