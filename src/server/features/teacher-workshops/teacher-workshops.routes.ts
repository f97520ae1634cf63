import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import {
  TeacherWorkshopInputSchema,
  TeacherWorkshopSchema,
} from '#shared/schemas/teacher-workshop.ts'
import { publicFormOptions, submissionContext } from '../../lib/public-form.ts'
import { requestTeacherWorkshop } from './teacher-workshops.service.ts'

/** An institution books a professional-development workshop for its teachers (spec part 2 §2). */
export const teacherWorkshopsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/teacher-workshops',
    {
      schema: {
        body: TeacherWorkshopInputSchema,
        response: {
          201: TeacherWorkshopSchema,
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
          await requestTeacherWorkshop(
            { ...submissionContext(app), db: app.database.db },
            request.user?.id ?? null,
            request.body,
          ),
        ),
  )
}
