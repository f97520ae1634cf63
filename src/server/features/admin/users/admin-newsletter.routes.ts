import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminUserMessages } from '#shared/admin.ts'
import {
  NewsletterListQuerySchema,
  NewsletterListSchema,
  NewsletterSubscriberSchema,
  SubscriberUpdateSchema,
} from '#shared/schemas/admin-users.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { recordId } from '../../../lib/record-id.ts'
import { sendCsv } from '../csv.ts'
import { requireAdmin } from '../../../plugins/auth.ts'
import {
  exportSubscribers,
  getSubscriber,
  listSubscribers,
  unsubscribeOnRequest,
  updateSubscriber,
} from './admin-newsletter.service.ts'

const refusals = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
}

/** The newsletter's subscribers in the back office (issue 8; D22): administrators only. */
export const adminNewsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db

  app.get(
    '/api/admin/newsletter',
    {
      onRequest: requireAdmin,
      schema: {
        querystring: NewsletterListQuerySchema,
        response: { 200: NewsletterListSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listSubscribers(db(), request.query)
    },
  )

  app.get(
    '/api/admin/newsletter/export.csv',
    {
      onRequest: requireAdmin,
      schema: {
        querystring: NewsletterListQuerySchema,
        response: { 200: z.string(), ...refusals },
      },
    },
    async (request, reply) => {
      const csv = await exportSubscribers(db(), request.query)
      return sendCsv(reply, 'newsletter', csv)
    },
  )

  const subscriberId = z.object({ id: z.string() })
  const subscriberOf = (params: { id: string }) =>
    recordId(params.id, adminUserMessages.subscriberNotFound)

  app.get(
    '/api/admin/newsletter/:id',
    {
      onRequest: requireAdmin,
      schema: {
        params: subscriberId,
        response: { 200: NewsletterSubscriberSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getSubscriber(db(), subscriberOf(request.params))
    },
  )

  app.patch(
    '/api/admin/newsletter/:id',
    {
      onRequest: requireAdmin,
      schema: {
        params: subscriberId,
        body: SubscriberUpdateSchema,
        response: { 200: NewsletterSubscriberSchema, ...refusals },
      },
    },
    async (request) =>
      updateSubscriber(db(), request.user!, subscriberOf(request.params), request.body),
  )

  app.post(
    '/api/admin/newsletter/:id/unsubscribe',
    {
      onRequest: requireAdmin,
      schema: {
        params: subscriberId,
        response: { 200: NewsletterSubscriberSchema, ...refusals },
      },
    },
    async (request) => unsubscribeOnRequest(db(), request.user!, subscriberOf(request.params)),
  )
}
