import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminUserMessages } from '#shared/admin.ts'
import {
  NewsletterListQuerySchema,
  NewsletterListSchema,
  NewsletterSubscriberSchema,
  SubscriberUpdateSchema,
} from '#shared/schemas/admin-users.ts'
import { recordId } from '../../../lib/record-id.ts'
import { CsvResponse, sendCsv } from '../csv.ts'
import { requireAdmin } from '../../../plugins/auth.ts'
import {
  exportSubscribers,
  getSubscriber,
  listSubscribers,
  unsubscribeOnRequest,
  updateSubscriber,
} from './admin-newsletter.service.ts'

/** The newsletter's subscribers in the back office (issue 8; D22): administrators only. */
export const adminNewsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db

  app.get(
    '/api/admin/newsletter',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'List and search the newsletter’s subscribers',
        querystring: NewsletterListQuerySchema,
        response: { 200: NewsletterListSchema },
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
        summary: 'Export the subscribers as CSV',
        querystring: NewsletterListQuerySchema,
        response: { 200: CsvResponse },
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
        summary: 'One subscriber',
        params: subscriberId,
        response: { 200: NewsletterSubscriberSchema },
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
        summary: 'Set a subscriber’s office status or note',
        params: subscriberId,
        body: SubscriberUpdateSchema,
        response: { 200: NewsletterSubscriberSchema },
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
        summary: 'Unsubscribe someone on their request',
        params: subscriberId,
        response: { 200: NewsletterSubscriberSchema },
      },
    },
    async (request) => unsubscribeOnRequest(db(), request.user!, subscriberOf(request.params)),
  )
}
