import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { campaignMessages } from '#shared/newsletter-campaigns.ts'
import { ErrorResponseSchema, MessageResponseSchema } from '#shared/schemas/common.ts'
import {
  CampaignInputSchema,
  CampaignListSchema,
  CampaignSchema,
  CampaignSendResultSchema,
} from '#shared/schemas/newsletter-campaigns.ts'
import { recordId } from '../../lib/record-id.ts'
import { requireAdmin } from '../../plugins/auth.ts'
import type { CampaignEmailContext } from './campaign-email.ts'
import {
  createCampaign,
  getCampaign,
  listCampaigns,
  sendCampaign,
  sendTest,
  updateCampaign,
} from './campaigns.service.ts'

const IdParams = z.object({ id: z.string() })
const idOf = (params: { id: string }) => recordId(params.id, campaignMessages.notFound)

/** Newsletters the office writes, tests and sends (issue 27, decision 027): administrators only. */
export const adminCampaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db
  const emailCtx = (): CampaignEmailContext => ({
    publicUrl: app.config.publicUrl,
    businessName: app.config.business.name,
    businessInbox: app.config.business.email,
  })

  app.get(
    '/api/admin/newsletter/campaigns',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Every newsletter, newest first, with its counts',
        response: { 200: CampaignListSchema },
      },
    },
    async () => listCampaigns(db()),
  )

  app.post(
    '/api/admin/newsletter/campaigns',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Write a newsletter (a draft)',
        body: CampaignInputSchema,
        response: { 201: CampaignSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCampaign(db(), request.user!, request.body)),
  )

  app.get(
    '/api/admin/newsletter/campaigns/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'One newsletter and how its sending goes',
        params: IdParams,
        response: { 200: CampaignSchema },
      },
    },
    async (request) => getCampaign(db(), idOf(request.params)),
  )

  app.put(
    '/api/admin/newsletter/campaigns/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Change a draft newsletter',
        description: 'Only while it is a draft: 409 once it is being sent.',
        params: IdParams,
        body: CampaignInputSchema,
        response: { 200: CampaignSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => updateCampaign(db(), request.user!, idOf(request.params), request.body),
  )

  app.post(
    '/api/admin/newsletter/campaigns/:id/test',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Send a newsletter to yourself as a test',
        description: 'To the signed-in administrator only, the subject marked as a test.',
        params: IdParams,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => sendTest(db(), emailCtx(), request.user!, idOf(request.params)),
  )

  app.post(
    '/api/admin/newsletter/campaigns/:id/send',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Send a newsletter to every confirmed subscriber',
        description:
          'Lists the confirmed subscribers now and mails them at the configured pace (NEWSLETTER_SEND_PER_MINUTE); 409 when it was sent already or nobody is subscribed.',
        params: IdParams,
        response: { 202: CampaignSendResultSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await sendCampaign(db(), request.user!, idOf(request.params))
      app.newsletterSender.nudge()
      return reply.status(202).send(result)
    },
  )
}
