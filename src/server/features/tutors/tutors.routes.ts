import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isIsoDate } from '#shared/sast.ts'
import { integerId } from '#shared/schemas/fields.ts'
import {
  MathematicsModuleSchema,
  PublicTutorSchema,
  TutorAvailabilitySchema,
} from '#shared/schemas/tutors.ts'
import { NotFound } from '../../lib/errors.ts'
import { fileResponse } from '../../uploads/send-stored-file.ts'
import { tutorPhotoMediaTypes } from '../admin/tutors/tutor-photo.ts'
import * as tutors from './tutors.service.ts'

const TutorParams = z.object({ id: integerId(tutors.tutorNotFoundMessage) })

/** Public and read-only (D24): visitors browse tutors; booking asks them to sign in. */
export const tutorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db

  app.get(
    '/api/tutors',
    {
      schema: {
        summary: 'List the active tutors',
        description: '`next_open_at`: the first open one-hour start (D25), or null.',
        response: { 200: z.array(PublicTutorSchema) },
      },
    },
    async (request, reply) => app.catalogue.send(request, reply, await app.catalogue.tutorList()),
  )

  app.get(
    '/api/tutors/:id',
    {
      schema: {
        summary: 'One active tutor',
        params: TutorParams,
        response: { 200: PublicTutorSchema },
      },
    },
    async (request, reply) =>
      app.catalogue.send(request, reply, await app.catalogue.tutor(request.params.id)),
  )

  app.get(
    '/api/tutors/:id/availability',
    {
      schema: {
        summary: 'A tutor’s open times on one SAST day',
        params: TutorParams,
        querystring: z.object({
          date: z
            .string({ error: 'Please give a date' })
            .refine(isIsoDate, 'Please give a date as YYYY-MM-DD'),
        }),
        response: { 200: TutorAvailabilitySchema },
      },
    },
    async (request) => tutors.tutorAvailability(db(), request.params.id, request.query.date),
  )

  app.get(
    '/api/mathematics-modules',
    {
      schema: {
        summary: 'List the mathematics modules',
        response: { 200: z.array(MathematicsModuleSchema) },
      },
    },
    async (request, reply) => app.catalogue.send(request, reply, await app.catalogue.modules()),
  )

  // A photo the back office uploaded; its address changes with the photo, so it may be
  // cached for long.
  app.get(
    '/api/tutors/:id/photo',
    {
      schema: {
        summary: 'A tutor’s photo',
        params: TutorParams,
        response: {
          200: fileResponse('The photo, cached for a day.', [
            ...tutorPhotoMediaTypes,
            'application/octet-stream',
          ]),
        },
      },
    },
    async (request, reply) => {
      const photo = await tutors.openTutorPhoto(
        { db: db(), storage: app.storage },
        request.params.id,
      )
      if (!photo) throw new NotFound(tutors.tutorNotFoundMessage)
      return reply
        .header('content-type', photo.contentType)
        .header('content-length', photo.object.size)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(photo.object.body)
    },
  )
}
