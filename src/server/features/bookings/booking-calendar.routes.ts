import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bookingMessages } from '#shared/messages.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import { requireUser } from '../../plugins/auth.ts'
import { bookingEmailContextOf } from './booking-emails.ts'
import { bookingInvite } from './booking-invite.ts'
import { bookingForApi, findBooking, studentOf } from './bookings.service.ts'

const BookingParams = z.object({ id: z.uuid({ error: bookingMessages.notFound }) })

/**
 * "Add to calendar" on the booking success screen (issue 20): the confirmed session's
 * invite, the same one its confirmation mail carries (D18), as a download.
 */
export const bookingCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bookings/:id/calendar.ics',
    {
      onRequest: requireUser,
      schema: {
        summary: 'One of your confirmed sessions as a calendar file',
        description:
          '404: no such booking of yours. 409: the session is not confirmed, so it has no time to add yet.',
        params: BookingParams,
        response: {
          200: {
            description: 'The session as an iCalendar file (SAST, zone named), as a download.',
            content: { 'text/calendar': { schema: z.string() } },
          },
          409: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!
      // Another student's booking is answered as a missing one.
      const row = await findBooking(app.database.db, request.params.id)
      if (!row || row.userId !== user.id) throw new NotFound(bookingMessages.notFound)
      if (row.status !== 'confirmed') throw new Conflict(bookingMessages.calendarNotConfirmed)
      const student = await studentOf(app.database.db, user.id)
      if (!student) throw new NotFound(bookingMessages.notFound)
      // The SEQUENCE of the last invite mailed: a calendar that has a moved session's
      // update keeps it rather than this file, and this file updates an older entry.
      const invite = bookingInvite(bookingEmailContextOf(app.config), bookingForApi(row), student, {
        sequence: row.inviteSequence,
      })
      return (
        reply
          .header('cache-control', 'no-store')
          // A download, not an invitation to answer: no METHOD parameter in the type.
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'attachment; filename="session.ics"')
          .send(invite.content)
      )
    },
  )
}
