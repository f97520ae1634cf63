import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponseSchema, MessageResponseSchema } from '#shared/schemas/common.ts'
import {
  NewsletterSubscribeInputSchema,
  NewsletterTokenInputSchema,
} from '#shared/schemas/newsletter.ts'
import * as newsletter from './newsletter.service.ts'

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): newsletter.NewsletterContext => ({
    db: app.database.db,
    publicUrl: app.config.publicUrl,
    businessName: app.config.business.name,
  })
  // 404: the emailed link's token is unknown.
  const linkResponses = { 200: MessageResponseSchema, 404: ErrorResponseSchema }
  // Public form: a stricter limit than the default, so nobody mails a stranger in bulk.
  const publicFormLimit = {
    rateLimit: {
      max: app.config.rateLimit.publicFormMax,
      timeWindow: app.config.rateLimit.windowMs,
    },
  }

  app.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        summary: 'Subscribe to the newsletter',
        description: 'Emails a link that confirms the subscription.',
        body: NewsletterSubscribeInputSchema,
        response: { 200: MessageResponseSchema },
      },
      config: publicFormLimit,
    },
    async (request) => newsletter.subscribe(ctx(), request.body),
  )
  app.post(
    '/api/newsletter/confirm',
    {
      schema: {
        summary: 'Confirm a subscription with its emailed link',
        body: NewsletterTokenInputSchema,
        response: linkResponses,
      },
      config: publicFormLimit,
    },
    async (request) => newsletter.confirm(ctx(), request.body.token),
  )
  app.post(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        summary: 'Unsubscribe with the emailed link',
        body: NewsletterTokenInputSchema,
        response: linkResponses,
      },
      config: publicFormLimit,
    },
    async (request) => newsletter.unsubscribe(ctx(), request.body.token),
  )
}
