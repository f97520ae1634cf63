import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { integerId } from '#shared/schemas/fields.ts'
import {
  OpenTimesQuerySchema,
  OpenTimesSchema,
  TimeOffInputSchema,
  TimeOffSchema,
  tutorTimeMessages,
  WeeklyHoursInputSchema,
  WeeklyHoursSchema,
} from '#shared/schemas/tutor-time.ts'
import { requireTutor } from '../../plugins/auth.ts'
import { tutorNotFoundMessage } from '../tutors/tutors.service.ts'
import { tutorOpenTimes } from './open-times.service.ts'
import * as tutorTime from './tutor-time.service.ts'

/** D25: the tutor's own weekly hours and time off, and the open times students see. */
export const tutorTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db
  const settings = () => ({ minNoticeMs: app.config.booking.minNoticeMs })
  const tutorOf = (request: { user: { tutorId: number | null } | null }) => {
    const tutorId = request.user?.tutorId
    // requireTutor ran first; this only tells TypeScript.
    if (tutorId === null || tutorId === undefined) throw new Error('requireTutor did not run')
    return tutorId
  }

  app.get(
    '/api/tutor/availability',
    {
      onRequest: requireTutor,
      schema: {
        summary: 'Your weekly hours (SAST) and the first open hour students see',
        response: { 200: WeeklyHoursSchema },
      },
    },
    async (request) => tutorTime.getWeeklyHours(db(), settings(), tutorOf(request)),
  )

  app.put(
    '/api/tutor/availability',
    {
      onRequest: requireTutor,
      schema: {
        summary: 'Replace your weekly hours',
        description:
          'The whole week at once: ISO weekdays (Monday 1), SAST times on the half hour, "24:00" as an end; one day’s intervals may not overlap.',
        body: WeeklyHoursInputSchema,
        response: { 200: WeeklyHoursSchema },
      },
    },
    async (request) =>
      tutorTime.replaceWeeklyHours(db(), settings(), tutorOf(request), request.body),
  )

  app.get(
    '/api/tutor/time-off',
    {
      onRequest: requireTutor,
      schema: {
        summary: 'Your current and upcoming time off, soonest first',
        response: { 200: z.array(TimeOffSchema) },
      },
    },
    async (request) => tutorTime.listTimeOff(db(), tutorOf(request)),
  )

  app.post(
    '/api/tutor/time-off',
    {
      onRequest: requireTutor,
      schema: {
        summary: 'Add time off',
        body: TimeOffInputSchema,
        response: { 201: TimeOffSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await tutorTime.addTimeOff(db(), tutorOf(request), request.body)),
  )

  app.delete(
    '/api/tutor/time-off/:id',
    {
      onRequest: requireTutor,
      schema: {
        summary: 'Remove time off',
        params: z.object({ id: z.uuid({ error: tutorTimeMessages.timeOffNotFound }) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await tutorTime.deleteTimeOff(db(), tutorOf(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/api/tutors/:id/slots',
    {
      schema: {
        summary: 'A tutor’s open start times',
        description:
          'SAST dates `from`..`to` inclusive, at most 31 days; starts every 30 minutes for a session of the package’s length (default 1_hour). For a signed-in student, not over their own sessions.',
        params: z.object({ id: integerId(tutorNotFoundMessage) }),
        querystring: OpenTimesQuerySchema,
        response: { 200: OpenTimesSchema },
      },
    },
    async (request) =>
      tutorOpenTimes(db(), settings(), {
        tutorId: request.params.id,
        from: request.query.from,
        to: request.query.to,
        packageType: request.query.package_type,
        userId: request.user?.id,
      }),
  )
}
