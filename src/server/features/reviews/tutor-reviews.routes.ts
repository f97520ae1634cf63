import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import {
  ReviewReplyInputSchema,
  TutorOwnReviewSchema,
  reviewMessages,
} from '#shared/schemas/reviews.ts'
import { requireTutor } from '../../plugins/auth.ts'
import { TUTOR_REVIEWS_LIMIT, listOwnTutorReviews, replyToReview } from './tutor-reviews.service.ts'

const ReviewParams = z.object({ id: z.uuid({ error: reviewMessages.notFound }) })

/** D28: the signed-in tutor's reviews, and their one reply to each (the tutor's portal). */
export const tutorReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tutor/reviews',
    {
      onRequest: requireTutor,
      schema: {
        summary: 'The reviews of your sessions as a tutor, newest first',
        description: `Hidden ones included and marked; the newest ${TUTOR_REVIEWS_LIMIT}. The reviewer is named by first name only.`,
        response: { 200: z.array(TutorOwnReviewSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listOwnTutorReviews(app.database.db, request.user!.tutorId!)
    },
  )

  app.post(
    '/api/tutor/reviews/:id/reply',
    {
      onRequest: requireTutor,
      schema: {
        summary: 'Reply to a review of your session, once',
        description:
          'The reply is shown under the review on your public page. 404: no review of yours has that id. 409: you have already replied.',
        params: ReviewParams,
        body: ReviewReplyInputSchema,
        response: { 200: TutorOwnReviewSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) =>
      replyToReview(app.database.db, request.user!.tutorId!, request.params.id, request.body.reply),
  )
}
