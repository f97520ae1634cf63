import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminMessages } from '#shared/admin.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import {
  AcceptQuoteInputSchema,
  AdminQuoteSchema,
  AdminQuotesSchema,
  DeclineQuoteInputSchema,
  PublicQuoteSchema,
  QuoteKindParamsSchema,
  QuoteTokenParamsSchema,
  SendQuoteInputSchema,
  WithdrawQuoteInputSchema,
} from '#shared/schemas/quotes.ts'
import { publicFormOptions, submissionContext } from '../../lib/public-form.ts'
import { recordId } from '../../lib/record-id.ts'
import { requireAdmin } from '../../plugins/auth.ts'
import { acceptQuote, declineQuote, viewQuote } from './quote-decisions.ts'
import type { QuoteEmailContext } from './quote-emails.ts'
import { listQuotes, sendQuote, withdrawQuote } from './quotes.service.ts'

const quoteContext = (app: FastifyInstance): QuoteEmailContext => ({
  ...submissionContext(app),
  bankDetails: app.config.bankDetails,
})

/** The office's side of quotes (issue 27): send one for a school visit or workshop, list them. */
export const adminQuotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db

  app.get(
    '/api/admin/submissions/:kind/:id/quotes',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'A school visit’s or workshop’s quotes, and the estimate for a new one',
        params: QuoteKindParamsSchema,
        response: { 200: AdminQuotesSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const id = recordId(request.params.id, adminMessages.submissionNotFound)
      return listQuotes(db(), request.params.kind, id)
    },
  )

  app.post(
    '/api/admin/submissions/:kind/:id/quote',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Send the contact a quote to accept or decline',
        description:
          'The amount defaults to the request’s estimate (D5); another amount needs a reason. Withdraws the quote sent before it. 404: not a school booking or workshop, or no such request; 400: a bad date, an amount without a reason.',
        params: QuoteKindParamsSchema,
        body: SendQuoteInputSchema,
        response: { 201: AdminQuoteSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const id = recordId(request.params.id, adminMessages.submissionNotFound)
      const quote = await sendQuote(
        db(),
        quoteContext(app),
        request.params.kind,
        id,
        request.body,
        request.user!,
      )
      return reply.status(201).send(quote)
    },
  )

  app.post(
    '/api/admin/submissions/:kind/:id/quote/withdraw',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Withdraw the open quote without sending another',
        description:
          'The contact is emailed that the link no longer works, with the reason if one is given. 404: not a school booking or workshop, or no such request; 409: no quote is open (answered, expired or already withdrawn).',
        params: QuoteKindParamsSchema,
        body: WithdrawQuoteInputSchema,
        response: { 200: AdminQuotesSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, adminMessages.submissionNotFound)
      return withdrawQuote(
        db(),
        quoteContext(app),
        request.params.kind,
        id,
        request.body,
        request.user!,
      )
    },
  )
}

/** The school's side: the page behind the emailed link, and its one decision. */
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db
  // A decision mails both sides: the public forms' stricter limit. Reading the page keeps the
  // default one (a 256-bit token is not guessed by asking faster; a school may reload).
  const config = publicFormOptions(app)
  const decisionResponses = {
    200: PublicQuoteSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
    410: ErrorResponseSchema,
  }

  app.get(
    '/api/quotes/:token',
    {
      schema: {
        summary: 'A quote, by the link mailed to the school',
        description:
          'Any state: sent, accepted, declined, expired or withdrawn. 404: unknown link. Opening it changes nothing.',
        params: QuoteTokenParamsSchema,
        response: { 200: PublicQuoteSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return viewQuote(quoteContext(app), db(), request.params.token)
    },
  )

  app.post(
    '/api/quotes/:token/accept',
    {
      schema: {
        summary: 'Accept a quote in the name of the person accepting it',
        description:
          'Once: 409 after a decision, 410 when expired or withdrawn, 404 for an unknown link. Mails the school and the office.',
        params: QuoteTokenParamsSchema,
        body: AcceptQuoteInputSchema,
        response: decisionResponses,
      },
      config,
    },
    async (request) =>
      acceptQuote(quoteContext(app), db(), request.params.token, request.body.name, request.ip),
  )

  app.post(
    '/api/quotes/:token/decline',
    {
      schema: {
        summary: 'Decline a quote, with a reason if the school gives one',
        description:
          'Once: 409 after a decision, 410 when expired or withdrawn, 404 for an unknown link. Tells the office.',
        params: QuoteTokenParamsSchema,
        body: DeclineQuoteInputSchema,
        response: decisionResponses,
      },
      config,
    },
    async (request) =>
      declineQuote(quoteContext(app), db(), request.params.token, request.body.reason ?? null),
  )
}
