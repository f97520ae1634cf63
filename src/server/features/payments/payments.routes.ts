import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { paymentMessages } from '#shared/messages.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import {
  PaymentIntentConfirmSchema,
  PaymentIntentInputSchema,
  PaymentIntentSchema,
} from '#shared/schemas/payments.ts'
import { apiMessages } from '#shared/messages.ts'
import { Unauthorized } from '../../lib/errors.ts'
import { assertMayBook } from '../bookings/booking-eligibility.ts'
import * as payments from './payments.service.ts'

// No card gateway is configured: card payment is not offered (D16).
const noGateway = { 503: ErrorResponseSchema }

/** D16: the server prices what is bought, then charges the wallet's token for it. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db
  // Each confirm reaches the gateway: a tighter limit keeps card testing expensive.
  const paymentLimit = {
    rateLimit: {
      max: app.config.rateLimit.publicFormMax,
      timeWindow: app.config.rateLimit.windowMs,
    },
  }

  app.post(
    '/api/payment-intents',
    {
      config: { ...paymentLimit, session: 'optional' },
      schema: {
        summary: 'Start a card payment',
        description:
          'The server prices what is bought. A booking’s payment needs a signed-in student who may book (401, 403); a video order or a gift needs no account. A booking’s payment naming a tutor who publishes availability and a time holds that time for 10 minutes; 409 when it is not open (nothing is stored).',
        body: PaymentIntentInputSchema,
        response: {
          201: PaymentIntentSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...noGateway,
        },
      },
    },
    async (request, reply) => {
      // A booking needs a student who may book; a video order or a gift needs no account
      // (the teacher's page is public), so its intent may belong to nobody. Its random id
      // is then what proves it is the payer's.
      const user = request.user
      if (request.body.purpose === 'booking' || request.body.purpose === 'booking_series') {
        if (!user) throw new Unauthorized(apiMessages.notSignedIn)
        await assertMayBook(db(), user)
      }
      const intent = await payments.createPaymentIntent(
        db(),
        app.paymentGateway,
        user?.id ?? null,
        request.body,
        app.config.booking,
      )
      return reply.status(201).send(intent)
    },
  )

  app.get(
    '/api/payment-intents/:id',
    {
      config: { session: 'optional' },
      schema: {
        summary: 'One card payment',
        description: 'A payment started while signed in is only its owner’s.',
        params: z.object({ id: z.uuid({ error: paymentMessages.notFound }) }),
        response: { 200: PaymentIntentSchema },
      },
    },
    async (request) => payments.getPaymentIntent(db(), request.user?.id ?? null, request.params.id),
  )

  app.post(
    '/api/payment-intents/:id/confirm',
    {
      config: { ...paymentLimit, session: 'optional' },
      schema: {
        summary: 'Pay a card payment with the wallet’s token',
        description:
          '402: the card was declined. 409: the payment has failed, been refunded or is being paid. 502: the gateway did not answer.',
        params: z.object({ id: z.uuid({ error: paymentMessages.notFound }) }),
        body: PaymentIntentConfirmSchema,
        response: {
          200: PaymentIntentSchema,
          402: ErrorResponseSchema,
          409: ErrorResponseSchema,
          502: ErrorResponseSchema,
          ...noGateway,
        },
      },
    },
    async (request) =>
      payments.confirmPaymentIntent(
        db(),
        app.paymentGateway,
        request.user?.id ?? null,
        request.params.id,
        request.body.token,
        request.user?.email,
      ),
  )

  // The gateway's notifications: not JSON we parse with a schema but a body the gateway
  // adapter authenticates first, so it arrives as text.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers()
    webhooks.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    )
    webhooks.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/webhooks/:gateway',
      {
        config: { allowCrossOrigin: true, contentTypes: ['application/json', 'text/plain'] },
        schema: {
          summary: 'A payment gateway’s notification',
          description:
            'Called by the gateway, not by browsers: its signature is checked instead of the origin (401 when it fails). 404: no such gateway is configured.',
          params: z.object({ gateway: z.string().max(20) }),
          response: {
            200: z.object({ received: z.literal(true) }),
            401: ErrorResponseSchema,
            404: ErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        // With no gateway configured there is nobody whose word could mark an intent paid.
        const gateway = app.paymentGateway
        if (!gateway || request.params.gateway !== gateway.name || !gateway.readWebhook) {
          return reply.status(404).send({ error: paymentMessages.webhookUnknown })
        }
        let event
        try {
          event = gateway.readWebhook(request.headers, String(request.body ?? ''))
        } catch (error) {
          request.log.warn({ err: error }, 'payment webhook refused')
          return reply.status(401).send({ error: paymentMessages.webhookRejected })
        }
        if (event) {
          const changed = await payments.applyPaymentEvent(db(), event)
          request.log.info(
            { intentId: event.intentId, outcome: event.outcome, changed },
            'payment webhook',
          )
        }
        // Peach expects 200 for every notification it should not send again.
        return reply.status(200).send({ received: true })
      },
    )
  })
}
