import type { FastifyInstance } from 'fastify'
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
import { createBooking, hashRequest } from './booking-create.ts'
import { cancelOwnBooking } from './booking-lifecycle.ts'
import { getOwnBooking, listOwnBookings, type BookingsContext } from './bookings.service.ts'

const BookingParams = z.object({ id: z.uuid({ error: bookingMessages.notFound }) })
// Printable ASCII, as the IETF draft's keys are (usually a UUID).
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/

/** What every booking path of a request needs from the running app. */
export function bookingsContextOf(app: FastifyInstance): BookingsContext {
  return {
    db: app.database.db,
    ...bookingEmailContextOf(app.config),
    cardGateway: app.paymentGateway?.name ?? null,
    meetings: app.meetings,
    log: app.log,
  }
}

/** The student's own bookings (spec part 1 §2-§5, D13-D17). */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => bookingsContextOf(app)

  app.get(
    '/api/bookings',
    {
      onRequest: requireUser,
      schema: { summary: 'Your bookings', response: { 200: z.array(BookingSchema) } },
    },
    async (request) => listOwnBookings(app.database.db, request.user!.id),
  )

  app.get(
    '/api/bookings/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'One of your bookings',
        params: BookingParams,
        response: { 200: BookingSchema },
      },
    },
    async (request) => getOwnBooking(app.database.db, request.user!.id, request.params.id),
  )

  app.post(
    '/api/bookings',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Book a session',
        description:
          '402: the card payment it names is missing or not paid. 403: the account may not book yet (email not verified, no profile, guardian’s consent pending). 409: the tutor or the student already has a session overlapping that time, a free consultation is already open, or the payment was used. 422: the `Idempotency-Key` was used for another request.',
        body: BookingInputSchema,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        response: {
          201: BookingSchema,
          402: ErrorResponseSchema,
          403: ErrorResponseSchema,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key']
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
        throw new Invalid(bookingMessages.idempotencyKeyInvalid)
      }
      const result = await createBooking(
        ctx(),
        request.user!,
        request.body,
        key === undefined ? undefined : { key, requestHash: hashRequest(request.body) },
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
        summary: 'Cancel one of your bookings',
        description: '403: too late to cancel. 409: the booking is no longer open.',
        params: BookingParams,
        body: BookingCancelInputSchema.optional(),
        response: { 200: BookingSchema, 403: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) =>
      cancelOwnBooking(ctx(), request.user!, request.params.id, request.body?.reason),
  )
}
