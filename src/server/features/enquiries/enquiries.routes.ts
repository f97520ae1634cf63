import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ContactMessageInputSchema, ContactMessageSchema } from '#shared/schemas/contact-message.ts'
import {
  FreeConsultationInputSchema,
  FreeConsultationSchema,
} from '#shared/schemas/free-consultation.ts'
import * as enquiries from './enquiries.service.ts'

/** The public site's two request forms; no account needed. */
export const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): enquiries.EnquiriesContext => ({
    db: app.database.db,
    publicUrl: app.config.publicUrl,
    businessName: app.config.business.name,
    businessInbox: app.config.mail.businessInbox,
  })
  // Public forms send email to an address anyone can type: a stricter limit (D12).
  const publicFormLimit = {
    rateLimit: {
      max: app.config.rateLimit.publicFormMax,
      timeWindow: app.config.rateLimit.windowMs,
    },
  }

  app.post(
    '/api/free-consultations',
    {
      schema: {
        summary: 'Ask for a free consultation',
        body: FreeConsultationInputSchema,
        response: { 201: FreeConsultationSchema },
      },
      config: publicFormLimit,
    },
    async (request, reply) =>
      reply.status(201).send(await enquiries.requestFreeConsultation(ctx(), request.body)),
  )

  app.post(
    '/api/contact-messages',
    {
      schema: {
        summary: 'Send a message to the business',
        body: ContactMessageInputSchema,
        response: { 201: ContactMessageSchema },
      },
      config: publicFormLimit,
    },
    async (request, reply) =>
      reply.status(201).send(await enquiries.sendContactMessage(ctx(), request.body)),
  )
}
