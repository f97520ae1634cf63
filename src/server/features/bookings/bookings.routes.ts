import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bookingMessages } from '#shared/messages.ts'
import {
  BookingCancelInputSchema,
  BookingInputSchema,
  BookingSchema,
} from '#shared/schemas/booking.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { Invalid } from '../../lib/errors.ts'
import { requireUser } from '../../plugins/auth.ts'
import { bookingEmailContextOf } from './booking-emails.ts'
import * as bookings from './bookings.service.ts'

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  402: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
}

const BookingParams = z.object({ id: z.uuid({ error: bookingMessages.notFound }) })
// Printable ASCII, as the IETF draft's keys are (usually a UUID).
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/

/** The student's own bookings (spec part 1 §2-§5, D13-D17). */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): bookings.BookingsContext => ({
    db: app.database.db,
    ...bookingEmailContextOf(app.config),
    cardGateway: app.paymentGateway?.name ?? null,
    meetings: app.meetings,
    log: app.log,
  })

  app.get(
    '/api/bookings',
    { onRequest: requireUser, schema: { response: { 200: z.array(BookingSchema), ...errors } } },
    async (request) => bookings.listOwnBookings(app.database.db, request.user!.id),
  )

  app.get(
    '/api/bookings/:id',
    {
      onRequest: requireUser,
      schema: { params: BookingParams, response: { 200: BookingSchema, ...errors } },
    },
    async (request) => bookings.getOwnBooking(app.database.db, request.user!.id, request.params.id),
  )

  app.post(
    '/api/bookings',
    {
      onRequest: requireUser,
      schema: {
        body: BookingInputSchema,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        response: { 201: BookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key']
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
        throw new Invalid(bookingMessages.idempotencyKeyInvalid)
      }
      const result = await bookings.createBooking(
        ctx(),
        request.user!,
        request.body,
        key === undefined ? undefined : { key, requestHash: bookings.hashRequest(request.body) },
      )
      if (result.replayed) reply.header('idempotent-replayed', 'true')
      return reply.status(201).send(result.booking)
    },
  )

  app.post(
    '/api/bookings/:id/cancel',
    {
      onRequest: requireUser,
      schema: {
        params: BookingParams,
        body: BookingCancelInputSchema.optional(),
        response: { 200: BookingSchema, ...errors },
      },
    },
    async (request) =>
      bookings.cancelOwnBooking(ctx(), request.user!, request.params.id, request.body?.reason),
  )
}
