import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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
        summary: 'Apply to tutor',
        description: 'A signed-in member’s application is kept with their account.',
        body: TutorApplicationInputSchema,
        response: { 201: TutorApplicationSchema },
      },
      config: { ...publicFormOptions(app), session: 'optional' },
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
