import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminTutorMessages as m } from '#shared/admin.ts'
import { AdminTutorSchema, PromoteApplicationSchema } from '#shared/schemas/admin-tutors.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { integerId } from '#shared/schemas/fields.ts'
import { recordId } from '../../../lib/record-id.ts'
import { requireAdmin } from '../../../plugins/auth.ts'
import { readUploadForm } from '../../../uploads/multipart-form.ts'
import {
  TUTOR_PHOTO_PREFIX,
  createTutorFromForm,
  exportTutors,
  listAllTutors,
  promoteApplication,
  updateTutorFromForm,
} from './admin-tutors.service.ts'
import { inspectTutorPhoto } from './tutor-photo.ts'
import { sendCsv } from '../csv.ts'

const refusals = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
}
const formResponses = { ...refusals, 413: ErrorResponseSchema }
const TutorParams = z.object({ id: integerId(m.notFound) })

/** The back office's tutors (issue 8): administrators only. */
export const adminTutorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.database.db, storage: app.storage, log: app.log })
  const readForm = (request: FastifyRequest) =>
    readUploadForm(app, request, {
      fileField: 'photo',
      prefix: TUTOR_PHOTO_PREFIX,
      inspect: inspectTutorPhoto,
    })

  app.get(
    '/api/admin/tutors',
    {
      onRequest: requireAdmin,
      schema: { response: { 200: z.array(AdminTutorSchema), ...refusals } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return listAllTutors(app.database.db)
    },
  )

  app.get(
    '/api/admin/tutors/export.csv',
    { onRequest: requireAdmin, schema: { response: { 200: z.string(), ...refusals } } },
    async (_request, reply) => sendCsv(reply, 'tutors', await exportTutors(app.database.db)),
  )

  app.post(
    '/api/admin/tutors',
    {
      onRequest: requireAdmin,
      config: { contentTypes: ['multipart/form-data'] },
      schema: { response: { 201: AdminTutorSchema, ...formResponses } },
    },
    async (request, reply) => {
      const form = await readForm(request)
      return reply.status(201).send(await createTutorFromForm(ctx(), request.user!, form))
    },
  )

  app.put(
    '/api/admin/tutors/:id',
    {
      onRequest: requireAdmin,
      config: { contentTypes: ['multipart/form-data'] },
      schema: { params: TutorParams, response: { 200: AdminTutorSchema, ...formResponses } },
    },
    async (request) => {
      const form = await readForm(request)
      return updateTutorFromForm(ctx(), request.user!, request.params.id, form)
    },
  )

  app.post(
    '/api/admin/tutor-applications/:id/promote',
    {
      onRequest: requireAdmin,
      schema: {
        params: z.object({ id: z.string() }),
        body: PromoteApplicationSchema,
        response: { 201: AdminTutorSchema, ...refusals, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const id = recordId(request.params.id, m.applicationNotFound)
      const tutor = await promoteApplication(
        app.database.db,
        request.user!,
        id,
        request.body.hourly_rate,
      )
      return reply.status(201).send(tutor)
    },
  )
}
