import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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
        summary: 'Book a workshop for teachers',
        description:
          'Answers the server’s estimate. A signed-in member’s request is kept with their account.',
        body: TeacherWorkshopInputSchema,
        response: { 201: TeacherWorkshopSchema },
      },
      config: { ...publicFormOptions(app), session: 'optional' },
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
