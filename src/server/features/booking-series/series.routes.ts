import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  BookingSeriesInputSchema,
  BookingSeriesSchema,
  SeriesCheckInputSchema,
  SeriesCancelInputSchema,
  SeriesCancelResultSchema,
  SeriesCheckSchema,
  seriesMessages,
} from '#shared/schemas/booking-series.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { requireUser } from '../../plugins/auth.ts'
import { bookingsContextOf } from '../bookings/bookings.routes.ts'
import { createSeries, previewSeries } from './series-create.ts'
import { cancelSeriesFrom, getOwnSeries, listOwnSeries } from './series.service.ts'

const SeriesParams = z.object({ id: z.uuid({ error: seriesMessages.notFound }) })

/** D27: the student's weekly series. */
export const bookingSeriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => bookingsContextOf(app)

  app.get(
    '/api/booking-series',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Your weekly series',
        response: { 200: z.array(BookingSeriesSchema) },
      },
    },
    async (request) => listOwnSeries(app.database.db, request.user!.id),
  )

  app.post(
    '/api/booking-series/check',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Check every week of a weekly series before paying',
        description:
          'Books nothing and takes nothing: each week with its problem, if any (not open, after the package lapses, not enough hours), and what the series costs or takes from the package. 409: the tutor publishes no open times, or the package cannot be spent at all.',
        body: SeriesCheckInputSchema,
        response: { 200: SeriesCheckSchema, 403: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => previewSeries(ctx(), request.user!, request.body),
  )

  app.post(
    '/api/booking-series',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Book a weekly series',
        description:
          'All or nothing: 409 names every week that cannot be booked (`fields`, keyed by date, says why) and nothing is booked or charged. Paid from a package (`package_id`, `duration_minutes`) or by card (`package_type` and `payment_data` of one payment, purpose `booking_series`, for every week). 402: the card payment is missing or not paid.',
        body: BookingSeriesInputSchema,
        response: {
          201: BookingSeriesSchema,
          402: ErrorResponseSchema,
          403: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSeries(ctx(), request.user!, request.body)),
  )

  app.get(
    '/api/booking-series/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'One of your weekly series, with its weeks',
        params: SeriesParams,
        response: { 200: BookingSeriesSchema },
      },
    },
    async (request) => getOwnSeries(app.database.db, request.user!.id, request.params.id),
  )

  app.post(
    '/api/booking-series/:id/cancel',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Cancel a weekly series from a date on',
        description:
          'Cancels the week of `from_date` and every later one 24 hours or more away (package minutes return; card payments are owed back); nearer weeks stay booked and are listed in `kept`. 409: `from_date` is not a week of the series, or nothing from it on can still be cancelled.',
        params: SeriesParams,
        body: SeriesCancelInputSchema,
        response: { 200: SeriesCancelResultSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) =>
      cancelSeriesFrom(ctx(), request.user!.id, request.params.id, request.body.from_date),
  )
}
