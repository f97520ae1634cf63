import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminMessages } from '#shared/admin.ts'
import {
  MarkPaidSchema,
  SubmissionDetailSchema,
  SubmissionKindParamsSchema,
  SubmissionListQuerySchema,
  SubmissionListSchema,
  SubmissionUpdateSchema,
} from '#shared/schemas/admin-submissions.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { recordId } from '../../../lib/record-id.ts'
import { submissionContext } from '../../../lib/public-form.ts'
import { CsvResponse, sendCsv } from '../csv.ts'
import { requireAdmin } from '../../../plugins/auth.ts'
import {
  exportSubmissions,
  getSubmission,
  listSubmissions,
  markSubmissionPaid,
  updateSubmission,
} from './submissions.service.ts'

const RecordParams = SubmissionKindParamsSchema.extend({ id: z.string() })

/** The back office's lists of every form's submissions (issue 8): administrators only. */
export const adminSubmissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db

  app.get(
    '/api/admin/submissions/:kind',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'List and search one form’s submissions',
        params: SubmissionKindParamsSchema,
        querystring: SubmissionListQuerySchema,
        response: { 200: SubmissionListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listSubmissions(db(), request.params.kind, request.query)
    },
  )

  app.get(
    '/api/admin/submissions/:kind/export.csv',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Export one form’s submissions as CSV',
        params: SubmissionKindParamsSchema,
        querystring: SubmissionListQuerySchema,
        response: { 200: CsvResponse },
      },
    },
    async (request, reply) => {
      const { kind } = request.params
      const csv = await exportSubmissions(db(), kind, request.query)
      return sendCsv(reply, kind, csv)
    },
  )

  app.get(
    '/api/admin/submissions/:kind/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'One submission',
        params: RecordParams,
        response: { 200: SubmissionDetailSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const id = recordId(request.params.id, adminMessages.submissionNotFound)
      return getSubmission(db(), request.params.kind, id)
    },
  )

  app.patch(
    '/api/admin/submissions/:kind/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Set a submission’s status or internal note',
        params: RecordParams,
        body: SubmissionUpdateSchema,
        response: { 200: SubmissionDetailSchema },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, adminMessages.submissionNotFound)
      return updateSubmission(db(), request.params.kind, id, request.body, request.user!)
    },
  )

  app.post(
    '/api/admin/submissions/:kind/:id/mark-paid',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Mark a submission’s bank transfer paid',
        description: '409: it is not paid by bank transfer.',
        params: RecordParams,
        body: MarkPaidSchema,
        response: { 200: SubmissionDetailSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, adminMessages.submissionNotFound)
      return markSubmissionPaid(
        db(),
        submissionContext(app),
        request.params.kind,
        id,
        request.body.payment_reference,
        request.user!,
      )
    },
  )
}
