import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bookingMessages } from '#shared/messages.ts'
import {
  CompleteSessionInputSchema,
  TutorSessionSchema,
  TutorSessionsQuerySchema,
} from '#shared/schemas/booking.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { TutorConsultationSchema } from '#shared/schemas/consultation-appointments.ts'
import { requireTutor } from '../../plugins/auth.ts'
import { bookingEmailContextOf } from '../bookings/booking-emails.ts'
import { listTutorConsultations } from './tutor-consultations.service.ts'
import { completeTutorSession, listTutorSessions } from './tutor-sessions.service.ts'

const SessionParams = z.object({ id: z.uuid({ error: bookingMessages.notFound }) })

/** The signed-in tutor's own sessions (issue 20, D25, D28). */
export const tutorPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tutor/sessions',
    {
      onRequest: requireTutor,
      schema: {
        summary: 'Your sessions as a tutor, upcoming (soonest first) or past (newest first)',
        querystring: TutorSessionsQuerySchema,
        response: { 200: z.array(TutorSessionSchema) },
      },
    },
    async (request) =>
      listTutorSessions(app.database.db, request.user!.tutorId!, request.query.when),
  )

  app.get(
    '/api/tutor/consultations',
    {
      onRequest: requireTutor,
      schema: {
        summary: 'The free consultations the office gave you that are still to come, soonest first',
        response: { 200: z.array(TutorConsultationSchema) },
      },
    },
    async (request) => listTutorConsultations(app.database.db, request.user!.tutorId!),
  )

  app.post(
    '/api/tutor/sessions/:id/complete',
    {
      onRequest: requireTutor,
      schema: {
        summary: 'Record attendance and lesson notes, and mark your session taken place',
        description:
          '404: no session of yours has that id. 409: the session is not confirmed, or has not started yet.',
        params: SessionParams,
        body: CompleteSessionInputSchema,
        response: { 200: TutorSessionSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) =>
      completeTutorSession(
        { db: app.database.db, ...bookingEmailContextOf(app.config), log: app.log },
        request.user!,
        request.params.id,
        request.body,
      ),
  )
}
