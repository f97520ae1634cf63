import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminMessages, replyMessages } from '#shared/admin.ts'
import {
  ReplyCreateSchema,
  ReplySchema,
  SavedReplyCreateSchema,
  SavedReplyListQuerySchema,
  SavedReplyListSchema,
  SavedReplySchema,
  SavedReplyUpdateSchema,
} from '#shared/schemas/admin-replies.ts'
import { SubmissionKindParamsSchema } from '#shared/schemas/admin-submissions.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { recordId } from '../../../lib/record-id.ts'
import { submissionContext } from '../../../lib/public-form.ts'
import { requireAdmin } from '../../../plugins/auth.ts'
import {
  createSavedReply,
  deleteSavedReply,
  listSavedReplies,
  updateSavedReply,
} from './saved-replies.service.ts'
import { sendReply } from './submission-replies.service.ts'

const RecordParams = SubmissionKindParamsSchema.extend({ id: z.string() })
const SavedReplyParams = z.object({ id: z.string() })
const savedReplyId = (id: string) => recordId(id, replyMessages.savedReplyNotFound)

/** Issue 27: the office answers a submission, and keeps texts to start answers from. */
export const submissionRepliesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db

  app.post(
    '/api/admin/submissions/:kind/:id/replies',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Reply to a submission’s sender by email',
        description:
          'Mailed from the business with the reference in the subject and kept in the ' +
          'record’s history; a first reply moves a new submission to in progress.',
        params: RecordParams,
        body: ReplyCreateSchema,
        response: { 201: ReplySchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const id = recordId(request.params.id, adminMessages.submissionNotFound)
      const sent = await sendReply(
        db(),
        submissionContext(app),
        request.params.kind,
        id,
        request.body.message,
        request.user!,
      )
      return reply.status(201).send(sent)
    },
  )

  app.get(
    '/api/admin/saved-replies',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'A kind of submission’s saved replies',
        querystring: SavedReplyListQuerySchema,
        response: { 200: SavedReplyListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listSavedReplies(db(), request.query.kind)
    },
  )

  app.post(
    '/api/admin/saved-replies',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Keep a saved reply',
        description: '409: a saved reply of that kind already has the title.',
        body: SavedReplyCreateSchema,
        response: { 201: SavedReplySchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSavedReply(db(), request.body, request.user!)),
  )

  app.put(
    '/api/admin/saved-replies/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Change a saved reply’s title and text',
        description: '409: another saved reply of its kind has the title.',
        params: SavedReplyParams,
        body: SavedReplyUpdateSchema,
        response: { 200: SavedReplySchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) =>
      updateSavedReply(db(), savedReplyId(request.params.id), request.body, request.user!),
  )

  app.delete(
    '/api/admin/saved-replies/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Remove a saved reply',
        params: SavedReplyParams,
        response: { 204: z.null(), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteSavedReply(db(), savedReplyId(request.params.id), request.user!)
      return reply.status(204).send(null)
    },
  )
}
