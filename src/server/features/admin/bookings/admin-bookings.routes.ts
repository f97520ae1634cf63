import { now as clockNow } from '../../../lib/clock.ts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminBookingMessages } from '#shared/admin.ts'
import { bookingMessages } from '#shared/messages.ts'
import {
  AdminBookingListQuerySchema,
  AdminBookingListSchema,
  AdminBookingSchema,
  AdminCancelBookingSchema,
  ConfirmBookingSchema,
  type ConfirmBookingBody,
} from '#shared/schemas/admin-bookings.ts'
import { MarkPaidSchema } from '#shared/schemas/admin-submissions.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { sastSlotToInstant } from '#shared/sast.ts'
import { attendanceValues } from '#shared/options.ts'
import { tutorSessionMessages } from '#shared/schemas/booking.ts'
import { Invalid } from '../../../lib/errors.ts'
import { recordId } from '../../../lib/record-id.ts'
import { CsvResponse, sendCsv } from '../csv.ts'
import { requireAdmin } from '../../../plugins/auth.ts'
import { bookingEmailContextOf } from '../../bookings/booking-emails.ts'
import {
  cancelBookingAsAdmin,
  completeBooking,
  confirmBooking,
  rescheduleBooking,
  type ConfirmBookingInput,
} from '../../bookings/booking-lifecycle.ts'
import { markBookingPaid, recordBookingRefund } from '../../bookings/booking-payments.ts'
import type { BookingsContext } from '../../bookings/bookings.service.ts'
import {
  exportBookings,
  getBookingForAdmin,
  listBookingsForAdmin,
} from './admin-bookings.service.ts'

const IdParams = z.object({ id: z.string() })
// D28: the office may record attendance when it completes a session (the tutor's portal
// records notes too); an empty body completes it without.
const CompleteBody = z
  .object({
    attendance: z
      .enum(attendanceValues, { error: tutorSessionMessages.attendanceRequired })
      .optional(),
  })
  .optional()
// An action the booking's state does not allow (confirming a cancelled one): 409.
const actionResponses = { 200: AdminBookingSchema, 409: ErrorResponseSchema }

/** The session a confirm or a change asks for; a new time must lie ahead. */
function sessionOf({
  date,
  time,
  tutor_id,
  meeting_link,
}: ConfirmBookingBody): ConfirmBookingInput {
  const scheduledAt = date && time ? sastSlotToInstant(date, time) : undefined
  if (scheduledAt && scheduledAt.getTime() <= clockNow().getTime()) {
    throw new Invalid(adminBookingMessages.timeInPast, { date: adminBookingMessages.timeInPast })
  }
  return { scheduledAt, tutorId: tutor_id, meetingLink: meeting_link }
}

/** The back office's bookings (issue 8; D15, D17, D18): administrators only. */
// Checked before the body is validated: a visitor learns nothing of what a route expects.
export const adminBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): BookingsContext => ({
    db: app.database.db,
    ...bookingEmailContextOf(app.config),
    meetings: app.meetings,
    log: app.log,
  })
  const bookingId = (id: string) => recordId(id, bookingMessages.notFound)
  // Every action answers the booking as the back office reads it, after the change.
  const reread = (id: string) => getBookingForAdmin(app.database.db, id)

  app.get(
    '/api/admin/bookings',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'List and search the bookings',
        querystring: AdminBookingListQuerySchema,
        response: { 200: AdminBookingListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listBookingsForAdmin(app.database.db, request.query)
    },
  )

  app.get(
    '/api/admin/bookings/export.csv',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Export the bookings as CSV',
        querystring: AdminBookingListQuerySchema,
        response: { 200: CsvResponse },
      },
    },
    async (request, reply) => {
      const csv = await exportBookings(app.database.db, request.query)
      return sendCsv(reply, 'bookings', csv)
    },
  )

  app.get(
    '/api/admin/bookings/:id',
    {
      onRequest: requireAdmin,
      schema: { summary: 'One booking', params: IdParams, response: { 200: AdminBookingSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getBookingForAdmin(app.database.db, bookingId(request.params.id))
    },
  )

  app.post(
    '/api/admin/bookings/:id/confirm',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Confirm a booking',
        description:
          'Sets its SAST time, tutor and meeting link, and emails the student an invite. 409: the booking is not pending, or the time overlaps another session of the tutor or of the student.',
        params: IdParams,
        body: ConfirmBookingSchema,
        response: actionResponses,
      },
    },
    async (request) => {
      const id = bookingId(request.params.id)
      await confirmBooking(ctx(), request.user!, id, sessionOf(request.body))
      return reread(id)
    },
  )

  app.post(
    '/api/admin/bookings/:id/reschedule',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Change a confirmed booking',
        description:
          '409: the booking is not confirmed, or the new time or tutor overlaps another session of the tutor or of the student.',
        params: IdParams,
        body: ConfirmBookingSchema,
        response: actionResponses,
      },
    },
    async (request) => {
      const id = bookingId(request.params.id)
      await rescheduleBooking(ctx(), request.user!, id, sessionOf(request.body))
      return reread(id)
    },
  )

  app.post(
    '/api/admin/bookings/:id/complete',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Mark a booking’s session as taken place, with its attendance if known',
        params: IdParams,
        body: CompleteBody,
        response: actionResponses,
      },
    },
    async (request) => {
      const id = bookingId(request.params.id)
      const attendance = request.body?.attendance
      await completeBooking(ctx(), request.user!, id, attendance ? { attendance } : {})
      return reread(id)
    },
  )

  app.post(
    '/api/admin/bookings/:id/cancel',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Cancel a booking, with the reason the student is told',
        params: IdParams,
        body: AdminCancelBookingSchema,
        response: actionResponses,
      },
    },
    async (request) => {
      const id = bookingId(request.params.id)
      await cancelBookingAsAdmin(ctx(), request.user!, id, request.body.reason)
      return reread(id)
    },
  )

  app.post(
    '/api/admin/bookings/:id/mark-paid',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Mark a booking’s bank transfer paid',
        params: IdParams,
        body: MarkPaidSchema,
        response: actionResponses,
      },
    },
    async (request) => {
      const id = bookingId(request.params.id)
      await markBookingPaid(ctx(), request.user!, id, request.body.payment_reference)
      return reread(id)
    },
  )

  app.post(
    '/api/admin/bookings/:id/refunded',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Record that a cancelled booking’s payment was refunded',
        params: IdParams,
        response: actionResponses,
      },
    },
    async (request) => {
      const id = bookingId(request.params.id)
      await recordBookingRefund(ctx(), request.user!, id)
      return reread(id)
    },
  )
}
