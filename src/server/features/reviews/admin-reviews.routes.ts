import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import {
  AdminReviewFiltersSchema,
  AdminReviewListSchema,
  AdminReviewSchema,
  ReviewHideInputSchema,
  reviewMessages,
} from '#shared/schemas/reviews.ts'
import { recordId } from '../../lib/record-id.ts'
import { requireAdmin } from '../../plugins/auth.ts'
import { hideReview, listReviewsForAdmin, unhideReview } from './admin-reviews.service.ts'

const IdParams = z.object({ id: z.string() })

/**
 * D28: the back office's reviews: administrators only, checked before the body is looked
 * at (a visitor hears 401 and a student 403 before any 415 or 400).
 */
export const adminReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviewId = (id: string) => recordId(id, reviewMessages.notFound)

  app.get(
    '/api/admin/reviews',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'List the reviews',
        description:
          'Every review, newest first, a page at a time, with its student (null once the account is deleted); filters: tutor, rating and hidden.',
        querystring: AdminReviewFiltersSchema,
        response: { 200: AdminReviewListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listReviewsForAdmin(app.database.db, request.query)
    },
  )

  app.post(
    '/api/admin/reviews/:id/hide',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Hide a review, with the reason (audited)',
        description:
          'A hidden review leaves the public pages and the tutor’s average at once; its student and tutor still see it, marked. 409: already hidden.',
        params: IdParams,
        body: ReviewHideInputSchema,
        response: { 200: AdminReviewSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) =>
      hideReview(app.database.db, request.user!, reviewId(request.params.id), request.body.reason),
  )

  app.post(
    '/api/admin/reviews/:id/unhide',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Show a hidden review again (audited)',
        description: 'It counts in the tutor’s average again. 409: the review is not hidden.',
        params: IdParams,
        response: { 200: AdminReviewSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => unhideReview(app.database.db, request.user!, reviewId(request.params.id)),
  )
}
