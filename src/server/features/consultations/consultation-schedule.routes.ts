import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminMessages, type SubmissionKind } from '#shared/admin.ts'
import {
  SubmissionDetailSchema,
  SubmissionKindParamsSchema,
} from '#shared/schemas/admin-submissions.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import {
  CancelConsultationSchema,
  consultationScheduleMessages as m,
  ScheduleConsultationSchema,
} from '#shared/schemas/consultation-appointments.ts'
import { sastSlotToInstant } from '#shared/sast.ts'
import { now } from '../../lib/clock.ts'
import { Invalid } from '../../lib/errors.ts'
import { recordId } from '../../lib/record-id.ts'
import { requireAdmin } from '../../plugins/auth.ts'
import { getSubmission } from '../admin/submissions/submissions.service.ts'
import {
  cancelConsultationAppointment,
  scheduleConsultation,
  type ConsultationsContext,
} from './consultation-appointments.ts'

// Any submission kind is in the path, as for the other submission actions; only a free
// consultation has a time to give. A path that names no record is a 404 (error-handler.ts),
// but another kind names one that cannot be scheduled: 400, said in the handler.
const Params = SubmissionKindParamsSchema.extend({ id: z.string() })

function consultationOnly(kind: SubmissionKind): void {
  if (kind !== 'consultations') throw new Invalid(m.onlyConsultations)
}

/** Decision 026: the office gives a free consultation a time, moves it, or cancels it. */
export const consultationScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): ConsultationsContext => ({
    db: app.database.db,
    publicUrl: app.config.publicUrl,
    businessName: app.config.business.name,
    businessInbox: app.config.mail.businessInbox,
    meetings: app.meetings,
    log: app.log,
  })
  const consultationId = (id: string) => recordId(id, adminMessages.submissionNotFound)

  app.post(
    '/api/admin/submissions/:kind/:id/schedule',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Schedule or move a free consultation',
        description:
          'Sets its SAST date and time (30 minutes), tutor and meeting link, and emails the requester (and the tutor) the calendar invite; scheduling again moves it. 400: another kind, a time in the past, an unknown or inactive tutor. 409: the tutor already has a session or a consultation at that time, or has time off then.',
        params: Params,
        body: ScheduleConsultationSchema,
        response: { 200: SubmissionDetailSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      consultationOnly(request.params.kind)
      const { date, time, tutor_id, meeting_link } = request.body
      const startsAt = sastSlotToInstant(date, time)
      if (startsAt.getTime() <= now().getTime()) {
        throw new Invalid(m.timeInPast, { date: m.timeInPast })
      }
      const id = consultationId(request.params.id)
      await scheduleConsultation(ctx(), request.user!, id, {
        startsAt,
        tutorId: tutor_id,
        meetingLink: meeting_link,
      })
      return getSubmission(app.database.db, 'consultations', id)
    },
  )

  app.post(
    '/api/admin/submissions/:kind/:id/schedule/cancel',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Cancel a free consultation’s appointment',
        description:
          'Frees the tutor’s time and emails the requester (and the tutor) the calendar cancellation, with the reason when given. 409: it has no appointment.',
        params: Params,
        body: CancelConsultationSchema,
        response: { 200: SubmissionDetailSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      consultationOnly(request.params.kind)
      const id = consultationId(request.params.id)
      await cancelConsultationAppointment(ctx(), request.user!, id, request.body?.reason)
      return getSubmission(app.database.db, 'consultations', id)
    },
  )
}
