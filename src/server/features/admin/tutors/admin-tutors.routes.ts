import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminTutorMessages as m } from '#shared/admin.ts'
import {
  AdminTutorFieldsSchema,
  AdminTutorSchema,
  PromoteApplicationSchema,
} from '#shared/schemas/admin-tutors.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { TutorAccountActionSchema } from '#shared/schemas/tutor-accounts.ts'
import { integerId } from '#shared/schemas/fields.ts'
import { recordId } from '../../../lib/record-id.ts'
import { requireAdmin } from '../../../plugins/auth.ts'
import {
  multipartRoute,
  readUploadForm,
  type MultipartFormSpec,
} from '../../../uploads/multipart-form.ts'
import {
  TUTOR_PHOTO_PREFIX,
  createTutorFromForm,
  exportTutors,
  listAllTutors,
  promoteApplication,
  updateTutorFromForm,
} from './admin-tutors.service.ts'
import { inspectTutorPhoto, tutorPhotoMediaTypes } from './tutor-photo.ts'
import {
  sendInvitation,
  unlinkAccount,
  withdrawInvitation,
} from '../../tutor-accounts/invitations.service.ts'
import { CsvResponse, sendCsv } from '../csv.ts'

const TutorParams = z.object({ id: integerId(m.notFound) })

/** POST and PUT: the tutor's fields and an optional photo (`parseForm` reads them). */
const TutorForm: MultipartFormSpec = {
  fields: AdminTutorFieldsSchema,
  file: {
    field: 'photo',
    required: false,
    description: 'The tutor’s photo',
    mediaTypes: tutorPhotoMediaTypes,
  },
}

/** The back office's tutors (issue 8): administrators only. */
export const adminTutorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.database.db, storage: app.storage, log: app.log })
  const readForm = (request: FastifyRequest) =>
    readUploadForm(app, request, {
      fileField: TutorForm.file.field,
      prefix: TUTOR_PHOTO_PREFIX,
      inspect: inspectTutorPhoto,
    })

  app.get(
    '/api/admin/tutors',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Every tutor, inactive ones included',
        response: { 200: z.array(AdminTutorSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return listAllTutors(app.database.db)
    },
  )

  app.get(
    '/api/admin/tutors/export.csv',
    {
      onRequest: requireAdmin,
      schema: { summary: 'Export the tutors as CSV', response: { 200: CsvResponse } },
    },
    async (_request, reply) => sendCsv(reply, 'tutors', await exportTutors(app.database.db)),
  )

  app.post(
    '/api/admin/tutors',
    {
      onRequest: requireAdmin,
      config: multipartRoute(TutorForm),
      schema: { summary: 'Add a tutor', response: { 201: AdminTutorSchema } },
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
      config: multipartRoute(TutorForm),
      schema: {
        summary: 'Edit a tutor',
        description: 'A new photo replaces the old one; `remove_photo` drops it.',
        params: TutorParams,
        response: { 200: AdminTutorSchema },
      },
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
        summary: 'Turn a tutor application into a tutor',
        description: '409: the application was already turned into a tutor.',
        params: z.object({ id: z.string() }),
        body: PromoteApplicationSchema,
        response: { 201: AdminTutorSchema, 409: ErrorResponseSchema },
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

  // D25: the tutor's account — invite (again), withdraw the open invitation, unlink.
  app.post(
    '/api/admin/tutors/:id/invitation',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Mail the tutor a single-use invitation to sign in as the tutor',
        description:
          'The link works 7 days, for an account with the tutor’s email. Sending again withdraws the earlier link. 409: the tutor already has an account.',
        params: TutorParams,
        response: {
          200: TutorAccountActionSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      sendInvitation(
        {
          db: app.database.db,
          publicUrl: app.config.publicUrl,
          businessName: app.config.business.name,
          businessInbox: app.config.mail.businessInbox,
        },
        request.user!,
        request.params.id,
      ),
  )

  app.delete(
    '/api/admin/tutors/:id/invitation',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Withdraw the tutor’s open invitation',
        description: '404: unknown tutor, or no open invitation.',
        params: TutorParams,
        response: { 200: TutorAccountActionSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => withdrawInvitation(app.database.db, request.user!, request.params.id),
  )

  app.post(
    '/api/admin/tutors/:id/unlink',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Unlink the account that signs in as the tutor',
        description: 'The account keeps its other roles. 409: no account is linked.',
        params: TutorParams,
        response: {
          200: TutorAccountActionSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) => unlinkAccount(app.database.db, request.user!, request.params.id),
  )
}
