import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SchoolBookingInputSchema, SchoolBookingSchema } from '#shared/schemas/school-booking.ts'
import { publicFormOptions, submissionContext } from '../../lib/public-form.ts'
import { requestSchoolBooking } from './school-bookings.service.ts'

/** A school asks for a tutor's visit; no account needed (spec part 2 §2). */
export const schoolBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/school-bookings',
    {
      schema: {
        summary: 'Ask for a tutor’s visit to a school',
        description:
          'Answers the server’s estimate. A signed-in member’s request is kept with their account.',
        body: SchoolBookingInputSchema,
        response: { 201: SchoolBookingSchema },
      },
      config: { ...publicFormOptions(app), session: 'optional' },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await requestSchoolBooking(
            { ...submissionContext(app), db: app.database.db },
            request.user?.id ?? null,
            request.body,
          ),
        ),
  )
}
