import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import {
  TutorApplicationInputSchema,
  TutorApplicationSchema,
} from '#shared/schemas/tutor-application.ts'
import { publicFormOptions, submissionContext } from '../../lib/public-form.ts'
import { submitTutorApplication } from './tutor-applications.service.ts'

/** Someone applies to tutor; no account needed (spec part 2 §2 /become-tutor). */
export const tutorApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/tutor-applications',
    {
      schema: {
        body: TutorApplicationInputSchema,
        response: {
          201: TutorApplicationSchema,
          400: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
      config: publicFormOptions(app),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await submitTutorApplication(
            { ...submissionContext(app), db: app.database.db },
            request.user?.id ?? null,
            request.body,
          ),
        ),
  )
}
