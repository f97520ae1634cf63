import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { listPage } from '#shared/schemas/admin-list.ts'
import { integerId } from '#shared/schemas/fields.ts'
import {
  OwnReviewSchema,
  ReviewInputSchema,
  TutorReviewsPageSchema,
  reviewMessages,
} from '#shared/schemas/reviews.ts'
import { requireUser } from '../../plugins/auth.ts'
import { tutorNotFoundMessage } from '../tutors/tutors.service.ts'
import { createReview, getOwnReview, listTutorReviews, updateReview } from './reviews.service.ts'

const BookingParams = z.object({ id: z.uuid({ error: reviewMessages.bookingNotFound }) })
const TutorParams = z.object({ id: integerId(tutorNotFoundMessage) })

/** D28: the student's review of a session they had, and a tutor's reviews as the public reads them. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db

  app.get(
    '/api/bookings/:id/review',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Your review of one of your sessions',
        description: '404: no booking of yours has that id, or you have not rated it.',
        params: BookingParams,
        response: { 200: OwnReviewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getOwnReview(db(), request.user!.id, request.params.id)
    },
  )

  app.post(
    '/api/bookings/:id/review',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Rate one of your sessions (1–5 stars and up to 1,000 characters), once',
        description:
          'Only once the session is completed and you attended it. The comment is stored exactly as sent and shown as text. 404: no booking of yours has that id. 409: not completed yet, not attended, no tutor to rate, or already rated (change it with PUT instead).',
        params: BookingParams,
        body: ReviewInputSchema,
        response: { 201: OwnReviewSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const review = await createReview(db(), request.user!.id, request.params.id, request.body)
      return reply.status(201).send(review)
    },
  )

  app.put(
    '/api/bookings/:id/review',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Change your review of a session, within 14 days of writing it',
        description:
          '404: no booking of yours has that id, or you have not rated it. 409: the 14 days to change it have passed.',
        params: BookingParams,
        body: ReviewInputSchema,
        response: { 200: OwnReviewSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => updateReview(db(), request.user!.id, request.params.id, request.body),
  )

  app.get(
    '/api/tutors/:id/reviews',
    {
      schema: {
        summary: 'An active tutor’s reviews, newest first, a page at a time',
        description:
          'Visible reviews only, each with the reviewer’s first name and the month (SAST) it was written, and the tutor’s reply; with the average (one decimal, null with none) and count. 404: no active tutor has that id.',
        params: TutorParams,
        querystring: z.object({ page: listPage }),
        response: { 200: TutorReviewsPageSchema },
      },
    },
    async (request) => listTutorReviews(db(), request.params.id, request.query.page),
  )
}
